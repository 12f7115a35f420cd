import { Fragment } from "react";
import { data, redirect } from "react-router";
import { Form, Link } from "react-router";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import { NetworkFailure } from "~/components/desk/network-failure";
import { DeskNotice } from "~/components/desk/desk-layout";
import { DESK_STATUSES, isDeskKind, isDeskStatus } from "~/desk/desk-kinds";
import {
  addDeskNote,
  deleteDeskItem,
  getDeskItem,
  retryItemDelivery,
  retryItemMail,
  setDeskStatus,
} from "~/desk/desk.server";
import { mailEnabled } from "~/mail/mail.server";
import type { DeskItemKind } from "~/db/schema.server";
import { deskHeaders, deskMeta, personPath, useDeskTime, KIND_LABELS, STATUS_LABELS } from "~/desk/desk-route";
import {
  DELIVERY_LABELS,
  deliveryErrorText,
  HANDOFF_SUMMARY,
  MAIL_OFF,
  MAIL_PURPOSE_LABELS,
  MAIL_STATUS_LABELS,
  NOT_FORWARDED,
  plainChatText,
} from "~/desk/desk-labels";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { parseWithZod } from "@conform-to/zod";
import { AssignForm, ReplySection } from "~/components/desk/item-reply";
import { ItemHistory } from "~/components/desk/item-history";
import { assignableColleagues, assignItems } from "~/desk/assignment.server";
import { isReplyFormKey, repliesOf, replyPanel, sendReply } from "~/desk/desk-reply.server";
import { replySchema } from "~/desk/reply-schema";
import { deskActor, requireStaff } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/item";
import { notFound } from "~/staff-auth/access.server";
import { mayOpen } from "~/staff-auth/roles";

export const headers = deskHeaders;
export const meta: Route.MetaFunction = ({ data }) =>
  deskMeta(data ? `${KIND_LABELS[data.item.kind]} #${data.item.id}` : "Not found");

const NOTICES: Record<string, string> = {
  status: "Status saved.",
  note: "Note added.",
  delivery: "Delivery to the provider's system will be tried again now.",
  mail: "The e-mail will be sent again now.",
  unchanged: "Nothing was changed: the item or the delivery is no longer in that state.",
  reply: "Reply sent to the mail server's queue: its state is under Delivery.",
  "reply-again": "That reply had already been sent; it was not sent twice.",
  assigned: "Assignment saved.",
};

