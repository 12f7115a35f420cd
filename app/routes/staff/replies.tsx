import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect } from "react-router";
import { EditorErrors, useDeskForm } from "~/components/desk/content-editor";
import { DeskNotice } from "~/components/desk/desk-layout";
import { NetworkFailure } from "~/components/desk/network-failure";
import { TextField } from "~/components/form-fields";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import { deskHeaders, deskMeta, useDeskTime } from "~/desk/desk-route";
import { savedReplySchema } from "~/desk/reply-schema";
import { deleteSavedReply, getSavedReply, listSavedReplies, saveSavedReply } from "~/desk/saved-replies.server";
import { textOf } from "~/staff-auth/link-pages.server";
import { deskActor, requireStaff } from "~/staff-auth/staff-session.server";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import type { Route } from "./+types/replies";

/**
 * /staff/replies: the saved replies every colleague may start a reply from (every role writes and
 * edits them); /staff/replies/new and /staff/replies/{id} edit one.
 */
export const headers = deskHeaders;
export const meta: Route.MetaFunction = ({ data }) =>
  deskMeta(
    data?.editing === undefined ? "Saved replies" : data.editing ? `Edit: ${data.editing.title}` : "New saved reply",
  );

const NOTICES: Record<string, string> = { saved: "Saved reply saved.", deleted: "Saved reply deleted." };

/** "new", an id, or nothing (the list); anything else is a 404. */
function editorId(param: string | undefined): number | "new" | null {
  if (param === undefined) return null;
  if (param === "new") return "new";
  if (/^\d{1,9}$/.test(param) && Number(param) > 0) return Number(param);
  throw data(null, { status: 404 });
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = editorId(params.id);
  const notice = NOTICES[url.searchParams.get("done") ?? ""] ?? null;
  if (id === null) return { replies: await listSavedReplies(), editing: undefined, notice };
  const editing = id === "new" ? null : await getSavedReply(id);
  if (editing === null && id !== "new") throw data(null, { status: 404 });
  return { replies: [], editing, notice };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const member = await requireStaff(request);
  const id = editorId(params.id);
  if (id === null) throw data("Unknown action", { status: 400 });
  const form = await readUrlEncodedForm(request);
  const by = deskActor(member, context);
  if (textOf(form, "intent") === "delete") {
    if (id === "new" || !(await deleteSavedReply(id, by))) throw data(null, { status: 404 });
    return redirect("/staff/replies?done=deleted");
  }
  const submission = parseWithZod(form, { schema: savedReplySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const saved = await saveSavedReply({ id: id === "new" ? undefined : id, ...submission.value }, by);
  if (saved === null) throw data(null, { status: 404 });
  return redirect("/staff/replies?done=saved");
}

/** A save that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = (args: Route.ClientActionArgs) =>
  keepValuesOnNetworkFailure(args, undefined, (result) => ({ result }));

export default function SavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  const deskTime = useDeskTime();
  const { replies, editing, notice } = loaderData;
  if (editing !== undefined) return <SavedReplyEditor reply={editing} answer={actionData} />;
  return (
    <>
      <h1>Saved replies</h1>
      <DeskNotice text={notice} />
      <p>
        Texts to start a reply from, on any item&apos;s page. Write <code>{"{name}"}</code> where the visitor&apos;s
        name should go.
      </p>
      <p>
        <Link to="/staff/replies/new" className="desk-button">
          New saved reply
        </Link>
      </p>
      {replies.length === 0 ? (
        <p>No saved replies yet.</p>
      ) : (
        <table className="desk-table">
          <caption className="visually-hidden">Saved replies, by name</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Text</th>
              <th scope="col">Last changed</th>
            </tr>
          </thead>
          <tbody>
            {replies.map((reply) => (
              <tr key={reply.id}>
                <td data-label="Name">
                  <Link to={`/staff/replies/${reply.id}`}>{reply.title}</Link>
                </td>
                <td data-label="Text">{reply.body.length > 140 ? `${reply.body.slice(0, 139)}…` : reply.body}</td>
                <td data-label="Last changed">
                  {deskTime(reply.updated_at)} by {reply.updated_by}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function SavedReplyEditor({
  reply,
  answer,
}: {
  reply: { id: number; title: string; body: string } | null;
  answer: Route.ComponentProps["actionData"];
}) {
  const result = answer && "result" in answer ? answer.result : undefined;
  const [, fields, formProps] = useDeskForm("saved-reply", savedReplySchema, result, {
    title: reply?.title,
    body: reply?.body,
  });
  return (
    <>
      <p>
        <Link to="/staff/replies">Back to saved replies</Link>
      </p>
      <h1>{reply ? `Edit: ${reply.title}` : "New saved reply"}</h1>
      <NetworkFailure answer={answer} />
      <Form method="post" className="form desk-form--stacked desk-editor" {...formProps}>
        <EditorErrors result={result} fieldIds={fields} />
        <input type="hidden" name="intent" value="save" />
        <TextField field={fields.title} label="Name" />
        <TextField field={fields.body} label="Text" multiline hint="{name} becomes the visitor's name." />
        <button type="submit" className="desk-button">
          Save
        </button>
      </Form>
      {reply ? (
        <Form method="post" className="desk-panel">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="desk-button desk-button--danger">
            Delete this saved reply
          </button>
        </Form>
      ) : null}
    </>
  );
}
