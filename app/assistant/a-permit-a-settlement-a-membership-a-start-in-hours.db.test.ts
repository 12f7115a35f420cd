import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant, withLead } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0181. Phrasings written for these tests; each test failed on 09c90fe.
describe("set AZ's wrong kinds", () => {
  test("one's own work permit or residence card to renew is their own matter: no services, no price", async () => {
    const [french] = await converse(
      "mon titre de séjour expire bientôt, vous pouvez faire mon renouvellement ? c'est combien",
    );
    expect(french).toMatch(/ne sommes pas un cabinet d'avocats/);
    expect(french).not.toMatch(/\$\d/);
    const [english] = await converse("my work permit runs out in may, can you do the renewal for me and how much");
    expect(english).toMatch(/not a law firm/);
    expect(english).not.toMatch(/\$\d/);
  });

  test("our rate promised never to change is the unpublished rate changes, not a guarantee of our work", async () => {
    const [answer] = await converse("promettez-moi que votre tarif ne changera pas l'an prochain");
    expect(answer).toMatch(/si les tarifs peuvent être bloqués/);
    expect(answer).not.toMatch(/remplaçant/);
  });

  test("a start guaranteed within hours is the unpublished start time", async () => {
    const [answer] = await converse("can you guarantee a paralegal starts within 24 hours?");
    expect(answer).toMatch(/doesn't publish how quickly a professional can start/);
    expect(answer).not.toMatch(/smallest engagement/);
  });

  test("membership of a bar or an association asked: not published, and our people are not licensed", async () => {
    const [answer] = await converse("are you guys members of any bar association or paralegal association?");
    expect(answer).toMatch(/doesn't publish any membership/);
    expect(answer).toMatch(/not U\.S\. based or licensed/);
  });

  test("a firm asking what cases like its client's usually settle for: the judgement stays with its attorneys", async () => {
    const [, value] = await converse(
      "our client slipped in a grocery store and tore her ACL. can your paralegal summarize the medical records?",
      "roughly what do premises cases like that usually settle for?",
    );
    expect(value).toMatch(/legal judgement, and it stays with your attorneys/);
    expect(value).not.toMatch(/\$\d/);
  });

  test("after a price, 'the difference goes to your company?' is the split we don't publish", async () => {
    const [, split] = await converse(
      "combien pour un parajuriste a temps plein ?",
      "donc la différence, elle va à votre entreprise ?",
    );
    expect(split).toMatch(/comment le tarif horaire se répartit entre nous et le professionnel/);
  });

  test("after our rate against an opening's pay, what the opening 'really' pays is its pay, not its hiring steps", async () => {
    const [, pay] = await converse(
      "la vacante de paralegal, si cobran 14 la hora yo ganaria 2240 al mes?",
      "y cuanto paga de verdad esa vacante?",
    );
    expect(pay).toMatch(/paga \$900 - \$1,300 al mes/);
    expect(pay).not.toMatch(/evaluación/);
  });

  test("who of ours would track a firm's deadlines, asked in French: the role whose duties say so", async () => {
    const [answer] = await converse("et qui ferait le suivi des échéances et des délais ?");
    expect(answer).toMatch(/Coordinateur de dossiers/);
    expect(answer).not.toMatch(/ne sommes pas sûre|avis, de références/);
  });

  test("an adjustment of status package is the Immigration practice", async () => {
    const [answer] = await converse("can your people prep an adjustment of status package for our client?");
    expect(answer).toMatch(/Immigration/);
    expect(answer).not.toMatch(/Insurance/);
  });

  test("'mi cel es …' beside a person asked for is the number to call, kept on the lead", async () => {
    const { answers, row } = await withLead(
      "",
      "necesito hablar con alguien, somos un despacho en dallas. mi cel es 214 555 0188",
    );
    expect(answers[0]).toMatch(/le llamará al 214 555 0188/);
    expect(row).toMatchObject({ phone_number: "214 555 0188", contact_method: "Phone" });
  });
});
