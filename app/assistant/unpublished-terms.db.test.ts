import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0086. Phrasings written for these tests; each failed on f10bb7b.
describe("terms a firm asks of us that the site does not publish", () => {
  test("round-the-clock cover is not published, nor are weekends asked after it; never a head count", async () => {
    const [cover, weekends] = await converse(
      "need our intake phones covered 24/7, can your team do that",
      "saturdays and sundays at least?",
    );
    for (const a of [cover, weekends]) {
      expect(a).toMatch(/doesn't publish round-the-clock, night, overtime, weekend/);
      expect(a).toMatch(/around your firm's business hours/);
      expect(a).not.toMatch(/7 ×/);
    }
  });

  test("money back if a placement doesn't work out: not published, the replacement is; a demand is a complaint", async () => {
    const [en] = await converse("if the receptionist doesn't work out, do we get our money back?");
    expect(en).toMatch(/doesn't publish any guarantee or refund policy/);
    expect(en).not.toMatch(/sorry to hear/);
    const [fr] = await converse("et si votre assistante ne convient pas, vous nous remboursez ?");
    expect(fr).toMatch(/ne publie pas de garantie ni de politique de remboursement/);
    const [demand] = await converse("your paralegal botched two filings last week. we want a refund.");
    expect(demand).toMatch(/sorry to hear/);
  });

  // (A guard: this one passed on f10bb7b too.)
  test("a member of the public's own refund is still theirs, not our policy", async () => {
    const [own] = await converse("my contractor took my deposit and vanished. can i get a refund?");
    expect(own).toMatch(NOT_A_LAW_FIRM);
    expect(own).not.toMatch(/refund policy/);
  });

  test("a placement or recruiting fee besides the rate: not published, the rates are", async () => {
    const [en] = await converse("do you charge a placement fee on top of the $14 for a case coordinator?");
    expect(en).toMatch(/doesn't publish any fees besides the hourly rates/);
    const [es] = await converse("¿cobran alguna comisión de colocación aparte de la tarifa por hora?");
    expect(es).toMatch(/no publica otros cargos|tarifas por hora/);
  });
});

describe("stepping away is small talk", () => {
  test("'brb', 'un momento', 'je reviens' get a word back, not the privacy policy or 'not understood'", async () => {
    const [en] = await converse("brb, the mailman is here");
    expect(en).toMatch(/Take your time/);
    const [es] = await converse("un momento, me llaman por la otra línea");
    expect(es).toMatch(/Tómese su tiempo/);
    const [fr] = await converse("je reviens dans 5 minutes");
    expect(fr).toMatch(/Prenez votre temps/);
  });
});

// Decision 0090 (after set X, unmeasured). Phrasings written for this test; it failed on b7dcf24.
describe("after the referral, a letter or a message asked of us is the visitor's own matter again", () => {
  test("'pouvez-vous leur écrire un mail pour moi', 'can you email them for me': the reminder, not our contacts", async () => {
    const own = "mon propriétaire garde ma caution depuis 3 mois, il a le droit ?";
    const [, fr] = await converse(own, "pouvez-vous leur écrire un mail pour moi");
    expect(fr).toMatch(/comme je vous l'ai dit/);
    expect(fr).not.toMatch(/Appelez-nous/);
    const [, en] = await converse(
      "my employer hasn't paid my last two checks, is that legal",
      "can you email him for me",
    );
    expect(en).toMatch(NOT_A_LAW_FIRM);
    expect(en).not.toMatch(/Call us/);
    const [, es] = await converse(
      "mi casero no me devuelve el depósito, es legal?",
      "me pueden escribir un correo para él?",
    );
    expect(es).toMatch(/como le comenté/);
  });

  test("our insurance cover asked, in any language, is not the Insurance practice area (decision 0145)", async () => {
    const [fr] = await converse("Vos employes ont une assurance responsabilite professionnelle ?");
    expect(fr).toMatch(/ne publie pas sa couverture d'assurance/);
    expect(fr).not.toMatch(/Droit des assurances/);
    const [en] = await converse("do your paralegals carry E&O insurance? and do you run background checks on them");
    expect(en).toMatch(/doesn't publish its insurance coverage/);
    const [area] = await converse("we do insurance defense, do you cover that area");
    expect(area).toMatch(/^Insurance: /);
  });
});