/** The item the URL names, or a 404 that says nothing more. */
function itemKey(params: { kind?: string; id?: string }): { kind: DeskItemKind; id: number } {
  const id = Number(params.id);
  if (!isDeskKind(params.kind) || !/^\d{1,9}$/.test(params.id ?? "") || id < 1) throw data(null, { status: 404 });
  return { kind: params.kind, id };
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const member = await requireStaff(request);
  const { kind, id } = itemKey(params);
  if (!mayOpen(member.role, kind)) throw notFound();
  const item = await getDeskItem(kind, id);
  if (!item) throw data(null, { status: 404 });
  const search = url.searchParams;
  const [replies, colleagues] = await Promise.all([repliesOf(kind, id), assignableColleagues(kind)]);
  return {
    item,
    replies,
    colleagues,
    reply: await replyPanel(item, member.userId, search.get("start"), replies.length),
    confirmDelete: search.get("delete") === "confirm",
    notice: NOTICES[search.get("done") ?? ""] ?? null,
    mailEnabled: mailEnabled(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const member = await requireStaff(request);
  const { kind, id } = itemKey(params);
  if (!mayOpen(member.role, kind)) throw notFound();
  const form = await readUrlEncodedForm(request);
  const by = deskActor(member, context);
  const here = `/staff/${kind}/${id}`;
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  let done: boolean;
  switch (field("intent")) {
    case "status": {
      const status = field("status");
      if (!isDeskStatus(status)) throw data("Unknown status", { status: 400 });
      done = await setDeskStatus(kind, id, status, by);
      return redirect(`${here}?done=${done ? "status" : "unchanged"}`);
    }
    case "note":
      done = await addDeskNote(kind, id, field("note"), by);
      return redirect(`${here}?done=${done ? "note" : "unchanged"}`);
    case "retry-delivery":
      done = await retryItemDelivery(kind, id, by);
      return redirect(`${here}?done=${done ? "delivery" : "unchanged"}`);
    case "retry-mail":
      done = await retryItemMail(kind, id, Number(field("mail")) || 0, by);
      return redirect(`${here}?done=${done ? "mail" : "unchanged"}`);
    case "reply": {
      const submission = parseWithZod(form, { schema: replySchema });
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
      if (!isReplyFormKey(submission.value.form_key)) throw data("Unknown form", { status: 400 });
      const outcome = await sendReply({ kind, id }, submission.value.body, submission.value.form_key, {
        ...by,
        userId: member.userId,
      });
      if (outcome === "missing") throw data(null, { status: 404 });
      if (outcome === "no-mail" || outcome === "address") {
        const problem =
          outcome === "no-mail"
            ? "Replies cannot be sent from the desk: no mail server is set up."
            : "This address cannot be written to from the desk.";
        return data({ result: submission.reply({ formErrors: [problem] }) }, { status: 409 });
      }
      return redirect(`${here}?done=${outcome === "sent" ? "reply" : "reply-again"}`);
    }
    case "assign": {
      const assignee = field("assignee");
      if (assignee !== "" && !/^\d{1,9}$/.test(assignee)) throw data("Unknown colleague", { status: 400 });
      const outcome = await assignItems([{ kind, id }], assignee ? Number(assignee) : null, member, by);
      if (!outcome) throw data("Unknown colleague", { status: 400 });
      return redirect(`${here}?done=${outcome.changed ? "assigned" : "unchanged"}`);
    }
    case "delete":
      if (field("confirm") !== "yes") return redirect(`${here}?delete=confirm`);
      if (!(await deleteDeskItem(kind, id, by))) throw data(null, { status: 404 });
      return redirect(`/staff?deleted=${kind}-${id}`);
    default:
      throw data("Unknown action", { status: 400 });
  }
}

function RetryButton({
  intent,
  mailId,
  label,
}: {
  intent: "retry-delivery" | "retry-mail";
  mailId?: number;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {mailId ? <input type="hidden" name="mail" value={mailId} /> : null}
      <button type="submit" className="desk-button">
        {label}
      </button>
    </Form>
  );
}

/** A post that never reached the server keeps the typed reply (and every other field), as on the public forms. */
export const clientAction = (args: Route.ClientActionArgs) =>
  keepValuesOnNetworkFailure(args, undefined, (result) => ({ result }));

export default function DeskItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const deskTime = useDeskTime();
  const { item, confirmDelete, notice, mailEnabled, reply, replies, colleagues } = loaderData;
  const title = `${KIND_LABELS[item.kind]} #${item.id} from ${item.name}`;
  return (
    <>
      <p>
        <Link to="/staff">Back to the inbox</Link>
      </p>
      <h1>{title}</h1>
      <DeskNotice text={notice} />
      <NetworkFailure answer={actionData?.result} />

      {item.chat?.handoff ? (
        <div className="desk-alert" role="note" aria-label="Hand-off request">
          <strong>{HANDOFF_SUMMARY[item.chat.handoff.kind]}</strong> on {deskTime(item.chat.handoff.at)}: “
          {item.chat.handoff.reason}”
        </div>
      ) : null}
      {item.chat && item.chat.unanswered.length > 0 ? (
        <div className="desk-alert" role="note" aria-label="Unanswered questions">
          <strong>Questions Lexi could not answer</strong>
          <ul>
            {item.chat.unanswered.map((question, i) => (
              <li key={i}>
                {question.question} <small>({deskTime(question.at)})</small>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <section className="desk-panel" aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <dl className="desk-details">
          <dt>Received</dt>
          <dd>{deskTime(item.createdAt)}</dd>
          <dt>Name</dt>
          <dd>{item.name}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${item.email}`}>{item.email}</a> ·{" "}
            <Link to={personPath(item.email)}>Everything from this address</Link>
          </dd>
          {item.fields.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value || "—"}</dd>
            </Fragment>
          ))}
          <dt>Status</dt>
          <dd>
            <span className={`desk-status desk-status--${item.status}`}>{STATUS_LABELS[item.status]}</span>
          </dd>
        </dl>
        {item.message !== null ? (
          <>
            <h3>Message</h3>
            <p className="desk-message">{item.message}</p>
          </>
        ) : null}
        {item.resume ? (
          <p>
            Resume: <a href={`/staff/application/${item.id}/resume`}>Download {item.resume.name}</a>
            {item.resume.bytes !== null ? ` (${Math.ceil(item.resume.bytes / 1024)} KB)` : ""}
          </p>
        ) : item.kind === "application" ? (
          <p>No resume was sent.</p>
        ) : null}
      </section>

      {item.chat ? (
        <section aria-labelledby="transcript-heading">
          <h2 id="transcript-heading">Conversation</h2>
          {item.chat.transcript.length === 0 ? (
            <p>No messages.</p>
          ) : (
            <ol className="desk-transcript desk-panel">
              {item.chat.transcript.map((line, i) => (
                <li key={i}>
                  <strong>{line.sender === "user" ? item.name : "Assistant"}</strong>{" "}
                  <small>({deskTime(line.at)})</small>: {plainChatText(line.text)}
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}

      <ReplySection email={item.email} panel={reply} lastResult={actionData?.result} />

      <section aria-labelledby="handling-heading">
        <h2 id="handling-heading">Handling</h2>
        <AssignForm assignedTo={item.assignedTo} colleagues={colleagues} mailEnabled={mailEnabled} />
        <Form method="post" className="desk-form">
          <input type="hidden" name="intent" value="status" />
          <div className="desk-field">
            <label htmlFor="status">Status</label>
            <select id="status" name="status" defaultValue={item.status}>
              {DESK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="desk-button">
            Save status
          </button>
        </Form>
        <Form method="post" className="desk-form desk-form--stacked">
          <input type="hidden" name="intent" value="note" />
          <div className="desk-field">
            <label htmlFor="note">Internal note</label>
            <textarea id="note" name="note" rows={3} maxLength={2000} required />
          </div>
          <button type="submit" className="desk-button">
            Add note
          </button>
        </Form>
        {item.notes.length > 0 ? (
          <ul>
            {item.notes.map((note) => (
              <li key={note.id}>
                <span className="desk-message">{note.text}</span>{" "}
                <small>
                  ({note.author}, {deskTime(note.at)})
                </small>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="delivery-heading">
        <h2 id="delivery-heading">Delivery</h2>
        {item.kind !== "chat" ? (
          item.delivery ? (
            <div className="desk-panel">
              <p>
                Provider&apos;s system:{" "}
                <span className={`desk-status desk-status--${item.delivery.status}`}>
                  {DELIVERY_LABELS[item.delivery.status]}
                </span>
                {item.delivery.attempts ? `, ${item.delivery.attempts} attempt(s)` : ""}
                {item.delivery.delivered_at ? `, delivered ${deskTime(item.delivery.delivered_at)}` : ""}
                {item.delivery.api_message ? `, answer: ${item.delivery.api_message}` : ""}
              </p>
              {item.delivery.last_error && item.delivery.status !== "delivered" ? (
                <p>{`Last error: ${deliveryErrorText(item.delivery.last_error)}`}</p>
              ) : null}
              {["failed", "pending", "unknown"].includes(item.delivery.status) ? (
                <RetryButton intent="retry-delivery" label="Retry delivery now" />
              ) : null}
            </div>
          ) : (
            <p>{NOT_FORWARDED}</p>
          )
        ) : null}
        {!mailEnabled ? <p>{MAIL_OFF}</p> : null}
        {item.mail.length > 0 ? (
          <ul>
            {item.mail.map((mail) => (
              <li key={mail.id}>
                {MAIL_PURPOSE_LABELS[mail.purpose]}:{" "}
                <span className={`desk-status desk-status--${mail.status}`}>{MAIL_STATUS_LABELS[mail.status]}</span>
                {mail.attempts ? `, ${mail.attempts} attempt(s)` : ""}
                {mail.sent_at ? `, sent ${deskTime(mail.sent_at)}` : ""}
                {mail.last_error && mail.status !== "sent" ? `, last error: ${mail.last_error}` : ""}
                {mail.status !== "sent" ? (
                  <RetryButton intent="retry-mail" mailId={mail.id} label="Retry e-mail now" />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <ItemHistory history={item.history} replies={replies} />
      </section>

      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete</h2>
        {confirmDelete ? (
          <Form method="post" className="desk-panel">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="confirm" value="yes" />
            <p role="alert">
              Delete this {KIND_LABELS[item.kind].toLowerCase()} and everything it holds
              {item.chat ? ", including the conversation" : ""}? This cannot be undone. The audit log will keep only
              that it was deleted.
            </p>
            <button type="submit" className="desk-button desk-button--danger">
              Delete permanently
            </button>{" "}
            <Link to={`/staff/${item.kind}/${item.id}`}>Cancel</Link>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="desk-button desk-button--danger">
              Delete this item…
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
