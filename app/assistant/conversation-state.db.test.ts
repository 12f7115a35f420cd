import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

const ENGLISH_SENTENCE = /\b(the|is|what|your|hour|month)\b/i;

// Phrasings written for these tests: not in content/assistant/, the development set, or the held-out sets.
// Each failed on main before the change (decision 0031).
describe("Lexi keeps who is asking and what the conversation is about", () => {
  test("a firm's hourly rate quoted as a wage, or an opening's pay quoted as a price: both facts, and no", async () => {
    const [seeker] = await converse("the roles page lists the legal admin at $15 an hour - would I be paid that?");
    expect(seeker).toMatch(/^No\./);
    expect(seeker).toMatch(/not the professional's pay/);
    expect(seeker).toContain("$600 - $850");
    expect(seeker).not.toMatch(NOT_A_LAW_FIRM);
    const [firm] = await converse(
      "en la vacante de Case Manager dice 950 a 1400 al mes, eso es lo que pagariamos nosotros?",
    );
    expect(firm).toMatch(/^No\. \$14 por hora/);
    expect(firm).toContain("$2,240");
    expect(firm).toContain("$950 - $1,400");
    expect(firm.replace(/\[[^\]]*\]\([^)]*\)/g, "")).not.toMatch(ENGLISH_SENTENCE);
  });

  test("a job seeker's follow-ups are about the opening in focus, found by language or schedule", async () => {
    const [french, salary] = await converse("got any openings for french speakers?", "and the salary?");
    expect(french).toContain("Bilingual Legal Secretary (English/French)");
    expect(salary).toContain("$750 - $1,050");
    expect(salary).not.toContain("$15");
    const [partTime, pay] = await converse("which openings are part-time?", "how much does that one pay");
    expect(partTime).toContain("Legal Administrative Assistant");
    expect(partTime).not.toContain("Case Manager");
    expect(pay).toContain("$600 - $850");
  });

  test("totals are computed over the team: hours are not heads, corrections and languages re-price it", async () => {
    const [hours, fullTime] = await converse("rough monthly for 20 hrs/week of legal admin?", "and 40 hrs?");
    expect(hours).toContain("$1,200");
    expect(hours).not.toMatch(/20 ×/);
    expect(fullTime).toContain("$2,400");
    const [team] = await converse("two bilingual intake specialists full time. total per month?");
    expect(team).toContain("$4,800");
    const [, three] = await converse("what would 4 paralegals full time cost", "actually just 3 then");
    expect(three).toContain("$6,720");
    const [, bilingual] = await converse("cuánto sale una recepcionista medio tiempo", "y si habla inglés y francés?");
    expect(bilingual).toContain("$1,200 al mes");
    expect(bilingual).toContain("Multilingüe");
  });

  test("a firm describing its clients' matters is a buyer: the work it names, never the attorney referral", async () => {
    const [wills] = await converse(
      "we do wills and trusts for retirees, mountains of asset inventories. could your team put those together?",
    );
    expect(wills).toMatch(/Estate Planning/);
    expect(wills).not.toMatch(NOT_A_LAW_FIRM);
    const [asylum] = await converse(
      "Notre cabinet fait de l'immigration, beaucoup de dossiers d'asile à monter. vos équipes peuvent s'en charger ?",
    );
    expect(asylum).toMatch(/immigration/i);
    expect(asylum).not.toMatch(NOT_A_LAW_FIRM);
    expect(asylum).not.toMatch(/bureaux se trouvent/);
  });

  test("a complaint that nobody got back is the team's, not a legal matter; a lawyer asked for is declined", async () => {
    const [complaint] = await converse("we sent your contact form a week ago and no one contacted us. not impressed");
    expect(complaint).toMatch(/sorry to hear that/i);
    expect(complaint).not.toMatch(NOT_A_LAW_FIRM);
    const [lawyer] = await converse("could you recommend a decent divorce attorney near Tampa?");
    expect(lawyer).toMatch(NOT_A_LAW_FIRM);
    expect(lawyer).not.toMatch(/^Yes/);
  });
});

