import crypto from "node:crypto";
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { getConfig } from "~/config/config.server";
import { getSettings } from "~/config/site-settings.server";
import { db } from "~/db/db.server";
import type { Database, DeskItemKind } from "~/db/schema.server";
import { replyMessage, replySubject } from "~/mail/mail-messages.server";
import {
  headerName,
  kickMail,
  mailEnabled,
  mailFromAddress,
  mayReplyTo,
  messageIdOf,
  queueReplyMail,
} from "~/mail/mail.server";
import { recordAudit, type DeskActor } from "~/staff-auth/audit.server";
import { itemTable } from "./desk.server";
import { MAX_REPLY } from "./reply-schema";
import { fillSavedReply, getSavedReply, listSavedReplies } from "./saved-replies.server";

/**
 * Replies from the desk to the visitor who sent an item: written in the desk, sent through the mail
 * outbox (once, retried, its state on the item's page), threaded under the visitor's confirmation,
 * kept whole in the item's history. The first one records the item's first response time.
 * See docs/decisions/0025-desk-replies-through-the-outbox.md.
 */

/** Who sends a reply: their account and the name they sign with. */
export interface ReplySender extends DeskActor {
  userId: number;
}

/** A new one-time key for a reply form: posting the same form twice sends one reply. */
export const newReplyFormKey = () => crypto.randomBytes(18).toString("base64url");
export const isReplyFormKey = (value: string) => /^[A-Za-z0-9_-]{16,64}$/.test(value);

/** The name a staff member's replies are signed with: theirs if given, else the desk's sender name or the brand. */
export async function replyName(userId: number): Promise<string> {
  const row = await db.selectFrom("staff_users").select("display_name").where("id", "=", userId).executeTakeFirst();
  const own = headerName(row?.display_name ?? "");
  if (own) return own;
  const fromName = /^\s*"?([^"<]*?)"?\s*</.exec(getConfig().mailFrom)?.[1]?.trim();
  return headerName(fromName || getSettings().brand);
}

/** The thread a new reply to the item continues: the confirmation the visitor received, then earlier replies. */
async function threadOf(kind: DeskItemKind, id: number, trx: Kysely<Database> = db) {
  const rows = await trx
    .selectFrom("mail_outbox")
    .select(["id", "created_at", "purpose", "status", "subject"])
    .where("item_kind", "=", kind)
    .where("item_id", "=", id)
    .where("purpose", "in", ["visitor_ack", "staff_reply"])
    .orderBy("id")
    .execute();
  const confirmation = rows.find((row) => row.purpose === "visitor_ack" && row.status === "sent") ?? null;
  const thread = rows.filter((row) => row.purpose === "staff_reply" || row === confirmation);
  return { confirmationSubject: confirmation?.subject ?? null, references: thread.map(messageIdOf) };
}

/** What the item page's reply form needs: whether a reply can be sent, to whom, under which subject, from whom. */
export async function replyContext(item: { kind: DeskItemKind; id: number; email: string }, userId: number) {
  const { confirmationSubject } = await threadOf(item.kind, item.id);
  const subject = replySubject(item.kind, confirmationSubject);
  return {
    mailEnabled: mailEnabled(),
    canReply: mayReplyTo(item.email),
    subject,
    sender: mailEnabled() ? { name: await replyName(userId), address: mailFromAddress() } : null,
    formKey: newReplyFormKey(),
  };
}

/** What the item page's reply form needs, with the saved reply chosen to start from (?start=id). */
export async function replyPanel(
  item: { kind: DeskItemKind; id: number; name: string; email: string },
  userId: number,
  start: string | null,
  sent: number,
) {
  const [context, saved, chosen] = await Promise.all([
    replyContext(item, userId),
    listSavedReplies(),
    /^\d{1,9}$/.test(start ?? "") ? getSavedReply(Number(start)) : null,
  ]);
  return {
    ...context,
    savedReplies: saved.map(({ id, title }) => ({ id, title })),
    startFrom: chosen ? { id: chosen.id, body: fillSavedReply(chosen.body, item.name) } : null,
    sent,
  };
}

export type ReplyOutcome = "sent" | "duplicate" | "missing" | "no-mail" | "address";

