import { describe, expect, test } from "vitest";
import { converse, withAssistant, withLead } from "./assistant.fixture";

withAssistant();

// Decision 0167. Whole answers made complete, not patterns added: phrasings written for these tests; each failed on
// 3efd3a5.
const REACH_NOW =
  /call our team at \+1 \(305\) 555-0142, e-mail support@northbridge-lpo\.example or \[book a free consultation\]/;

describe("a person asked for gets the ways to reach the team now; details are thanked by name", () => {
  test("'could somebody from sales ring me' is passed on, and the phone, e-mail and booking are given too", async () => {
    const { answers, row } = await withLead("", "could i get somebody from your sales side to talk to me");
    expect(answers[0]).toMatch(/passed this to our team/);
    expect(answers[0]).toMatch(REACH_NOW);
    // The question of the way stays last, where its buttons are.
    expect(answers[0]).toMatch(/\[Phone or Email\]\(#contact-options\)$/);
    expect(row.handoff_kind).toBe("person");
  });

  test("in French, a complaint with 'à qui je m'adresse' is said once, and the ways to reach us are given", async () => {
    const { answers, row } = await withLead(
      "",
      "la réceptionniste que vous nous avez placée ne répond jamais au téléphone, c'est inadmissible. à qui je m'adresse ?",
    );
    expect(answers[0]).toMatch(/Je suis désolée/);
    expect(answers[0]).not.toMatch(/Bien sûr, une personne de notre équipe peut vous aider/);
    expect(answers[0]).toMatch(/appeler notre équipe au \+1 \(305\) 555-0142/);
    expect(row.handoff_kind).toBe("complaint");
  });

  test("a question we could not answer is passed on without the reach-now line", async () => {
    const { answers } = await withLead("", "do you carry cyber liability insurance");
    expect(answers[0]).not.toMatch(REACH_NOW);
  });

  test("a number and an address typed, 'but email works better': e-mail is recorded, and she is thanked by name", async () => {
    const { answers, row } = await withLead(
      "",
      "i need to talk to someone about 2 intake specialists",
      "Priya Natarajan here, priya@natarajanlaw.example, 312-555-0148, but email works better",
    );
    expect(answers[1]).toMatch(/^Thank you, Priya! .*by email/);
    expect(row.contact_method).toBe("Email");
  });

  test("'me llamo Tomás' with a number once the way was asked: thanked by name, in Spanish", async () => {
    const { answers, row } = await withLead(
      "",
      "quisiera hablar con una persona",
      "me llamo Tomás Rivera, llámenme al 786 555 0161",
    );
    expect(answers[1]).toMatch(/^¡Gracias, Tomás! Nuestro equipo le llamará al 786 555 0161/);
    expect(row.contact_method).toBe("Phone");
  });

  test("'I'm interested' or 'c'est urgent' is no name", async () => {
    const { answers } = await withLead("", "talk to a human pls", "I'm Interested in pricing, 404-555-0117, call me");
    expect(answers[1]).toMatch(/^Thank you! /);
  });
});

describe("off-topic asked kindly back; an office elsewhere answered plainly", () => {
  test("a film recommendation gets a kind word back and what Lexi can help with, no hand-off", async () => {
    const [answer] = await converse("any good movie recommendations for the weekend?");
    expect(answer).toMatch(/I'm afraid I can't help with that one: I only know about Northbridge LPO/);
    expect(answer).not.toMatch(/passed this to our team/);
  });

  test("'tienen oficina en Phoenix?' is a plain no, our two offices, and remote work", async () => {
    const [answer] = await converse("tienen oficina en Phoenix? nos gustaría visitarlos");
    expect(answer).toMatch(/^No, no tenemos oficina allí: nuestras dos oficinas están en Kingston \(Jamaica\) y Miami/);
    expect(answer).toMatch(/trabajan en remoto/);
    expect(answer).not.toMatch(/prefiero no adivinar/);
  });

  test("'an office in Seattle?' in English, beside a price asked, keeps both", async () => {
    const [answer] = await converse("how much is a case manager full time, and is there an office in Seattle?");
    expect(answer).toContain("$2,240");
    expect(answer).toMatch(/No, we have no office there/);
  });
});

// 0167, second addendum (after set AT): a title is kept with the surname; it failed on 3ca2fb7.
describe("a title given with the name", () => {
  test("'Me Roussel' after the way was asked is thanked as Me Roussel, not as 'Me'", async () => {
    const { answers } = await withLead("", "je veux parler à quelqu'un", "rappelez-moi au 418 555 0162, Me Roussel");
    expect(answers[1]).toMatch(/^Merci, Me Roussel ! /);
  });

  test("markup, a link or an overlong word given as a name is never echoed back", async () => {
    for (const given of [
      "this is <img src=x onerror=alert(1)>, 305-555-0171, call me",
      "soy [Ana](https://evil.example), llámenme al 305-555-0172",
      `I'm ${"Z" + "z".repeat(80)}, 305-555-0173, call me`,
    ]) {
      const { answers } = await withLead("", "talk to a person please", given);
      expect(answers[1], given).toMatch(/^(Thank you!|¡Gracias!) /);
      expect(answers[1], given).not.toMatch(/<img|evil\.example|zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/);
    }
  });
});
