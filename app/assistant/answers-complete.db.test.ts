import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0079. Phrasings written for these tests; each failed on e6910dd.
describe("what the visitor would have to ask next is said with the answer", () => {
  test("a figure over several months is said to be an estimate from the hourly rate", async () => {
    const [, quarter] = await converse("how much is a full time secretary a month", "and for a quarter?");
    expect(quarter).toContain("$5,760");
    expect(quarter).toMatch(/an estimate from the hourly rate/);
    const [fr] = await converse("combien pour un parajuriste à temps plein pendant 5 mois ?");
    expect(fr).toContain("$11,200");
    expect(fr).toMatch(/une estimation à partir du tarif horaire/);
  });

  test("an opening described, or applied to, says when it closes", async () => {
    const [cm] = await converse("tell me about the case manager opening");
    expect(cm).toMatch(/closes on February 15, 2027/);
    const [, apply] = await converse("i'd like the bilingual secretary job", "how do i apply to it");
    expect(apply).toMatch(/closes on March 15, 2027/);
    const [es] = await converse("info sobre la vacante de asistente administrativo legal");
    expect(es).toMatch(/cierra el 28\/02\/2027/);
  });

  test("a posting's pay set against the role's hourly rate: the rate is the firm's price, whatever the notation", async () => {
    // (On e6910dd the English one read "700-1000" as a phone number and said the team would call it.)
    const [en] = await converse("the intake job lists 700-1000 but the roles page shows $12/h... which number is mine");
    expect(en).toMatch(/what a law firm pays us/);
    expect(en).toContain("$700 - $1,000");
    expect(en).not.toMatch(/call you/);
    const [fr] = await converse(
      "offre secretaire bilingue 750-1050 mais le site dit 15 $ de l'heure. je serai payée 15 $ alors ?",
    );
    expect(fr).toMatch(/ce qu'un cabinet nous paie/);
    // (After set W: "do i make $12/hr" is the visitor's own pay asked, and a role named twice is rated once.)
    const [twice] = await converse(
      "if you charge a firm $12/hr for an intake specialist, do i make $12/hr as the intake specialist?",
    );
    expect(twice).toMatch(/what a law firm pays us/);
    expect(twice.split("Intake Specialist](/Intake-Specialist)").length).toBe(2);
  });
});
