import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect } from "react-router";
import {
  EditorActions,
  EditorErrors,
  EditorPreview,
  EditorSelect,
  MARKDOWN_HINT,
  useDeskForm,
} from "~/components/desk/content-editor";
import { DeskNotice } from "~/components/desk/desk-layout";
import { JobList } from "~/components/desk/content-lists";
import { TextField } from "~/components/form-fields";
import { EMPLOYMENT_TYPES, jobEditorSchema, SLUG_MESSAGE } from "~/desk/desk-content-schemas";
import { renderMarkdown } from "~/content-source/html.server";
import { getDeskJob, jobState, saveJob, setJobStatus, SlugTakenError } from "~/desk/staff-content.server";
import { deskJobList, editorId, refuseWhenProviderOwns } from "~/desk/desk-content.server";
import { deskHeaders, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { deskActor } from "~/staff-auth/staff-session.server";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import type { Route } from "./+types/jobs";
import { requireDeskArea } from "~/staff-auth/access.server";

export const headers = deskHeaders;
export const meta: Route.MetaFunction = ({ data }) =>
  deskMeta(data?.view === "list" ? "Job openings" : data?.job ? `Edit: ${data.job.job_name}` : "New job opening");

const NOTICES: Record<string, string> = {
  save: "Saved.",
  publish: "Published: the job is on the careers page.",
  close: "Closed: the job has left the careers page and no longer takes applications.",
  draft: "Taken off the site: the job is a draft again.",
};

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireDeskArea(request, "jobs");
  // /staff/jobs lists them; /staff/jobs/new and /staff/jobs/{id} edit one.
  if (params.id === undefined) return { view: "list" as const, list: await deskJobList() };
  refuseWhenProviderOwns();
  const id = editorId(params.id);
  const job = id === null ? null : await getDeskJob(id);
  if (id !== null && !job) throw data(null, { status: 404 });
  const done = url.searchParams.get("done") ?? "";
  return {
    view: "editor" as const,
    job,
    state: job ? jobState(job) : ("draft" as const),
    notice: NOTICES[done] ?? null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const member = await requireDeskArea(request, "jobs");
  refuseWhenProviderOwns();
  const id = editorId(params.id);
  const formData = await readUrlEncodedForm(request);
  const by = deskActor(member, context);
  const intent = formData.get("intent");
  if (intent === "close" || intent === "draft") {
    if (id === null || !(await setJobStatus(id, intent === "close" ? "closed" : "draft", by)))
      throw data(null, { status: 404 });
    return redirect(`/staff/jobs/${id}?done=${intent}`);
  }
  const submission = parseWithZod(formData, { schema: jobEditorSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  const values = submission.value;
  if (values.intent === "preview") {
    const html = `${renderMarkdown(values.job_summary)}${renderMarkdown(values.job_description)}`;
    return { result: submission.reply(), preview: { title: values.job_name, html } };
  }
  try {
    const saved = await saveJob(id, values, by);
    return redirect(`/staff/jobs/${saved.id}?done=${values.intent}`);
  } catch (error) {
    if (!(error instanceof SlugTakenError)) throw error;
    return data(
      {
        result: submission.reply({
          fieldErrors: { slug: [`Another job uses the slug ${error.slug}: choose another.`] },
        }),
        preview: null,
      },
      { status: 400 },
    );
  }
}

/** A save that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = (args: Route.ClientActionArgs) =>
  keepValuesOnNetworkFailure(args, undefined, (result) => ({ result, preview: null }));

export default function DeskJobs({ loaderData, actionData }: Route.ComponentProps) {
  const loaded = loaderData;
  return loaded.view === "list" ? (
    <JobList {...loaded.list} />
  ) : (
    <DeskJobEditor job={loaded.job} state={loaded.state} notice={loaded.notice} answer={actionData} />
  );
}

type EditorData = Extract<Awaited<ReturnType<typeof loader>>, { view: "editor" }>;

function DeskJobEditor({
  job,
  state,
  notice,
  answer,
}: Pick<EditorData, "job" | "state" | "notice"> & { answer: Route.ComponentProps["actionData"] }) {
  const [form, fields, formProps] = useDeskForm("job-editor", jobEditorSchema, answer?.result, {
    job_name: job?.job_name,
    slug: job?.slug,
    job_summary: job?.job_summary,
    job_description: job?.job_description,
    price1: job?.price1 == null ? undefined : String(job.price1),
    price2: job?.price2 == null ? undefined : String(job.price2),
    location: job?.location ?? undefined,
    employment_type: job?.employment_type ?? "Full-time",
    position: job?.position ?? undefined,
    validity: job?.validity,
    cat_one: job?.cat_one,
    cat_two: job?.cat_two,
    cat_three: job?.cat_three,
  });
  const published = state === "open";
  return (
    <>
      <p>
        <Link to="/staff/jobs">All job openings</Link>
      </p>
      <h1>{job ? `Edit: ${job.job_name}` : "New job opening"}</h1>
      <DeskNotice text={notice} />
      {job ? (
        <p>
          State: <strong>{{ draft: "Draft (not public)", open: "Published", closed: "Closed" }[state]}</strong>
          {state !== "draft" ? (
            <>
              {" "}
              · <a href={`/CareerDetails/${job.slug}`}>View the public page</a>
            </>
          ) : null}
        </p>
      ) : null}
      <Form method="post" className="form desk-editor" {...formProps} aria-label="Job opening">
        <EditorErrors result={answer?.result} fieldIds={fields} formErrors={form.errors} />
        <TextField field={fields.job_name} label="Job title" />
        <TextField
          field={fields.slug}
          label="Slug"
          hint={`The page's address: /CareerDetails/slug. Left empty, it is made from the title. ${SLUG_MESSAGE}`}
        />
        <TextField
          field={fields.job_summary}
          label="Summary (shown on the careers list)"
          multiline
          hint={MARKDOWN_HINT}
        />
        <TextField field={fields.job_description} label="Description" multiline hint={MARKDOWN_HINT} />
        <div className="form__row">
          <TextField field={fields.price1} label="Lowest monthly pay (USD)" hint="Required to publish." />
          <TextField field={fields.price2} label="Highest monthly pay (USD)" hint="Required to publish." />
        </div>
        <div className="form__row">
          <TextField
            field={fields.location}
            label="Location"
            hint="For example: Remote — Jamaica. Required to publish."
          />
          <EditorSelect field={fields.employment_type} label="Employment type" options={EMPLOYMENT_TYPES} />
        </div>
        <div className="form__row">
          <TextField field={fields.position} label="Position level" hint="For example: Mid-level." />
          <TextField
            field={fields.validity}
            label="Closing date"
            type="date"
            hint="The job closes itself after this day."
          />
        </div>
        <div className="form__row">
          <TextField field={fields.cat_one} label="Category 1" />
          <TextField field={fields.cat_two} label="Category 2" />
          <TextField field={fields.cat_three} label="Category 3" />
        </div>
        <EditorActions published={published} />
      </Form>
      {answer?.preview ? <EditorPreview title={answer.preview.title} html={answer.preview.html} /> : null}
      {job && state !== "closed" ? (
        <Form method="post" className="desk-panel">
          <input type="hidden" name="intent" value="close" />
          <p>Closing takes the job off the careers page at once; its page then tells visitors it has closed.</p>
          <button type="submit" className="desk-button desk-button--danger">
            Close this job
          </button>
        </Form>
      ) : null}
      {job && state !== "draft" ? (
        <Form method="post" className="desk-panel">
          <input type="hidden" name="intent" value="draft" />
          <button type="submit" className="desk-button desk-button--secondary">
            Make it a draft again
          </button>
        </Form>
      ) : null}
    </>
  );
}
