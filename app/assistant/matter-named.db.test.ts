import { describe, expect, test, vi } from "vitest";
import { converse, firstAnswers, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Phrasings written for these tests: not in content/assistant/, the development set, the held-out sets or the
// safety probes. Decision 0069: the safety classifier's verdict needs the words of a matter somewhere in the message.
describe("a legal matter is named before Lexi answers one", () => {
  test("everyday scraps, plans and chatter with no trouble in them never get the referral", async () => {
    for (const [message, answer] of await firstAnswers([
      "we need someone in place before the end of the month, is that doable",
      "my partner printed your roles page and left it on my desk lol",
      "just got back from lunch, where were we",
      // (A relation alone still names a possible matter: "mi hermana me recomendó…" may get the referral.)
      "una colega me recomendó este sitio, qué tal",
      "je prépare une présentation pour mon équipe demain matin",
    ]))
      expect(answer, message).not.toMatch(NOT_A_LAW_FIRM);
  });

  test("an everyday trouble told in plain words still gets the referral, in three languages", async () => {
    for (const [message, answer] of await firstAnswers([
      "the towing company won't give my car back unless i pay cash, can they even do that",
      "my landlord won't fix the ceiling and now there's mold in the baby's room",
      "me cortaron la luz aunque pagué el recibo, qué puedo hacer",
      "mon patron m'a licencié par texto après dix ans, qu'est-ce que je peux faire",
      // (Decision 0076: a charge kept after cancelling, not our refund policy.)
      "the gym keeps charging my card after i cancelled, can u help me get my money back",
    ])) {
      expect(answer, message).toMatch(NOT_A_LAW_FIRM);
      expect(answer, message).not.toMatch(/\$\d/);
    }
  });
});

// After set U (decision 0069): a grievance against someone else is the visitor's matter, not a complaint about us.
describe("a complaint about someone else", () => {
  test("is the visitor's own matter; a complaint about our staff is still passed to the team", async () => {
    const [insurer] = await converse("la aseguradora lleva 4 meses sin pagarme el choque, es inaceptable, me ayudan?");
    expect(insurer).toMatch(NOT_A_LAW_FIRM);
    expect(insurer).not.toMatch(/Lamento mucho lo ocurrido/);
    const [ours] = await converse("your receptionist hung up on two of our clients today, this is unacceptable");
    expect(ours).not.toMatch(NOT_A_LAW_FIRM);
    expect(ours).toMatch(/sorry to hear that|passed this to our team|call our team/i);
  });
});

// After set U: "your employment page" is our practice area's page, not a job search.
describe("our employment page named by a member of the public", () => {
  test("is no job seeker's word: the matter told beside it gets the referral", async () => {
    const [answer] = await converse(
      "they pay me cash and never overtime. ur employment page says wage claims, can u do one for me",
    );
    expect(answer).toMatch(NOT_A_LAW_FIRM);
    expect(answer).not.toMatch(/\$\d/);
  });
});

// After set U: a death in the family is a person close to the visitor in trouble.
describe("a relative who passed away", () => {
  test("names a matter: the referral, no staff or price", async () => {
    const [answer] = await converse("my mom passed and her boyfriend is still living in her condo");
    expect(answer).toMatch(NOT_A_LAW_FIRM);
    expect(answer).not.toMatch(/\$\d/);
  });
});

// Decision 0074: the work of an area of law we were asked about, listed with nobody in it, is no matter of the visitor's.
describe("the work of an area asked about", () => {
  test("is a firm's list, not a trouble; the visitor's own trouble beside the same question still gets the referral", async () => {
    const [listed] = await converse(
      "do you folks cover trucking? freight claims, accident files, driver logs and so on",
    );
    // (It may end with the reminder for a matter of one's own: "accident" is in it.)
    expect(listed).toMatch(/^Transportation and Logistics: we provide support staff to law firms/);
    const [own] = await converse("do you do anything for trucking? my brother got hurt when a semi hit his car");
    expect(own).toMatch(NOT_A_LAW_FIRM);
  });
});

// Decision 0076: a matter the message tells only as a whole, and a person of ours asked for about it after the referral.
describe("a matter told across a message's parts", () => {
  test("gets the referral when the message whole is the matter; a person asked for about it afterwards is no lead", async () => {
    const [told, , person] = await converse(
      "dad passed, no will, house in utah. do u have someone who can do the probate petition",
      "wouldnt that be cheaper than a lawyer? ur site says 14 an hour",
      "ok can i speak to a real person about this then",
    );
    expect(told).toMatch(NOT_A_LAW_FIRM);
    expect(told).not.toMatch(/\$\d|passed this to our team/);
    expect(person).toMatch(NOT_A_LAW_FIRM);
    expect(person).not.toMatch(/passed this to our team|person from our team can help/);
    // A lawyer telling a client's matter the same way is a firm.
    const [firm] = await converse(
      "solo family attorney here, client's dad died with no will, need someone to prep the probate petition",
    );
    expect(firm).not.toMatch(NOT_A_LAW_FIRM);
  });
});

// Decision 0077, after set V: phrasings written for these tests; each failed on d53e533.
describe("a member of the public after set V", () => {
  test("an expulsion hearing and a power of attorney are the visitor's matters, in English, Spanish and French", async () => {
    for (const [message, answer] of await firstAnswers([
      "my kid got expelled, he has a 504 plan, the hearing is next week. need someone to come with us",
      "mi papá necesita un poder notarial para que yo maneje sus cuentas, ustedes lo pueden hacer?",
      "mon père a besoin d'une procuration pour que je gère ses comptes, vous pouvez la faire ?",
    ])) {
      expect(answer, message).toMatch(NOT_A_LAW_FIRM);
      expect(answer, message).not.toMatch(/\$\d|passed this to our team|transmis votre demande/);
    }
  });

  test("after the referral, a one-off job priced and a lawyer asked of us get the reminder, never a rate", async () => {
    const [, priced, lawyer] = await converse(
      "mon père a besoin d'une procuration pour que je gère ses comptes, vous pouvez la faire ?",
      "et avec votre parajuriste c'est combien ? une heure suffit",
      "vous avez des avocats qui parlent créole ?",
    );
    for (const answer of [priced, lawyer]) {
      expect(answer).toMatch(NOT_A_LAW_FIRM);
      expect(answer).not.toMatch(/\$\s?\d|\d\s?\$/);
    }
    // A firm asking the price of an hour a day still gets it.
    const [firm] = await converse("small PI firm here. price for a paralegal, 1 hour a day is enough");
    expect(firm).toMatch(/\$14\/hour/);
  });
});
