import { describe, expect, test } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0163. Phrasings written for these tests after set AM's misses; each failed on d061578.
describe("a member of the public, a call asked for, the weather, a job seeker", () => {
  test("a refund owed by a dealer is the visitor's own matter, never our refund policy", async () => {
    const [, owed] = await converse(
      "bought a used jeep in may, engine died twice since. is it a lemon? saw your page on lemon law",
      "so yes or no, does the dealer have to give me a refund",
    );
    expect(owed).toMatch(NOT_A_LAW_FIRM);
    expect(owed).not.toMatch(/refund policy|replacement/);
  });

  test("'quisiera que me llamen' is a person asked for; the weather is no office", async () => {
    const [call] = await converse("quisiera que me llamen, soy Marta de un bufete en Dallas");
    expect(call).toMatch(/una persona de nuestro equipo puede ayudarle/);
    const [weather] = await converse("y el clima en jamaica como esta?");
    expect(weather).toMatch(/no puedo ayudarle: solo conozco/);
    expect(weather).not.toMatch(/Kingston/);
  });

  test("'looking for remote part time work' is a job seeker's question", async () => {
    const [answer] = await converse("looking for remote part time work, receptionist type stuff. anything open?");
    expect(answer).toMatch(/CareerDetails/);
    expect(answer).not.toMatch(/didn't understand/);
  });
});

describe("a team lowered, one role named twice, the bilingual rate, a seeker's pay, a client's matter", () => {
  test("'drop the receptionist to 20 hrs a week' lowers the receptionist, it does not take her out", async () => {
    const [, lowered] = await converse(
      "3 paralegals and 1 receptionist, all full time. monthly?",
      "drop the receptionist to 20 hrs a week. new total?",
    );
    expect(lowered).toContain("1 × Secretary/Receptionist, Contract Base (1 × 80 h × $12) = $960");
    expect(lowered).toContain("$7,680 per month");
  });

  test("'une assistante juridique admin' is one legal admin", async () => {
    const [answer] = await converse("combien pour une assistante juridique admin à temps partiel ?");
    expect(answer).toContain(
      "1 × Assistant administratif juridique, Contrat de base (1 × 80 h × $15) = $1,200 par mois",
    );
    expect(answer).not.toMatch(/Pour cette équipe/);
  });

  test("a standard rate quoted for a bilingual professional: the Multilingual rate is the firm's price", async () => {
    const [answer] = await converse("if we pay $14/hr for a bilingual paralegal full time, what does she take home?");
    expect(answer).toMatch(/\$17 an hour is what a law firm pays us for a bilingual/);
    expect(answer).toContain("$2,720 for 160 hours");
  });

  test("'why is my pay lower' beside our rate: both sides, the split not published", async () => {
    const [answer] = await converse(
      "firms pay you $12 an hour for receptionists, so full time is $1,920. why is my pay lower?",
    );
    expect(answer).toMatch(/\$12 an hour is what a law firm pays us/);
    expect(answer).toMatch(/isn't published/);
  });

  test("a claim's worth, what we would argue, which chapter to choose: the firm's attorneys' judgement", async () => {
    const [worth] = await converse("our client was in a car crash. what's a claim like that worth?");
    expect(worth).toMatch(/legal judgement, and it stays with your attorneys/);
    const [argue] = await converse(
      "we represent a man facing a DUI charge. honestly, what would you argue at the hearing?",
    );
    expect(argue).toMatch(/legal judgement, and it stays with your attorneys/);
    const [chapter] = await converse(
      "notre client hésite entre le chapitre 7 et le chapitre 13. lequel vous conseillez ?",
    );
    expect(chapter).toMatch(/appréciation juridique, qui revient à vos avocats/);
  });
});
