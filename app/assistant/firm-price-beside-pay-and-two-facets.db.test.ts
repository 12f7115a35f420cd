import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0154. Phrasings of set AI conversations (run once and graded at 1fb6b1b); each failed on 0267f8c.
describe("a firm's price beside a posting's pay, an opening's pay and hours, the work named in Spanish and French", () => {
  test("'posting says 600-850/mo for 20 hrs. what does a firm actually pay for the same 20 hrs', then 'and bilingual?'", async () => {
    const [firm, bilingual] = await converse(
      "legal admin asst posting says 600-850/mo for 20 hrs a week. what does a firm actually pay for the same 20 hrs",
      "and bilingual?",
    );
    expect(firm).toMatch(/\$15 an hour is what a law firm pays us/);
    expect(firm).toContain("$1,200 a month for 80 hours");
    expect(firm).not.toMatch(/^No\b/);
    expect(bilingual).toMatch(/\$1,440 (a|per) month/);
  });

  test("'no experience' gets what each entry-level posting still asks; 'the legal admin one pay and hours' gets both", async () => {
    const [none, both] = await converse(
      "do u hire ppl with no experience? im 19 and really good w computers",
      "whats the legal admin one pay and hours",
    );
    expect(none).toMatch(/Each still asks for some experience/);
    expect(none).toMatch(/At least one year of administrative experience/);
    expect(both).toContain("$600 - $850 per month");
    expect(both).toMatch(/20 hours per week/);
  });

  test("'y si la contrato solo 20 horas?' prices the change; 'ok la contratamos' books", async () => {
    const [, twenty, booked] = await converse(
      "cuanto cuesta una recepcionista bilingue tiempo completo?",
      "y si la contrato solo 20 horas?",
      "ok la contratamos",
    );
    expect(twenty).toContain("$1,200 al mes");
    expect(twenty).not.toMatch(/Booking/);
    expect(booked).toMatch(/\/Booking\/Secretary-Receptionist/);
  });

  test("a seeker's 'donc je toucherais 2400 par mois ?' after the bilingual secretary: no, the Multilingual rate", async () => {
    const [, mine] = await converse(
      "le poste de secretaire bilingue paye combien ? et c'est vrai que les cabinets paient 15 $ de l'heure pour moi ?",
      "donc je toucherais 2400 par mois ?",
    );
    expect(mine).toMatch(/^Non\. \$15 de l'heure/);
    expect(mine).toContain("$750 - $1,050");
    const [period] = await converse(
      "Le poste de secretaire bilingue paie 750-1050 $ : c'est par mois ? Et vous facturez combien les cabinets pour ce poste ?",
    );
    expect(period).not.toMatch(/^Non\b/);
  });

  test("'so the person i get would make like 1400 max?' after our rate against a posting: the same two sides", async () => {
    const [, make] = await converse(
      "your case manager job posting says 950-1400 a month but you charge me 14/hr full time?? where does the rest go",
      "so the person i get would make like 1400 max?",
    );
    expect(make).toContain("$950 - $1,400");
    expect(make).toMatch(/isn't published/);
    expect(make).not.toMatch(/postings don't say/);
  });

  test("a repair history in French is Lemon Law; an EEOC charge in Spanish is Employment; 'eso es represalia?' is judged by its attorneys", async () => {
    const [lemon] = await converse(
      "notre client a une voiture neuve qui est allee 4 fois au garage pour les freins. vous pouvez faire le resume de l'historique des reparations ?",
    );
    expect(lemon).toMatch(/Lemon Law/);
    const [eeoc] = await converse(
      "tenemos un cliente que lo despidieron despues de reportar acoso. necesitamos alguien q organice la evidencia y prepare el cargo ante la EEOC",
    );
    expect(eeoc).toMatch(/^Derecho laboral y del empleo/);
    const [retaliation] = await converse(
      "mi cliente fue despedido despues de quejarse de horas extra no pagadas, eso es represalia?",
    );
    expect(retaliation).toMatch(/criterio jurídico y corresponde a sus abogados/);
  });

  test("'could they sign and submit it to the eeoc for us' from a firm: no, they are not licensed", async () => {
    const [, sign] = await converse(
      "we have a client fired after reporting harassment, need someone to organize evidence and prep the EEOC charge",
      "could they sign and submit it to the eeoc for us",
    );
    expect(sign).toMatch(/not U\.S\. based or licensed, so they can't sign/);
  });
});
