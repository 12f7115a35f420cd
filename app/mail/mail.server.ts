import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import { getSettings } from "~/config/site-settings.server";
import { claimVisitorAck } from "./visitor-acks.server";
import { safeFileName } from "./file-name.server";
import { getConfig } from "~/config/config.server";
import { db } from "~/db/db.server";
import {
  handoffNotification,
  oneLine,
  staffNotification,
  visitorAcknowledgement,
  type MailContent,
  type NotifiedItem,
  type TranscriptLine,
} from "./mail-messages.server";
import { jobQueue } from "~/db/job-queue.server";
import { headerSafeAddress, notificationSettings } from "./notification-settings.server";
import type { AccountMailPurpose, Database, DeskItemKind, MailPurpose } from "~/db/schema.server";

/**
 * E-mail notifications through a mail outbox: each message is written in the same transaction
 * as the submission it announces, then sent by whichever instance claims it first, with the
 * outbox's rules — a claim that expires if its instance dies (PostgreSQL skips rows another
 * instance holds), backoff between attempts, `failed` after OUTBOX_MAX_ATTEMPTS for staff to see
 * and retry from the desk. Without SMTP_URL nothing is queued.
 */

/** Addresses put in a header: no spaces, quotes, angle brackets or control characters can pass. */
const safeAddress = headerSafeAddress;

export function mailEnabled(): boolean {
  return Boolean(getConfig().smtpUrl);
}

type Mailbox = { name: string; address: string };

