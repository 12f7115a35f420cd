import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0127. Phrasings written for these tests, not taken from an evaluation set; each failed on 1556ca1.
describe("a team said by its groups, half of it changed, the part-timer named, a new team listed", () => {
  test("one role's heads said in groups with no head count ('one full time, one part time')", async () => {
    const [two] = await converse("intake specialist - one full time, one part time. monthly total?");
    expect(two).toContain("$2,880");
    const [groups] = await converse("paralegals: 3 full time and one part time");
    expect(groups).toContain("$7,840");
    // A number with no schedule of its own is still the heads.
    const [heads] = await converse("2 paralegals full time");
    expect(heads).toContain("$4,480");
  });

  test("'make half of them bilingual' changes half the heads; 'half time' is part time", async () => {
    const [, half, partTime] = await converse(
      "8 receptionists full time, monthly?",
      "make half of them bilingual",
      "same split but part time",
    );
    expect(half).toContain("$17,280");
    expect(partTime).toContain("$8,640");
    const [, halfTime] = await converse("4 paralegals full time", "what about half time");
    expect(halfTime).toContain("$4,480");
  });

  test("'the part-timer should be bilingual', 'la de medio tiempo': only the member on that schedule", async () => {
    const [, en] = await converse(
      "one full time case manager and one part time case manager",
      "the part-timer should be bilingual",
    );
    expect(en).toContain("$3,600");
    const [, es] = await converse(
      "necesito dos recepcionistas, una a tiempo completo y otra a medio tiempo",
      "la de medio tiempo debe hablar frances",
    );
    expect(es).toContain("$3,120");
    const [, fr] = await converse(
      "deux réceptionnistes bilingues, une à temps plein et une à temps partiel",
      "et si celle à temps partiel n'a pas besoin de parler français ?",
    );
    expect(fr).toContain("$3,360");
  });

  test("a new team listed with '+' is priced alone; words before 'plus' are the team's", async () => {
    const [, listed] = await converse(
      "price a part time case manager",
      "ok now: bilingual paralegal FT + bilingual case coordinator FT, total?",
    );
    expect(listed).toContain("$5,440");
    expect(listed).not.toMatch(/Case Manager/);
    const [, added] = await converse(
      "how much for a paralegal and a case manager",
      "ok one of each full time plus an intake specialist part time",
    );
    expect(added).toContain("$5,440");
    expect(added).toMatch(/Intake Specialist, Contract Base/);
  });

  test("a bilingual role against itself English only: the difference; 'what's the monthly' asks a price", async () => {
    const [more] = await converse("how much more a month is a bilingual legal admin than english only, full time");
    expect(more).toContain("$480");
    const [monthly] = await converse(
      "we need the phones covered 60 hrs a week. receptionist - one full time + one part time, what's the monthly",
    );
    expect(monthly).toContain("$2,880");
    expect(monthly).not.toMatch(/The schedule of each opening/);
  });
});
