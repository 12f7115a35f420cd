import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

const SORRY = /sorry to hear|Lamento mucho|désolée de l'apprendre/;

// Decision 0087. Phrasings written for these tests; each failed on f10bb7b but the one marked as a guard.
describe("what a firm asks of us about its client's matter", () => {
  test("a client's disputed claim is the work asked for, not a complaint to us", async () => {
    const [fr] = await converse(
      "Notre cliente, une compagnie maritime, conteste une réclamation pour marchandise avariée. Vous pouvez nous aider sur le dossier ?",
    );
    expect(fr).not.toMatch(SORRY);
    expect(fr).toMatch(/cabinets/);
  });

  test("our people explaining the client's options: legal advice, its attorneys'", async () => {
    const [, en] = await converse(
      "we're an immigration firm",
      "could your spanish-speaking case manager explain to our client what his options are?",
    );
    expect(en).toMatch(/legal judgement, and it stays with your attorneys/);
    expect(en).not.toMatch(NOT_A_LAW_FIRM);
  });

  test("the legal deadline of the firm's matter: not stated, tracked once set", async () => {
    const [, en] = await converse(
      "we're a small PI firm, 3 attorneys",
      "whats the deadline to serve the defendant here, 90 or 120 days?",
    );
    expect(en).toMatch(/Which deadline applies is a legal determination/);
    expect(en).not.toMatch(/\b(90|120) days\b.*\bis\b/);
    const [, fr] = await converse(
      "nous sommes un cabinet en droit du travail",
      "le délai pour contester, c'est 30 ou 60 jours ?",
    );
    expect(fr).toMatch(/Le délai applicable est une question juridique/);
  });

  test("whose systems our people work in: the firm's", async () => {
    const [en] = await converse("will your people work on our computers or their own?");
    expect(en).toMatch(/work inside the systems, accounts and permissions your firm provides/);
  });

  // (A guard: this one passed on f10bb7b too.)
  test("a complaint about one of the people we placed stays a complaint", async () => {
    const [en] = await converse("our paralegal from you forwarded a client's file to the wrong client. unacceptable");
    expect(en).toMatch(SORRY);
  });

  test("a court's ruling foretold, asked by a firm: its attorneys' judgement; asked of their own matter: the referral", async () => {
    const [, en] = await converse(
      "family law firm, our client is in a custody fight and the other parent moved out of state",
      "between us, would a judge likely grant the relocation? gut feeling",
    );
    expect(en).toMatch(/legal judgement, and it stays with your attorneys/);
    const [es] = await converse("somos un despacho de inmigracion. el juez le concederia el asilo a nuestra cliente?");
    expect(es).toMatch(/corresponde a sus abogados/);
    const [own] = await converse("my landlord kept my deposit, would a judge side with me?");
    expect(own).toMatch(NOT_A_LAW_FIRM);
  });

  test("our advice to the firm's client, or whether an act was valid: its attorneys' judgement (decision 0143)", async () => {
    const [, advise] = await converse(
      "we're a benefits firm, our client got an overpayment notice",
      "would u advise our client to repay now or appeal?",
    );
    expect(advise).toMatch(/legal judgement, and it stays with your attorneys/);
    const [, valid] = await converse(
      "Cabinet en Floride. Notre client est en litige sur un bail commercial, 3000 pages a trier. Qui peut nous aider ?",
      "il faudrait aussi savoir si le bail a ete resilie valablement, votre equipe peut nous dire ca ?",
    );
    expect(valid).toMatch(/appréciation juridique, qui revient à vos avocats/);
    expect(valid).not.toMatch(/transmis votre demande/);
  });

  test("'tenemos una clienta…' is a firm; 'a 4 month gap… does that kill our case?' its attorneys' (decision 0149)", async () => {
    const [area, judge] = await converse(
      "tenemos una clienta en divorcio con custodia de 2 niños, necesitamos ayuda con la divulgacion financiera y el plan de crianza. pueden ayudar?",
      "ella se quiere mudar a otro estado con los niños, ustedes creen que el juez lo permita?",
    );
    expect(area).toMatch(/Derecho de familia/);
    expect(area).not.toMatch(NOT_A_LAW_FIRM);
    expect(judge).toMatch(/corresponde a sus abogados/);
    const [, gap] = await converse(
      "we've got a client rear ended on I-95, about 1,800 pages of med records from 6 providers. can your paralegal build a chronology?",
      "there's a 4 month gap in her treatment. does that kill our case?",
    );
    expect(gap).toMatch(/legal judgement, and it stays with your attorneys/);
    expect(gap).not.toMatch(/Over 4 months/);
  });
});
