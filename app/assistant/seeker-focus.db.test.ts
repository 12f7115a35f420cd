import { describe, expect, test, vi } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0111. Phrasings written for these tests; each failed on 8e3939b.
describe("a job seeker's question stays on the opening", () => {
  test("'do I need to speak Spanish' after an opening: the languages its posting asks for, and the bilingual ones", async () => {
    const [, languages] = await converse("tell me about the case manager job", "do i have to speak spanish for it?");
    expect(languages).toMatch(
      /Case Manager\]\([^)]*\) posting says: “Clear, professional written and spoken English\.”/,
    );
    expect(languages).toMatch(/asks for no second language/);
    expect(languages).toMatch(/Bilingual Legal Intake Specialist \(English\/Spanish\)/);
    expect(languages).not.toMatch(/Multilingual tier|\$17/);
  });

  test("the languages asked in French, with no opening in focus: every opening asks for English, in French", async () => {
    const [languages] = await converse("vous recrutez ? quelles langues faut il parler ?");
    expect(languages).toMatch(/Toutes les offres demandent l'anglais/);
    expect(languages).toMatch(/Bilingual Legal Secretary \(English\/French\)/);
    expect(languages).not.toMatch(/Every opening/);
  });

  test("one who works at a firm asking to apply is a job seeker: the opening of the role and area named", async () => {
    const [opening, pay] = await converse(
      "trabajo en un bufete en lima, quiero aplicar al puesto de paralegal de lesiones personales, se puede?",
      "y cuanto pagan y hasta cuando se puede aplicar",
    );
    expect(opening).toMatch(/Remote Paralegal — Personal Injury/);
    expect(opening).not.toMatch(/^Lesiones personales:/);
    expect(pay).toMatch(/\$900 - \$1,300 al mes/);
    expect(pay).toMatch(/31\/01\/2027/);
    expect(pay).not.toMatch(/tarifas por hora/);
  });

  test("'do I need to be a lawyer' after an opening: its license line", async () => {
    const [, license] = await converse("whats the pay for the case manager opening", "do i have to be an attorney?");
    expect(license).toMatch(/Case Manager\]\([^)]*\) posting says: “A U\.S\. license is not required/);
  });

  test("'i'd make' about a firm's rate is a job seeker's pay: never confirmed", async () => {
    const [answer] = await converse("receptionist is $12 an hour so working full time i'd make about $1,920 a month?");
    expect(answer).toMatch(/^(No\. )?\$12 an hour is what a law firm pays us/);
    expect(answer).toMatch(/the firm's price, not the professional's pay/);
  });

  test("'what would I pay' for a role is the firm's price", async () => {
    const [answer] = await converse("if i hire a paralegal full time what would i pay");
    expect(answer).toMatch(/Paralegal, Full Time \(1 × 160 h × \$14\) = \$2,240 per month/);
  });

  test("'the legal admin one - is it full time? when does it close': that opening, in every part (decision 0142)", async () => {
    const [, one, degree] = await converse(
      "any openings for someone in guyana? im a legal assistant 1 yr exp",
      "the legal admin one - is it full time? when does it close",
      "do i need a degree for it",
    );
    expect(one).toMatch(/Contract \(20 hrs\/week\)/);
    expect(one).toContain("February 28, 2027");
    expect(one).not.toMatch(/schedule of each opening|soonest first/);
    expect(degree).toMatch(/Legal Administrative Assistant posting asks for/);
    // Pointed at after a question of them all, the first question is still of them all.
    const [, all] = await converse(
      "what openings do you have",
      "ok which ones are full time again and which one fits a legal secretary",
    );
    expect(all).not.toMatch(/^Bilingual Legal Secretary \(English\/French\): employment type/);
  });

  test("'any openings for someone in jamaica?': the openings listed there, by name (decision 0151)", async () => {
    const [jamaica] = await converse("any openings for someone in jamaica? 3 yrs PI paralegal experience");
    expect(jamaica).toMatch(/Openings listed as Remote — Jamaica: \[Remote Paralegal — Personal Injury\]/);
    expect(jamaica).toMatch(/\[Case Manager\]/);
    const [guyana] = await converse("any openings for someone in guyana?");
    expect(guyana).toMatch(/Other countries aren't mentioned/);
  });
});
