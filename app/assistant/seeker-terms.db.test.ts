import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Decision 0082. Phrasings written for these tests; each failed on f440ba9.
describe("a job seeker's questions no intent places", () => {
  test("an attorney looking for work is told the openings are support roles, never the referral", async () => {
    const [en] = await converse("bar-admitted attorney in texas, looking for a remote job. any openings for lawyers?");
    expect(en).toMatch(/openings are for support roles/);
    expect(en).not.toMatch(NOT_A_LAW_FIRM);
    const [es] = await converse("soy abogada en Colombia y busco trabajo remoto, contratan abogados?");
    expect(es).toMatch(/no se publican vacantes para abogados/);
  });

  test("how the pay is paid: the monthly range in USD is published, the method is not", async () => {
    const [, method] = await converse("any openings right now?", "is the salary sent by paypal or bank transfer?");
    expect(method).toMatch(/monthly range in U\.S\. dollars/);
    expect(method).toMatch(/isn't published/);
    const [, fr] = await converse("vous recrutez ?", "le salaire est versé en dollars ou en devise locale ?");
    expect(fr).toMatch(/fourchette mensuelle en dollars américains/);
  });

  test("a resume by e-mail: the form is the published way, and the team if it fails", async () => {
    const [, email] = await converse(
      "i'd like to apply to the legal admin opening",
      "could i send my CV by email rather than the form",
    );
    expect(email).toMatch(/doesn't say that resumes sent by e-mail are accepted/);
    expect(email).toContain("support@");
  });

  test("a license asked about with no opening in focus: the postings' own lines", async () => {
    const [, license] = await converse("hiring?", "is a license needed for any of these jobs?");
    expect(license).toMatch(/A U\.S\. license is not required/);
    expect(license).toMatch(/other postings don't mention a license/);
  });
});
