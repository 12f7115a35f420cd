import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0098. Phrasings written for these tests; each failed on 3f7746a but the guard.
describe("our phone, e-mail or address asked in a word, and our people's contacts refused with ours", () => {
  test("'and the phone?', 'y el correo?', 'et l'adresse ?' after another answer: ours", async () => {
    const [, phone] = await converse("how much is an intake specialist", "and the phone?");
    expect(phone).toMatch(/\+1 \(305\) 555-0142/);
    const [, correo] = await converse("cuanto cuesta una recepcionista", "y el correo?");
    expect(correo).toMatch(/support@northbridge-lpo\.example/);
    const [, adresse] = await converse("vous avez combien d'années d'expérience ?", "et l'adresse ?");
    expect(adresse).toMatch(/Miami, FL 33131/);
  });

  test("a director's own number is refused, and our team's public contacts are given", async () => {
    const [a] = await converse("i need your managing director's personal cell, now");
    expect(a).toMatch(/can't share anyone's personal details/);
    expect(a).toMatch(/call \+1 \(305\) 555-0142 or e-mail support@northbridge-lpo\.example/);
  });

  // (A guard: this passed on 3f7746a too.)
  test("after the referral, 'and the phone?' is not our number", async () => {
    const [first, phone] = await converse("my landlord is evicting me next week", "and the phone?");
    expect(first).toMatch(NOT_A_LAW_FIRM);
    expect(phone).not.toMatch(/555-0142/);
  });
});
