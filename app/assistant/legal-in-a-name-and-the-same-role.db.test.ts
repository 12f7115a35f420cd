import { describe, expect, test } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";

withAssistant();

describe("'legal' in a role's name, and a role named again with 'the'", () => {
  test("a team corrected with 'i meant legal admin …' is priced again, not read as the visitor's legal matter", async () => {
    const [, corrected, quarter] = await converse(
      "price for legal admin part time + case manager full time? also do u charge a setup/placement fee",
      "sorry typo, i meant legal admin FULL time and case mgr PART time",
      "ok and for a quarter (3 months)?",
    );
    expect(corrected).not.toMatch(NOT_A_LAW_FIRM);
    expect(corrected).toContain("$3,520");
    expect(quarter).not.toMatch(NOT_A_LAW_FIRM);
    expect(quarter).toContain("$10,560");
    const [alone] = await converse("i meant legal admin full time");
    expect(alone).not.toMatch(NOT_A_LAW_FIRM);
    expect(alone).toContain("$2,400");
  });

  test("the law named beside a role's name still gets the referral", async () => {
    for (const message of ["i need legal advice about my divorce", "is it legal for my boss to not pay me overtime"]) {
      const [answer] = await converse(message);
      expect(answer, message).toMatch(NOT_A_LAW_FIRM);
    }
  });

  test("'the case manager' said again is the one already named; two of a role with their own schedules stay two", async () => {
    const [once] = await converse(
      "if i hire ur full time case manager at $2240/mo does the case manager get all of that?",
    );
    expect(once).not.toContain("$4,480");
    expect(once).toContain("$2,240");
    const [two] = await converse("the paralegal full time and the paralegal part time, how much");
    expect(two).toContain("$3,360");
  });
});
