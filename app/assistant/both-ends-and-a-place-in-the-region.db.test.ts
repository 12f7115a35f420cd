import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0157. Phrasings of set AI conversations (run once and graded at 1fb6b1b); each failed on f17a688.
describe("the cheapest and the dearest in one question; a visitor's country in the region a posting names", () => {
  test("'cheapest role you have and the most expensive?': both ends; then the schedule asked of the dearest", async () => {
    const [, ends, schedule] = await converse(
      "whats the price difference between a case manager and a paralegal, both full time?",
      "hm ok. cheapest role you have and the most expensive?",
      "is the 20hr/week option cheaper per hour or no",
    );
    expect(ends).toMatch(
      /lowest rate is \$12\/hour .*Secretary\/Receptionist.*Intake Specialist.*highest is \$15\/hour .*Legal Admin/,
    );
    expect(schedule).toMatch(/rate does not change with the schedule/);
    const [spanish] = await converse("cual es el puesto mas barato y el mas caro?");
    expect(spanish).toMatch(/La tarifa más baja es de \$12 por hora.*la más alta es de \$15 por hora/);
  });

  test("'soy de colombia, sirve?' of the Latin America opening: Colombia is in its region, in Spanish", async () => {
    const [answer] = await converse(
      "hola, vi la vacante de especialista de admision bilingue. soy de colombia, sirve? cuanto pagan?",
    );
    expect(answer).toMatch(/Colombia está en la región que indica esta vacante \(«Remoto — América Latina»\)/);
    expect(answer).not.toMatch(/Remote — Latin America/);
    const [haiti] = await converse(
      "je suis en haïti, bilingue francais anglais, secretaire juridique 2 ans. il y a un poste pour moi?",
    );
    expect(haiti).toMatch(/Haïti fait partie de la région indiquée par cette offre \(« À distance — Caraïbes »\)/);
    const [elsewhere] = await converse("vivo en guadalajara, puedo aplicar al de case manager?");
    expect(elsewhere).toMatch(/solo dice «Remoto — Jamaica»/);
  });
});
