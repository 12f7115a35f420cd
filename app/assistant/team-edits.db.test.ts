import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0121. Phrasings written for these tests, not taken from an evaluation set; each failed on 182b363.
describe("a team priced, then changed", () => {
  test("a member dropped and another changed in one message: only the one dropped goes", async () => {
    const [, changed] = await converse(
      "2 paralegals full time, a case manager full time, a receptionist full time and an intake specialist part time",
      "drop the receptionist and make the intake full time",
    );
    expect(changed).toContain("1 × Intake Specialist, Full Time (1 × 160 h × $12) = $1,920");
    expect(changed).toContain("$8,640 per month");
    expect(changed).not.toContain("Secretary/Receptionist");
  });

  test("the team's rates added up per hour, while all work at once", async () => {
    const [, , hourly] = await converse(
      "3 intake specialists part time",
      "one of them bilingual",
      "whats the hourly cost for all of them together",
    );
    expect(hourly).toMatch(/rates add up to \$39 an hour \(\$15 \+ \$12 \+ \$12\)/);
    expect(hourly).not.toMatch(/office opening hours/);
  });

  test("'les deux bilingues' is both members on the Multilingual rate, not two heads of the last", async () => {
    const [both] = await converse("un gestionnaire de dossiers et une secrétaire à temps plein, les deux bilingues");
    expect(both).toContain("1 × Gestionnaire de dossiers, Temps plein, Multilingue (1 × 160 h × $17) = $2,720");
    expect(both).toContain("1 × Secrétaire/Réceptionniste, Temps plein, Multilingue (1 × 160 h × $15) = $2,400");
    expect(both).toContain("$5,120");
  });

  test("only one member bilingual, and what that saves", async () => {
    const [, saved] = await converse(
      "una gestora de casos y una recepcionista, las dos tiempo completo y bilingues",
      "cuanto nos ahorramos si solo la recepcionista es bilingue?",
    );
    expect(saved).toMatch(/La diferencia es de \$480 al mes \(\$4,640 frente a \$5,120\)/);
    expect(saved).toContain("1 × Gestor de casos, Tiempo completo (1 × 160 h × $14) = $2,240");
  });
});
