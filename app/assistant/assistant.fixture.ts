/** For Lexi's conversation tests: the engine over this run's seeded database, and whole conversations. */
import { afterAll, beforeAll } from "vitest";

/** Set by vitest's "lexi" project, whose files share one database and engine per worker. */
const sharedEngine = process.env.LEXI_TESTS_SHARE_ENGINE === "true";
let ready: Promise<void> | undefined;

/**
 * Migrates and seeds the database the test setup chose, and loads Lexi for the file. The modules are
 * imported here, after that setup has pointed DATABASE_URL at the database. Where the engine is
 * shared (tests/support/lexi-conversations.ts), the first file of a worker does this and the
 * database stays open for the next.
 */
export function withAssistant(): void {
  beforeAll(async () => {
    if (sharedEngine) return (ready ??= prepareAssistant());
    await prepareAssistant();
  });
  if (!sharedEngine) afterAll(async () => (await import("~/db/db.server")).closeDb());
}

async function prepareAssistant(): Promise<void> {
  const { migrateToLatest } = await import("~/db/db.server");
  const { seedEmbeddedContent } = await import("~/content-source/seed.server");
  const { forgetKnowledge } = await import("./knowledge.server");
  const { assistantReady } = await import("./engine.server");
  await migrateToLatest();
  await seedEmbeddedContent();
  forgetKnowledge();
  await assistantReady();
}

/** The not-a-law-firm answer (and its reminder), in English, Spanish or French. */
export const NOT_A_LAW_FIRM = /not a law firm|no somos un bufete|pas un cabinet d'avocats/i;

/** One conversation's answers, in order. */
export async function converse(...messages: string[]): Promise<string[]> {
  const { answerMessage, newDialogue } = await import("./pipeline.server");
  const state = newDialogue();
  const answers: string[] = [];
  for (const message of messages) answers.push((await answerMessage(message, state)).text);
  return answers;
}

/** Each message as the first of its own conversation: [message, answer] pairs, in order. */
export async function firstAnswers(messages: readonly string[]): Promise<[string, string][]> {
  const pairs: [string, string][] = [];
  for (const message of messages) pairs.push([message, (await converse(message))[0]]);
  return pairs;
}

/** A chat lead in this run's database, with the socket's actions bound to it (server/chat.ts binds the same). */
export async function newLead(phone = "") {
  const leads = await import("~/submissions/chat-leads.server");
  const token = await leads.createLead(
    {
      name: "Eval Visitor",
      email: `eval-${Math.random().toString(36).slice(2)}@example.com`,
      phone_number: phone,
      company_name: "",
    },
    "127.0.0.1",
  );
  const id = (await leads.leadIdForToken(token))!;
  const actions: import("./types").AssistantActions = {
    requestHandoff: async (question, kind) => {
      await leads.requestHandoff(id, question, kind);
      return true;
    },
    recordUnanswered: (question) => leads.recordUnansweredQuestion(id, question),
    chooseContact: async (method) => {
      const recorded = await leads.setContactMethod(token, method);
      return { recorded, hasPhone: recorded && (await leads.leadHasPhone(id)) };
    },
    savePhone: (phone) => leads.setLeadPhone(id, phone),
  };
  return { id, token, actions };
}

/** The lead's row as stored. */
export async function leadRow(id: number) {
  const { db } = await import("~/db/db.server");
  return db.selectFrom("chat_leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** One conversation with a lead of its own (its phone number as given): the answers and the lead's row after them. */
export async function withLead(phone: string, ...messages: string[]) {
  const { answerMessage, newDialogue } = await import("./pipeline.server");
  const l = await newLead(phone);
  const state = newDialogue();
  const answers: string[] = [];
  for (const m of messages) answers.push((await answerMessage(m, state, l.actions)).text);
  return { answers, row: await leadRow(l.id) };
}
