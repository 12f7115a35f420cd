import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import { z } from "zod";
import { getSettings } from "~/content/settings.server";
import { safeFileName } from "~/utils/file-name.server";
import { getConfig } from "./config.server";
import { db } from "./db.server";
import { isPostgres } from "./dialect.server";
import {
  handoffNotification,
  staffNotification,
  visitorAcknowledgement,
  type MailContent,
  type NotifiedItem,
  type TranscriptLine,
} from "./mail-messages.server";
import { backoffMs } from "./outbox.server";
import { pollingWorker, workerInstanceId } from "./polling-worker.server";
import type { AccountMailPurpose, Database, DeskItemKind, MailPurpose } from "./schema.server";

/**
 * E-mail notifications through a mail outbox: each message is written in the same transaction
 * as the submission it announces, then sent by whichever instance claims it first, with the
 * outbox's rules — a claim that expires if its instance dies (PostgreSQL skips rows another
 * instance holds), backoff between attempts, `failed` after OUTBOX_MAX_ATTEMPTS for staff to see
 * and retry from the desk. Without SMTP_URL nothing is queued.
 */

const CLAIM_MS = getConfig().outboxClaimMs;
/** Addresses put in a header: no spaces, quotes, angle brackets or control characters can pass. */
const safeAddress = z
  .string()
  .max(254)
  .email()
  .regex(/^[^\s<>"(),;:\\[\]]+$/);

export function mailEnabled(): boolean {
  return Boolean(getConfig().smtpUrl);
}

async function queue(
  trx: Kysely<Database>,
  item: { kind: DeskItemKind | "account"; id: number },
  purpose: MailPurpose,
  recipients: string[],
  content: MailContent,
  options: { replyTo?: { name: string; address: string }; attachResume?: boolean } = {},
) {
  const now = new Date().toISOString();
  await trx
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
    })
    .execute();
}

/** The visitor as a Reply-To, when their address is one a header can carry as is. */
function visitorAddress(item: { name: string; email: string }) {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed from the display name
  return safeAddress.safeParse(item.email).success ? { name: item.name.replace(/[\u0000-\u001f\u007f]/g, " ").slice(0, 100), address: item.email } : undefined;
}

/** Queues the staff notice of a new item (and the visitor's acknowledgement, when asked for) inside the item's transaction. */
export async function queueNewItemMail(trx: Kysely<Database>, item: NotifiedItem): Promise<void> {
  const config = getConfig();
  if (!config.smtpUrl) return;
  const visitor = visitorAddress(item);
  if (config.staffNotifyTo.length) {
    await queue(trx, item, "staff_new", config.staffNotifyTo, staffNotification(item), {
      replyTo: visitor,
      attachResume: item.kind === "application" && item.resumeName !== null && config.notifyAttachResume,
    });
  }
  if (config.visitorAck && visitor) await queue(trx, item, "visitor_ack", [visitor.address], visitorAcknowledgement(item));
}

const ACCOUNT_PURPOSES: AccountMailPurpose[] = ["staff_invitation", "staff_password_reset", "staff_enrolment"];
/** What an account e-mail's row keeps once sent: its one-time link is no longer in the database. */
export const SENT_ACCOUNT_MAIL_BODY = "(Removed once sent: it held a one-time link.)";

