import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0119. Phrasings written for these tests, not taken from an evaluation set; each failed on a597482.
describe("a trouble coming, our staff in person, the opening asked about", () => {
  test("pay about to be garnished, in three languages: the referral, never our openings", async () => {
    const [en] = await converse("they are about to garnish my paycheck over an old medical bill, can you help me?");
    expect(en).toMatch(NOT_A_LAW_FIRM);
    const [es] = await converse("me van a quitar el salario por una deuda, me ayudan?");
    expect(es).toMatch(/No somos un bufete de abogados/);
    expect(es).not.toMatch(/^Sí|Vacantes abiertas/);
    const [fr] = await converse("ils vont saisir mon salaire pour une dette, vous pouvez m'aider ?");
    expect(fr).toMatch(/Nous ne sommes pas un cabinet d'avocats/);
    // A job's pay is still a job seeker's question.
    const [pay] = await converse("what does the case manager job pay");
    expect(pay).toContain("$950 - $1,400");
  });

  test("our staff asked to work in person: remote and not U.S. based, never 'of course'", async () => {
    const [, meetings] = await converse(
      "we are a county attorney's office",
      "could one of your people sit in on board meetings in person to take notes?",
    );
    expect(meetings).toMatch(/remote and not U\.S\. based/);
    expect(meetings).not.toMatch(/Of course/);
    const [es] = await converse("¿el asistente puede trabajar presencial en nuestro despacho?");
    expect(es).toMatch(/trabajan en remoto y no están en EE\. UU\./);
    const [fr] = await converse("la réceptionniste pourrait venir travailler dans nos locaux le lundi ?");
    expect(fr).toMatch(/travaillent à distance/);
    // The visitor coming to us is a visit, and a job seeker's interview is no question of our staff.
    const [visit] = await converse("can we come by and meet you in person?");
    expect(visit).toMatch(/visits to its offices/);
    const [interview] = await converse("la entrevista para el puesto de recepcionista es presencial?");
    expect(interview).not.toMatch(/no están en EE\. UU\./);
  });

  test("the opening said first is what the questions after it ask about", async () => {
    const [both] = await converse("bilingual secretary job — do i need a degree? and is there a test");
    expect(both).toMatch(/Bilingual Legal Secretary \(English\/French\) posting asks for/);
    expect(both).toMatch(/spoken language assessment in English and French/);
    expect(both).not.toMatch(/medical record summary/);
  });

  test("after an opening, 'when does it close' and 'and pay?' are that opening's", async () => {
    const [, closes, pay] = await converse(
      "the case manager one is full time right? can i pick my own hours",
      "when does it close",
      "and pay?",
    );
    expect(closes).toMatch(/Case Manager.*closes on February 15, 2027/);
    expect(closes).not.toMatch(/office opening hours/);
    expect(pay).toMatch(/Case Manager position pays \$950 - \$1,400/);
  });

  test("the hiring steps asked of no opening: no one opening's assessment given as everyone's", async () => {
    const [steps] = await converse("what is the hiring process");
    expect(steps).toMatch(/each posting describes its own/);
    expect(steps).not.toMatch(/medical record summary/);
  });

  test("whose software, asked with words between the two sides", async () => {
    const [es] = await converse("y ellos trabajan en nuestro programa o necesitan el suyo?");
    expect(es).toMatch(/dentro de los sistemas, cuentas y permisos que su bufete/);
  });
});
