import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant, withLead } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0129. Phrasings written for these tests, not taken from an evaluation set; each failed on 7a3b177.
describe("a placed professional moved to another schedule, a person asked beside a price, a deletion, a time", () => {
  test("'move him up to full time … who should we talk to': the new price, and the team; a typo of email recorded", async () => {
    const { answers, row } = await withLead(
      "",
      "we've got a contract base case coordinator from you, we'd like to move him up to full time in march. who should we talk to, and what would it cost?",
      "emal works",
    );
    expect(answers[0]).toContain("$2,240");
    expect(answers[0]).toMatch(/I've passed this to our team/);
    expect(row.handoff_kind).toBe("person");
    expect(row.contact_method).toBe("Email");
    const [es] = await converse("queremos pasar a nuestra paralegal de medio tiempo a tiempo completo, cuanto seria?");
    expect(es).toContain("$2,240");
  });

  test("what one of ours told a firm's client, reported as a complaint: the team, never the not-a-law-firm answer", async () => {
    const { answers, row } = await withLead(
      "",
      "your receptionist told our client on the phone she would definitely win her case. that's legal advice, not ok",
    );
    expect(answers[0]).not.toMatch(NOT_A_LAW_FIRM);
    expect(row.handoff_kind).toBe("complaint");
  });

  test("a way chosen with a time beside it ('alright phone then. after 5:30pm'): the way recorded", async () => {
    const { answers, row } = await withLead(
      "305-555-0166",
      "your paralegal keeps missing our internal deadlines, this is a problem",
      "my cell is 305-555-0166",
      "alright phone then. after 5:30pm",
    );
    expect(row.contact_method).toBe("Phone");
    expect(answers[2]).toMatch(/by phone/);
  });

  test("a request to delete the visitor's data goes to the team; 'use the email i typed' chooses e-mail", async () => {
    const { answers, row } = await withLead("", "erase all my info please", "use the email i typed earlier");
    expect(answers[0]).toMatch(/I've passed this to our team/);
    expect(row.handoff_kind).toBe("person");
    expect(row.contact_method).toBe("Email");
  });
});
