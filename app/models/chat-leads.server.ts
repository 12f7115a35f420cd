import { z } from "zod";
import { db } from "./db.server";

export const leadSchema = z.object({
  name: z.string({ required_error: "Name is required." }).trim().min(1, "Name is required.").max(200),
  email: z.string({ required_error: "Email is required." }).trim().max(254).email("Enter a valid email address."),
  phone_number: z.string().trim().max(50).optional().default(""),
  company_name: z.string().trim().max(200).optional().default(""),
});

export const contactMethodSchema = z.object({
  contact_method: z.enum(["Phone", "Email"], { errorMap: () => ({ message: "contact_method must be Phone or Email." }) }),
});

export async function createLead(values: z.output<typeof leadSchema>, ip: string): Promise<number> {
  const row = await db
    .insertInto("chat_leads")
    .values({ ...values, ip, created_at: new Date().toISOString(), contact_method: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets how the lead wants to be contacted; false when there is no such lead. */
export async function setContactMethod(id: number, method: "Phone" | "Email"): Promise<boolean> {
  const result = await db.updateTable("chat_leads").set({ contact_method: method }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function leadExists(id: number): Promise<boolean> {
  return Boolean(await db.selectFrom("chat_leads").select("id").where("id", "=", id).executeTakeFirst());
}

/** Keeps the conversation with the lead, so the team can follow up. */
export async function recordChatMessage(leadId: number | null, sender: "user" | "bot", text: string): Promise<void> {
  await db.insertInto("chat_messages").values({ lead_id: leadId, sender, text: text.slice(0, 4000), at: new Date().toISOString() }).execute();
}