async function queue(
  trx: Kysely<Database>,
  item: { kind: DeskItemKind | "account"; id: number },
  purpose: MailPurpose,
  recipients: (string | Mailbox)[],
  content: MailContent,
  options: { replyTo?: Mailbox; attachResume?: boolean; thread?: ReplyThread } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto("mail_outbox")
    .values({
      created_at: now,
      item_kind: item.kind,
      item_id: item.id,
      purpose,
      recipients: JSON.stringify(recipients),
      reply_to: options.replyTo ? JSON.stringify(options.replyTo) : null,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      attach_resume: options.attachResume ? 1 : 0,
      status: "pending",
      next_attempt_at: now,
      from_name: options.thread?.fromName ?? null,
      in_reply_to: options.thread?.inReplyTo ?? null,
      thread_refs: options.thread?.references.join(" ") || null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A reply's sender name and the Message-IDs of the thread it continues (oldest first). */
export interface ReplyThread {
  fromName: string;
  inReplyTo: string | null;
  references: string[];
}

/** The Message-ID the outbox gives a row: the same on every attempt, so a reply can name it. */
export const messageIdOf = (row: { id: number; created_at: string }) =>
  `<mail-${row.id}.${row.created_at.replace(/\D/g, "")}@${new URL(getSettings().siteUrl).hostname}>`;

/** Only Message-IDs of the outbox's own form reach a header, whatever a row holds. */
const OWN_MESSAGE_ID = /^<mail-\d+\.\d+@[a-z0-9.-]+>$/i;
const ownMessageIds = (value: string | null) => (value ?? "").split(/\s+/).filter((id) => OWN_MESSAGE_ID.test(id));

/** MAIL_FROM's address, without its display name. */
export function mailFromAddress(): string {
  const from = getConfig().mailFrom;
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/** A display name fit for a header: one line, no control characters, at most 100 characters. */
export const headerName = (name: string) => oneLine(name, 100);

/**
 * Queues a reply from the desk to the visitor (inside the transaction that records it): From
 * MAIL_FROM's address with the staff member's name, Reply-To the desk's address (DESK_REPLY_TO),
 * threaded under the visitor's confirmation and earlier replies. Refuses an address a header
 * could not carry as is. Returns the outbox row's id.
 */
export async function queueReplyMail(
  trx: Kysely<Database>,
  item: { kind: DeskItemKind; id: number; name: string; email: string },
  content: MailContent,
  thread: ReplyThread,
): Promise<number> {
  const to = visitorAddress(item);
  if (!mailEnabled() || !to) throw new Error("refused a reply to an address a header cannot carry");
  const fromName = headerName(thread.fromName);
  return queue(trx, item, "staff_reply", [to], content, {
    replyTo: { name: fromName, address: getConfig().deskReplyTo },
    thread: { ...thread, fromName },
  });
}

/** Queues the notice to a colleague that items were assigned to them; false without mail or a usable address. */
export async function queueAssignmentMail(
  trx: Kysely<Database>,
  item: { kind: DeskItemKind; id: number },
  address: string,
  content: MailContent,
): Promise<boolean> {
  if (!mailEnabled() || !safeAddress.safeParse(address).success) return false;
  await queue(trx, item, "staff_assigned", [address], content);
  return true;
}

/** The visitor as a Reply-To, when their address is one a header can carry as is. */
function visitorAddress(item: { name: string; email: string }) {
  return safeAddress.safeParse(item.email).success
    ? // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed from the display name
      { name: item.name.replace(/[\u0000-\u001f\u007f]/g, " ").slice(0, 100), address: item.email }
    : undefined;
}

/** Whether the desk can write to this address (one a header can carry as is). */
export const mayReplyTo = (email: string) => safeAddress.safeParse(email).success;

/** Queues the staff notice of a new item (and the visitor's acknowledgement, when asked for) inside the item's transaction. */
export async function queueNewItemMail(trx: Kysely<Database>, item: NotifiedItem): Promise<void> {
  const config = getConfig();
  if (!config.smtpUrl) return;
  const visitor = visitorAddress(item);
  // Who is told, and whether the visitor is, as the desk's settings say now (any instance may have changed them).
  const settings = await notificationSettings(trx);
  const recipients = settings.recipients[item.kind];
  if (recipients.length) {
    await queue(trx, item, "staff_new", recipients, staffNotification(item), {
      replyTo: visitor,
      attachResume: item.kind === "application" && item.resumeName !== null && config.notifyAttachResume,
    });
  }
  if (settings.visitorAck && visitor && (await claimVisitorAck(trx, visitor.address))) {
    await queue(trx, item, "visitor_ack", [visitor.address], visitorAcknowledgement(item));
  }
}

const ACCOUNT_PURPOSES: AccountMailPurpose[] = ["staff_invitation", "staff_password_reset", "staff_enrolment"];
/** What an account e-mail's row keeps once sent: its one-time link is no longer in the database. */
export const SENT_ACCOUNT_MAIL_BODY = "(Removed once sent: it held a one-time link.)";

/** Once an account e-mail is sent, its row no longer holds the link (a failure here must not send it again). */
async function forgetSentLink(id: number): Promise<void> {
  try {
    await db
      .updateTable("mail_outbox")
      .set({ text_body: SENT_ACCOUNT_MAIL_BODY, html_body: SENT_ACCOUNT_MAIL_BODY })
      .where("id", "=", id)
      .execute();
  } catch (error) {
    console.error("mail outbox: could not remove a sent link:", error instanceof Error ? error.message : error);
  }
}

/**
 * Queues an e-mail about a staff account (an invitation, a password reset link) to one address,
 * inside the transaction that made its one-time link (`tokenId`). Refuses any address a header
 * could not carry as is. False without SMTP_URL: the caller shows the link instead.
 */
export async function queueAccountMail(
  trx: Kysely<Database>,
  purpose: AccountMailPurpose,
  tokenId: number,
  address: string,
  content: MailContent,
): Promise<boolean> {
  if (!mailEnabled()) return false;
  if (!safeAddress.safeParse(address).success)
    throw new Error("refused an account e-mail to an address a header cannot carry");
  await queue(trx, { kind: "account", id: tokenId }, purpose, [address], content);
  return true;
}

/** Queues the staff notice that a chat visitor asks for a person, with the transcript so far. */
export async function queueHandoffMail(trx: Kysely<Database>, leadId: number): Promise<void> {
  if (!mailEnabled()) return;
  const { recipients } = await notificationSettings(trx);
  if (!recipients.chat.length) return;
  const lead = await trx.selectFrom("chat_leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  if (!lead) return;
  const transcript: TranscriptLine[] = await trx
    .selectFrom("chat_messages")
    .select(["sender", "text"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  const content = handoffNotification(
    {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone_number,
      company: lead.company_name,
      reason: lead.handoff_reason ?? "",
    },
    transcript,
  );
  await queue(trx, { kind: "chat", id: leadId }, "staff_handoff", recipients.chat, content, {
    replyTo: visitorAddress(lead),
  });
}

let transport: Transporter | undefined;

function transporter(): Transporter {
  const { smtpUrl, outboxAttemptTimeoutMs } = getConfig();
  // One pooled connection: the worker sends one message at a time, and a burst of messages then
  // costs one connection (its greeting, and TLS where the relay offers it) instead of one each.
  // Idle connections close well before a relay would drop them.
  const connectMs = Math.min(30_000, Math.floor(outboxAttemptTimeoutMs / 3));
  transport ??= nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    idleTimeout: 10_000,
    // A server that is not there, or does not greet, is known well inside the attempt's limit
    // (nothing was sent: it is retried); one that is there is waited for up to that limit, when
    // the attempt's signal closes the connection.
    connectionTimeout: connectMs,
    greetingTimeout: connectMs,
    socketTimeout: outboxAttemptTimeoutMs,
    // Closing means destroying the socket at once, not waiting for the server to close its side.
    socketCloseTimeout: 0,
    // The outbox decides about sending again, never the pool behind its back.
    maxRequeues: 0,
  });
  return transport;
}

type SendResult =
  | { outcome: "sent" }
  | { outcome: "retry"; error: string }
  | { outcome: "failed"; error: string }
  | { outcome: "unknown"; error: string };

/**
 * Whether a failed send may have been accepted all the same: the attempt's limit came, the server
 * went silent on an open connection, or closed it, while the message was on its way. The server
 * may still deliver it (SMTP's reply to the message's end is its only receipt), so it is not sent
 * again by itself: staff see "outcome unknown" and retry it if it never arrived.
 */
function mayHaveBeenSent(error: unknown, signal: AbortSignal): boolean {
  if (signal.aborted) return true;
  const { code, timeoutType, message } = (error ?? {}) as { code?: string; timeoutType?: string; message?: string };
  // The pool says "…after connection was closed" also when the server closed a reused connection before a byte of
  // the message went out (it would requeue it, but requeues are off): certainly not sent, so sent again.
  if (/reached maximum number of retries after connection was closed/i.test(message ?? "")) return false;
  return (code === "ETIMEDOUT" && timeoutType === "SOCKET_TIMEOUT") || /connection was closed/i.test(message ?? "");
}

async function attemptSend(id: number, signal: AbortSignal): Promise<SendResult> {
  let row;
  try {
    row = await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  } catch (error) {
    return { outcome: "retry", error: error instanceof Error ? error.message : String(error) };
  }
  try {
    const attachments = [];
    if (row.attach_resume) {
      const application = await db
        .selectFrom("applications")
        .select(["resume_data", "resume_name", "resume_type"])
        .where("id", "=", row.item_id)
        .executeTakeFirst();
      if (application?.resume_data) {
        attachments.push({
          filename: safeFileName(application.resume_name ?? "resume"),
          content: Buffer.from(application.resume_data),
          contentType: application.resume_type ?? "application/octet-stream",
        });
      }
    }
    if (signal.aborted) return { outcome: "retry", error: "the attempt's time ran out before the message was sent" };
    const references = ownMessageIds(row.thread_refs);
    const inReplyTo = ownMessageIds(row.in_reply_to)[0];
    await transporter().sendMail({
      from: row.from_name ? { name: headerName(row.from_name), address: mailFromAddress() } : getConfig().mailFrom,
      to: JSON.parse(row.recipients) as (string | Mailbox)[],
      replyTo: row.reply_to ? (JSON.parse(row.reply_to) as Mailbox) : undefined,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachments,
      ...(inReplyTo ? { inReplyTo } : {}),
      ...(references.length ? { references } : {}),
      // The same on every attempt, so a copy sent twice after a crash can be recognised.
      messageId: messageIdOf(row),
      disableFileAccess: true,
      disableUrlAccess: true,
      // At the attempt's limit the pool destroys the connection carrying this message.
      signal,
    });
    if (ACCOUNT_PURPOSES.includes(row.purpose as AccountMailPurpose)) await forgetSentLink(row.id);
    return { outcome: "sent" };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (mayHaveBeenSent(error, signal)) {
      const why = signal.aborted && signal.reason instanceof Error ? signal.reason.message : reason;
      return {
        outcome: "unknown",
        error: `not confirmed by the mail server (${why}); it may have been sent, so it is not sent again by itself`,
      };
    }
    return { outcome: "retry", error: reason };
  }
}

const mailQueue = jobQueue({
  table: "mail_outbox",
  name: "mail outbox",
  doneStatus: "sent",
  doneAtColumn: "sent_at",
  enabled: mailEnabled,
  attempt: attemptSend,
  settle: (result: SendResult) => (result.outcome === "sent" ? { outcome: "done" } : result),
});

/** Sends every due message, one at a time; returns how many were attempted. */
export const sendDueMail = async (max?: number): Promise<number> => (mailEnabled() ? mailQueue.runDue(max) : 0);

export const kickMail = (): void => mailQueue.kick();
export const startMailWorker = (intervalMs?: number): void => mailQueue.start(intervalMs);
export const stopMailWorker = async (): Promise<void> => {
  await mailQueue.stop();
  transport?.close();
  transport = undefined;
};

/** "Retry now" from the desk: a failed or waiting message is due again with a fresh count of attempts. */
export const retryMail = (id: number): Promise<boolean> => mailQueue.retry(id);
