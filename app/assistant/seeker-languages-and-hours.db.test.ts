import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0104. Phrasings written for these tests; each failed on e32fb74.
describe("a job seeker's languages and the pay by the hour", () => {
  test("a role asked for with another language pair: the opening of that pair, said as such", async () => {
    const [answer, experience] = await converse(
      "busco trabajo de secretaria bilingüe, hablo inglés y español",
      "y cuánta experiencia piden?",
    );
    expect(answer).toMatch(/no es para el idioma que menciona/);
    expect(answer).toMatch(/Bilingual Legal Intake Specialist \(English\/Spanish\)/);
    expect(experience).toMatch(/Intake Specialist/);
    expect(experience).not.toMatch(/English\/French/);
  });

  test("'i speak english only': the openings that ask for no second language", async () => {
    const [answer] = await converse("which opening suits me? i speak english only, 2 yrs as a legal assistant");
    expect(answer).toMatch(/ask for English only/);
    expect(answer).toMatch(/Legal Administrative Assistant/);
    expect(answer).not.toMatch(/\[Bilingual/);
  });

  test("an hourly wage guessed for an opening: not that, and the estimate from the monthly pay", async () => {
    const [, guess] = await converse("what does the case manager job pay", "so roughly $20 an hour then?");
    expect(guess).toMatch(/Not \$20 an hour/);
    expect(guess).toMatch(/\$5\.94 to \$8\.75 an hour/);
  });

  test("'the admin one' after the openings is the Legal Administrative Assistant opening", async () => {
    const [, admin] = await converse(
      "tell me about the bilingual secretary opening",
      "and the admin one, is it full time?",
    );
    expect(admin).toMatch(/Legal Administrative Assistant/);
    expect(admin).not.toMatch(/English\/French/);
  });
});
