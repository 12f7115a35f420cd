import { db } from "~/db/db.server";
import { answerMessage, newDialogue } from "./pipeline.server";
import { noActions, type DialogueState, type Lang } from "./types";

/**
 * Lexi's memory of each chat. A socket without a lead keeps its own state; a chat's state is shared
 * by every socket that presents its token, so a reconnect carries on where it left off. A new chat
 * from an address that already chatted joins the same lead for the staff, but Lexi starts it afresh:
 * what the earlier chat told Lexi (a team, a figure, a number) is never shown to whoever types that
 * address. When this process has no state for a chat (another instance served it, or the server
 * restarted), the state is rebuilt by replaying, without side effects, the recent questions asked
 * between the chat's start and the start of the lead's next chat.
 */
const MAX_CHATS = 5000;
const REPLAYED_QUESTIONS = 12;
const byChat = new Map<string, DialogueState>();

export async function dialogueForChat(leadId: number, token: string, lang: Lang = "en"): Promise<DialogueState> {
  const known = byChat.get(token);
  if (known) {
    // Most recently used last: the oldest conversation is the first dropped.
    byChat.delete(token);
    byChat.set(token, known);
    return known;
  }
  const state = newDialogue(lang);
  const window = await chatWindow(leadId, token);
  if (window) {
    let questions = db
      .selectFrom("chat_messages")
      .select(["text"])
      .where("lead_id", "=", leadId)
      .where("sender", "=", "user")
      .where("at", ">=", window.from);
    if (window.until) questions = questions.where("at", "<", window.until);
    const rows = await questions.orderBy("id", "desc").limit(REPLAYED_QUESTIONS).execute();
    for (const row of rows.reverse()) await answerMessage(row.text, state, noActions);
  }
  byChat.set(token, state);
  while (byChat.size > MAX_CHATS) byChat.delete(byChat.keys().next().value as string);
  return state;
}

/** When the chat of this token began, and when the lead's next chat did (none: still the latest); null for a token of no chat of this lead. */
async function chatWindow(leadId: number, token: string): Promise<{ from: string; until: string | undefined } | null> {
  const [lead, joined] = await Promise.all([
    db.selectFrom("chat_leads").select(["token", "created_at"]).where("id", "=", leadId).executeTakeFirst(),
    db.selectFrom("chat_lead_tokens").select(["token", "created_at"]).where("lead_id", "=", leadId).execute(),
  ]);
  const chats = [...(lead ? [lead] : []), ...joined].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const at = chats.findIndex((chat) => chat.token === token);
  if (at < 0) return null;
  return { from: chats[at].created_at, until: chats[at + 1]?.created_at };
}

/** Forgets every chat's state (tests that prove the replay). */
export function forgetDialogues(): void {
  byChat.clear();
}
