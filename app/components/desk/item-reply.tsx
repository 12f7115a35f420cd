import { getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { ErrorSummary, FieldError } from "~/components/form-fields";
import { replySchema } from "~/desk/reply-schema";
import { useDeskForm } from "./content-editor";

/** The item page's reply and assignment forms (app/routes/staff/item.tsx). */

export interface ReplyPanel {
  mailEnabled: boolean;
  canReply: boolean;
  subject: string;
  sender: { name: string; address: string } | null;
  formKey: string;
  savedReplies: { id: number; title: string }[];
  /** The saved reply chosen to start from (its text, filled in for this visitor). */
  startFrom: { id: number; body: string } | null;
  /** How many replies the item has had. */
  sent: number;
}

/** A mailto: link that opens the staff member's own mail program with the reply's subject. */
const mailtoLink = (email: string, subject: string) =>
  `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}`;

export function ReplySection({
  email,
  panel,
  lastResult,
}: {
  email: string;
  panel: ReplyPanel;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <section aria-labelledby="reply-heading">
      <h2 id="reply-heading">Reply</h2>
      {!panel.canReply ? (
        <p>This address cannot be written to from the desk: it is not one a mail server accepts as it is.</p>
      ) : !panel.mailEnabled ? (
        <div className="desk-panel">
          <p>
            Replies cannot be sent from the desk: no mail server is set up where the site runs. Write from your own mail
            program instead; the desk does not record that reply.
          </p>
          <p>
            <a href={mailtoLink(email, panel.subject)}>Write to {email} in your mail program</a>
          </p>
        </div>
      ) : (
        // Starts again, empty or from the chosen text, once a reply is sent or another text chosen.
        <ReplyForm
          key={`${panel.startFrom?.id ?? "blank"}-${panel.sent}`}
          email={email}
          panel={panel}
          lastResult={lastResult}
        />
      )}
    </section>
  );
}

function ReplyForm({
  email,
  panel,
  lastResult,
}: {
  email: string;
  panel: ReplyPanel;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [, fields, formProps] = useDeskForm("reply", replySchema, lastResult, {
    body: panel.startFrom?.body ?? "",
    form_key: panel.formKey,
  });
  return (
    <>
      {panel.savedReplies.length > 0 ? (
        <Form method="get" className="desk-form" aria-label="Start from a saved reply">
          <div className="desk-field">
            <label htmlFor="saved-reply">Start from a saved reply</label>
            <select id="saved-reply" name="start" defaultValue={panel.startFrom?.id ?? ""}>
              {panel.savedReplies.map((saved) => (
                <option key={saved.id} value={saved.id}>
                  {saved.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="desk-button desk-button--secondary">
            Use this text
          </button>
        </Form>
      ) : null}
      <p>
        <Link to="/staff/replies">Saved replies</Link>
      </p>
      <Form method="post" className="form desk-form--stacked" {...formProps}>
        <ErrorSummary refused={lastResult} fieldIds={fields} />
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="form_key" value={panel.formKey} />
        <dl className="desk-details">
          <dt>To</dt>
          <dd>{email}</dd>
          <dt>From</dt>
          <dd>
            {panel.sender?.name} &lt;{panel.sender?.address}&gt; (<Link to="/staff/account">change your name</Link>)
          </dd>
          <dt>Subject</dt>
          <dd>{panel.subject}</dd>
        </dl>
        <div className="field" data-invalid={fields.body.errors?.length ? "true" : undefined}>
          <label htmlFor={fields.body.id}>Your reply</label>
          <textarea {...getTextareaProps(fields.body)} rows={10} className="desk-reply__body" />
          <FieldError id={fields.body.errorId} errors={fields.body.errors} />
        </div>
        <button type="submit" className="desk-button">
          Send reply
        </button>
      </Form>
    </>
  );
}

export function AssignForm({
  assignedTo,
  colleagues,
  mailEnabled,
}: {
  assignedTo: number | null;
  colleagues: { id: number; label: string }[];
  mailEnabled: boolean;
}) {
  return (
    <Form method="post" className="desk-form">
      <input type="hidden" name="intent" value="assign" />
      <div className="desk-field">
        <label htmlFor="assignee">Assigned to</label>
        <select id="assignee" name="assignee" defaultValue={assignedTo ?? ""}>
          <option value="">Nobody</option>
          {colleagues.map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {colleague.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="desk-button">
        Assign
      </button>
      {mailEnabled ? null : <p>No e-mail tells the colleague: no mail server is set up.</p>}
    </Form>
  );
}
