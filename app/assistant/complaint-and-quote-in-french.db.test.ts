import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0109. Phrasings written for these tests; each failed on e32fb74.
describe("a complaint about our staff in French, a quote asked with the team said beside it", () => {
  test("'votre secrétaire juridique ne répond plus': a complaint to the team, not the referral", async () => {
    const [answer] = await converse(
      "je veux deposer une plainte, votre receptionniste juridique ne repond plus au telephone depuis mardi",
    );
    expect(answer).toMatch(/désolée de l'apprendre/);
    expect(answer).not.toMatch(NOT_A_LAW_FIRM);
  });

  test("a person asked for a quote, with the team in the next sentence: that team priced, not every rate", async () => {
    const [answer] = await converse(
      "quelqu'un peut me rappeler pour un devis ? 3 secrétaires bilingues espagnol temps plein",
    );
    expect(answer).toMatch(/3 × Secrétaire\/Réceptionniste, Temps plein, Multilingue \(3 × 160 h × \$15\) = \$7,200/);
    expect(answer).not.toMatch(/Coordinateur de dossiers \$14/);
  });
});
