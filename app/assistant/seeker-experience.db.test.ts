import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0095. Phrasings written for these tests; each failed on 3f7746a but the last.
describe("a job seeker's years in a support job, beside an area of law, are experience, not a matter", () => {
  test("'tengo 2 años de asistente legal … en derecho penal': the openings, no referral", async () => {
    const [es] = await converse("tengo 2 años de asistente legal en guatemala en derecho penal, cual me conviene");
    expect(es).not.toMatch(NOT_A_LAW_FIRM);
    expect(es).toMatch(/\/CareerDetails\//);
  });

  test("someone else's years are no experience of the visitor's: 'my wife of 8 years… wants a divorce' is a matter", async () => {
    const [spouse] = await converse(
      "my wife of 8 years works as a legal assistant and she wants a divorce, can you help me",
    );
    expect(spouse).toMatch(NOT_A_LAW_FIRM);
    expect(spouse).not.toMatch(/\/CareerDetails\//);
  });

  // (A guard: this passed on 3f7746a too.)
  test("a trouble told beside one's own years is still the visitor's matter", async () => {
    const [own] = await converse("i have 3 yrs as a paralegal and my boss is not paying my overtime, what can i do");
    expect(own).toMatch(NOT_A_LAW_FIRM);
  });
});