/**
 * Queues the reply and records it, in one transaction: the reply's row (its full text), its e-mail,
 * the status "Replied", the first response time (only the first reply sets it), the audit line.
 * A form key already used sends nothing ("duplicate").
 */
export async function sendReply(
  item: { kind: DeskItemKind; id: number },
  body: string,
  formKey: string,
  by: ReplySender,
): Promise<ReplyOutcome> {
  const text = body.replace(/\r\n?/g, "\n").trim().slice(0, MAX_REPLY);
  if (!mailEnabled()) return "no-mail";
  const visitor = await visitorOf(item.kind, item.id);
  if (!visitor) return "missing";
  if (!mayReplyTo(visitor.email)) return "address";
  const signedBy = await replyName(by.userId);
  const outcome: ReplyOutcome = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const { confirmationSubject, references } = await threadOf(item.kind, item.id, trx);
    const subject = replySubject(item.kind, confirmationSubject);
    const recorded = await trx
      .insertInto("desk_replies")
      .values({
        kind: item.kind,
        item_id: item.id,
        at: now,
        author: by.actor,
        author_name: signedBy,
        subject,
        body: text,
        mail_id: null,
        form_key: formKey,
      })
      .onConflict((oc) => oc.column("form_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!recorded) return "duplicate";
    const mailId = await queueReplyMail(
      trx,
      { kind: item.kind, id: item.id, name: visitor.name, email: visitor.email },
      replyMessage(subject, text, signedBy),
      { fromName: signedBy, inReplyTo: references.at(-1) ?? null, references },
    );
    await trx.updateTable("desk_replies").set({ mail_id: mailId }).where("id", "=", recorded.id).execute();
    const before = await trx
      .selectFrom("desk_items")
      .select("status")
      .where("kind", "=", item.kind)
      .where("item_id", "=", item.id)
      .executeTakeFirst();
    await trx
      .insertInto("desk_items")
      .values({
        kind: item.kind,
        item_id: item.id,
        status: "replied",
        updated_at: now,
        assigned_to: null,
        first_response_at: now,
      })
      .onConflict((oc) =>
        oc.columns(["kind", "item_id"]).doUpdateSet({
          status: "replied",
          updated_at: now,
          first_response_at: sql<string>`coalesce(desk_items.first_response_at, ${now})`,
        }),
      )
      .execute();
    const audit = { ip: by.ip, actor: by.actor, itemKind: item.kind, itemId: item.id };
    await recordAudit({ ...audit, action: "reply_sent", detail: `e-mail #${mailId}` }, trx);
    if ((before?.status ?? "new") !== "replied")
      await recordAudit({ ...audit, action: "status_changed", detail: `${before?.status ?? "new"} → replied` }, trx);
    return "sent" as const;
  });
  if (outcome === "sent") kickMail();
  return outcome;
}

/** The visitor an item came from (name and address), or null when there is no such item. */
async function visitorOf(kind: DeskItemKind, id: number) {
  return (
    (await db.selectFrom(itemTable(kind)).select(["name", "email"]).where("id", "=", id).executeTakeFirst()) ?? null
  );
}

/** The item's replies, oldest first, each with its e-mail's state. */
export async function repliesOf(kind: DeskItemKind, id: number) {
  return db
    .selectFrom("desk_replies")
    .leftJoin("mail_outbox", "mail_outbox.id", "desk_replies.mail_id")
    .select([
      "desk_replies.id",
      "desk_replies.at",
      "desk_replies.author",
      "desk_replies.author_name",
      "desk_replies.subject",
      "desk_replies.body",
      "mail_outbox.status as mail_status",
    ])
    .where("desk_replies.kind", "=", kind)
    .where("desk_replies.item_id", "=", id)
    .orderBy("desk_replies.id")
    .execute();
}

/** The name one signs replies with, as stored (null: none given). */
export async function ownReplyName(userId: number): Promise<string | null> {
  const row = await db.selectFrom("staff_users").select("display_name").where("id", "=", userId).executeTakeFirst();
  return row?.display_name ?? null;
}

/** Stores the name a staff member signs replies with (already checked by replyNameSchema). */
export async function setReplyName(userId: number, name: string, by: DeskActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ display_name: headerName(name) || null })
      .where("id", "=", userId)
      .execute();
    await recordAudit({ ...by, action: "reply_name_changed" }, trx);
  });
}
