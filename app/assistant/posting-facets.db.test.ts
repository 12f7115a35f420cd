import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0085. Phrasings written for these tests; each failed on f10bb7b.
describe("what a job seeker asks of the postings", () => {
  test("what to have at home: the posting's own line, in the visitor's language", async () => {
    const [, en] = await converse(
      "tell me about the intake specialist opening",
      "what kind of setup do i need at home for it?",
    );
    expect(en).toMatch(/A reliable computer, a headset, a stable high-speed internet connection/);
    const [, fr] = await converse("le poste de secrétaire bilingue m'intéresse", "il faut quel matériel chez moi ?");
    expect(fr).toMatch(/Un ordinateur fiable, un casque/);
    const [, es] = await converse("soy bilingüe y busco trabajo de intake", "que tengo que tener en casa?");
    expect(es).toMatch(/Una computadora confiable, auriculares/);
  });

  test("the pay as an hourly figure: an estimate from the monthly range, said to be one", async () => {
    const [, en] = await converse("case manager job, what does it pay", "ok roughly how much is that by the hour");
    expect(en).toMatch(/publishes its pay by the month, not by the hour: \$950 - \$1,400/);
    expect(en).toMatch(/roughly \$5\.94 to \$8\.75 an hour, an estimate/);
    const [, es] = await converse("la vacante de asistente administrativo legal", "y eso cuánto sale por hora?");
    // 20 hours a week: $600 ÷ 80 and $850 ÷ 80.
    expect(es).toMatch(/de \$7\.50 a \$10\.63 por hora, una estimación/);
  });

  // (A guard: this one passed on f10bb7b too.)
  test("the closing date of the posting the rate was set against", async () => {
    const [, , closes] = await converse(
      "firms pay you $14 an hour for a case manager. would i get $14 an hour as one?",
      "hm ok",
      "and when is the deadline for that posting",
    );
    expect(closes).toMatch(/Case Manager.* posting closes on February 15, 2027/);
    expect(closes).not.toMatch(/January 15/);
  });

  test("a part-time opening asked for: the one there is, and that the rest are full time", async () => {
    const [, en] = await converse("the french secretary job is full time right?", "got anything part-time instead?");
    expect(en).toMatch(/Legal Administrative Assistant.*\$600 - \$850/);
    expect(en).toMatch(/other postings are full time/);
  });

  test("the best-paid opening", async () => {
    const [en] = await converse("which of your jobs pays the most?");
    expect(en).toMatch(/best-paid opening .*Case Manager.*\$950 - \$1,400/);
    const [es] = await converse("cuál es la vacante mejor pagada?");
    expect(es).toMatch(/mejor pagada .*Case Manager/);
  });

  test("an age: not stated by the postings, and the privacy policy's under-18 line", async () => {
    const [en] = await converse("i'm 16, could i apply to the intake job this summer?");
    expect(en).toMatch(/don't state an age/);
    expect(en).toMatch(/not meant for anyone under 18/);
    const [lexi] = await converse("how old are you lexi?");
    expect(lexi).not.toMatch(/under 18/);
  });
});
