import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0124. Phrasings written for these tests, not taken from an evaluation set. The first case failed on
// caad209; the second keeps the change from reaching a visitor's own matter.
describe("an attorney said in short: 'atty here', 'solo … atty', 'sole practitioner'", () => {
  test("a solo attorney with a budget is a firm pricing a team, not a member of the public", async () => {
    const [budget] = await converse(
      "solo immigration atty here, budget is 2k a month max. can i get a part time paralegal and a part time receptionist for that?",
    );
    expect(budget).not.toMatch(NOT_A_LAW_FIRM);
    expect(budget).toContain("1 × Paralegal, Contract Base (1 × 80 h × $14) = $1,120");
    const [sole] = await converse(
      "sole practitioner in family law, my assistant quit. what does a part time paralegal cost?",
    );
    expect(sole).toContain("$1,120");
  });

  test("'solo' beside one's own trouble is still one's own matter", async () => {
    const [own] = await converse("im a solo parent and my ex stopped paying child support, what can i do");
    expect(own).toMatch(NOT_A_LAW_FIRM);
  });
});
