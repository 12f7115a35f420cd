import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0096. Phrasings written for these tests; each failed on 3f7746a but the guard.
describe("a member of a mixed team named by the language they speak", () => {
  test("'the english-only one' on another schedule: that member changed, the bilingual kept", async () => {
    const [, changed] = await converse(
      "pricing 3 receptionists full time, 1 of them bilingual spanish",
      "ok what if the english-only ones are part time instead",
    );
    expect(changed).toMatch(/1 × Secretary\/Receptionist, Full Time, Multilingual \(1 × 160 h × \$15\) = \$2,400/);
    expect(changed).toMatch(/2 × Secretary\/Receptionist, Contract Base \(2 × 80 h × \$12\) = \$1,920/);
    expect(changed).toMatch(/together \$4,320 per month/);
  });

  test("in Spanish: 'la que solo habla inglés' a medio tiempo", async () => {
    const [, changed] = await converse(
      "dos recepcionistas tiempo completo, una bilingue",
      "y si la que solo habla ingles trabaja medio tiempo?",
    );
    expect(changed).toMatch(/Tiempo completo, Multilingüe \(1 × 160 h × \$15\) = \$2,400/);
    expect(changed).toMatch(/Contrato base \(1 × 80 h × \$12\) = \$960/);
  });

  // (A guard: this passed on 3f7746a too.)
  test("'the bilingual one' still changes the bilingual member", async () => {
    const [, changed] = await converse(
      "2 paralegals full time, one bilingual french",
      "make the bilingual one part time",
    );
    expect(changed).toMatch(/1 × Paralegal, Contract Base, Multilingual \(1 × 80 h × \$17\) = \$1,360/);
    expect(changed).toMatch(/1 × Paralegal, Full Time \(1 × 160 h × \$14\) = \$2,240/);
  });

  test("'spécialiste d'accueil', as French speakers shorten it, is the Intake Specialist (decision 0139)", async () => {
    const [full, half] = await converse(
      "bon. specialiste d'accueil anglais-francais, c'est combien par mois a temps plein?",
      "et a mi-temps?",
    );
    expect(full).toContain("$2,400");
    expect(half).toContain("$1,200");
  });
});
