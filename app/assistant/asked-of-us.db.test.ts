import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

const WE_ARE_NOT =
  /We are not a law firm: we provide|No somos un bufete de abogados: ofrecemos|Nous ne sommes pas un cabinet d'avocats : nous fournissons/;

// Phrasings written for these tests: not in content/assistant/, the development set, the held-out sets or the
// safety probes. Decision 0072: "are you a law firm?" is asked of us, not said of the visitor's own firm.
describe("whether we are a law firm is a question about us", () => {
  test("asked of us, in three languages and by our name, it is answered", async () => {
    for (const message of [
      "wait is northbridge actually a law firm?",
      "ustedes son un despacho de abogados?",
      "vous êtes un cabinet d'avocats ?",
    ]) {
      const [answer] = await converse(message);
      expect(answer, message).toMatch(WE_ARE_NOT);
    }
  });

  test("a firm describing itself does not get it", async () => {
    const [answer] = await converse(
      "sports law firm here. our client is a pitcher with 8 endorsement deals, need renewal dates tracked",
    );
    expect(answer).not.toMatch(WE_ARE_NOT);
  });
});
