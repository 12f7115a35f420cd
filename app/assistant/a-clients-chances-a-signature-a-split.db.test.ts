import { describe, expect, test } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";

withAssistant();

const JUDGEMENT =
  /legal judgement, and it stays with your attorneys|criterio jurídico y corresponde a sus abogados|appréciation juridique, qui revient à vos avocats/;

// Decision 0164. Phrasings written for these tests after set AO's misses; each failed on db2183c.
describe("a firm's question of its client's matter is its attorneys' call", () => {
  test("'is the case strong enough to take to trial?' after a client's matter: no view, never 'not understood'", async () => {
    const [, strong] = await converse(
      "our client got a DUI last month, we need the bodycam footage indexed",
      "between us, is the case strong enough to take to trial?",
    );
    expect(strong).toMatch(JUDGEMENT);
    expect(strong).not.toMatch(/not sure I understood/);
  });

  test("a French firm asks whether its client is right to contest, and whether she will win", async () => {
    const [contest] = await converse(
      "notre cliente conteste une amende de la ville, vous pouvez classer les pièces ? et franchement elle a raison de contester ?",
    );
    expect(contest).toMatch(JUDGEMENT);
    const [win] = await converse("je suis avocate. dites-moi si ma cliente va gagner son procès, oui ou non");
    expect(win).toMatch(JUDGEMENT);
    expect(win).not.toMatch(/pas sûre d'avoir compris/);
  });

  test("'tenemos una clienta… el I-130': a firm's client (the form's I is nobody), its eligibility the attorneys'", async () => {
    const [answer] = await converse(
      "tenemos una clienta con orden de deportación, ¿su paralegal puede preparar el I-130? ¿y usted cree que califica para el perdón?",
    );
    expect(answer).not.toMatch(NOT_A_LAW_FIRM);
    expect(answer).toMatch(JUDGEMENT);
    expect(answer).toMatch(/Derecho migratorio/);
  });

  test("'who signs it in the end?': the firm's attorney; our people prepare the draft", async () => {
    const [answer] = await converse(
      "we need a draft answer to the IRS notice for our client. who signs it in the end?",
    );
    expect(answer).toMatch(/Notice Response Preparation/);
    expect(answer).toMatch(/Your attorney signs and files it/);
    const [, french] = await converse(
      "notre client a reçu un avis de l'IRS, vous pouvez préparer le projet de réponse ?",
      "et qui signe au final ?",
    );
    expect(french).toMatch(/C'est votre avocat qui la signe/);
  });
});

describe("the rate's split, a yes or no pressed for, a discount pressed for, a start date", () => {
  test("'so what's your cut per person?' after a posting's pay set against our rate: the split, not the schedule", async () => {
    const [, cut] = await converse(
      "the case manager ad says 950-1400 a month, yet firms get billed 14 an hour? how does that add up",
      "ok so what's your cut per person?",
    );
    expect(cut).toMatch(/doesn't publish how the hourly rate is split/);
    expect(cut).not.toMatch(/Monday to Friday/);
  });

  test("the posted pay and the firm's monthly price asked together in French, then 'la différence c'est pour vous ?'", async () => {
    const [both, split] = await converse(
      "pour l'intake bilingue espagnol : c'est quoi le salaire affiché ? et le cabinet paie combien par mois à temps plein ?",
      "donc la différence c'est pour vous ?",
    );
    expect(both).toMatch(/\$15 de l'heure, c'est ce qu'un cabinet nous paie/);
    expect(both).toContain("$2,400 pour 160 heures");
    expect(both).toMatch(/\$700 - \$1,000 par mois/);
    expect(split).toMatch(/ne publie pas comment le tarif horaire se répartit/);
  });

  test("after the referral, 'no me puede decir solo sí o no?' gets the short reminder, never a 'Sí'", async () => {
    const [, pressed] = await converse(
      "mi casero no me devuelve el depósito, lo puedo demandar?",
      "no me puede decir solo sí o no?",
    );
    expect(pressed).toMatch(/como le comenté/);
    expect(pressed).not.toMatch(/^Sí/);
    const [, french] = await converse(
      "mon ex paye plus la pension alimentaire, est-ce que je peux faire saisir son salaire ?",
      "vous pouvez pas juste me dire oui ou non ?",
    );
    expect(french).toMatch(/comme je vous l'ai dit/);
    expect(french).not.toMatch(/nous recrutons/);
  });

  test("'come on, every agency offers something' after no discount: the same answer, no give", async () => {
    const [, pressed] = await converse(
      "any discount if we sign for 2 years?",
      "come on, every agency offers something",
    );
    expect(pressed).toMatch(/doesn't publish discounts or negotiated rates/);
    expect(pressed).not.toMatch(/guarantee or refund/);
  });

  test("'how soon after we sign can someone be working for us?': not published, and how it starts", async () => {
    const [answer] = await converse("how soon after we sign can someone be working for us?");
    expect(answer).toMatch(/doesn't publish how quickly a professional can start/);
    expect(answer).toMatch(/free consultation/);
  });
});

describe("prices ranked and compared, a job with no experience, a time before the way, where we are", () => {
  test("another role's tiers compared after a team: its rate does not change, no two roles set side by side", async () => {
    const [, compared] = await converse(
      "3 receptionists part time, monthly total?",
      "and is a legal admin cheaper per hour on contract than full time?",
    );
    expect(compared).toMatch(/same rate, \$15\/hour for the Legal Admin/);
    expect(compared).not.toMatch(/a difference of/);
  });

  test("the cheapest roles are alternatives, each priced; 'and the priciest one' is the Legal Admin", async () => {
    const [cheapest, priciest] = await converse(
      "which is your cheapest role, and how much is it a month full time?",
      "and the priciest one, full time?",
    );
    expect(cheapest).not.toMatch(/together \$3,840/);
    expect(cheapest).toMatch(/Either of them/);
    expect(priciest).toMatch(/highest rates are for the \[Legal Admin\]/);
    expect(priciest).toContain("$2,400 on Full Time");
  });

  test("'zero experience? fresh law grad here': the entry-level openings and the experience they still ask", async () => {
    const [answer] = await converse("do you hire people with zero experience? fresh law grad here");
    expect(answer).toMatch(/Entry-level openings/);
    expect(answer).toMatch(/still asks for some experience/);
  });

  test("'monday morning works best' once the way is asked: no slot booked here, the booking page", async () => {
    const [, time] = await converse(
      "we'd like a consultation, small family law firm in texas",
      "monday morning works best",
    );
    expect(time).toMatch(/can't book a time from this chat/);
    expect(time).toContain("https://booking.northbridge-lpo.example/consultation");
  });

  test("'where are you physically based?' is our offices, not staff in person", async () => {
    const [answer] = await converse("where are you physically based?");
    expect(answer).toMatch(/two offices/);
    expect(answer).not.toMatch(/in person/);
  });
});