// Round 4 (decision 0032): phrasings written for these tests, each failing on main before.
describe("Lexi follows a job seeker's opening, a firm's work and the figure it quoted", () => {
  test("the opening of the role a seeker names answers their follow-ups, requirements and schedule in es/fr too", async () => {
    const [, pay, license] = await converse("saw ur hiring, i'm a case manager", "pay?", "is a us license needed");
    expect(pay).toContain("$950 - $1,400");
    expect(license).toContain("A U.S. license is not required.");
    const [, requisitos] = await converse(
      "hola, me interesa la vacante de secretaria bilingue frances",
      "y que requisitos tiene?",
    );
    expect(requisitos).toContain("Dominio profesional total del inglés y del francés");
    expect(requisitos.replace(/\[[^\]]*\]\([^)]*\)/g, "")).not.toMatch(ENGLISH_SENTENCE);
    const [, horaires] = await converse("je voudrais postuler comme gestionnaire de dossiers", "quels horaires ?");
    expect(horaires).toMatch(/Du lundi au vendredi, 40 heures par semaine/);
  });

  test("a firm asking whether we do the work it names gets that work, not a general answer", async () => {
    const [depositions] = await converse(
      "un de nos clients est en litige sur un bail commercial, pouvez-vous nous préparer les résumés de dépositions ?",
    );
    expect(depositions).toMatch(/^Synthèses de dépositions/);
    const [foreclosure] = await converse("we're a foreclosure defense shop, lots of paperwork. could you support us?");
    expect(foreclosure).toMatch(/closest we support is Real Estate/);
    expect(foreclosure).not.toMatch(NOT_A_LAW_FIRM);
  });

  test("a rate read as a wage in Spanish; a weekly figure asked about per month; a French year stays French", async () => {
    const [wage] = await converse(
      "si cobran 15 dolares la hora por la asistente administrativa, eso es lo que gana ella?",
    );
    expect(wage).toMatch(/^No\. \$15 por hora/);
    expect(wage).toContain("$600 - $850");
    const [weekly, monthly] = await converse("full-time legal admin, what's that weekly", "is that monthly?");
    expect(weekly).toContain("$600 a week");
    expect(monthly).toMatch(/^No, that figure is per week\./);
    expect(monthly).toContain("$2,400 per month");
    const [, yearly] = await converse("combien pour 2 réceptionnistes à temps plein par mois", "et par an ?");
    expect(yearly).toContain("Sur 12 mois, cela fait $46,080");
  });

  test("a French complaint goes to the team, a court complaint does not; a refund gets the published replacement", async () => {
    const [complaint] = await converse("votre réceptionniste a raccroché au nez de deux clients, c'est inadmissible");
    expect(complaint).toMatch(/désolée/);
    expect(complaint).not.toMatch(/pas basés aux États-Unis/);
    const [refund] = await converse("if it doesnt work out do we get reimbursed?");
    expect(refund).toMatch(/doesn't publish any guarantee or refund policy/);
    expect(refund).toMatch(/replacement/);
    // A complaint to be drafted for a court is the visitor's own matter, not a complaint about us.
    const [proSe] = await converse(
      "my brother and I are suing our contractor ourselves, could your people draft the complaint?",
    );
    expect(proSe).toMatch(NOT_A_LAW_FIRM);
    expect(proSe).not.toMatch(/sorry to hear that/i);
  });
});

