import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0122. Phrasings written for these tests, not taken from an evaluation set; each failed on 08905d9.
describe("our rate and a posting's pay, asked from either side", () => {
  test("'what does the paralegal get out of my 14': the split is not published, and 14 is no head count", async () => {
    const [, split] = await converse(
      "the roles page says a paralegal is $14 an hour",
      "ok so what does the paralegal actually get out of my 14",
    );
    expect(split).toMatch(/doesn't publish how the hourly rate is split/);
    expect(split).not.toMatch(/14 × Paralegal/);
  });

  test("a posting's monthly range asked by the hour: the estimate, no 'No.' to a rate nobody quoted", async () => {
    const [hourly] = await converse(
      "the legal admin job is 20 hrs a week at 600-850 a month, whats that per hour roughly?",
    );
    expect(hourly).toMatch(/roughly \$7\.50 to \$10\.63 an hour, an estimate/);
    expect(hourly).not.toMatch(/^No\./);
  });

  test("after the pay and the rate were set apart, what a firm pays for one is the firm's price", async () => {
    const [, firm] = await converse(
      "the bilingual intake job pays 700-1000 a month and you bill firms $15 an hour. whats your cut?",
      "and what is a firm paying per month for one of those full time?",
    );
    expect(firm).toContain("1 × Intake Specialist, Full Time, Multilingual (1 × 160 h × $15) = $2,400 per month");
  });

  test("a figure asked for gets no 'No'; the firm's monthly total said back as the visitor's pay does (decision 0141)", async () => {
    const [asked, mine] = await converse(
      "the legal admin contract job is 600-850/month for 20h/wk. what do law firms pay u for that?",
      "wait so is that 1200 going to me??",
    );
    expect(asked).not.toMatch(/^No\./);
    expect(asked).toContain("$1,200");
    expect(asked).toContain("$600 - $850");
    expect(mine).toMatch(/^No\. \$15 an hour is what a law firm pays us/);
    expect(mine).not.toMatch(/we're hiring/i);
    const [, whole] = await converse(
      "how much is a paralegal full time",
      "so if i hire thru you does my paralegal get the whole 2240?",
    );
    expect(whole).toMatch(/^No\./);
    expect(whole).toMatch(/isn't published/);
    const [, split] = await converse(
      "votre offre parajuriste dommages corporels paie 900-1300$/mois. un cabinet paie combien par mois pour un parajuriste temps plein?",
      "donc la difference elle va ou?",
    );
    expect(split).toMatch(/ne publie pas comment le tarif horaire se répartit/);
  });
});
