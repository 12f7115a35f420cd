import { describe, expect, test } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0171. Phrasings written for these tests; each failed on edf8152 but for the two guards.
describe("after the referral: our page spoken of, an opinion asked, our staff priced for one's own matter", () => {
  test("'but your website has an employment law section' is our support for firms, not a service for individuals", async () => {
    const [, page] = await converse(
      "my employer hasn't paid my last 3 paychecks, can you help me get my money",
      "but your website has an employment law section, so you do this",
    );
    expect(page).toMatch(/that page describes the support we give law firms/);
    expect(page).toMatch(/lawyer referral service/);
  });

  test("in French, 'sur votre site il y a une page sur le logement' gets the same, in French", async () => {
    const [, page] = await converse(
      "mon propriétaire veut m'expulser de mon appartement, vous pouvez m'aider ?",
      "pourtant sur votre site il y a une page sur le logement",
    );
    expect(page).toMatch(/cette page décrit l'appui que nous apportons aux cabinets/);
  });

  test("'is that true?' about one's own matter: no opinion, only an attorney can say", async () => {
    const [, opinion] = await converse(
      "my landlord kept my whole deposit for normal wear and tear",
      "he says i signed it away in the lease, is that true?",
    );
    expect(opinion).toMatch(/I can't answer that for you/);
    expect(opinion).not.toMatch(/\byes\b|\bno\b/i);
  });

  test("our paralegal priced 'to go over my lease with me' after the referral: they work only for law firms", async () => {
    const [, price] = await converse(
      "my landlord won't give back my security deposit, can you help me?",
      "what would a paralegal of yours cost to go over my lease with me",
    );
    expect(price).toMatch(/our paralegals work only for law firms/);
    expect(price).not.toMatch(/\$\d/);
  });

  test("'c'est juste une page' is no opinion asked", async () => {
    const [, draft] = await converse(
      "mon propriétaire refuse de rendre ma caution",
      "même pas relire ma lettre ? c'est juste une page",
    );
    expect(draft).toMatch(NOT_A_LAW_FIRM);
    expect(draft).not.toMatch(/Je ne peux pas vous le dire/);
  });
});

describe("the week of one of two roles tied for cheapest", () => {
  test("'cheapest role and its weekly cost part time' is one person's week, $240", async () => {
    const [answer] = await converse("which role is the least expensive, and what's that per week at part time?");
    expect(answer).toMatch(/That is \$240 a week \(20 hours a week\)/);
    expect(answer).not.toContain("$480 a week");
  });
});

// Addendum to 0171, after set AS: each failed on 36067d6.
describe("a bilingual price beside the pay", () => {
  test("a bilingual price after both sides is not set beside an English-only opening's pay", async () => {
    const [, bilingual] = await converse(
      "if we take a case manager full time, what do we pay and what does the case manager earn?",
      "and if we want a bilingual one?",
    );
    expect(bilingual).toContain("$17");
    expect(bilingual).not.toMatch(/\$950 - \$1,400/);
  });
});
