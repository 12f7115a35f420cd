import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0107. Phrasings written for these tests; each failed on e32fb74.
describe("'nice to meet you' only for an introduction; an in-house legal department is a buyer", () => {
  test("a demand is no introduction", async () => {
    const [answer] = await converse("just the first names then");
    expect(answer).not.toMatch(/Nice to meet you/);
  });

  test("a solo attorney going on leave is priced, not referred", async () => {
    const [answer] = await converse(
      "solo family law atty here, going on leave for 10 weeks starting march. want a full time case manager to keep my files moving while im out. what does 10 weeks cost",
    );
    expect(answer).toMatch(/\$2,240/);
    expect(answer).not.toMatch(NOT_A_LAW_FIRM);
  });

  test("'we're an in house legal dept' speaks as a buyer", async () => {
    const [answer] = await converse(
      "we're an in house legal team at a hospital, not a law firm. do you even work with us?",
    );
    expect(answer).not.toMatch(/legal matter of your own, or support for a law firm/);
    expect(answer).not.toMatch(NOT_A_LAW_FIRM);
  });
});
