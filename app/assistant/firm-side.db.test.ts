import { describe, expect, test, vi } from "vitest";
import { converse, firstAnswers, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

/** An English sentence in a Spanish or French answer (links' labels aside). */
const ENGLISH = /(^|[.!?]\s+)(the|we|our|your|this|that|it|yes|please)\b[^.!?]*[.!?](\s|$)/i;
const withoutLinks = (text: string) => text.replace(/\[[^\]]*\]\([^)]*\)/g, "");

// Phrasings written for these tests: not in content/assistant/, the development set, or held-out sets G and H.
// Each failed on main before the change (decision 0038).
describe("a firm describing its client's matter is a buyer; the public's own matter still is not", () => {
  test("a client's matter with the firm's work, in English, Spanish and French: what we do, never the referral", async () => {
    const [criminal] = await converse(
      "client facing a possession charge, the DA just dumped 2k pages of discovery on us. need it indexed and a first draft of the motion to dismiss",
    );
    expect(criminal).not.toMatch(NOT_A_LAW_FIRM);
    expect(criminal).toMatch(/Discovery|Criminal|Pleadings and Motions/);
    // The client's matter names its area: the area's work beside the service the question asks for.
    const [dui] = await converse(
      "client got charged with a DUI, the lab results and police reports just came in. do you have someone who can index the discovery?",
    );
    expect(dui).toMatch(/^Criminal:/);
    expect(dui).toContain("Discovery Management");
    const [spanish] = await converse(
      "la clienta tiene audiencia de asilo en marzo y hay que traducir y ordenar las declaraciones juradas de los testigos, ¿nos apoyan?",
    );
    expect(spanish).not.toMatch(NOT_A_LAW_FIRM);
    expect(withoutLinks(spanish)).not.toMatch(ENGLISH);
    const [french] = await converse(
      "Nous agissons pour une banque dans une quarantaine de dossiers de recouvrement. Il faut préparer les mises en demeure, c'est dans vos cordes ?",
    );
    expect(french).not.toMatch(NOT_A_LAW_FIRM);
    expect(withoutLinks(french)).not.toMatch(ENGLISH);
  });

  test("a client's claim is not a complaint to us; the visitor's own trouble with the same words gets the referral", async () => {
    const [claim] = await converse(
      "nuestro cliente presentó una reclamación contra la aseguradora por un incendio, necesitamos ordenar las pruebas y las facturas",
    );
    expect(claim).not.toMatch(/Lamento mucho lo ocurrido/);
    expect(claim).not.toMatch(NOT_A_LAW_FIRM);
    // The same work, a matter of the visitor's own: still the not-a-law-firm answer, in each language.
    const [defendant] = await converse(
      "i'm the defendant and need the discovery indexed and a motion drafted for my hearing",
    );
    expect(defendant).toMatch(NOT_A_LAW_FIRM);
    const [husband] = await converse(
      "a mi esposo lo acusaron de fraude y el abogado no contesta, necesitamos que alguien ordene las pruebas",
    );
    expect(husband).toMatch(NOT_A_LAW_FIRM);
    const [boss] = await converse("mon patron me doit deux mois de salaire, pouvez-vous préparer la mise en demeure ?");
    expect(boss).toMatch(NOT_A_LAW_FIRM);
    const [evicted] = await converse("we're being evicted and the landlord's lawyer sent 3 motions, can you help us");
    expect(evicted).toMatch(NOT_A_LAW_FIRM);
  });
});

