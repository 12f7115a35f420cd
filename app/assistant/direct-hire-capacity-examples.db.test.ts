import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0150. Phrasings of spent set AG/AH conversations; each failed on 01ed24f.
describe("a firm's terms asked in its own words, after talk of pay or prices", () => {
  test("'could we just hire her directly at 1400' after a posting's pay: direct hiring terms are not published", async () => {
    const [, direct] = await converse(
      "we'd pay $14/h for a case manager but your case manager job ad says 950-1400 a month. so the worker gets like half??",
      "could we just hire her directly at 1400 then and skip you",
    );
    expect(direct).toMatch(/doesn't publish terms for hiring a professional directly/);
    expect(direct).not.toMatch(/we're hiring/i);
  });

  test("fifteen paralegals by Monday is our capacity (not published); an example before signing is our sample work", async () => {
    const [, capacity] = await converse("how much is a paralegal", "could you place 15 paralegals by next monday?");
    expect(capacity).toMatch(/doesn't publish how many professionals it has or can place at once/);
    const [, example] = await converse("what does a case manager do", "can i see an example before i sign anything");
    expect(example).toMatch(/\[Sample work\]\(\/sample-work\)/);
    // A price asked with the date keeps the price.
    const [priced] = await converse("i need 3 paralegals by friday for a trial, price?");
    expect(priced).toContain("$");
  });
});
