import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

const YES = /Yes, that matches|Sí, coincide|Oui, cela correspond/;
const NOT_ADDED = /not added together|no se suman|ne s'additionnent pas/;

describe("a figure of ours said back to be confirmed is checked, never a bare yes", () => {
  test("the standard and Multilingual rates said as a sum: no, the one replaces the other", async () => {
    const [, fr, team] = await converse(
      "Bonjour, combien pour un parajuriste temps plein bilingue anglais/francais ?",
      "et le taux horaire c'est 14 + 17 alors ?",
      "ok et pour deux coordinateurs de dossiers en contrat de base, anglais seulement",
    );
    expect(fr).toMatch(NOT_ADDED);
    expect(fr).not.toMatch(/^Oui/);
    expect(fr).toContain("$17");
    expect(team).toContain("$2,240");
    const [, en] = await converse("how much is a case manager full time", "so it's 14 plus 17 an hour then?");
    expect(en).toMatch(NOT_ADDED);
  });

  test("the right figure is confirmed, a wrong one corrected, each with the price", async () => {
    const [, right, wrong] = await converse(
      "how much for a bilingual paralegal full time",
      "so it's $2,720 a month?",
      "so it's 2500 then?",
    );
    expect(right).toMatch(YES);
    expect(right).toContain("$2,720");
    expect(wrong).not.toMatch(YES);
    expect(wrong).toMatch(/Not quite/);
    expect(wrong).toContain("$2,720");
  });

  test("a head count, a deadline or a pay question is no figure to check", async () => {
    const [, two, tagged] = await converse(
      "how much is a receptionist full time",
      "and for 2 of them?",
      "so 3840 a month right?",
    );
    expect(two).toContain("$3,840");
    expect(two).not.toMatch(/Not quite|Yes, that matches/);
    expect(tagged).toMatch(YES);
    const [, days] = await converse(
      "somos un despacho laboral, cuanto cuesta un coordinador de casos",
      "los plazos son 45 y 180 dias calendario verdad?",
    );
    expect(days).not.toMatch(/No exactamente|Sí, coincide/);
    const [, pay] = await converse(
      "how much is a paralegal full time",
      "so if i hire thru you does my paralegal get the whole 2240?",
    );
    expect(pay).not.toMatch(/Not quite|Yes, that matches/);
  });
});
