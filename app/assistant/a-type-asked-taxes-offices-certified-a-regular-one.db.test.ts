import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0176. Phrasings written for these tests; each test failed on a79fa4b.
describe("a firm's client's agency complaint in English", () => {
  test("filing an EEOC complaint for the firm's client is the work, not a complaint to us", async () => {
    const [en] = await converse(
      "our client lost her job after she reported her supervisor, we need to file an EEOC complaint for her. can your people help pull the evidence together?",
    );
    expect(en).not.toMatch(/sorry to hear|needs a person from our team/i);
    expect(en).toMatch(/Employment & Labor/);
  });
});

describe("an opening asked of its type, its taxes, its evenings", () => {
  test("'is it full time?' of a contract opening is a no with its type", async () => {
    const [, en] = await converse("any openings for admin work?", "the legal admin one, is that full time?");
    expect(en).toMatch(/^No, the Legal Administrative Assistant posting isn't full time: .*Contract \(20 hrs\/week\)/);
  });

  test("'¿es tiempo completo?' of a full-time opening is a yes", async () => {
    const [, es] = await converse("busco trabajo de paralegal", "¿ese puesto es tiempo completo?");
    expect(es).toMatch(/^Sí, la vacante Remote Paralegal — Personal Injury es de tiempo completo/);
  });

  test("a quoted range asked before or after taxes: not published, not the range again", async () => {
    const [en] = await converse("the case manager job says 950-1400, is that gross or net?");
    expect(en).toMatch(/before or after taxes isn't published/);
    expect(en).not.toMatch(/^The postings publish pay per month/);
  });

  test("evenings asked of the opening in focus: its published schedule, no 'yes'", async () => {
    const [, en] = await converse("tell me about the legal admin job", "can i work it at night after my day job?");
    expect(en).toMatch(/^The Legal Administrative Assistant posting states its schedule/);
    expect(en).not.toMatch(/^Yes\b|We're hiring/);
  });

  test("the rate set against an opening's pay names the opening's hours", async () => {
    const [en] = await converse("is the $15 an hour for a legal admin what the admin job pays me?");
    expect(en).toMatch(/\$600 - \$850 a month \(Contract, 20 hrs\/week\)/);
  });
});

describe("terms, offices and certifications a firm asks about", () => {
  test("a trial and a volume discount asked together: each not published, no capacity answer", async () => {
    const [en] = await converse(
      "do you offer a free trial month? and is there a discount if we take 5 intake specialists",
    );
    expect(en).toMatch(/doesn't publish a trial period/);
    expect(en).toMatch(/doesn't publish discounts/);
    expect(en).not.toMatch(/how many professionals it has/);
  });

  test("an office asked for in two other countries is a no, not our languages", async () => {
    const [fr] = await converse("vous avez un bureau en Belgique ou en Suisse?");
    expect(fr).toMatch(/^Non, nous n'avons pas de bureau là-bas/);
    expect(fr).not.toMatch(/Multilingue/);
  });

  test("our people asked whether they are certified: no certification published, not licensed, not a role's duties", async () => {
    const [en] = await converse("are your case managers certified in anything?");
    expect(en).toMatch(/doesn't publish any certification of our professionals/);
    expect(en).toMatch(/not U\.S\. based or licensed/);
    expect(en).not.toMatch(/Typical work/);
  });

  test("a multilingual role against 'a regular one' is that role against itself", async () => {
    const [, en] = await converse(
      "what is your most expensive role?",
      "how much more a month is a bilingual case manager than a regular one, full time?",
    );
    expect(en).toMatch(/difference of \$480 a month/);
    expect(en).not.toMatch(/Legal Admin/);
  });
});

describe("a firm pressing for a legal call, signing and filing, a person asked for", () => {
  test("'7 or 13 you think?' is the attorneys' call", async () => {
    const [en] = await converse("our debtor client has a car loan and 40k in medical bills, chapter 7 or 13 u think?");
    expect(en).toMatch(/legal judgement, and it stays with your attorneys/);
  });

  test("'fine under new york law, right?' after a judgement declined is the attorneys' call", async () => {
    const [, en] = await converse(
      "our client signed a lease guarantee 5 years ago, can she still be sued on it?",
      "ballpark, 6 years is fine under new york law right",
    );
    expect(en).toMatch(/legal judgement, and it stays with your attorneys/);
    expect(en).not.toMatch(/office|under 18/);
  });

  test("our people asked to sign and file for the firm: no, its attorneys sign", async () => {
    const [es] = await converse(
      "¿su asistente legal puede firmar y presentar los escritos en el juzgado por nosotros?",
    );
    expect(es).toMatch(/^No: nuestros profesionales no están en Estados Unidos ni son abogados con licencia/);
  });

  test("a need stated beside a person asked for is not 'not understood'", async () => {
    const [en] = await converse("i want to talk to someone real. we need staffing for our 3 attorneys");
    expect(en).not.toMatch(/didn't understand this part/);
    expect(en).toMatch(/a person from our team/);
  });

  test("a person asked for because the answers don't help: an apology with the hand-off", async () => {
    const [fr] = await converse("vos réponses ne m'aident pas, je veux parler à quelqu'un");
    expect(fr).toMatch(/désolée/);
  });
});
