import { describe, expect, test, vi } from "vitest";
import { converse, NOT_A_LAW_FIRM, withAssistant } from "./assistant.fixture";
// The classifiers train once per data folder (then load from its cache); nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

withAssistant();

// Phrasings written for these tests: not in content/assistant/, the development set, the held-out sets or the
// safety probes (decision 0048).
describe("a matter told as a story, and the same words from a firm", () => {
  test("a visitor's own trouble with no word of the law is still their matter, in three languages", async () => {
    for (const story of [
      // Read as nothing on main before the stories of `own_story` were added.
      "the dealer won't take back the truck and it's been in the shop 5 times",
      "they cut my hours after i came back from maternity leave",
      "my dad's girlfriend moved into his house after he passed and won't leave",
      "la escuela no quiere inscribir a mi hijo porque no tenemos papeles",
      "le garage garde ma voiture et me demande 2000 $ de plus que le devis",
    ]) {
      const [answer] = await converse(story);
      expect(answer, story).toMatch(NOT_A_LAW_FIRM);
      expect(answer, story).not.toMatch(/\$\d+ ?\/ ?hour|\$\d+ an hour|\$\d+ de l'heure|\$\d+ por hora/);
    }
  });

  test("office staff speaking for their attorney are a firm, even when the work is an eviction", async () => {
    for (const firm of [
      "la abogada necesita a alguien que llame a los clientes de desalojo para confirmar citas",
      "mon avocate voudrait une adjointe bilingue pour les dossiers d'immigration, combien ?",
      "mi jefa es abogada y quiere saber cuanto cuesta una recepcionista bilingue",
    ]) {
      const [answer] = await converse(firm);
      expect(answer, firm).not.toMatch(NOT_A_LAW_FIRM);
    }
  });

  test("the attorney the visitor works for is not the visitor's matter; the visitor's own lawyer is", async () => {
    // Referred on main before decision 0049.
    for (const firm of [
      "mon avocate a besoin d'une assistante pour les dossiers de divorce, c'est combien ?",
      "el licenciado quiere una secretaria bilingue para las llamadas de los clientes de inmigracion",
    ]) {
      const [answer] = await converse(firm);
      expect(answer, firm).not.toMatch(NOT_A_LAW_FIRM);
    }
    // Set Q's use log: the visitor speaking of themselves beside a lawyer is no matter of theirs when the safety
    // classifier reads a lawyer asked for, not their own matter.
    const [errand] = await converse(
      "the attorney i work for asked me how much a full time intake specialist runs per week",
    );
    expect(errand).not.toMatch(NOT_A_LAW_FIRM);
    expect(errand).toContain("$480");
    for (const own of [
      "my lawyer asked me to get my medical records, can your paralegal do that",
      "mi abogado necesita mis recibos del accidente",
      "mon avocat ne répond plus et mon audience est lundi",
    ]) {
      const [answer] = await converse(own);
      expect(answer, own).toMatch(NOT_A_LAW_FIRM);
    }
  });

  test("an area named by no one gets its page alone; a visitor who speaks of themselves gets the note", async () => {
    const [lemon] = await converse("do u guys do lemon law?");
    expect(lemon).toContain("(/Lemonlaw)");
    expect(lemon).not.toMatch(NOT_A_LAW_FIRM);
    const [mine] = await converse("my car is a lemon, do you do lemon law?");
    expect(mine).toMatch(NOT_A_LAW_FIRM);
  });
});

describe("a remark that asks nothing", () => {
  test("is not met with 'I'm not sure I understood', alone or beside a question", async () => {
    const [remark] = await converse("lol is ur name lexi cuz of lexisnexis");
    expect(remark).not.toMatch(/not sure I understood/);
    const [beside] = await converse("haha ok just testing this thing. how much is a receptionist?");
    expect(beside).toContain("$12");
    expect(beside).not.toMatch(/not sure I understood|didn't understand/);
  });
});
