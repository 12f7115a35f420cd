import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Phrasings written for these tests: not in content/assistant/, the development set or held-out sets A–M.
// Most failed on main before the change (decision 0045); the test of
// a role named as a firm failed on round 11's first merge (set M).
describe("a passage of our pages over a reading that guessed", () => {
  test("a question that says nothing of its own is searched with the statements before it", async () => {
    const [records] = await converse(
      "we're a small county attorney's office. public records requests keep piling up. is that something your people take on?",
    );
    expect(records).toContain("Public Records Requests");
    expect(records).toContain("(/Municipal)");
    expect(records).not.toMatch(/guarantee|refund/);
  });

  test("a question about work no service is named for, and the part that goes on asking", async () => {
    const [bankruptcy] = await converse(
      "consumer bankruptcy shop. can u prep means test stuff? and ch 13 payment tracking",
    );
    expect(bankruptcy).toContain("Means Test and Meeting of Creditors Preparation");
    expect(bankruptcy).toContain("Chapter 13 Plan Support and Payment Tracking");
    expect(bankruptcy).not.toMatch(/isn't one of the services we list/);
  });

  test("a visitor's own matter, a question of figures or of standing in for an attorney is never a passage", async () => {
    const [deposit] = await converse("my landlord kept my whole deposit. is that even allowed?");
    expect(deposit).toMatch(NOT_A_LAW_FIRM);
    const [hearing] = await converse("could your paralegal go to the hearing instead of our attorney?");
    expect(hearing).not.toMatch(/page lists this among the support/);
    const [calls] = await converse("do your receptionists take calls in spanish?");
    expect(calls).toContain("$15");
  });
});

describe("a job seeker's question answered by the line of the posting it is about", () => {
  test("the line, not the whole list, and the opening stays in focus", async () => {
    const [license] = await converse("do i need a us license for the case manager job?");
    expect(license).toContain("A U.S. license is not required.");
    expect(license).not.toContain("At least three years");
    const [, office] = await converse(
      "thinking about the legal admin opening",
      "i've never worked in a law office, does that matter?",
    );
    expect(office).toContain("experience in a law office is an advantage");
    expect(office).not.toMatch(/we're hiring remote legal professionals/i);
  });

  test("a firm naming a role that is also an opening's title asks about the role, not the posting", async () => {
    const [roles] = await converse("cual es la diferencia entre un case manager y un paralegal? hacemos divorcios");
    expect(roles).not.toMatch(/vacante|CareerDetails/);
    expect(roles).toContain("$14");
  });

  test("in Spanish, from the posting's Spanish", async () => {
    const [, experience] = await converse(
      "hola, me interesa la vacante de especialista en admisión bilingüe",
      "piden experiencia?",
    );
    expect(experience).toContain("Al menos un año de experiencia");
    expect(experience).not.toMatch(/\bAt least\b/);
  });
});
