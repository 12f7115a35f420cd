import { describe, expect, test } from "vitest";
import { contentStems, fold, stem, tokenize, words } from "./normalise";
import { Speller } from "./speller";
import { synonymsOf } from "./synonyms";

describe("the shared text normaliser", () => {
  test("folds case and accents, unfolds contractions and elisions, keeps amounts whole", () => {
    expect(fold("Où êtes-VOUS ? ¿Cuánto cuesta?")).toBe("ou etes-vous ? ¿cuanto cuesta?");
    expect(tokenize("What's the price? Don't know. $2,240/month")).toEqual([
      "what",
      "is",
      "the",
      "price",
      "do",
      "not",
      "know",
      "2240",
      "month",
    ]);
    expect(tokenize("l'avocat qu'il")).toEqual(["le", "avocat", "que", "il"]);
  });

  test("expands chat shorthand in the message's language", () => {
    expect(words("thx u r great pls", "en")).toEqual(["thanks", "you", "are", "great", "please"]);
    expect(words("q precio tienen xfa", "es")).toEqual(["que", "precio", "tienen", "por", "favor"]);
    expect(words("svp", "fr")).toEqual(["se", "il", "vous", "plait"]);
  });

  test("stems with NLP.js's Snowball stemmers, per language, on folded words", () => {
    expect(new Set(["pricing", "prices", "price", "priced"].map((w) => stem(w)))).toEqual(new Set(["price"]));
    expect(stem("inmigracion", "es")).toBe(stem(fold("inmigración"), "es"));
    expect(stem("avocats", "fr")).toBe(stem("avocat", "fr"));
    expect(contentStems("How much do the paralegals cost?", "en")).toEqual(["paraleg", "cost"]);
  });

  test("corrects typos towards the vocabulary, never short words or the first letter", () => {
    const speller = new Speller(["receptionist", "phones", "paralegal", "heat", "seat"]);
    expect(speller.correct("recepcionist")).toBe("receptionist");
    expect(speller.correct("paralegl")).toBe("paralegal");
    expect(speller.correct("fones")).toBe("fones");
    expect(speller.correct("heat")).toBe("heat");
    expect(speller.correct("zzzzzzz")).toBe("zzzzzzz");
  });

  test("synonym groups meet on stems", () => {
    expect(synonymsOf(stem("pricing"))).toContain(stem("cost"));
    expect(synonymsOf("unrelat")).toEqual(["unrelat"]);
  });
});
