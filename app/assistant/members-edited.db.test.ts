import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0106. Phrasings written for these tests; each failed on e32fb74.
describe("some heads of one member changed, in a team of several", () => {
  test("'make one of the case managers bilingual': one head changed, the others and the other roles kept", async () => {
    const [, changed] = await converse(
      "3 case managers full time and 1 receptionist part time, monthly?",
      "make one of the case managers bilingual",
    );
    expect(changed).toMatch(/1 × Case Manager, Full Time, Multilingual \(1 × 160 h × \$17\) = \$2,720/);
    expect(changed).toMatch(/2 × Case Manager, Full Time \(2 × 160 h × \$14\) = \$4,480/);
    expect(changed).toMatch(/together \$8,160 per month/);
  });

  test("'one of them without spanish': that head on the standard rate", async () => {
    const [, changed] = await converse(
      "2 bilingual intake specialists full time, cost?",
      "actually one of them without spanish",
    );
    expect(changed).toMatch(/together \$4,320 per month/);
  });

  test("a second role's head changed is not taken for the first role's", async () => {
    const [, changed] = await converse(
      "one bilingual case coordinator full time + 2 receptionists part time",
      "one of the receptionists has to speak french",
    );
    expect(changed).toMatch(/1 × Secretary\/Receptionist, Contract Base, Multilingual \(1 × 80 h × \$15\) = \$1,200/);
    expect(changed).toMatch(/1 × Secretary\/Receptionist, Contract Base \(1 × 80 h × \$12\) = \$960/);
  });
});

describe("put out of one's home without a court, in three languages", () => {
  test("things thrown out or the locks changed by the landlord: the visitor's own matter", async () => {
    for (const message of [
      "el casero sacó mis cosas y cambió la chapa, no tengo donde dormir",
      "my landlord threw my things out and changed the locks",
      "le proprio a jeté mes affaires dehors",
    ]) {
      const [answer] = await converse(message);
      expect(answer, message).toMatch(NOT_A_LAW_FIRM);
    }
  });
});
