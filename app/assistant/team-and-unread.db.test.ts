import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

const MENU = /not sure I understood|No estoy segura de haber entendido|pas sûre d'avoir compris/;
const HIRING = /we're hiring|buscamos profesionales|nous recrutons/i;

// Phrasings written for these tests: not in content/assistant/, the development set, or held-out sets A–I.
// Each failed on main before the change (decision 0040).
describe("the team priced stays in focus until the visitor changes it", () => {
  test("a member taken out of the team: the rest re-priced, in English and Spanish", async () => {
    const [, weekly] = await converse(
      "a legal admin full time plus an intake specialist part time, monthly",
      "remove the intake specialist, what's the weekly total now",
    );
    expect(weekly).toContain("$600 a week");
    expect(weekly).not.toContain("Intake Specialist");
    const [, spanish] = await converse(
      "dos paralegales tiempo completo y una recepcionista medio tiempo, cuanto al mes",
      "sin la recepcionista?",
    );
    expect(spanish).toContain("$4,480");
    expect(spanish).not.toContain("Recepcionista");
  });

  test("one group's language among a role's heads: that group bilingual, the rest on the standard rate", async () => {
    const [team] = await converse("3 case coordinators full time, two of them speaking spanish. per month?");
    expect(team).toContain("$5,440");
    expect(team).toContain("$2,240");
    expect(team).toContain("$7,680");
  });

  test("a period asked in many words, a head count alone, and the year kept when the team changes", async () => {
    const [, year] = await converse(
      "2 receptionists full time and one intake specialist part time, monthly?",
      "and what would that come to over the whole year then",
    );
    expect(year).toContain("$57,600");
    const [, annual, three] = await converse(
      "combien pour un parajuriste bilingue à temps plein par mois ?",
      "et sur un an ?",
      "finalement il nous en faut trois",
    );
    expect(annual).toContain("$32,640");
    expect(three).toContain("$8,160");
    expect(three).toContain("$97,920");
  });

  test("a member named by a role that an opening shares is still corrected in the team", async () => {
    const [, bilingual] = await converse(
      "need a case manager full time + a receptionist part time. total per month?",
      "actually make the case manager bilingual (spanish)",
    );
    expect(bilingual).toContain("$2,720");
    expect(bilingual).toContain("$3,680");
  });
});

describe("a question Lexi cannot place is answered honestly, not with a menu or a false yes", () => {
  test("a question put to us that nothing published answers: 'I can't find that' and the team", async () => {
    const [english] = await converse("can they apostille documents as well?");
    expect(english).toMatch(/can't find that in what our site publishes/);
    expect(english).toMatch(/passed this to our team|call our team/);
    expect(english).not.toMatch(MENU);
    const [spanish] = await converse("¿ustedes tramitan apostillas?");
    expect(spanish).toMatch(/^No encuentro eso/);
    expect(spanish).not.toMatch(MENU);
  });

  test("'so that's a no?' after a topic we don't publish is neither yes nor no, and no goodbye", async () => {
    const [, no] = await converse("is there a trial period before we commit?", "so that's a no then?");
    expect(no).toMatch(/can't say yes or no/);
    expect(no).not.toMatch(/Goodbye/);
  });

  test("the openings only to words about jobs: 'employment law' and 'con quién hablo' are no seeker's", async () => {
    const [first, second] = await converse(
      "i saw u do employment law. my boss fired me after i complained about unpaid overtime, can u take my case",
      "can u at least tell me if its worth fighting",
    );
    expect(first).toMatch(NOT_A_LAW_FIRM);
    expect(second).not.toMatch(HIRING);
    const [press] = await converse("hago un podcast jurídico y quisiera entrevistar a la dirección, ¿con quién hablo?");
    expect(press).not.toMatch(HIRING);
  });

  test("a non-compete at the visitor's former firm is their own matter", async () => {
    const [own] = await converse("I signed a non-compete at my old firm, can they enforce it in georgia");
    expect(own).toMatch(NOT_A_LAW_FIRM);
  });
});

describe("an unpublished topic that what is published answers offers no team", () => {
  test("an office elsewhere: the two we have, no hand-off; a visit: the addresses beside 'not published'", async () => {
    const [elsewhere] = await converse("any chance you have a branch in seattle?");
    expect(elsewhere).toMatch(/Kingston/);
    expect(elsewhere).not.toMatch(/passed this to our team|#contact-options/);
    const [visit] = await converse("¿podemos pasar a conocer su oficina de Miami antes de firmar?");
    expect(visit).toContain("1200 Example Bay Boulevard");
  });

  test("the success rate: what it is and is not, and no hand-off", async () => {
    const [rate] = await converse("does that 100% success rate mean your clients never lose in court?");
    expect(rate).toMatch(/not the outcome of any case/);
    expect(rate).not.toMatch(/#contact-options/);
  });
});

describe("a person of ours asked for is the team, not a lawyer's referral", () => {
  test("'is there a person I can talk to about…', '¿con quién puedo hablar…?': the team; a lawyer asked for is not", async () => {
    const [english] = await converse("is there a person I can talk to about pricing for 5 people");
    expect(english).not.toMatch(NOT_A_LAW_FIRM);
    expect(english).toMatch(/#contact-options|call our team/);
    const [spanish] = await converse("¿con quién puedo hablar sobre un acuerdo especial?");
    expect(spanish).not.toMatch(NOT_A_LAW_FIRM);
    expect(spanish).toMatch(/nuestro equipo/);
    const [lawyer] = await converse("I need to talk to a lawyer about my eviction");
    expect(lawyer).toMatch(NOT_A_LAW_FIRM);
  });
});
