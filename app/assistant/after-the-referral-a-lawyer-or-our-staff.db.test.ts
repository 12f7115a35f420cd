import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0158. Phrasings of set AI conversations (run once and graded at 1fb6b1b); each failed on 49b0184.
describe("after the referral: a lawyer to recommend, one of our paralegals to hire", () => {
  test("'ok do u know a good employment lawyer in columbus': none recommended, the bar's referral service", async () => {
    const [, lawyer] = await converse(
      "got fired 2 days after telling my boss im pregnant, is that even legal??",
      "ok do u know a good employment lawyer in columbus",
    );
    expect(lawyer).toMatch(/can't recommend a particular lawyer/);
    expect(lawyer).toMatch(/bar association's lawyer referral service/);
    const [, ours] = await converse(
      "mi casero no me devuelve el deposito",
      "ustedes tienen abogados que hablen español?",
    );
    expect(ours).toMatch(/No somos un bufete de abogados/);
  });

  test("'can i just hire one of ur paralegals': no, they work only for law firms", async () => {
    const [, hire] = await converse(
      "my son got arrested last night for DUI what do we do??",
      "can i just hire one of ur paralegals, its gotta be cheaper than a lawyer",
    );
    expect(hire).toMatch(/^No: our paralegals work only for law firms/);
    expect(hire).not.toMatch(/\$\d/);
  });
});
