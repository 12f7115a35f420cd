import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0128. Phrasings written for these tests, not taken from an evaluation set; each failed on d2226d6.
describe("a client's school matter, a referral program, the same person, exclusivity, foreign law", () => {
  test("a firm's client expelled, and another party's duty asked: Education, and the judgement stays with the firm", async () => {
    const [answer] = await converse(
      "our client was expelled last week. does the school have to give him a hearing first?",
    );
    expect(answer).toMatch(/That is a legal judgement, and it stays with your attorneys/);
    expect(answer).toMatch(/Education/);
    expect(answer).not.toMatch(NOT_A_LAW_FIRM);
    const [titleIx] = await converse("we handle title ix investigations for colleges, can you help?");
    expect(titleIx).toMatch(/Title IX Matter Support|Education/);
  });

  test("a referral program, the same person for years: not published, said in its own words", async () => {
    const [referral] = await converse("is there a referral bonus if we send you two more firms?");
    expect(referral).toMatch(/doesn't publish a referral program/);
    const [es] = await converse("tienen programa de referidos?");
    expect(es).toMatch(/no publica un programa de referidos/);
    const [same] = await converse("can we keep the same paralegal long term or do you rotate staff?");
    expect(same).toMatch(/doesn't publish whether the same professional stays/);
    expect(same).toMatch(/replacement/);
    // One person doing two jobs is no question of the same person over the years.
    const [both] = await converse("can the same person answer our intake calls and do billing?");
    expect(both).not.toMatch(/stays with a firm for years/);
  });

  test("exclusivity asked in Spanish or French, and the law of another country: not published", async () => {
    const [es] = await converse("podrian trabajar tambien para la competencia? queremos exclusividad");
    expect(es).toMatch(/no publica si un profesional trabaja solo para su bufete/);
    const [fr] = await converse("vos gens travaillent aussi pour d'autres cabinets ? on veut l'exclusivité");
    expect(fr).toMatch(/ne publie pas si un professionnel travaille uniquement pour votre cabinet/);
    const [mexican] = await converse("do your people know mexican law? we have cross-border clients");
    expect(mexican).toMatch(/doesn't publish knowledge of law outside the United States/);
    expect(mexican).toMatch(/U\.S\. legal terminology/);
  });
});
