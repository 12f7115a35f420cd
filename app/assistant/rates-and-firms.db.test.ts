import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Phrasings written for these tests: not in content/assistant/, the development set or held-out sets A–O.
// Each failed on main before the change (decision 0047).
describe("the firm's rate and the professional's pay", () => {
  test("a figure of our roles page asked as a job's pay: no, both figures, the split unpublished", async () => {
    const [pays] = await converse(
      "your roles page shows $2,240 a month for a full time case manager. is that what the case manager job pays?",
    );
    expect(pays).toMatch(/^No\./);
    expect(pays).toContain("$950 - $1,400");
    expect(pays).toMatch(/divided between us and the professional isn't published/);
  });

  test("the Multilingual rate is said as such", async () => {
    const [bilingual] = await converse(
      "we pay you $15 an hour for our bilingual receptionist, is that what she takes home?",
    );
    expect(bilingual).toMatch(/^No\./);
    expect(bilingual).toMatch(
      /bilingual \[Secretary\/Receptionist\]\(\/Secretary-Receptionist\) on the Multilingual rate/,
    );
  });
});

describe("a firm that says what it is in its first words", () => {
  test("'somos bufete de…' opens a firm's message, never the visitor's own matter", async () => {
    const [spanish] = await converse(
      "somos bufete de familia en Miami. tenemos una señora con un divorcio dificil, hay q juntar estados de cuenta y redactar su declaracion",
    );
    expect(spanish).not.toMatch(NOT_A_LAW_FIRM);
    expect(spanish).toContain("(/Family)");
  });

  test("an order of staff by head count is a firm's; after the referral, our paralegal asked to sue is the reminder", async () => {
    const [order] = await converse(
      "necesito 3 asistentes legales tiempo completo por 6 meses para una demanda colectiva, cuanto seria",
    );
    expect(order).not.toMatch(NOT_A_LAW_FIRM);
    expect(order).toContain("En 6 meses");
    const [, sue] = await converse(
      "i need 2 lawyers for my divorce, how much",
      "my boss fired me and i need 1 paralegal full time to sue him",
    );
    expect(sue).toMatch(/as I mentioned/);
    expect(sue).not.toMatch(/Typical work|What they do/);
  });

  test("a team said head by head is priced, and one said with its article is one", async () => {
    const [team] = await converse("fine, 2 receptionists full time and 1 of them bilingual 👍");
    expect(team).toContain("$4,320");
    const [one] = await converse("whats a paralegal for 1 month full time to index all 40 boxes");
    expect(one).toContain("1 × Paralegal, Full Time");
    expect(one).not.toMatch(/Over 1 months/);
  });

  test("beside a complaint, a statement about our staff is the complaint's, not a question of duties", async () => {
    const [complaint] = await converse(
      "your intake specialist keeps putting callers on hold for ages. this is unacceptable",
    );
    expect(complaint).not.toMatch(/published duties/);
    expect(complaint).toMatch(/sorry/i);
  });
});
