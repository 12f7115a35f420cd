import { formatSalary } from "~/content-source/job-format";
import type { DeskItemKind, DeskStatus, MailPurpose, MailStatus, OutboxStatus } from "~/db/schema.server";

/**
 * Every word the desk shows staff for a stored key: kinds, statuses, delivery and e-mail states,
 * audit actions. Pages, the CSV export and tests read them here, so no internal key reaches staff.
 */

export const KIND_LABELS: Record<DeskItemKind, string> = {
  contact: "Contact message",
  booking: "Booking",
  application: "Application",
  chat: "Chat lead",
};
export const KIND_PLURALS: Record<DeskItemKind, string> = {
  contact: "contact messages",
  booking: "bookings",
  application: "applications",
  chat: "chat leads",
};
export const STATUS_LABELS: Record<DeskStatus, string> = {
  new: "New",
  in_progress: "In progress",
  replied: "Replied",
  done: "Done",
  spam: "Spam",
};
export const DELIVERY_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting to be sent",
  delivered: "Delivered",
  rejected: "Refused",
  failed: "Failed",
  unknown: "Outcome unknown: check the provider's system before retrying",
};
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed",
  unknown: "Outcome unknown: the mail server may have sent it",
};
export const MAIL_PURPOSE_LABELS: Record<MailPurpose, string> = {
  staff_new: "Staff notification",
  staff_handoff: "Staff notification: asked for a person",
  visitor_ack: "Confirmation to the visitor",
  staff_reply: "Reply to the visitor",
  staff_assigned: "Notice to the colleague it was assigned to",
  // Account e-mails belong to no item; named here only so every purpose has words.
  staff_invitation: "Invitation",
  staff_password_reset: "Password reset",
  staff_enrolment: "Two-step sign-in set-up",
};

const AUDIT_ACTION_LABELS: Record<string, string> = {
  status_changed: "changed the status",
  note_added: "added a note",
  item_deleted: "deleted the item",
  delivery_retried: "retried the delivery",
  mail_retried: "retried an e-mail",
  resume_downloaded: "downloaded the resume",
  exported: "exported",
  reply_sent: "sent a reply",
  assigned: "assigned the item",
  account_added: "account added",
  account_reset: "account reset",
  account_removed: "account removed",
  sign_in_refused: "sign-in refused",
  sign_in_failed: "sign-in failed",
  sign_in_password_ok: "password accepted",
  sign_in_ok: "signed in",
};

export const NOT_FORWARDED =
  "Not forwarded: this site keeps what visitors send itself, as no provider's system is connected.";
export const MAIL_OFF = "E-mail notifications are off: no mail server is set up, so no e-mail is sent for new items.";

/** Why a delivery to the provider's system has not succeeded, in words. */
export function deliveryErrorText(error: string): string {
  if (/^ADMIN_API_URL/.test(error)) return "no provider's system was connected when it was tried";
  if (/^no answer from the admin API/.test(error))
    return "the provider's system did not answer in time and may have kept it: check there before retrying";
  const status = /^status (\d{3})$/.exec(error);
  if (status) return `the provider's system answered with error ${status[1]}`;
  if (error === "answer is not JSON") return "the provider's system gave an answer this site could not read";
  return `the provider's system could not be reached (${error})`;
}

const statusWord = (key: string) => STATUS_LABELS[key as DeskStatus] ?? key;

/** An audit line's action and detail in words: "changed the status (from New to In progress)". */
export function auditText(action: string, detail: string | null | undefined): string {
  const what = AUDIT_ACTION_LABELS[action] ?? action.replaceAll("_", " ");
  if (!detail) return what;
  const change = /^(\w+) → (\w+)$/.exec(detail);
  if (action === "status_changed" && change)
    return `${what} (from ${statusWord(change[1])} to ${statusWord(change[2])})`;
  if (action === "exported") return `${what} (${KIND_PLURALS[detail as DeskItemKind] ?? detail.replace(/^view /, "")})`;
  return `${what} (${detail})`;
}

/** A chat message as staff read it: markdown links as their labels, emphasis marks removed. */
export function plainChatText(text: string): string {
  return text
    .replace(/\[([^\]\n]*)\]\([^)\s]*\)/g, (_, label: string) => label)
    .replace(/\*\*([^*\n]+)\*\*/g, "$1")
    .replace(/(^|\s)__([^_\n]+)__/g, "$1$2");
}

/** A booking's rate as the role page words it: "$18 per hour". */
export const rateText = (price: string) => (/^\$\d+$/.test(price) ? `${price} per hour` : price);

/** What the inbox says of a chat lead Lexi handed to a person, by why she did. */
export const HANDOFF_SUMMARY = {
  person: "Asked for a person",
  unanswered: "Question Lexi could not answer",
  complaint: "Complaint",
} as const;

/** An application's pay as the public job page words it: "$900 - $1,300 USD per month". */
export function payText(price1: string | number | null, price2: string | number | null): string {
  const amount = (value: string | number | null) =>
    value === null || value === "" || Number.isNaN(Number(value)) ? null : Number(value);
  const low = amount(price1);
  const high = amount(price2);
  if (low === null && high === null) return "";
  return `${formatSalary(low ?? high, high ?? low)} USD per month`;
}
