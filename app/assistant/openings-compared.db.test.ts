import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0093. Phrasings written for these tests; the comparisons failed on 3f7746a.
describe("two openings' pay set against each other", () => {
  test("which of two openings pays more: both ranges, then the one higher at both ends and by how much", async () => {
    const [en] = await converse("legal admin assistant job or the intake specialist one, which pays better?");
    expect(en).toMatch(/\$700 - \$1,000/);
    expect(en).toMatch(/\$600 - \$850/);
    expect(en).toMatch(
      /Bilingual Legal Intake Specialist \(English\/Spanish\) posting pays more: \$100 more at the bottom of its range and \$150 more at the top/,
    );
    const [fr] = await converse("entre le poste de case manager et celui de paralegal PI, lequel paie le plus ?");
    expect(fr).toMatch(
      /L'offre Case Manager paie davantage : \$50 de plus au bas de sa fourchette et \$100 de plus en haut/,
    );
  });

  // (A guard: this passed on 3f7746a too.)
  test("two openings' pay asked without a comparison: the ranges alone", async () => {
    const [a] = await converse("what does the case manager job pay, and the PI paralegal job?");
    expect(a).toMatch(/\$950 - \$1,400/);
    expect(a).not.toMatch(/pays more/);
  });
});
