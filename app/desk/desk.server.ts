import { sql } from "kysely";
import { db } from "~/db/db.server";
import { DESK_KINDS } from "./desk-kinds";
import { payText, rateText } from "./desk-labels";
import { mailEnabled, retryMail } from "~/mail/mail.server";
import { retryDelivery } from "~/submissions/delivery.server";
import { recordAudit, type DeskActor } from "~/staff-auth/audit.server";

export type { DeskActor };
import { SUBMISSION_TABLES } from "./export.server";
import type { DeskItemKind, DeskStatus, SubmissionKind } from "~/db/schema.server";

/** The staff desk's view of everything visitors sent: one inbox, each item's details, its handling. */

export { listInbox, PAGE_SIZE, type InboxFilter } from "./inbox.server";
const MAX_NOTE = 2000;

/** What the desk's banner reports: e-mail off, and deliveries or e-mails that gave up, of the kinds the reader may open. */
export async function deskHealth(kinds: DeskItemKind[] = DESK_KINDS) {
  // "" matches no kind; it keeps each list non-empty (SQL has no `in ()`).
  const [delivery, mail] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "in", ["failed", "unknown"])
      .where("kind", "in", ["", ...kinds.filter((kind): kind is SubmissionKind => kind !== "chat")] as SubmissionKind[])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "in", ["failed", "unknown"])
      .where("item_kind", "in", ["", ...kinds] as DeskItemKind[])
      .executeTakeFirstOrThrow(),
  ]);
  return { mailEnabled: mailEnabled(), failedDeliveries: Number(delivery.n), failedMail: Number(mail.n) };
}

export interface DeskItemDetail {
  kind: DeskItemKind;
  id: number;
  createdAt: string;
  name: string;
  email: string;
  fields: [string, string][];
  message: string | null;
  resume: { name: string; type: string; bytes: number | null } | null;
  chat: {
    contactMethod: string | null;
    handoff: { at: string; reason: string; kind: "person" | "unanswered" | "complaint" } | null;
    transcript: { at: string; sender: "user" | "bot"; text: string }[];
    unanswered: { at: string; question: string }[];
  } | null;
}

async function itemDetail(kind: DeskItemKind, id: number): Promise<DeskItemDetail | null> {
  if (kind === "contact") {
    const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    return {
      kind,
      id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      fields: [["Phone", row.number]],
      message: row.comment,
      resume: null,
      chat: null,
    };
  }
  if (kind === "booking") {
    const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    return {
      kind,
      id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      fields: [
        ["Phone", row.phone],
        ["Role", row.role],
        ["Rate", rateText(row.price)],
        ["Tier", row.tier ?? ""],
        ["Preferred start date", row.start_date ?? ""],
      ],
      message: row.comment,
      resume: null,
      chat: null,
    };
  }
  if (kind === "application") {
    const row = await db
      .selectFrom("applications")
      .select([
        "id",
        "created_at",
        "name",
        "email",
        "phone",
        "experience",
        "comment",
        "job_name",
        "employment_type",
        "validity",
        "location",
        "position",
        "price1",
        "price2",
        "resume_name",
        "resume_type",
        "resume_path",
        "job_closed",
        (eb) => sql<number | null>`length(${eb.ref("resume_data")})`.as("resume_bytes"),
      ])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      kind,
      id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      fields: [
        ["Phone", row.phone],
        ["Job", row.job_closed ? `${row.job_name} (closed when this arrived)` : row.job_name],
        ["Employment type", row.employment_type],
        ["Position", row.position],
        ["Location", row.location],
        ["Valid until", row.validity],
        ["Pay", payText(row.price1, row.price2)],
        ["Experience", row.experience],
      ],
      message: row.comment || null,
      resume:
        row.resume_name && (row.resume_bytes !== null || row.resume_path)
          ? { name: row.resume_name, type: row.resume_type ?? "", bytes: row.resume_bytes }
          : null,
      chat: null,
    };
  }
  const row = await db.selectFrom("chat_leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [transcript, unanswered] = await Promise.all([
    db.selectFrom("chat_messages").select(["at", "sender", "text"]).where("lead_id", "=", id).orderBy("id").execute(),
    db
      .selectFrom("chat_unanswered")
      .select(["created_at as at", "question"])
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute(),
  ]);
  return {
    kind,
    id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    fields: [
      ["Phone", row.phone_number],
      ["Company", row.company_name],
      ["Contact by", row.contact_method === "Email" ? "E-mail" : (row.contact_method ?? "not chosen yet")],
    ],
    message: null,
    resume: null,
    chat: {
      contactMethod: row.contact_method,
      handoff: row.handoff_requested_at
        ? { at: row.handoff_requested_at, reason: row.handoff_reason ?? "", kind: row.handoff_kind ?? "person" }
        : null,
      transcript,
      unanswered,
    },
  };
}

