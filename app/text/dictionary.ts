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
const LANGS = Object.keys(PACKAGES) as DictionaryLang[];

interface WordList {
  text: string;
  starts: Uint32Array;
}

const loaded = new Map<DictionaryLang, WordList>();
let loading: Promise<void> | undefined;
const whenLoaded: (() => void)[] = [];
// (Read at run time, never bundled: the lists are 15 MB of JSON.)
const resolve = createRequire(import.meta.url).resolve;
const fileOf = (lang: DictionaryLang) => resolve(PACKAGES[lang]);

/** The list's words, read from its JSON ("[\"a\",\"ab\",…]": these lists hold no escapes). */
const wordsIn = (json: string) => json.trim().slice(2, -2).split('","');
const folded = (w: string) => (/^[a-z]+$/.test(w) ? w : fold(w));

/** The words kept, sorted, as one string and where each word starts. */
function pack(words: Set<string>): WordList {
  const sorted = [...words].sort();
  const starts = new Uint32Array(sorted.length + 1);
  let at = 0;
  sorted.forEach((w, i) => {
    starts[i] = at;
    at += w.length + 1;
  });
  starts[sorted.length] = at;
  return { text: sorted.join("\n") + "\n", starts };
}

/** Read at once: for a script or a test that never started the reading in the background. */
function readNow(lang: DictionaryLang): WordList {
  return pack(
    new Set(
      wordsIn(fs.readFileSync(fileOf(lang), "utf8"))
        .filter((w) => w.length >= 5)
        .map(folded),
    ),
  );
}

/** Read in batches, the event loop served between them. */
async function readInBatches(lang: DictionaryLang): Promise<WordList> {
  const words = wordsIn(await fs.promises.readFile(fileOf(lang), "utf8"));
  const kept = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    if (words[i].length >= 5) kept.add(folded(words[i]));
    if (i % 20_000 === 19_999) await new Promise<void>((done) => setImmediate(done));
  }
  return pack(kept);
}

/**
 * Whether a folded word is a word of the language. While the server reads the lists in the background
 * (`loadDictionaries`), no word is known yet; a caller that never started that reading gets the list read at once.
 */
export function isWordOf(word: string, lang: DictionaryLang): boolean {
  let list = loaded.get(lang);
  if (!list) {
    if (loading) return false;
    list = readNow(lang);
    loaded.set(lang, list);
  }
  const { text, starts } = list;
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

/**
 * Reads the three lists without holding the server up (about 1.5 s of CPU, in batches between which other requests
 * are served); what was answered meanwhile is forgotten by those told (`onDictionariesLoaded`).
 */
export function loadDictionaries(): Promise<void> {
  loading ??= (async () => {
    for (const lang of LANGS) if (!loaded.has(lang)) loaded.set(lang, await readInBatches(lang));
    for (const forget of whenLoaded) forget();
  })();
  return loading;
}

/** Called once the lists are read (a speller forgets the corrections it made without them). */
export function onDictionariesLoaded(forget: () => void): void {
  whenLoaded.push(forget);
}