// Written for this test, each seen answered "Yes, we offer…" / "Oui, nous proposons…" on main before the change.
describe("a visitor told we're not a law firm is not offered our work afterwards", () => {
  const FOR_FIRMS_ONLY =
    /work (only )?for law firms|trabaja(n solo)? para bufetes|travaille(nt uniquement)? pour des cabinets|not a law firm|no somos un bufete|pas un cabinet/i;
  const YES = /^(yes|sure|of course|s[ií]|claro|oui|bien s[uû]r)\b/i;

  /** After the visitor spoke of `matter`, `ask` gets the reminder and no rate. */
  async function expectReminderWithoutRate(matter: string, ask: string) {
    const [, answer] = await converse(matter, ask);
    expect(answer).toMatch(FOR_FIRMS_ONLY);
    expect(answer).not.toMatch(/\$\d/);
  }

  test("asking for a service after speaking of their own matter: no yes, the reminder first, in en/es/fr", async () => {
    const [, french] = await converse(
      "mon patron ne me paie plus depuis deux mois",
      "est-ce que vous rédigez des lettres de mise en demeure ?",
    );
    expect(french).not.toMatch(YES);
    expect(french).toMatch(/^Comme je vous l'ai dit, notre personnel travaille pour des cabinets d'avocats/);
    const [, english] = await converse(
      "the hospital sent my dad's bill to collections and they keep calling him",
      "do you do demand letters?",
    );
    expect(english).not.toMatch(YES);
    expect(english).toMatch(FOR_FIRMS_ONLY);
    const [, spanish] = await converse(
      "me quieren desalojar de mi apartamento y no se que hacer",
      "¿ofrecen preparación de cartas de demanda?",
    );
    expect(spanish).not.toMatch(YES);
    expect(spanish).toMatch(FOR_FIRMS_ONLY);
  });

  test("asking whether our staff could do the work for the relative they spoke of: the reminder, no role or rate", async () => {
    await expectReminderWithoutRate(
      "my mom got a letter from immigration court, what papers does she need to bring? can you help",
      "but your paralegals know immigration, couldn't they fill out her forms?",
    );
    await expectReminderWithoutRate(
      "a mi tía la quieren desalojar, que puede hacer? ustedes ayudan?",
      "pero ustedes tienen asistentes legales, no pueden prepararle los papeles?",
    );
    const [, french] = await converse(
      "mon frère a reçu une amende et il veut la contester, vous pouvez aider ?",
      "vos assistants juridiques ne pourraient pas lui remplir les formulaires ?",
    );
    // Read today as a question about our hours: no offer and no rate, at least.
    expect(french).not.toMatch(YES);
    expect(french).not.toMatch(/\$\d/);
  });

  test("asking what our staff would charge them for their own letter: the reminder, whatever the price was read as", async () => {
    // A role named with a price reads as a firm hiring; from this visitor it is them hiring for themselves.
    await expectReminderWithoutRate(
      "my boss won't pay me my overtime, what do I do",
      "ok how much for your paralegal to write my letter then",
    );
    // Read by the classifier as a question of our margin.
    await expectReminderWithoutRate(
      "mi jefe no me quiere pagar las horas extras, que hago",
      "cuanto cobran ustedes por hacerme la carta?",
    );
  });

  test("the visitor's own work spoken of as their situation is not a job search: their matter gets the referral", async () => {
    // "en el trabajo" read as a job seeker's word: our openings to a tenant whose furniture was put out.
    const [tenant] = await converse("el casero tiró mis muebles a la calle mientras yo estaba en el trabajo");
    expect(tenant).toMatch(FOR_FIRMS_ONLY);
    expect(tenant).not.toMatch(/vacantes|\$\d/i);
    const [seeker] = await converse("busco trabajo como paralegal bilingüe, tienen algo?");
    expect(seeker).not.toMatch(FOR_FIRMS_ONLY);
  });

  test("a firm asking the same, with no matter of its own said before, is answered yes", async () => {
    const [firm] = await converse("do you do demand letters?");
    expect(firm).toMatch(/^Yes, we offer Demand Letter Preparation/);
    expect(firm).not.toMatch(FOR_FIRMS_ONLY);
  });
});

