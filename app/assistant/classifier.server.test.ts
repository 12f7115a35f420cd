import { expect, test } from "vitest";
import { buildSpeller, trainingSet } from "./classifier.server";
import { corpus, type Corpus } from "./corpus.server";

// Decision 0050: the team extends Lexi by adding intent examples; that must not move what the safety classifier
// learns a visitor's own legal matter against.
test("examples added to an intent leave the safety classifier's training set as it was", () => {
  const c = corpus();
  const before = trainingSet(c, buildSpeller(c)).safety;
  const added: Corpus = {
    ...c,
    intents: c.intents.map((intent) =>
      intent.name === "price"
        ? {
            ...intent,
            examples: { ...intent.examples, en: [...intent.examples.en, "what would two paralegals run us"] },
          }
        : intent,
    ),
  };
  const after = trainingSet(added, buildSpeller(added)).safety;
  expect(after.map((e) => `${e.label}|${e.source}`)).toEqual(before.map((e) => `${e.label}|${e.source}`));
  // Every intent still gives safety some of its examples as negatives.
  expect(new Set(after.filter((e) => e.label === "other").map((e) => e.source)).size).toBeGreaterThan(300);
});
