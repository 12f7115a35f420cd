import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant, withLead } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0112. Phrasings written for these tests; the first, second and fourth failed on 8e3939b; the third guards the first.
describe("a price asked in few words", () => {
  test("'how much' with a role and a schedule, no verb: the firm's price", async () => {
    const [answer] = await converse("how much case manager full time");
    expect(answer).toMatch(/Case Manager, Full Time \(1 × 160 h × \$14\) = \$2,240 per month/);
  });

  test("typos in both words of a role's name and hours typed as one word: still that role and schedule", async () => {
    const [answer, bilingual] = await converse("hw much legl admn 20hrs wk", "n spanish speaking?");
    expect(answer).toMatch(/Legal Admin, Contract Base \(1 × 80 h × \$15\) = \$1,200 per month/);
    expect(bilingual).toMatch(/Legal Admin, Contract Base, Multilingual \(1 × 80 h × \$18\) = \$1,440 per month/);
  });

  test("'how much experience' is no price", async () => {
    const [answer] = await converse("how much experience for the case manager opening");
    expect(answer).toMatch(/three years/);
    expect(answer).not.toMatch(/\$2,240/);
  });

  test("'have someone email me about it' after the team is offered: the choice, not a resume by e-mail", async () => {
    const { answers, row } = await withLead(
      "",
      "what does the case manager job pay",
      "and how much of your $14 rate goes to the case manager? please pass this to someone",
      "ok have someone email me about it",
    );
    const written = answers[2];
    expect(written).toMatch(/contact you by email/);
    expect(row.contact_method).toBe("Email");
    expect(written).not.toMatch(/Apply Now|resume/i);
  });
});