describe("a rate is what a firm pays, not staff pay; a team is priced per member", () => {
  test("a published monthly price read as a salary gets no; the share of the rate is not published", async () => {
    const [salary] = await converse(
      "en la web pone 1.920 dólares al mes por una recepcionista tiempo completo, ese sería mi sueldo si me contratan?",
    );
    expect(salary).toMatch(/^No\./);
    expect(salary).toContain("$750 - $1,050");
    expect(withoutLinks(salary)).not.toMatch(ENGLISH);
    const [share] = await converse("what portion of the $15 an hour we'd pay for a legal admin ends up with her?");
    expect(share).toMatch(/doesn't publish how the hourly rate is split/);
    expect(share).toContain("$600 - $850");
    const [, kept] = await converse(
      "combien paie le poste d'accueil bilingue ? et vous facturez 15 $ de l'heure aux cabinets, c'est ça ?",
      "et vous, vous gardez quelle part ?",
    );
    expect(kept).toMatch(/ne publie pas comment le tarif horaire se répartit/);
  });

  test("a seeker who asks after another role's job is given that opening's pay, not the firm's rate", async () => {
    const [, admin] = await converse(
      "the roles page says $12 an hour for a receptionist, would that be my wage if i get in?",
      "ok and the legal admin job? what does that pay",
    );
    expect(admin).toContain("$600 - $850");
    expect(admin).not.toContain("$2,400");
  });

  test("one role's heads in groups are priced per group, and the hourly gap between its tiers is its two rates", async () => {
    const [team, gap] = await converse(
      "we'd take 4 intake specialists: one spanish speaking full time and the other three english only on contract base. monthly total?",
      "and per hour, whats the difference between the spanish one and the others",
    );
    // 160 × $15 + 3 × 80 × $12 = $2,400 + $2,880.
    expect(team).toContain("$5,280");
    expect(team).not.toContain("$9,600");
    expect(gap).toContain("$15");
    expect(gap).toContain("$12");
    expect(gap).not.toContain("$5,280");
  });

  test("payroll on top of the rate is not published; heads asked 'can you cover that' are capacity, priced", async () => {
    const [payroll] = await converse(
      "besides your hourly rate, do we owe anything for the staff's benefits or payroll taxes?",
    );
    expect(payroll).toMatch(/doesn't publish any fees besides the hourly rates/);
    const [heads] = await converse("we'll need 6 case managers for a new docket next week. can you cover that?");
    expect(heads).toMatch(/doesn't publish how many professionals/);
    expect(heads).toContain("$13,440");
  });
});

describe("chatter stays chatter, in the visitor's language", () => {
  test("homework is off-topic, not a legal matter; 'tu' with French words is French", async () => {
    const [homework] = await converse("could you do my son's algebra homework for him real quick");
    expect(homework).not.toMatch(NOT_A_LAW_FIRM);
    expect(homework).toMatch(/can't help with that one/);
    const [french] = await converse("tu sais où manger une bonne pizza a Miami ?");
    expect(french).not.toMatch(/Nuestra|oficina/);
    expect(french).toMatch(/ne pas pouvoir vous aider sur ce point/);
  });
});

// Phrasings written for these tests: not in content/assistant/, the development set, the held-out sets or the
// safety probes (decision 0048).
describe("a matter told as a story, and the same words from a firm", () => {
  test("a visitor's own trouble with no word of the law is still their matter, in three languages", async () => {
    for (const [story, answer] of await firstAnswers([
      // Read as nothing on main before the stories of `own_story` were added.
      "the dealer won't take back the truck and it's been in the shop 5 times",
      "they cut my hours after i came back from maternity leave",
      "my dad's girlfriend moved into his house after he passed and won't leave",
      "la escuela no quiere inscribir a mi hijo porque no tenemos papeles",
      "le garage garde ma voiture et me demande 2000 $ de plus que le devis",
    ])) {
      expect(answer, story).toMatch(NOT_A_LAW_FIRM);
      expect(answer, story).not.toMatch(/\$\d+ ?\/ ?hour|\$\d+ an hour|\$\d+ de l'heure|\$\d+ por hora/);
    }
  });

  test("office staff speaking for their attorney are a firm, even when the work is an eviction", async () => {
    for (const [firm, answer] of await firstAnswers([
      "la abogada necesita a alguien que llame a los clientes de desalojo para confirmar citas",
      "mon avocate voudrait une adjointe bilingue pour les dossiers d'immigration, combien ?",
      "mi jefa es abogada y quiere saber cuanto cuesta una recepcionista bilingue",
    ])) {
      expect(answer, firm).not.toMatch(NOT_A_LAW_FIRM);
    }
  });

  test("the attorney the visitor works for is not the visitor's matter; the visitor's own lawyer is", async () => {
    // Referred on main before decision 0049.
    for (const [firm, answer] of await firstAnswers([
      "mon avocate a besoin d'une assistante pour les dossiers de divorce, c'est combien ?",
      "el licenciado quiere una secretaria bilingue para las llamadas de los clientes de inmigracion",
    ])) {
      expect(answer, firm).not.toMatch(NOT_A_LAW_FIRM);
    }
    // Set Q's use log: the visitor speaking of themselves beside a lawyer is no matter of theirs when the safety
    // classifier reads a lawyer asked for, not their own matter.
    const [errand] = await converse(
      "the attorney i work for asked me how much a full time intake specialist runs per week",
    );
    expect(errand).not.toMatch(NOT_A_LAW_FIRM);
    expect(errand).toContain("$480");
    for (const [own, answer] of await firstAnswers([
      "my lawyer asked me to get my medical records, can your paralegal do that",
      "mi abogado necesita mis recibos del accidente",
      "mon avocat ne répond plus et mon audience est lundi",
    ])) {
      expect(answer, own).toMatch(NOT_A_LAW_FIRM);
    }
  });

  test("a firm that says it reps or represents a party is a buyer, in English and French (decision 0052)", async () => {
    for (const [firm, answer] of await firstAnswers([
      "we're repping a landlord in a habitability case, need the photos and repair notices organized",
      "on représente deux locataires contre leur propriétaire, il faut classer les photos",
    ])) {
      expect(answer, firm).not.toMatch(NOT_A_LAW_FIRM);
      expect(answer, firm).toMatch(/Habitab/);
    }
  });

  test("an area named by no one gets its page alone; a visitor who speaks of themselves gets the note", async () => {
    const [lemon] = await converse("do u guys do lemon law?");
    expect(lemon).toContain("(/Lemonlaw)");
    expect(lemon).not.toMatch(NOT_A_LAW_FIRM);
    const [mine] = await converse("my car is a lemon, do you do lemon law?");
    expect(mine).toMatch(NOT_A_LAW_FIRM);
  });
});

describe("a remark that asks nothing", () => {
  test("is not met with 'I'm not sure I understood', alone or beside a question", async () => {
    const [remark] = await converse("lol is ur name lexi cuz of lexisnexis");
    expect(remark).not.toMatch(/not sure I understood/);
    const [beside] = await converse("haha ok just testing this thing. how much is a receptionist?");
    expect(beside).toContain("$12");
    expect(beside).not.toMatch(/not sure I understood|didn't understand/);
  });
});

describe("praise of our people, and a refusal to pay for time missed (decision 0055)", () => {
  test("praise is thanked and passed on, never met with an apology; a role in it stays in focus", async () => {
    const [praise, price] = await converse(
      "no question really - our case manager Luis has been fantastic with the clients. please let his supervisor know",
      "we might want a second one like him part time, how much?",
    );
    expect(praise).toMatch(/lovely to hear/);
    expect(praise).not.toMatch(/sorry/i);
    expect(price).toContain("1 × Case Manager, Contract Base");
    const [spanish] = await converse("nuestra recepcionista es excelente, por favor díganle a su supervisora");
    expect(spanish).toMatch(/Qué gusto/);
    // Praise beside a fault is a complaint.
    const [mixed] = await converse("your paralegal was amazing at first but she missed two deadlines this month");
    expect(mixed).toMatch(/sorry to hear/);
  });

  test("refusing to pay for the days our professional missed goes to the team as a complaint", async () => {
    const [, missed] = await converse(
      "the intake specialist you sent us keeps not showing up",
      "and we are not paying for the days she wasn't there",
    );
    expect(missed).toMatch(/sorry to hear that/);
    expect(missed).not.toMatch(/not sure I understood/);
  });

  test("a money-back claim after a complaint goes to the team too", async () => {
    const [, credit] = await converse(
      "the receptionist you sent keeps dropping calls",
      "we need a credit for last week",
    );
    expect(credit).toMatch(/sorry to hear that/);
  });
});

describe("asking to be called back, and whether a human is there (decision 0055)", () => {
  test("is a person of ours asked for, in each language; asking whether Lexi is a person is not", async () => {
    for (const [ask, person] of [
      ["could you call me back this afternoon?", /a person from our team/],
      ["se corto la llamada, me pueden volver a llamar?", /una persona de nuestro equipo/],
      ["mi numero es 305-555-0111, que me llame alguien por favor", /una persona de nuestro equipo/],
      ["is there an actual human here", /a person from our team/],
    ] as const) {
      const [answer] = await converse(ask);
      expect(answer, ask).toMatch(person);
      expect(answer, ask).not.toMatch(NOT_A_LAW_FIRM);
    }
    const [bot] = await converse("are you a real person?");
    expect(bot).toMatch(/virtual assistant/);
    expect(bot).not.toMatch(/a person from our team can help/);
  });
});

describe("after set S (spent): a business partner, and a code applied (decision 0056)", () => {
  test("'my partner wants…' is the visitor's business partner unless the firm's; the matter gets the referral", async () => {
    for (const [own, answer] of await firstAnswers([
      "my partner wants to close the company. what happens to my E-2 visa?",
      "mon associée veut fermer la société. qu'est-ce qui arrive à mon visa E-2 ?",
    ])) {
      expect(answer, own).toMatch(NOT_A_LAW_FIRM);
      expect(answer, own).not.toMatch(/Immigra/);
    }
    const [firm] = await converse("our partner wants someone to call our clients back about their files");
    expect(firm).not.toMatch(NOT_A_LAW_FIRM);
  });

  test("a code to apply is no job application: the role is priced", async () => {
    const [code] = await converse("got a promo code from your newsletter, apply it to a part time paralegal");
    expect(code).toContain("$1,120");
    expect(code).not.toContain("/CareerDetails/");
  });
});

describe("after set S (spent): a yes needs the duty to say what is asked; no law firm's own legal work (decision 0057)", () => {
  test("a duty sharing one word of two is quoted, not a yes; one sharing the question is a yes", async () => {
    const [claims] = await converse("trademark boutique here. can your paralegals draft office actions?");
    expect(claims).not.toMatch(/^Yes/);
    expect(claims).toMatch(/our team can confirm/);
    const [calendar] = await converse("can the receptionist schedule appointments?");
    expect(calendar).toMatch(/^Yes, the Secretary\/Receptionist's published duties include: scheduling appointments/);
  });

  test("a business that says it is no law firm asking us to write its contract gets the referral; in-house counsel does not", async () => {
    const [business] = await converse("we're a bakery, not a law firm. can you draft us a lease for our second shop?");
    expect(business).toMatch(NOT_A_LAW_FIRM);
    const [inHouse] = await converse(
      "we're the in-house legal team at a hospital, not a law firm. can your paralegals draft our vendor contracts?",
    );
    expect(inHouse).not.toMatch(NOT_A_LAW_FIRM);
  });

  test("after the referral, asking to come by so someone explains it gets the reminder, not our address", async () => {
    const [, , visit] = await converse(
      "my grandfather died in ocho rios and left me a piece of land, can you help me sort out the probate?",
      "your site literally has a probate page",
      "can i stop by the kingston office in january so someone explains it",
    );
    expect(visit).toMatch(NOT_A_LAW_FIRM);
    expect(visit).not.toContain("Example Harbour Road");
  });
});

describe("two roles that fit the work asked for", () => {
  test("share one rate line when their rates are the same, never the same sentence twice", async () => {
    // (Spent set L's message: a formatting regression, not a reading.)
    const [answer] = await converse(
      "we represent a university in a students section 504 / OCR disability complaint. need records requests + a document set organized",
    );
    expect(answer).toMatch(/Case Coordinator or Case Manager fits/);
    expect(answer.match(/\$14\/hour \(\$17\/hour bilingual\)/g)).toHaveLength(1);
  });
});

describe("a legal department or counsel introducing itself by 'here'", () => {
  test("is a firm, not a member of the public, and its next question is answered", async () => {
    // (Spent set O's o014 said "corporate legal dept here"; these are fresh phrasings.)
    const [dept, next] = await converse(
      "legal dept here - we're acquiring a supplier and have about 900 contracts to review. can your staff help?",
      "how quickly could they finish",
    );
    expect(dept).not.toMatch(NOT_A_LAW_FIRM);
    expect(next).not.toMatch(NOT_A_LAW_FIRM);
    const [gc] = await converse("general counsel here. we are getting sued by a former vendor, need docs organized");
    expect(gc).not.toMatch(NOT_A_LAW_FIRM);
  });
});
