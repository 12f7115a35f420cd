import fs from "node:fs";
import { createRequire } from "node:module";
import { fold } from "./normalise";

/**
 * The words of English, Spanish and French (the MIT word lists `an-array-of-english-words`, `-spanish-`,
 * `-french-`), folded as visitors' words are. A real word of the visitor's language is never a typo of another:
 * without this, the speller turned "starting" into "staffing", "cease" into "case" and "relocation" into
 * "redaction" (decision 0102).
 *
 * Only words of five letters or more are kept (the speller leaves shorter ones alone). Each language is one
 * sorted string searched by halves: about a fifth of the memory of a set of 600,000 strings.
 */
export type DictionaryLang = "en" | "es" | "fr";

const PACKAGES: Record<DictionaryLang, string> = {
  en: "an-array-of-english-words",
  es: "an-array-of-spanish-words",
  fr: "an-array-of-french-words",
};

interface WordList {
  text: string;
  starts: Uint32Array;
}

const loaded = new Map<DictionaryLang, WordList>();
// (Read at run time, never bundled, never kept in the module cache: the lists are 15 MB of JSON.)
const resolve = createRequire(import.meta.url).resolve;

function list(lang: DictionaryLang): WordList {
  let words = loaded.get(lang);
  if (words) return words;
  const read = JSON.parse(fs.readFileSync(resolve(PACKAGES[lang]), "utf8")) as string[];
  const all = new Set<string>();
  for (const w of read) if (w.length >= 5) all.add(/^[a-z]+$/.test(w) ? w : fold(w));
  const sorted = [...all].sort();
  const starts = new Uint32Array(sorted.length + 1);
  let at = 0;
  sorted.forEach((w, i) => {
    starts[i] = at;
    at += w.length + 1;
  });
  starts[sorted.length] = at;
  words = { text: sorted.join("\n") + "\n", starts };
  loaded.set(lang, words);
  return words;
}

/** Whether a folded word is a word of the language. */
export function isWordOf(word: string, lang: DictionaryLang): boolean {
  const { text, starts } = list(lang);
  let lo = 0;
  let hi = starts.length - 2;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const w = text.slice(starts[mid], starts[mid + 1] - 1);
    if (w === word) return true;
    if (w < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Reads the three lists now (at start-up), so no visitor's first message waits for them. */
export function loadDictionaries(): void {
  for (const lang of Object.keys(PACKAGES) as DictionaryLang[]) list(lang);
}
