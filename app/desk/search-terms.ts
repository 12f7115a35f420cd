/**
 * A staff member's search as plain words: letters and digits only, so nothing typed can be
 * read as full-text syntax (quotes, NEAR, OR, -, *, parentheses) by either database.
 */
export function searchWords(q: string | undefined): string[] {
  return [
    ...new Set(
      (q ?? "")
        .normalize("NFKC")
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    ),
  ]
    .map((word) => word.slice(0, 40))
    .slice(0, 12);
}

/** SQLite FTS5: every word, each as a quoted prefix ("parale"* finds paralegal). */
export const fts5Query = (words: string[]) => words.map((word) => `"${word}"*`).join(" ");

/** PostgreSQL to_tsquery: every word as a prefix, all required. */
export const tsQuery = (words: string[]) => words.map((word) => `${word}:*`).join(" & ");

export interface ExcerptPart {
  text: string;
  match: boolean;
}

/**
 * The passage around the first word found in `text`, cut to about `width` characters, split into
 * plain and matching parts (the page renders the matching ones as <mark>, as text: never as HTML).
 */
export function excerpt(text: string, words: string[], width = 160): ExcerptPart[] {
  if (!words.length || !text) return [];
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})[\\p{L}\\p{N}]*`, "giu");
  const flat = text.replace(/\s+/g, " ");
  const first = pattern.exec(flat);
  if (!first) return [];
  const start = Math.max(0, first.index - Math.floor(width / 3));
  const window = flat.slice(start, start + width);
  const parts: ExcerptPart[] = [];
  if (start > 0) parts.push({ text: "…", match: false });
  let last = 0;
  pattern.lastIndex = 0;
  for (const found of window.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: window.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < window.length) parts.push({ text: window.slice(last), match: false });
  if (start + width < flat.length) parts.push({ text: "…", match: false });
  return parts;
}
