import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0102. Phrasings written for these tests; each failed on e32fb74.
describe("a real word of the visitor's language is never read as another", () => {
  test("'relocation' is not 'redaction': the motion asked for is the drafting service", async () => {
    const [, motion] = await converse(
      "our client wants to move out of state w/ the kids, does she need dads consent?",
      "ok can your person at least draft the relocation motion then",
    );
    expect(motion).toMatch(/Drafting Pleadings and Motions/);
    expect(motion).not.toMatch(/Redaction/);
  });

  test("'is this thing on' tries the chat", async () => {
    const [answer] = await converse("is this thing on");
    expect(answer).toMatch(/the chat is working/);
  });
});