// Written for these tests (decision 0034), each answered wrongly on main before the change: the rate given as a
// wage, "$15" read as months or hours, a weekend question answered "Yes, we offer…", a refund read as a complaint,
// prices quoted to a parent whose son was arrested, "appels"/"intake calls" read as a practice area or a person.
describe("Lexi tells a firm's price from a job's pay, money from heads, and promises from facts", () => {
  const HOURLY_AS_PAY = /\$1[2-8](?![\d,])(?![^.]*(firm|bufete|cabinet))/;

  test("a job's pay is the opening's; a firm asking what staff are paid gets both figures, each named", async () => {
    const [seeker] = await converse("how much do ur case managers get paid");
    expect(seeker).toContain("$950 - $1,400");
    expect(seeker).not.toMatch(HOURLY_AS_PAY);
    const [firm] = await converse("we're a small family law office - what do your receptionists take home?");
    expect(firm).toMatch(/^\$12 an hour is what a law firm pays us/);
    expect(firm).toContain("$750 - $1,050");
    const [hourly] = await converse("what does the intake job pay an hour?");
    expect(hourly).toMatch(/by the month, not by the hour/);
    expect(hourly).toContain("$700 - $1,000");
    const [french] = await converse("combien vous payez vos assistants ?");
    expect(french).toMatch(/ce que les cabinets nous paient .* pas la rémunération des professionnels/);
  });

  test("a sum of money is a price, not a head count or hours; hours no plan has are computed, not ignored", async () => {
    const [dollars] = await converse("is a legal admin really 15$ an hour?");
    expect(dollars).toMatch(/Legal Admin costs \$15\/hour/);
    expect(dollars).not.toMatch(/12 months|15 ×/);
    const [dolares] = await converse("vi que cobran 14 dólares la hora por un paralegal, es así?");
    expect(dolares).toMatch(/cuesta \$14 por hora/);
    const [custom] = await converse("what would a case coordinator cost for 25 hours a week");
    expect(custom).toMatch(/Contract Base is 80 hours a month .* Full Time is 160 hours a month/);
    expect(custom).toContain("$350 a week, $1,400 a month");
    const [, two] = await converse(
      "trois coordinateurs de dossiers à temps plein, combien par mois ?",
      "mettez plutôt 2 personnes",
    );
    expect(two).toContain("2 × Coordinateur de dossiers, Temps plein (2 × 160 h × $14) = $4,480");
  });

  test("weekend cover and refunds are not published: never yes, never a complaint", async () => {
    const [sundays] = await converse("do ur paralegals work on sundays?");
    expect(sundays).toMatch(/doesn't publish round-the-clock, night, overtime, weekend/);
    expect(sundays).not.toMatch(/^Yes/);
    const [refund] = await converse("any refund if we stop after a month?");
    expect(refund).toMatch(/doesn't publish any guarantee or refund policy/);
    expect(refund).not.toMatch(/sorry to hear/i);
  });

  test("a member of the public asking what our staff would cost to help them: no price, the attorney first", async () => {
    const [son] = await converse("my son got arrested, how much would one of your paralegals cost to help him?");
    expect(son).toMatch(NOT_A_LAW_FIRM);
    expect(son).not.toMatch(/\$\d/);
    const [, letter] = await converse("i was fired last week", "could your case manager check my termination letter?");
    expect(letter).toMatch(/^We're not a law firm, as I mentioned/);
    expect(letter).not.toMatch(/Case Manager:|\$\d/);
  });

  test("an injury on a construction project, the conditions to apply, intake calls: what was asked", async () => {
    const [injury] = await converse(
      "our client was injured on a construction project, can your team support the case?",
    );
    expect(injury).toMatch(/^Personal Injury/);
    const [conditions] = await converse("c'est quoi les conditions pour postuler à l'offre de secrétaire ?");
    expect(conditions).toMatch(/demande : .*anglais/);
    const [intake] = await converse("can your people help us with intake calls?");
    expect(intake).toMatch(/Client Intake Management/);
    expect(intake).not.toMatch(/passed this to our team/);
  });

  test("a role's rate asked plainly is its price; a fault of our staff is a complaint, never the visitor's matter", async () => {
    for (const question of ["whats the legal admin rate", "what's the intake specialist rate?"]) {
      const [rate] = await converse(question);
      expect(rate).toMatch(/^A remote (Legal Admin|Intake Specialist) costs \$\d+\/hour/);
    }
    for (const complaint of [
      "ur case manager missed our filing deadline yesterday, this is unacceptable",
      "yr paralegal missed the court's deadline on our motion and now we're sanctioned, very disappointed",
    ]) {
      const [fault] = await converse(complaint);
      expect(fault).toMatch(/sorry to hear/i);
      expect(fault).not.toMatch(NOT_A_LAW_FIRM);
    }
  });
});

// Decision 0036: who is asking outranks the legal-matter reading, a seeker's profile picks the opening, a
// follow-up keeps the figure in focus. Phrasings written for these tests; each failed before the change.
describe("Lexi reads who is asking, what fits a seeker, and the figure in focus", () => {
  test("a buyer's or a seeker's words outrank the public reading; a visitor's own matter still gets it", async () => {
    const [counsel] = await converse(
      "i'm general counsel at a county housing authority, we have 25 eviction files to sort and need someone to index the records",
    );
    expect(counsel).not.toMatch(NOT_A_LAW_FIRM);
    const [, dearest] = await converse(
      "quels sont vos prix ?",
      "lequel coûte le plus ? combien par mois pour un mi-temps",
    );
    expect(dearest).not.toMatch(NOT_A_LAW_FIRM);
    expect(dearest).toContain("$1,200");
    const [newcomer] = await converse(
      "never worked in a law office but i did 3 years of customer support and speak french, is there something for me?",
    );
    expect(newcomer).not.toMatch(NOT_A_LAW_FIRM);
    expect(newcomer).toContain("Bilingual Legal Secretary (English/French)");
    const [own] = await converse(
      "we got an eviction notice from our landlord yesterday, can your people help us fight it",
    );
    expect(own).toMatch(NOT_A_LAW_FIRM);
    const [ownWithRole] = await converse(
      "my ex stopped paying child support, could one of your paralegals file for me",
    );
    expect(ownWithRole).toMatch(NOT_A_LAW_FIRM);
  });

  test("a seeker's profile picks the opening; its follow-ups are that opening's schedule, steps and rules", async () => {
    const [fit, followUp] = await converse(
      "legal secretary from barbados here, 4 yrs experience, fluent french. any vacancies that suit me?",
      "what hours would i work, and do you test applicants?",
    );
    expect(fit).toContain("Bilingual Legal Secretary (English/French)");
    expect(fit).toMatch(/Caribbean/);
    expect(followUp).toMatch(/Eastern/);
    expect(followUp).toMatch(/typing and document-formatting/);
    expect(followUp).not.toMatch(/medical record summary/);
    const [short] = await converse("I have 2 years as a paralegal, can I go for the case manager opening?");
    expect(short).toMatch(/three years/);
    expect(short).toContain("Remote Paralegal — Personal Injury");
    const [french] = await converse("quels sont les critères pour le poste de case manager ? j'ai 1 an d'expérience");
    expect(french).not.toMatch(NOT_A_LAW_FIRM);
    expect(french).toMatch(/Au moins trois ans/);
    expect(french).toMatch(/minimum/);
    const [spanish, steps] = await converse(
      "hablo inglés y español y trabajé 2 años en un call center, hay algo para mí?",
      "¿cuál es el horario y hay alguna prueba?",
    );
    expect(spanish).toContain("Bilingual Legal Intake Specialist (English/Spanish)");
    expect(spanish).toMatch(/Al menos un año/);
    expect(steps).toMatch(/De lunes a viernes/);
    expect(steps).toMatch(/llamada de admisión simulada/);
  });

  test("a follow-up changes one thing of the figure in focus; a mixed order is priced per member", async () => {
    const [, fullTime] = await converse(
      "price for one case coordinator part time who speaks french",
      "make that full time instead, what's the monthly?",
    );
    expect(fullTime).toContain("$2,720");
    expect(fullTime).not.toContain("$1,360");
    const [mixed, corrected] = await converse(
      "3 intake specialists full time and one legal admin 20hrs/week, monthly total?",
      "oh wait, 2 intake specialists not 3",
    );
    expect(mixed).toContain("$6,960");
    expect(corrected).toContain("$5,040");
    const [, , split] = await converse(
      "combien coûte un coordinateur de dossiers bilingue à temps plein ?",
      "et pour trois ?",
      "finalement deux à temps plein et le dernier 20h par semaine",
    );
    expect(split).toContain("$6,800");
  });

  test("a choice among tied roles, a colleague taking over in English, a seeker asking if pay is negotiable", async () => {
    const [, chosen] = await converse(
      "which role is the cheapest?",
      "the receptionist then. bilingual spanish, what's a year full time?",
    );
    expect(chosen).toContain("$28,800");
    expect(chosen).not.toContain("Intake Specialist");
    const [, takeover] = await converse(
      "combien pour un parajuriste à temps plein ?",
      "my partner takes over in english - how much for three of them?",
    );
    expect(takeover).toContain("$6,720");
    expect(takeover).not.toMatch(NOT_A_LAW_FIRM);
    const [, negotiated] = await converse("what does the case manager opening pay?", "can that salary be negotiated?");
    expect(negotiated).toContain("$950 - $1,400");
    expect(negotiated).toMatch(/negotiable isn't published/);
    const [, ownMatter] = await converse(
      "how much is a paralegal",
      "can one write a letter to my ex about the custody schedule",
    );
    expect(ownMatter).toMatch(NOT_A_LAW_FIRM);
  });
});