/** An item with its status, notes, history (from the audit log), delivery to the API and e-mails; null when there is none. */
export async function getDeskItem(kind: DeskItemKind, id: number) {
  const detail = await itemDetail(kind, id);
  if (!detail) return null;
  const [status, notes, history, delivery, mail] = await Promise.all([
    db
      .selectFrom("desk_items")
      .select(["status", "assigned_to", "first_response_at"])
      .where("kind", "=", kind)
      .where("item_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("desk_notes")
      .select(["id", "at", "author", "text"])
      .where("kind", "=", kind)
      .where("item_id", "=", id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("staff_audit")
      .select(["id", "at", "actor", "action", "detail"])
      .where("item_kind", "=", kind)
      .where("item_id", "=", id)
      .orderBy("id")
      .execute(),
    kind === "chat"
      ? Promise.resolve(undefined)
      : db
          .selectFrom("outbox")
          .select(["id", "status", "attempts", "last_error", "api_message", "delivered_at", "next_attempt_at"])
          .where("kind", "=", kind)
          .where("submission_id", "=", id)
          .executeTakeFirst(),
    db
      .selectFrom("mail_outbox")
      .select(["id", "purpose", "status", "attempts", "last_error", "sent_at", "next_attempt_at"])
      .where("item_kind", "=", kind)
      .where("item_id", "=", id)
      .orderBy("id")
      .execute(),
  ]);
  return {
    ...detail,
    status: status?.status ?? ("new" as DeskStatus),
    assignedTo: status?.assigned_to ?? null,
    firstResponseAt: status?.first_response_at ?? null,
    notes,
    history,
    delivery: delivery ?? null,
    mail,
  };
}

/** The table an item of `kind` is stored in. */
export const itemTable = (kind: DeskItemKind) =>
  kind === "chat" ? "chat_leads" : SUBMISSION_TABLES[kind as SubmissionKind];

export async function deskItemExists(kind: DeskItemKind, id: number): Promise<boolean> {
  return (await db.selectFrom(itemTable(kind)).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}
const exists = deskItemExists;

export async function setDeskStatus(
  kind: DeskItemKind,
  id: number,
  status: DeskStatus,
  by: DeskActor,
): Promise<boolean> {
  if (!(await exists(kind, id))) return false;
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("desk_items")
      .select("status")
      .where("kind", "=", kind)
      .where("item_id", "=", id)
      .executeTakeFirst();
    const now = new Date().toISOString();
    await trx
      .insertInto("desk_items")
      .values({ kind, item_id: id, status, updated_at: now })
      .onConflict((oc) => oc.columns(["kind", "item_id"]).doUpdateSet({ status, updated_at: now }))
      .execute();
    await recordAudit(
      { ...by, action: "status_changed", itemKind: kind, itemId: id, detail: `${before?.status ?? "new"} → ${status}` },
      trx,
    );
  });
  return true;
}

export async function addDeskNote(kind: DeskItemKind, id: number, text: string, by: DeskActor): Promise<boolean> {
  const note = text.trim().slice(0, MAX_NOTE);
  if (!note || !(await exists(kind, id))) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("desk_notes")
      .values({ kind, item_id: id, at: new Date().toISOString(), author: by.actor, text: note })
      .execute();
    await recordAudit({ ...by, action: "note_added", itemKind: kind, itemId: id }, trx);
  });
  return true;
}

/**
 * Deletes an item and everything that holds its data (transcript, notes, queued deliveries and
 * e-mails). The audit log keeps that it was deleted, by whom and when — not what it said.
 */
export async function deleteDeskItem(kind: DeskItemKind, id: number, by: DeskActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const table = kind === "chat" ? "chat_leads" : SUBMISSION_TABLES[kind as SubmissionKind];
    if (kind === "chat") {
      await trx.deleteFrom("chat_messages").where("lead_id", "=", id).execute();
      await trx.deleteFrom("chat_unanswered").where("lead_id", "=", id).execute();
    } else {
      await trx
        .deleteFrom("outbox")
        .where("kind", "=", kind as SubmissionKind)
        .where("submission_id", "=", id)
        .execute();
    }
    const deleted = await trx.deleteFrom(table).where("id", "=", id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return false;
    await trx.deleteFrom("mail_outbox").where("item_kind", "=", kind).where("item_id", "=", id).execute();
    await trx.deleteFrom("desk_notes").where("kind", "=", kind).where("item_id", "=", id).execute();
    await trx.deleteFrom("desk_replies").where("kind", "=", kind).where("item_id", "=", id).execute();
    await trx.deleteFrom("desk_items").where("kind", "=", kind).where("item_id", "=", id).execute();
    await recordAudit({ ...by, action: "item_deleted", itemKind: kind, itemId: id }, trx);
    return true;
  });
}

/** "Retry now" on the item's delivery to the provider's API. */
export async function retryItemDelivery(kind: DeskItemKind, id: number, by: DeskActor): Promise<boolean> {
  if (kind === "chat") return false;
  const row = await db
    .selectFrom("outbox")
    .select("id")
    .where("kind", "=", kind as SubmissionKind)
    .where("submission_id", "=", id)
    .executeTakeFirst();
  if (!row || !(await retryDelivery(row.id))) return false;
  await recordAudit({ ...by, action: "delivery_retried", itemKind: kind, itemId: id });
  return true;
}

/** "Retry now" on one of the item's e-mails. */
export async function retryItemMail(kind: DeskItemKind, id: number, mailId: number, by: DeskActor): Promise<boolean> {
  const row = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("id", "=", mailId)
    .where("item_kind", "=", kind)
    .where("item_id", "=", id)
    .executeTakeFirst();
  if (!row || !(await retryMail(row.id))) return false;
  await recordAudit({ ...by, action: "mail_retried", itemKind: kind, itemId: id, detail: `e-mail #${mailId}` });
  return true;
}

/** The stored resume of an application, for download by staff. */
export async function resumeOf(id: number) {
  const row = await db
    .selectFrom("applications")
    .select(["resume_data", "resume_path", "resume_name", "resume_type"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  let data = row.resume_data ? Buffer.from(row.resume_data) : null;
  if (!data && row.resume_path)
    data = await import("node:fs/promises").then((fs) => fs.readFile(row.resume_path!)).catch(() => null);
  return data ? { data, name: row.resume_name ?? "resume", type: row.resume_type ?? "application/octet-stream" } : null;
}
