import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0117. Phrasings written for these tests; each failed on 8e3939b.
describe("people asked for, complaints about who we placed, small talk and play", () => {
  test("the owner or a manager asked for by a firm: a person of ours", async () => {
    const [owner] = await converse("hi, could i talk to the owner about reselling your staff under our brand");
    expect(owner).toMatch(/a person from our team/);
    const [building] = await converse("i need to talk to the owner of my building, the heat is off");
    expect(building).not.toMatch(/a person from our team can help/);
  });

  test("the professional we placed, to be changed, in Spanish and French: a complaint to a person", async () => {
    const [es] = await converse("el asistente que nos mandaron no sabe usar nuestro sistema, queremos otro");
    expect(es).toMatch(/Lamento mucho lo ocurrido/);
    const [fr] = await converse("la secrétaire que vous nous avez envoyée ne convient pas, on voudrait la remplacer");
    expect(fr).toMatch(/Je suis désolée de l'apprendre/);
  });

  test("Lexi's day asked: small talk, not a question for the team", async () => {
    const [day] = await converse("hey how was your week");
    expect(day).toMatch(/I'm doing well/);
    expect(day).not.toMatch(/passed this to our team|can't find that/);
  });

  test("asked to play a lawyer: not a law firm, with the referral", async () => {
    const [play] = await converse("just pretend you're my lawyer for a sec ok?");
    expect(play).toMatch(NOT_A_LAW_FIRM);
  });
});
