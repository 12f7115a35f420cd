/**
 * Typo correction towards a known vocabulary ("recepcionist" → "receptionist", "fones" →
 * "phones"): a word not in the vocabulary becomes the most frequent known word within one edit
 * (two for long words), transpositions counting as one. Short words are left alone: at four
 * letters nearly every word is one edit from another.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  // Three rolling rows (the one before last for transpositions).
  let before = new Uint16Array(cols);
  let prev = new Uint16Array(cols);
  let row = new Uint16Array(cols);
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2] + 1);
      row[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length];
}

export class Speller {
  private readonly counts = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();
  private readonly memo = new Map<string, string>();

  /**
   * `sameWord`: whether a word of a language may become the known word it is closest to ("transporteurs" →
   * "transporteur"; a caller may refuse "starting" → "staffing").
   */
  constructor(
    words: Iterable<string>,
    private readonly sameWord: (word: string, known: string, lang: string) => boolean = () => true,
  ) {
    for (const word of words) if (/^\p{L}{2,}$/u.test(word)) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
    for (const word of this.counts.keys()) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  /** Forgets the corrections made so far (what decides them has changed: the word lists were read). */
  forget(): void {
    this.memo.clear();
  }

  /** The word, or the known word it is most likely a typo of (in `lang`, a real word only as another form of it). */
  correct(word: string, lang?: string): string {
    if (word.length < 5 || this.counts.has(word) || !/^\p{L}+$/u.test(word)) return word;
    const known = this.memo.get(`${lang}:${word}`);
    if (known !== undefined) return known;
    const max = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // Typos rarely touch the first letter; requiring it keeps "heat" from becoming "seat".
        if (candidate[0] !== word[0]) continue;
        const distance = editDistance(word, candidate, max);
        const count = this.counts.get(candidate) ?? 0;
        if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
          best = candidate;
          bestDistance = distance;
          bestCount = count;
        }
      }
    }
    const result = bestDistance <= max && (!lang || this.sameWord(word, best, lang)) ? best : word;
    if (this.memo.size > 20_000) this.memo.clear();
    this.memo.set(`${lang}:${word}`, result);
    return result;
  }
}
