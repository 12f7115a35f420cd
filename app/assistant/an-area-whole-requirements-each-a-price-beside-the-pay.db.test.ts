import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0168. Whole answers made complete: phrasings written for these tests; each failed on eb3da78 but for the
// two that guard against over-reach.
describe("an area's support in full, each opening's requirements, the pay said beside a firm's price", () => {
  test("an area asked about lists all six of its services, and whose supervision the staff work under", async () => {
    const [answer] = await converse("do you support bankruptcy practices? what would your people handle");
    expect(answer).toMatch(/under the supervision of the firm's attorneys/);
    // The sixth of the page's services, which the answer used to leave out.
    expect(answer.split(";").length).toBeGreaterThanOrEqual(6);
  });

  test("in French, the same, in French", async () => {
    const [answer] = await converse("vous faites du droit de l'immigration ? quel genre de soutien ?");
    expect(answer).toMatch(/sous la supervision des avocats du cabinet/);
    expect(answer).toMatch(/Ce qu'il fait :/);
  });

  test("'what qualifications do you ask for?' with no opening named: what each opening asks for first", async () => {
    const [answer] = await converse("what qualifications do you look for in applicants?");
    expect(answer).toMatch(/What each asks for first/);
    expect(answer).toMatch(/\[Case Manager\]\(\/CareerDetails\/case-manager\): At least three years/);
    expect(answer).toMatch(/\[Legal Administrative Assistant\][^;]*At least one year of administrative experience/);
  });

  test("in Spanish, the posting's own Spanish lines, and 'EE. UU.' kept whole", async () => {
    const [answer] = await converse("que experiencia piden para trabajar con ustedes?");
    expect(answer).toMatch(/Lo primero que pide cada una/);
    expect(answer).toMatch(/Al menos tres años de experiencia/);
    expect(answer).not.toMatch(/EE\. UU[;]/);
  });

  test("a firm asking which role it needs gets no list of job requirements", async () => {
    const [answer] = await converse("we run a busy PI practice, which role do we need for medical records?");
    expect(answer).not.toMatch(/What each asks for first/);
  });

  test("'what does it cost me vs what does she take home' is both sides, for a receptionist", async () => {
    const [answer] = await converse("a receptionist full time, what does it cost me vs what does she take home?");
    expect(answer).toMatch(/\$12 an hour is what a law firm pays us/);
    expect(answer).toMatch(/\$1,920 for 160 hours/);
    expect(answer).toMatch(/Bilingual Legal Secretary \(English\/French\)\]\([^)]*\) \$750 - \$1,050 a month/);
  });

  test("after both sides, a price asked for another schedule keeps the pay beside it", async () => {
    const [, next] = await converse(
      "the paralegal rate is 14/hr, is that what the paralegal actually earns?",
      "ok and for us part time, how much a month",
    );
    expect(next).toContain("$1,120");
    expect(next).toMatch(/not the professional's pay, which the opening publishes: .*\$900 - \$1,300 a month/);
  });

  test("a price asked in a plain firm's conversation gets no pay beside it", async () => {
    const [, next] = await converse("how much is a case manager", "and full time?");
    expect(next).toContain("$2,240");
    expect(next).not.toMatch(/professional's pay/);
  });

  test("'ok and part time?' after both sides is a price, not the split of the rate", async () => {
    const [, next] = await converse(
      "if we pay 14/hr for a case manager full time, what does the case manager actually take home",
      "ok and part time?",
    );
    expect(next).toContain("$1,120 per month");
    expect(next).not.toMatch(/how the hourly rate is split/);
  });
});

describe("what is published, said beside what is not", () => {
  test("a discount asked for: none published, the range of our rates and the free consultation", async () => {
    const [answer] = await converse("we're a small nonprofit clinic, do you do reduced pricing for us?");
    expect(answer).toMatch(/hourly rates from \$12 to \$18/);
    expect(answer).toMatch(/free consultation/);
  });

  test("references asked for, in Spanish: none published, and the Sample work page", async () => {
    const [answer] = await converse("me pueden pasar el contacto de algun bufete cliente para pedir referencias?");
    expect(answer).toMatch(/no publica reseñas, referencias ni nombres de clientes/);
    expect(answer).toMatch(/\(\/sample-work\)/);
  });
});
