import { LRUCache } from "lru-cache";
import { stem, tokenize } from "~/text/normalise";
import { editDistance } from "~/text/speller";
import { LANGS } from "./types";

/**
 * An index of the phrases things are called by, found in a part's tokens with typo tolerance
 * (one edit in words of five letters or more, two from nine; from four in a phrase of several words),
 * plurals and, in phrases of several words, shared stems. Used for what the content names
 * (entities.server.ts) and for the job openings the database holds (knowledge.server.ts).
 */
export type Kind = "roles" | "areas" | "services" | "offices" | "otherLanguages" | "languages" | "tiers" | "schedules";

interface Phrase {
  kind: Kind;
  value: string;
  tokens: string[];
  /** Same-stem matching: for phrases of two or more words only (single words need the word itself). */
  stems: string[][];
}

export interface Found {
  kind: Kind | "jobs";
  value: string;
  start: number;
  end: number;
}

// Per-word results kept between messages (the training examples repeat the same words thousands of times),
// bounded because visitors' words are not.
const stemsByWord = new LRUCache<string, string[]>({ max: 50_000 });
function stemsOf(token: string): string[] {
  let stems = stemsByWord.get(token);
  if (!stems) stemsByWord.set(token, (stems = [...new Set(LANGS.map((lang) => stem(token, lang)))]));
  return stems;
}

/** "paralegals" ↔ "paralegal", "bureaux" ↔ "bureau"; not for short words ("will" is no "wills"). */
function plural(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) < 5) return false;
  return a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es` || a === `${b}x` || b === `${a}x`;
}

const fuzzyLimit = (word: string) => (word.length >= 9 ? 2 : 1);

/** One visitor word against one word of a phrase: the same, a plural, the same stem (in phrases), or one typo. */
function tokenMatches(
  token: string,
  tokenStems: string[],
  want: string,
  wantStems: string[],
  known: boolean,
  inPhrase = false,
): boolean {
  if (token === want || plural(token, want)) return true;
  if (wantStems.length && tokenStems.some((s) => wantStems.includes(s))) return true;
  // A typo in a phrase of several words is forgiven from four letters ("legal admn", "legl admn"): the other word
  // must match too.
  const min = inPhrase ? 4 : 5;
  if (known || token.length < min || want.length < min || token[0] !== want[0]) return false;
  return editDistance(token, want, fuzzyLimit(want)) <= fuzzyLimit(want);
}

/** Common words one letter from a name's word: "más o menos" is not "memos", "menos" not "memos". */
const COMMON_WORDS = new Set(["menos", "meses", "mismo", "misma"]);

export class EntityIndex {
  private readonly byInitial = new Map<string, Phrase[]>();
  private readonly byFirst = new Map<string, Phrase[]>();
  private readonly byFirstStem = new Map<string, Phrase[]>();
  readonly vocabulary = new Set<string>();
  private readonly candidatesByWord = new LRUCache<string, Set<Phrase>>({ max: 20_000 });

  add(kind: Kind, value: string, phrase: string): void {
    const tokens = tokenize(phrase);
    if (!tokens.length) return;
    const key = `${kind}:${value}:${tokens.join(" ")}`;
    if (this.vocabulary.has(key)) return;
    this.vocabulary.add(key);
    const entry: Phrase = {
      kind,
      value,
      tokens,
      stems: tokens.map((t) => (tokens.length > 1 && t.length > 3 ? stemsOf(t) : [])),
    };
    const push = (map: Map<string, Phrase[]>, k: string) => map.set(k, [...(map.get(k) ?? []), entry]);
    push(this.byInitial, tokens[0][0]);
    push(this.byFirst, tokens[0]);
    for (const s of entry.stems[0]) push(this.byFirstStem, s);
    for (const t of tokens) this.vocabulary.add(t);
    this.candidatesByWord.clear();
  }

  /** A word the index knows, or a common word of our languages, is never taken for a typo of another. */
  known: (word: string) => boolean = (word) => this.vocabulary.has(word) || COMMON_WORDS.has(word);

  /** The phrases a word may begin (kept per word: the same word always begins the same phrases). */
  private candidates(token: string, stems: string[]): Set<Phrase> {
    const kept = this.candidatesByWord.get(token);
    if (kept) return kept;
    const found = new Set<Phrase>();
    const add = (list?: Phrase[]) => list?.forEach((p) => found.add(p));
    add(this.byFirst.get(token));
    for (const variant of [`${token}s`, `${token}es`, `${token}x`, token.replace(/(es|s|x)$/, "")])
      add(this.byFirst.get(variant));
    for (const s of stems) add(this.byFirstStem.get(s));
    // An unknown word may be a typo of a phrase's first word.
    if (token.length >= 4 && !this.known(token)) {
      for (const p of this.byInitial.get(token[0]) ?? [])
        if (
          (token.length >= 5 || p.tokens.length > 1) &&
          Math.abs(p.tokens[0].length - token.length) <= 2 &&
          tokenMatches(token, stems, p.tokens[0], p.stems[0], false, p.tokens.length > 1)
        )
          found.add(p);
    }
    this.candidatesByWord.set(token, found);
    return found;
  }

  /** Every phrase found, longest first at each position; mentions inside a longer one dropped. */
  find(tokens: string[]): Found[] {
    const stems = tokens.map((t) => (t.length > 3 ? stemsOf(t) : []));
    const found: Found[] = [];
    for (let i = 0; i < tokens.length; i++) {
      for (const phrase of this.candidates(tokens[i], stems[i])) {
        const n = phrase.tokens.length;
        if (i + n > tokens.length) continue;
        let ok = true;
        for (let j = 0; j < n && ok; j++)
          ok = tokenMatches(
            tokens[i + j],
            stems[i + j],
            phrase.tokens[j],
            phrase.stems[j],
            this.known(tokens[i + j]),
            n > 1,
          );
        if (ok) found.push({ kind: phrase.kind, value: phrase.value, start: i, end: i + n });
      }
    }
    return dropContained(found);
  }
}

/** A mention inside a longer mention is part of it ("immigration" in "immigration forms"); of one kind, the longest wins. */
export function dropContained(found: Found[]): Found[] {
  const kept = found.filter(
    (f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start),
  );
  const unique = new Map<string, Found>();
  for (const f of kept) unique.set(`${f.kind}:${f.value}:${f.start}`, f);
  return [...unique.values()].sort((a, b) => a.start - b.start || b.end - a.end);
}
