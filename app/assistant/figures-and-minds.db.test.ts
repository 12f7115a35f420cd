import { describe, expect, test, vi } from "vitest";
import { converse, leadRow, NOT_A_LAW_FIRM, newLead, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const { answerMessage, newDialogue } = await import("./pipeline.server");

withAssistant();

// Decision 0083. Phrasings written for these tests; each failed on f440ba9.
describe("after set U, spent", () => {
  test("a percentage is never a head count", async () => {
    const [fr] = await converse(
      "appliquez 25 % de remise pour le cabinet Martin: parajuriste temps plein. prix final?",
    );
    expect(fr).not.toMatch(/25 ×/);
    expect(fr).toContain("$2,240");
    // (Found by the socket test of rounds 20–21: "apply … % off" was read as applying for a job.)
    const [applied] = await converse("apply a 25% discount to 2 intake specialists full time please, new total?");
    expect(applied).toContain("$3,840");
    const [posting] = await converse("apply 10% off to one case manager part time, total?");
    expect(posting).toContain("$1,120");
    expect(posting).not.toMatch(/posting|Apply Now/);
  });

  test("a way of being reached taken back for the other is recorded as the one said last", async () => {
    const l = await newLead("");
    const state = newDialogue();
    await answerMessage("i want a human please", state, l.actions);
    const { text } = await answerMessage("by phone, 404 555 0177... actually no, email is better", state, l.actions);
    expect(text).toMatch(/by email/);
    expect((await leadRow(l.id)).contact_method).toBe("Email");
  });

  test("a firm's question of our people is no member of the public's", async () => {
    const [stand] = await converse("could the remote one cover the hearing for us if our attorney is out sick?");
    expect(stand).not.toMatch(NOT_A_LAW_FIRM);
    expect(stand).toMatch(/can't sign as a representative, appear at a hearing/);
  });
});
