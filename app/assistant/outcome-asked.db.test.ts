import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

const JUDGEMENT = /That is a legal judgement, and it stays with your attorneys/;

// Decision 0094. Phrasings written for these tests; each failed on 3f7746a but the guard.
describe("a firm asking the outcome or the lawfulness of its client's matter", () => {
  test("the odds, a plea, whether something is legal: the attorneys' judgement, never an area or a duty offered as yes", async () => {
    const [odds] = await converse(
      "we have a client with a dog bite claim, whats the odds the insurer pays policy limits",
    );
    expect(odds).toMatch(JUDGEMENT);
    expect(odds).toMatch(/Personal Injury: we provide support staff/);
    const [plea] = await converse("our client got a DUI, can your person tell him if he should take the plea");
    expect(plea).toMatch(JUDGEMENT);
    const [legal] = await converse(
      "our client wants to fire an employee on medical leave. can your paralegal tell us if thats legal in texas?",
    );
    expect(legal).toMatch(JUDGEMENT);
    expect(legal).not.toMatch(/published duties/);
  });

  test("in Spanish and French, either order of the words", async () => {
    const [es] = await converse(
      "nuestro cliente quiere saber si puede divorciarse sin el consentimiento de su esposa, su paralegal le puede explicar?",
    );
    expect(es).toMatch(/Eso es un criterio jurídico y corresponde a sus abogados/);
    const [fr] = await converse(
      "notre client a recu une mise en demeure, vos assistants peuvent lui dire s il doit payer ?",
    );
    expect(fr).toMatch(/C'est une appréciation juridique, qui revient à vos avocats/);
  });

  // (A guard: this passed on 3f7746a too.)
  test("a member of the public asking their own odds still gets the referral", async () => {
    const [own] = await converse("i slipped at walmart and broke my wrist, whats the odds i win if i sue?");
    expect(own).toMatch(NOT_A_LAW_FIRM);
    expect(own).not.toMatch(JUDGEMENT);
  });
});
