import crypto from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import { db } from "~/db/db.server";
import { isPostgres } from "~/db/dialect.server";
import { NO_SOURCE, type LeadSource } from "./lead-source.server";
import { kickMail, queueHandoffMail, queueNewItemMail } from "~/mail/mail.server";

export const leadSchema = z.object({
  name: z.string({ required_error: "Name is required." }).trim().min(1, "Name is required.").max(200),
  email: z.string({ required_error: "Email is required." }).trim().max(254).email("Enter a valid email address."),
  phone_number: z.string().trim().max(50).optional().default(""),
  company_name: z.string().trim().max(200).optional().default(""),
});

export const contactMethodSchema = z.object({
  contact_method: z.enum(["Phone", "Email"], {
    errorMap: () => ({ message: "contact_method must be Phone or Email." }),
  }),
});

/** 192 random bits, URL-safe: what the visitor's browser holds instead of the lead's row id. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * "Within a day": a chat lead whose address (compared without regard to case) started a chat lead
 * less than 24 hours (86,400,000 ms) before this one joins that lead. The window runs from when
 * the earlier lead was created, not from its last message: a third chat 25 hours after the first
 * starts a lead of its own, even when the second came at hour 23.
 */
export const SAME_LEAD_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a new lead and, in the same transaction, the staff's e-mail about it — or, when the same
 * address started a lead within the day, adds this chat to that lead: its messages join the
 * transcript, what it was given (name, phone, company) becomes a note, and nobody is e-mailed
 * again. Either way the browser gets a token of its own; the earlier chat's token is never handed out.
 */
export async function createLead(
  values: z.output<typeof leadSchema>,
  ip: string,
  source: LeadSource = NO_SOURCE,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(24).toString("base64url");
  const at = now.toISOString();
  const queued = await db.transaction().execute(async (trx) => {
    // Two chats from one address at once, on two instances, still make one lead (PostgreSQL; SQLite has one writer).
    if (isPostgres(trx))
      await sql`select pg_advisory_xact_lock(hashtext(${`chat-lead:${values.email.toLowerCase()}`}))`.execute(trx);
    const earlier = await trx
      .selectFrom("chat_leads")
      .select("id")
      .where(sql<string>`lower(email)`, "=", values.email.toLowerCase())
      .where("created_at", ">", new Date(now.getTime() - SAME_LEAD_WINDOW_MS).toISOString())
      .where("created_at", "<=", at)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (earlier) {
      await trx.insertInto("chat_lead_tokens").values({ token, lead_id: earlier.id, created_at: at }).execute();
      const given = [
        `name ${values.name}`,
        values.phone_number ? `phone ${values.phone_number}` : "",
        values.company_name ? `company ${values.company_name}` : "",
      ].filter(Boolean);
      await trx
        .insertInto("desk_notes")
        .values({
          kind: "chat",
          item_id: earlier.id,
          at,
          author: "The website",
          text: `The same address started another chat (${given.join(", ")}); its messages follow in the transcript.`,
        })
        .execute();
      // A lead staff had finished with is open again: there is something new to read.
      await trx
        .updateTable("desk_items")
        .set({ status: "new", updated_at: at })
        .where("kind", "=", "chat")
        .where("item_id", "=", earlier.id)
        .where("status", "=", "done")
        .execute();
      return false;
    }
    const row = await trx
      .insertInto("chat_leads")
      .values({
        ...values,
        ip,
        created_at: at,
        contact_method: null,
        token,
        handoff_requested_at: null,
        handoff_reason: null,
        handoff_kind: null,
        source_page: source.page,
        source_host: source.host,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueNewItemMail(trx, {
      kind: "chat",
      id: row.id,
      name: values.name,
      email: values.email,
      phone: values.phone_number,
      company: values.company_name,
    });
    return true;
  });
  if (queued) kickMail();
  return token;
}

/** The lead a token names (its own, or one of a later chat that joined it); null for a malformed or unknown one. */
export async function leadIdForToken(token: string): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const own = await db.selectFrom("chat_leads").select("id").where("token", "=", token).executeTakeFirst();
  if (own) return own.id;
  const joined = await db
    .selectFrom("chat_lead_tokens")
    .select("lead_id")
    .where("token", "=", token)
    .executeTakeFirst();
  return joined?.lead_id ?? null;
}

/** The lead's own name, e-mail and phone (what must never reach the optional language model). */
export async function visitorDetails(leadId: number): Promise<string[]> {
  const row = await db
    .selectFrom("chat_leads")
    .select(["name", "email", "phone_number"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  return row ? [row.name, row.email, row.phone_number ?? ""].filter(Boolean) : [];
}

/** Sets how the lead wants to be contacted; false when no lead has that token. */
export async function setContactMethod(token: string, method: "Phone" | "Email"): Promise<boolean> {
  const leadId = await leadIdForToken(token);
  if (leadId === null) return false;
  const result = await db
    .updateTable("chat_leads")
    .set({ contact_method: method })
    .where("id", "=", leadId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the lead gave a phone number (a visitor choosing "Phone" without one is asked for it). */
export async function leadHasPhone(leadId: number): Promise<boolean> {
  const row = await db.selectFrom("chat_leads").select("phone_number").where("id", "=", leadId).executeTakeFirst();
  return !!row?.phone_number?.trim();
}

/** Stores the phone number a visitor typed in the chat (after choosing to be called). */
export async function setLeadPhone(leadId: number, phone: string): Promise<boolean> {
  const parsed = leadSchema.shape.phone_number.safeParse(phone);
  if (!parsed.success || !parsed.data) return false;
  const result = await db
    .updateTable("chat_leads")
    .set({ phone_number: parsed.data })
    .where("id", "=", leadId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps the conversation with the lead, so the team can follow up. */
export async function recordChatMessage(leadId: number | null, sender: "user" | "bot", text: string): Promise<void> {
  await db
    .insertInto("chat_messages")
    .values({ lead_id: leadId, sender, text: text.slice(0, 4000), at: new Date().toISOString() })
    .execute();
}

/**
 * Flags the lead for a person's follow-up, keeping the visitor's words that asked for it (the
 * first request stands), and queues the staff's e-mail with the conversation so far — once.
 */
export async function requestHandoff(
  leadId: number,
  reason: string,
  kind: "person" | "unanswered" | "complaint" = "person",
): Promise<void> {
  const flagged = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("chat_leads")
      .set({
        handoff_requested_at: new Date().toISOString(),
        handoff_reason: reason.slice(0, 1000),
        handoff_kind: kind,
      })
      .where("id", "=", leadId)
      .where("handoff_requested_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await queueHandoffMail(trx, leadId);
    return true;
  });
  if (flagged) kickMail();
}

/** Keeps a question Lexi could not answer, so the team can answer it and grow the content. */
export async function recordUnansweredQuestion(leadId: number | null, question: string): Promise<void> {
  await db
    .insertInto("chat_unanswered")
    .values({ lead_id: leadId, question: question.slice(0, 1000), created_at: new Date().toISOString() })
    .execute();
}