/** Once an account e-mail is sent, its row no longer holds the link (a failure here must not send it again). */
async function forgetSentLink(id: number): Promise<void> {
  try {
    await db.updateTable("mail_outbox").set({ text_body: SENT_ACCOUNT_MAIL_BODY, html_body: SENT_ACCOUNT_MAIL_BODY }).where("id", "=", id).execute();
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
  if (!safeAddress.safeParse(address).success) throw new Error("refused an account e-mail to an address a header cannot carry");
  await queue(trx, { kind: "account", id: tokenId }, purpose, [address], content);
  return true;
}

/** Queues the staff notice that a chat visitor asks for a person, with the transcript so far. */
export async function queueHandoffMail(trx: Kysely<Database>, leadId: number): Promise<void> {
  const config = getConfig();
  if (!config.smtpUrl || !config.staffNotifyTo.length) return;
  const lead = await trx.selectFrom("chat_leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  if (!lead) return;
  const transcript: TranscriptLine[] = await trx.selectFrom("chat_messages").select(["sender", "text"]).where("lead_id", "=", leadId).orderBy("id").execute();
  const content = handoffNotification(
    { id: lead.id, name: lead.name, email: lead.email, phone: lead.phone_number, company: lead.company_name, reason: lead.handoff_reason ?? "" },
    transcript,
  );
  await queue(trx, { kind: "chat", id: leadId }, "staff_handoff", config.staffNotifyTo, content, { replyTo: visitorAddress(lead) });
}

let transport: Transporter | undefined;

function transporter(): Transporter {
  const { smtpUrl } = getConfig();
  // An attempt ends well before its claim expires, or another instance could send the message too.
  const timeout = Math.min(30_000, CLAIM_MS / 4);
  // One pooled connection: the worker sends one message at a time, and a burst of messages then
  // costs one connection (its greeting, and TLS where the relay offers it) instead of one each.
  // Idle connections close well before a relay would drop them.
  transport ??= nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    idleTimeout: 10_000,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return transport;
}

type SendResult = { outcome: "sent" } | { outcome: "retry"; error: string };

async function attemptSend(id: number): Promise<SendResult> {
  const row = await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
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
    await transporter().sendMail({
      from: getConfig().mailFrom,
      to: JSON.parse(row.recipients) as string[],
      replyTo: row.reply_to ? (JSON.parse(row.reply_to) as { name: string; address: string }) : undefined,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachments,
      // The same on every attempt, so a copy sent twice after a crash can be recognised.
      messageId: `<mail-${row.id}.${row.created_at.replace(/\D/g, "")}@${new URL(getSettings().siteUrl).hostname}>`,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    if (ACCOUNT_PURPOSES.includes(row.purpose as AccountMailPurpose)) await forgetSentLink(row.id);
    return { outcome: "sent" };
  } catch (error) {
    return { outcome: "retry", error: error instanceof Error ? error.message : String(error) };
  }
}

async function claim(onlyId?: number) {
  const nowIso = new Date().toISOString();
  const until = new Date(Date.now() + CLAIM_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("mail_outbox")
      .select(["id", "attempts"])
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", nowIso)]))
      .orderBy("id")
      .limit(1);
    query = onlyId === undefined ? query.where("next_attempt_at", "<=", nowIso) : query.where("id", "=", onlyId);
    if (isPostgres(trx)) query = query.forUpdate().skipLocked();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const updated = await trx
      .updateTable("mail_outbox")
      .set({ claimed_until: until, claimed_by: workerInstanceId })
      .where("id", "=", row.id)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", nowIso)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1 ? row : null;
  });
}

async function recordResult(id: number, attempts: number, result: SendResult) {
  const release = { claimed_until: null, claimed_by: null, attempts };
  if (result.outcome === "sent") {
    await db
      .updateTable("mail_outbox")
      .set({ ...release, status: "sent", sent_at: new Date().toISOString(), last_error: null })
      .where("id", "=", id)
      .execute();
  } else if (attempts >= getConfig().outboxMaxAttempts) {
    await db
      .updateTable("mail_outbox")
      .set({ ...release, status: "failed", last_error: result.error.slice(0, 500) })
      .where("id", "=", id)
      .execute();
  } else {
    const next = new Date(Date.now() + backoffMs(attempts)).toISOString();
    await db
      .updateTable("mail_outbox")
      .set({ ...release, last_error: result.error.slice(0, 500), next_attempt_at: next })
      .where("id", "=", id)
      .execute();
  }
}

/** Sends every due message, one at a time; returns how many were attempted. */
export async function sendDueMail(max = 50): Promise<number> {
  if (!mailEnabled()) return 0;
  let attempted = 0;
  while (attempted < max) {
    const row = await claim();
    if (!row) break;
    attempted++;
    await recordResult(row.id, row.attempts + 1, await attemptSend(row.id));
  }
  return attempted;
}

const worker = pollingWorker("mail outbox", mailEnabled, () => sendDueMail());

export const kickMail = (): void => worker.kick();
export const startMailWorker = (intervalMs = getConfig().outboxPollMs): void => worker.start(intervalMs);
export const stopMailWorker = async (): Promise<void> => {
  await worker.stop();
  transport?.close();
  transport = undefined;
};

/** "Retry now" from the desk: a failed or waiting message is due again with a fresh count of attempts. */
export async function retryMail(id: number): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["pending", "failed"])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  kickMail();
  return true;
}
