import { getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useDeskForm, EditorErrors } from "~/components/desk/content-editor";
import { FieldError } from "~/components/form-fields";
import { notificationRecipientsSchema, visitorAckSchema } from "~/staff-auth/forms";

/** What the settings page knows of the desk's e-mail (app/mail/notification-settings.server.ts). */
export interface NotificationView {
  /** Each kind's addresses as stored, one a line ("" when the default applies). */
  chosen: Record<"notify_contact" | "notify_booking" | "notify_application" | "notify_chat", string>;
  defaultRecipients: string[];
  visitorAck: boolean;
  visitorAckChosen: boolean;
  defaultVisitorAck: boolean;
}

const KIND_FIELDS = [
  ["notify_contact", "New contact messages"],
  ["notify_booking", "New bookings"],
  ["notify_application", "New job applications"],
  ["notify_chat", "New chat leads and chat visitors asking for a person"],
] as const;

/** Recipients per kind: one textarea each, one address a line; empty keeps the site's default list. */
export function NotificationRecipientsForm({
  view,
  lastResult,
}: {
  view: NotificationView;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields, formProps] = useDeskForm(
    "notify-settings",
    notificationRecipientsSchema,
    lastResult,
    view.chosen,
  );
  const fallback = view.defaultRecipients.length ? view.defaultRecipients.join(", ") : "nobody";
  return (
    <Form method="post" className="form" {...formProps} aria-labelledby="notify-heading">
      <input type="hidden" name="intent" value="recipients" />
      <EditorErrors result={lastResult} fieldIds={fields} formErrors={form.errors} />
      <p id="notify-hint">One e-mail address a line. Leave a box empty to use the usual list: {fallback}.</p>
      {KIND_FIELDS.map(([name, label]) => {
        const field = fields[name];
        return (
          <div key={name} className="field" data-invalid={field.errors?.length ? "true" : undefined}>
            <label htmlFor={field.id}>{label}</label>
            <textarea
              {...getTextareaProps(field, { ariaDescribedBy: `notify-hint ${field.errorId}` })}
              rows={3}
              autoComplete="off"
              spellCheck={false}
            />
            <FieldError id={field.errorId} errors={field.errors} />
          </div>
        );
      })}
      <button type="submit" className="desk-button">
        Save who is e-mailed
      </button>
    </Form>
  );
}

/** The visitor's confirmation e-mail, on or off. */
export function VisitorAckForm({
  view,
  lastResult,
}: {
  view: NotificationView;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields, formProps] = useDeskForm("visitor-ack", visitorAckSchema, lastResult, {
    visitor_ack: view.visitorAck ? "on" : "off",
  });
  const field = fields.visitor_ack;
  const current = (field.value ?? (view.visitorAck ? "on" : "off")) as string;
  return (
    <Form method="post" className="form" {...formProps} aria-labelledby="ack-heading">
      <input type="hidden" name="intent" value="visitor_ack" />
      <EditorErrors result={lastResult} fieldIds={fields} formErrors={form.errors} />
      <fieldset className="field" id={field.id} aria-describedby={`ack-hint ${field.errorId}`}>
        <legend>After a visitor sends something, e-mail them a short confirmation?</legend>
        <p id="ack-hint">
          It repeats nothing they typed, and goes to one address at most once an hour.
          {view.visitorAckChosen ? "" : ` Not changed here yet: ${view.defaultVisitorAck ? "on" : "off"} by default.`}
        </p>
        {(["on", "off"] as const).map((value) => (
          <label key={value} className="desk-choice">
            <input type="radio" name={field.name} value={value} defaultChecked={current === value} />{" "}
            {value === "on" ? "Yes, send a confirmation" : "No confirmation"}
          </label>
        ))}
        <FieldError id={field.errorId} errors={field.errors} />
      </fieldset>
      <button type="submit" className="desk-button">
        Save
      </button>
    </Form>
  );
}
