import { db } from "~/db/db.server";
import { answerMessage, newDialogue } from "./pipeline.server";
import { noActions, type DialogueState, type Lang } from "./types";

/**
 * Lexi's memory of each conversation. A socket without a lead keeps its own state; a lead's state
 * is shared by every socket that names the lead, so a reconnect carries on where it left off. When
 * this process has no state for a lead (another instance served it, or the server restarted), the
 * state is rebuilt by replaying the lead's recent questions through the engine without side effects.
 */
const MAX_LEADS = 5000;
const REPLAYED_QUESTIONS = 12;
const byLead = new Map<number, DialogueState>();

export async function dialogueForLead(leadId: number, lang: Lang = "en"): Promise<DialogueState> {
  const known = byLead.get(leadId);
  if (known) {
    // Most recently used last: the oldest conversation is the first dropped.
    byLead.delete(leadId);
    byLead.set(leadId, known);
    return known;
  }
  const state = newDialogue(lang);
  const rows = await db
    .selectFrom("chat_messages")
    .select(["text"])
    .where("lead_id", "=", leadId)
    .where("sender", "=", "user")
    .orderBy("id", "desc")
    .limit(REPLAYED_QUESTIONS)
    .execute();
  for (const row of rows.reverse()) await answerMessage(row.text, state, noActions);
  byLead.set(leadId, state);
  while (byLead.size > MAX_LEADS) byLead.delete(byLead.keys().next().value as number);
  return state;
}

/** Forgets every lead's state (tests that prove the replay). */
export function forgetDialogues(): void {
  byLead.clear();
}
