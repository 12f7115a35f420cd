import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0092. Phrasings written for these tests; the first failed on 3f7746a.
describe("the trouble in a complaint about our service is not a legal matter of the visitor's", () => {
  test("a placed professional's mistakes and a manager asked for: the complaint, no referral", async () => {
    const [a] = await converse("the paralegal you sent us keeps missing deadlines. get me your boss");
    expect(a).toMatch(/sorry to hear that/);
    expect(a).not.toMatch(NOT_A_LAW_FIRM);
  });

  // (A guard: this passed on 3f7746a too.)
  test("a visitor's own trouble beside a weak complaint reading is still their matter", async () => {
    const [own] = await converse("havent paid my taxes in 3 years, will i be arrested?");
    expect(own).toMatch(NOT_A_LAW_FIRM);
  });
});
