import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant, withLead } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0078. Phrasings written for these tests; each failed on main before the change.
describe("a way of being reached named in the request is recorded with it", () => {
  test("a quote asked by e-mail is priced, passed to the team and not asked the way again", async () => {
    const en = await withLead("", "could somebody in sales e-mail me a proposal for 2 legal admins, full time");
    expect(en.answers[0]).toContain("$4,800");
    expect(en.answers[0]).toMatch(/by email within 24 business hours/);
    expect(en.answers[0]).not.toContain("Phone or Email");
    expect(en.row.contact_method).toBe("Email");
    expect(en.row.handoff_requested_at).not.toBeNull();
    const fr = await withLead("", "envoyez-nous un devis par courriel : une secrétaire multilingue à temps plein");
    expect(fr.answers[0]).toContain("$2,400");
    expect(fr.answers[0]).toMatch(/par e-mail sous 24 heures/);
    expect(fr.row.contact_method).toBe("Email");
    const es = await withLead("", "necesito hablar con alguien de ventas, por correo mejor");
    expect(es.answers[0]).toMatch(/por correo electrónico en un plazo de 24 horas/);
    expect(es.row.contact_method).toBe("Email");
  });

  test("a call asked for takes the number typed with it, or asks for one and keeps asking until it is typed", async () => {
    const given = await withLead(
      "",
      "Lena Ortiz, Ortiz Law. 404-555-0161 - have someone call me about 2 receptionists",
    );
    expect(given.answers[0]).toContain("404-555-0161");
    expect(given.row).toMatchObject({ contact_method: "Phone", phone_number: "404-555-0161" });
    const asked = await withLead(
      "",
      "que me llame alguien para cotizar dos paralegales",
      "si, por telefono",
      "mi numero es 787 555 0190",
    );
    expect(asked.answers[0]).toMatch(/A qué número/);
    expect(asked.answers[1]).toMatch(/A qué número/);
    expect(asked.answers[2]).toContain("787 555 0190");
    expect(asked.row).toMatchObject({ contact_method: "Phone", phone_number: "787 555 0190" });
  });

  test("no way is recorded for both ways spoken of, for us being e-mailed, or beside the visitor's own matter", async () => {
    const both = await withLead("", "if i email the form will someone call me back or do you only do phone");
    expect(both.row.contact_method).toBeNull();
    const toUs = await withLead("", "the upload keeps failing. can i send my resume to your email instead");
    expect(toUs.row.contact_method).toBeNull();
    const own = await withLead("", "got picked up for a dui last night, can someone call me");
    expect(own.answers[0]).toMatch(NOT_A_LAW_FIRM);
    expect(own.answers[0]).not.toMatch(/Phone or Email|a person from our team/);
    expect(own.row.contact_method).toBeNull();
    expect(own.row.handoff_requested_at).toBeNull();
  });

  test("a range of money is no phone number: the number typed after it is the one kept", async () => {
    const budget = await withLead("", "our budget is $1500-2000 a month. call me at 305 555 0107");
    expect(budget.row).toMatchObject({ contact_method: "Phone", phone_number: "305 555 0107" });
    const range = await withLead("", "the budget is 2000-3000 a month, have someone call me");
    expect(range.answers[0]).not.toContain("2000-3000 within");
    expect(range.row.phone_number).toBe("");
  });

  test("a mail header or markup typed around the way is neither kept nor said back", async () => {
    const hostile = await withLead(
      "",
      "email me a quote for a paralegal <img src=x onerror=alert(1)>\r\nBcc: victim@evil.example",
    );
    expect(hostile.row.contact_method).toBe("Email");
    expect(hostile.answers[0]).not.toMatch(/<img|onerror|Bcc|evil\.example/);
  });
});

describe("the referral says deadlines may apply when the visitor's matter has one", () => {
  test("papers served, a hearing, days to answer: a line on acting soon, in the visitor's language; else none", async () => {
    const [served, again] = await converse(
      "my landlord's lawyer sent me a summons, i have to answer it somehow",
      "how long do i have? a week?",
    );
    expect(served).toMatch(/deadlines, so it's best to contact an attorney soon/);
    expect(again).toMatch(NOT_A_LAW_FIRM);
    expect(again).not.toMatch(/billing|doesn't publish|passed this to our team/);
    const [es] = await converse("tengo audiencia de custodia el jueves y no tengo abogado");
    expect(es).toMatch(/plazos, así que conviene contactar a un abogado pronto/);
    const [fr] = await converse("j'ai reçu une assignation au tribunal pour une dette, que faire ?");
    expect(fr).toMatch(/délais, il vaut donc mieux contacter un avocat rapidement/);
    const [none] = await converse("my neighbor's tree fell on my fence and he won't pay for it");
    expect(none).toMatch(NOT_A_LAW_FIRM);
    expect(none).not.toMatch(/deadlines/);
  });
});
