import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0162. Phrasings written for these tests after the misses of sets AK and AL; each failed on f3fa4c7.
describe("a win promised, a wrong rate to confirm, a discount assumed", () => {
  test("'promise in writing your paralegal will win our case': no one can, and round-the-clock cover beside it", async () => {
    const [en] = await converse("put in writing that your case manager will win our trial");
    expect(en).toMatch(/can't promise how a case turns out/);
    const [fr] = await converse(
      "garantissez-moi que votre assistante juridique gagnera le procès et qu'elle travaillera 24h/24",
    );
    expect(fr).toMatch(/Je ne peux pas promettre l'issue d'une affaire/);
    expect(fr).toMatch(/permanence 24 h sur 24/);
  });

  test("a wrong rate put to be confirmed is corrected; a right one confirmed", async () => {
    const [wrong] = await converse("are legal admins $10 an hour? my partner thinks so");
    expect(wrong).toMatch(/^Not quite; here is the published price/);
    expect(wrong).toContain("$15/hour");
    const [right] = await converse("is a case coordinator $14 an hour?");
    expect(right).toMatch(/^Yes, that matches our published price/);
  });

  test("a price asked 'with the discount' says none is published, then the published price", async () => {
    const [answer] = await converse("how much is a part time paralegal with the discount then");
    expect(answer).toMatch(/^No discount is published/);
    expect(answer).toContain("$1,120 per month");
  });
});

describe("what a firm asks beside the price: LPO, hiring direct, a posting's pay by the hour, a case's worth, U.S. law", () => {
  test("'whats an LPO anyway' says what LPO stands for", async () => {
    const [answer] = await converse("whats an LPO anyway");
    expect(answer).toMatch(/^LPO stands for legal process outsourcing/);
  });

  test("'could i just hire her direct' after our rate against a posting: not published, never 'yes, we're hiring'", async () => {
    const [, direct] = await converse(
      "the paralegal job says 900-1300 a month. so we pay 14/hr for someone making that? whats your cut",
      "could i just hire her direct",
    );
    expect(direct).toMatch(/doesn't publish terms for hiring a professional directly/);
    expect(direct).not.toMatch(/we're hiring/i);
  });

  test("'what does 950 a month come to per hour' after an opening's pay: the estimate by the hour", async () => {
    const [, hourly] = await converse(
      "the case manager job says 950-1400 a month",
      "what does 950 a month come to per hour",
    );
    expect(hourly).toMatch(/roughly \$5\.94 to \$8\.75 an hour, an estimate of ours/);
  });

  test("what a client's case is worth is its attorneys' judgement; our people's U.S. legal training is published", async () => {
    const [worth] = await converse("our client slipped at a grocery store. what's the claim worth roughly?");
    expect(worth).toMatch(/legal judgement, and it stays with your attorneys/);
    const [law] = await converse("vos employés connaissent le droit américain ?");
    expect(law).toMatch(/formé à la terminologie juridique américaine/);
  });

  test("heads asked for by next month: not published; '12 full time then' is priced for that role", async () => {
    const [capacity, priced] = await converse(
      "could you place 12 receptionists by next month?",
      "what about the price for 12 full time then",
    );
    expect(capacity).toMatch(/doesn't publish how many professionals it has or can place/);
    expect(priced).toContain("12 × Secretary/Receptionist, Full Time (12 × 160 h × $12) = $23,040 per month");
  });

  test("'une des deux doit parler espagnol' makes one of the two bilingual", async () => {
    const [, two] = await converse(
      "combien pour une réceptionniste à temps plein ?",
      "et pour deux ? une des deux doit parler espagnol",
    );
    expect(two).toContain("1 × Secrétaire/Réceptionniste, Temps plein, Multilingue (1 × 160 h × $15) = $2,400");
    expect(two).toContain("$4,320 par mois");
  });

  test("a discount a salesperson promised, with a rate to confirm: no complaint, none published, the real rate", async () => {
    const [answer] = await converse("your rep told me we get 20% off, so a legal admin is $12/hr right?");
    expect(answer).not.toMatch(/sorry to hear that/);
    expect(answer).toMatch(/doesn't publish discounts/);
    expect(answer).toContain("$15/hour");
  });
});
