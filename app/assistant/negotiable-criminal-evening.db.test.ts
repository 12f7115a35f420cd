import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0156. Phrasings of set AI conversations (run once and graded at 1fb6b1b); each failed on b922abc.
describe("a salary asked with 'is it negotiable', an arrest's referral, an evening's goodbye", () => {
  test("'whats the salary on the case manager role and is it negotiable': the range, and that it isn't published", async () => {
    const [answer] = await converse(
      "senior case manager here, 6 yrs lit. whats the salary on the case manager role and is it negotiable",
    );
    expect(answer).toContain("$950 - $1,400");
    expect(answer).toMatch(/whether it is negotiable isn't published/);
  });

  test("an arrest: a criminal defense attorney or a public defender too; an immigration detention: not", async () => {
    const [arrest] = await converse("my son got arrested last night for DUI what do we do?? does he need a lawyer");
    expect(arrest).toMatch(/state bar association's lawyer referral service/);
    expect(arrest).toMatch(/criminal defense attorney can help.*public defender/);
    const [detained] = await converse(
      "mi esposo esta detenido por inmigracion, necesito abogado urgente ustedes tienen?",
    );
    expect(detained).not.toMatch(/defensor público/);
  });

  test("'merci beaucoup, bonne soirée': a goodbye for the evening", async () => {
    const [bye] = await converse("merci beaucoup, bonne soiree");
    expect(bye).toMatch(/bonne soirée/);
    const [day] = await converse("thanks bye");
    expect(day).toMatch(/have a good day/);
  });
});
