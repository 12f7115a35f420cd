import { describe, expect, test } from "vitest";
import { isWordOf } from "./dictionary";
import { stem } from "./normalise";
import { Speller } from "./speller";

describe("the word lists of the three languages", () => {
  test("know real words, folded, and not typos", () => {
    expect(isWordOf("relocation", "en")).toBe(true);
    expect(isWordOf("starting", "en")).toBe(true);
    expect(isWordOf("paralgeal", "en")).toBe(false);
    expect(isWordOf("evidencia", "es")).toBe(true);
    expect(isWordOf("penalizacion", "es")).toBe(true);
    expect(isWordOf("surveillance", "fr")).toBe(true);
    expect(isWordOf("relocation", "es")).toBe(false);
  });

  test("a speller that refuses to swap one real word for another still corrects typos and plurals", () => {
    const speller = new Speller(
      ["staffing", "redaction", "paralegal", "transporteur"],
      (word, known, lang) =>
        !isWordOf(word, lang as "en") ||
        !isWordOf(known, lang as "en") ||
        stem(word, lang as "en") === stem(known, lang as "en"),
    );
    expect(speller.correct("starting", "en")).toBe("starting");
    expect(speller.correct("paralgeal", "en")).toBe("paralegal");
    expect(speller.correct("transporteurs", "fr")).toBe("transporteur");
    // Without the visitor's language, the nearest known word as before.
    expect(speller.correct("starting")).toBe("staffing");
  });
});
