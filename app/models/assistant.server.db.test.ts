import { afterAll, beforeAll, describe, expect, test } from "vitest";

// tests/support/model-database.ts has pointed DATABASE_URL at an empty database of this run's back-end.
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { seedEmbeddedContent } = await import("~/content-source/seed.server");
const { roles } = await import("~/content/roles");
const { createLead, leadIdForToken, recordChatMessage, recordUnansweredQuestion, requestHandoff } = await import("~/submissions/chat-leads.server");
const { answerChunks, answerMessage, newDialogue, noActions } = await import("./assistant.server");
const { dialogueForLead, forgetDialogues } = await import("./assistant-memory.server");
const { forgetKnowledge } = await import("./assistant-knowledge.server");
const { assistantEvaluation, countTurns, evaluate } = await import("./assistant-eval");

beforeAll(async () => {
  await migrateToLatest();
  await seedEmbeddedContent();
  forgetKnowledge();
});
afterAll(closeDb);

/** The socket's actions for a real lead: flag it and keep the unanswered question in the database. */
function leadActions(leadId: number) {
  return {
    requestHandoff: async (question: string) => {
      await requestHandoff(leadId, question);
      return true;
    },
    recordUnanswered: (question: string) => recordUnansweredQuestion(leadId, question),
  };
}

async function newLeadId() {
  const token = await createLead(
    { name: "Eval Visitor", email: `eval-${Math.random().toString(36).slice(2)}@example.com`, phone_number: "", company_name: "" },
    "127.0.0.1",
  );
  return (await leadIdForToken(token))!;
}

describe(`Lexi's local engine (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("the evaluation set: at least 150 turns, ≥ 90 % overall and ≥ 75 % in every category", async () => {
    expect(countTurns()).toBeGreaterThanOrEqual(150);
    const result = await evaluate(async (messages) => {
      const state = newDialogue();
      const actions = leadActions(await newLeadId());
      const answers: string[] = [];
      for (const message of messages) answers.push((await answerMessage(message, state, actions)).text);
      return answers;
    }, assistantEvaluation);
    const misses = result.misses.map((m) => `${m.id} ${m.ask} → ${m.answer}`).join("\n");
    expect(result.score, misses).toBeGreaterThanOrEqual(0.9);
    for (const [category, { score }] of Object.entries(result.byCategory)) expect(score, `${category}\n${misses}`).toBeGreaterThanOrEqual(0.75);
  });

  test("monthly prices are computed from the catalogue for every role, tier, head count and engagement", async () => {
    for (const role of roles) {
      for (const count of [1, 2, 3, 7]) {
        for (const [words, hours] of [
          ["full time", 160],
          ["contract base", 80],
        ] as const) {
          for (const multilingual of [false, true]) {
            const rate = multilingual ? role.rates.multilingual : role.rates.standard;
            const question = `How much per month for ${count} ${multilingual ? "bilingual " : ""}${role.title.toLowerCase()} ${count > 1 ? "staff " : ""}on ${words}?`;
            const { text } = await answerMessage(question, newDialogue(), noActions);
            expect(text, question).toContain(`$${(count * hours * rate).toLocaleString("en-US")}`);
          }
        }
      }
    }
  });

  test("job pay comes from the job opening (monthly), never from the role's hourly rate", async () => {
    const jobs = await db.selectFrom("job_openings").select(["job_name", "price1", "price2"]).execute();
    const caseManager = jobs.find((j) => j.job_name === "Case Manager")!;
    const { text } = await answerMessage("what does the case manager job pay?", newDialogue(), noActions);
    expect(text).toContain(`$${caseManager.price1!.toLocaleString("en-US")} - $${caseManager.price2!.toLocaleString("en-US")}`);
    expect(text).toMatch(/per month/);
    expect(text).not.toContain("$14");
    // An edit in the database reaches her answers once the knowledge is rebuilt.
    await db.updateTable("job_openings").set({ price1: 1010, price2: 1510 }).where("job_name", "=", "Case Manager").execute();
    forgetKnowledge();
    expect((await answerMessage("salary for the case manager opening?", newDialogue(), noActions)).text).toContain("$1,010 - $1,510");
  });

  test("a hand-off flags the lead with the visitor's words and says so; without a lead it never claims to have passed anything", async () => {
    const leadId = await newLeadId();
    const flagged = await answerMessage("Can I talk to a real person please?", newDialogue(), leadActions(leadId));
    expect(flagged.text).toMatch(/I've passed this to our team/);
    expect(flagged.text).toContain("](#contact-options)");
    const row = await db.selectFrom("chat_leads").select(["handoff_requested_at", "handoff_reason"]).where("id", "=", leadId).executeTakeFirstOrThrow();
    expect(row.handoff_requested_at).not.toBeNull();
    expect(row.handoff_reason).toBe("Can I talk to a real person please?");

    const anonymous = await answerMessage("Can I talk to a real person please?", newDialogue(), noActions);
    expect(anonymous.text).not.toMatch(/passed/);
    expect(anonymous.text).toMatch(/555-0142/);
  });

  test("what Lexi cannot answer is stored for the team, and the answer opens with neither Yes nor a price", async () => {
    const leadId = await newLeadId();
    for (const question of ["Are you GDPR certified?", "Who won the 1998 World Cup?", "Do you offer a 20% discount for nonprofits?"]) {
      const { text, known } = await answerMessage(question, newDialogue(), leadActions(leadId));
      expect(known, question).toBe(false);
      expect(text, question).not.toMatch(/^\s*yes\b/i);
      expect(text, question).not.toMatch(/\$\d|\d+ ?%/);
    }
    const stored = await db.selectFrom("chat_unanswered").select("question").where("lead_id", "=", leadId).execute();
    expect(stored.map((r) => r.question)).toEqual(["Are you GDPR certified?", "Who won the 1998 World Cup?", "Do you offer a 20% discount for nonprofits?"]);
  });

  test("Spanish and French questions are answered in their language; a follow-up keeps the language", async () => {
    const state = newDialogue();
    expect((await answerMessage("¿Cuánto cuesta una recepcionista bilingüe?", state, noActions)).text).toMatch(/por hora/);
    expect((await answerMessage("¿y dos a tiempo completo?", state, noActions)).text).toContain("$4,800");
    const french = await answerMessage("Quels postes proposez-vous ?", newDialogue(), noActions);
    expect(french.lang).toBe("fr");
    expect(french.text).toMatch(/postes/);
  });

  test("a lead's conversation survives a restart: its state is rebuilt from the transcript", async () => {
    const leadId = await newLeadId();
    await recordChatMessage(leadId, "user", "How much is a legal admin?");
    await recordChatMessage(leadId, "bot", "(answer)");
    forgetDialogues();
    const state = await dialogueForLead(leadId);
    expect((await answerMessage("and three of them full time?", state, noActions)).text).toContain(`$${(3 * 160 * 15).toLocaleString("en-US")}`);
    // The same object comes back for the next socket of this lead.
    expect(await dialogueForLead(leadId)).toBe(state);
  });

  test("answers stream in pieces that add up to the text, never splitting a link", async () => {
    const { text } = await answerMessage("How much is a paralegal?", newDialogue(), noActions);
    const chunks = answerChunks(text);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toBe(text);
    for (const chunk of chunks) expect(chunk.split("[").length).toBe(chunk.split("](").length);
  });
});
