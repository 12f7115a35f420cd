import { describe, expect, test } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant, withLead } from "./assistant.fixture";

withAssistant();

// Decision 0165. Phrasings written for these tests after set AN's misses; each failed on 8107eff.
describe("a member of the public's own matter, whatever staff they ask for", () => {
  test("a traffic stop and 'can your paralegal handle it for me': the referral, never 'Yes' and a rate", async () => {
    const [matter, hire] = await converse(
      "got pulled over friday, court date next month. do i need a lawyer or can your paralegal handle it for me",
      "so how much to hire one of your paralegals, cheaper than a lawyer right",
    );
    expect(matter).toMatch(NOT_A_LAW_FIRM);
    expect(matter).not.toMatch(/\$14|^Yes/);
    expect(hire).toMatch(/work only for law firms/);
  });

  test("a new truck in the garage a fifth time, then the manufacturer's refund: the referral, not our policy", async () => {
    const [truck, refund] = await converse(
      "mon pick-up neuf est au garage pour la 5e fois, toujours le même problème. vous pouvez m'aider ?",
      "et le fabricant doit me rembourser ou pas ?",
    );
    expect(truck).toMatch(NOT_A_LAW_FIRM);
    expect(refund).toMatch(NOT_A_LAW_FIRM);
    expect(refund).not.toMatch(/remplaçant|garantie/);
  });
});

describe("a team changed, a rate asked plainly, a question of law, a price without Spanish", () => {
  test("'drop the receptionist, make it a legal admin part time instead': one replaced, the rest kept", async () => {
    const [, swapped] = await converse(
      "3 paralegals full time and a receptionist part time, monthly?",
      "drop the receptionist, make it a legal admin part time instead",
    );
    expect(swapped).toContain("3 × Paralegal, Full Time (3 × 160 h × $14) = $6,720");
    expect(swapped).toContain("1 × Legal Admin, Contract Base (1 × 80 h × $15) = $1,200");
    expect(swapped).toContain("$7,920 per month");
  });

  test("'how much is a legal admin, hourly. just the basic one' is its rate, not fewer hours", async () => {
    const [answer] = await converse("how much is a legal admin, hourly. just the basic one");
    expect(answer).toMatch(/Legal Admin costs \$15\/hour/);
    expect(answer).not.toMatch(/smallest engagement/);
  });

  test("'combien d'années d'expérience' after two roles compared: ours, not a team's price for a year", async () => {
    const [, years] = await converse(
      "quelle différence entre un parajuriste et un gestionnaire de dossiers ?",
      "et vous avez combien d'années d'expérience ?",
    );
    expect(years).toMatch(/5 ans d'expérience/);
    expect(years).not.toMatch(/Pour cette équipe/);
  });

  test("'which state has jurisdiction now?' from a firm is its attorneys' judgement", async () => {
    const [answer] = await converse(
      "our client's divorce, the husband moved to florida. which state has jurisdiction now?",
    );
    expect(answer).toMatch(/legal judgement, and it stays with your attorneys/);
    expect(answer).not.toMatch(/reviews, references/);
  });

  test("'¿cuánto cuesta una recepcionista a tiempo completo? no necesita español' is the standard rate", async () => {
    const [answer] = await converse(
      "nuestro cliente tiene un negocio, ¿cuánto cuesta una recepcionista a tiempo completo? no necesita español",
    );
    expect(answer).toContain("1 × Secretario/Recepcionista, Tiempo completo (1 × 160 h × $12) = $1,920");
    expect(answer).not.toMatch(/Multilingüe/);
  });
});

describe("job seekers, the chat's languages, a person to scope, a client's name, a complaint in French", () => {
  test("entry level with no legal experience: the entry-level openings with their language and experience lines", async () => {
    const [answer] = await converse("any entry level jobs? no legal experience but i did retail for years");
    expect(answer).toMatch(/Entry-level openings/);
    expect(answer).toMatch(/fluency in English and Spanish/);
    expect(answer).toMatch(/one year of administrative experience/);
  });

  test("'is it only for people in jamaica?' of an opening: where it is listed, not our office's address", async () => {
    const [answer] = await converse("case manager job. is it only for people in jamaica? i live in ghana");
    expect(answer).toMatch(/Remote — Jamaica/);
    expect(answer).not.toMatch(/Example Harbour Road/);
  });

  test("'which languages can you answer in?' is this chat's three languages", async () => {
    const [answer] = await converse("which languages can you answer in?");
    expect(answer).toMatch(/English, Spanish and French/);
    expect(answer).not.toMatch(/collect/);
  });

  test("'can a human scope this with us?' beside a long need: a person, not a canned answer for the whole", async () => {
    const [answer] = await converse(
      "we have 3 offices across 2 time zones and want coverage 7am-6pm ET with a shared intake team. not sure what to buy. can a human scope this?",
    );
    expect(answer).toMatch(/a person from our team can help/);
    expect(answer).not.toMatch(/Many firms begin/);
  });

  test("'is Harlow & Vance LLP one of your clients?': client names are not published", async () => {
    const [answer] = await converse("is Harlow & Vance LLP one of your clients?");
    expect(answer).toMatch(/doesn't publish client reviews, references or the names of its clients/);
    const [ours] = await converse("we are a client of yours already, can we add a paralegal");
    expect(ours).not.toMatch(/names of its clients/);
  });

  test("'personne ne m'a répondu' is a complaint for the team; 'appelez-moi au…' then records the number", async () => {
    const { answers, row } = await withLead(
      "",
      "je ne suis pas contente, j'ai écrit via le formulaire il y a dix jours et personne ne m'a répondu",
      "appelez moi au 514-555-0147, Me Lucie Fortin",
    );
    expect(answers[0]).toMatch(/désolée de l'apprendre/);
    expect(answers[1]).toMatch(/514-555-0147/);
    expect(row.phone_number).toContain("514");
    expect(row.contact_method).toBe("Phone");
  });
});
