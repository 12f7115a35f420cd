import { describe, expect, test } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";

withAssistant();

describe("a job seeker's own legal matter still gets the referral", () => {
  test("a fired worker whose visa runs out is not sold a paralegal to file their forms", async () => {
    const [visa, forms, help] = await converse(
      "my work visa runs out in 3 wks and my employer just fired me, how many days do i have to find a new job",
      "can i hire one of your paralegals directly to file my forms? cheaper than a lawyer",
      "do u know any free immigration help in houston",
    );
    expect(visa).toMatch(NOT_A_LAW_FIRM);
    // (Decision 0158: our paralegals work only for law firms; no lawyer recommended, legal aid named.)
    expect(forms).toMatch(/work only for law firms/);
    expect(help).toMatch(/legal aid/);
    expect(forms).not.toMatch(/\$\d/);
    expect(help).not.toMatch(/our team|passed this/i);
  });

  test("a job seeker asking for free legal help, in each language, is pointed to legal aid", async () => {
    for (const [seeker, asks] of [
      ["any openings for paralegals?", "ok also where can i get free legal help, my landlord is evicting me"],
      ["hay vacantes para asistente legal?", "y donde consigo ayuda legal gratis"],
      ["vous avez des postes de secretaire ?", "je cherche aussi une aide juridique gratuite"],
    ]) {
      const [, answer] = await converse(seeker, asks);
      expect(answer, asks).toMatch(NOT_A_LAW_FIRM);
    }
  });

  test("a job seeker's questions about a posting stay questions about the posting", async () => {
    const [, pay] = await converse("i lost my job last month, any openings for case managers?", "what does it pay");
    expect(pay).not.toMatch(NOT_A_LAW_FIRM);
    expect(pay).toMatch(/\$\d/);
  });
});
