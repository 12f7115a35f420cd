import MiniSearch from "minisearch";
import { indexedPages, indexedPassages, type IndexedPage } from "~/content/site-index";

export interface SearchHit {
  path: string;
  kind: IndexedPage["kind"];
  title: string;
  snippet: string;
}

export const MAX_QUERY_LENGTH = 100;

const index = (() => {
  const search = new MiniSearch<IndexedPage>({
    fields: ["title", "text"],
    storeFields: ["path", "kind", "title", "text"],
    // Fuzzy matching only for word-sized terms: a long junk term would make it explode.
    searchOptions: {
      boost: { title: 3 },
      prefix: (term) => term.length <= 20,
      fuzzy: (term) => (term.length >= 4 && term.length <= 12 ? 0.2 : false),
      combineWith: "AND",
    },
  });
  search.addAll([...indexedPages(), ...indexedPassages()]);
  return search;
})();

/** A short excerpt around the first matched term, or the start of the text. */
function snippet(text: string, terms: string[], length = 180): string {
  const lower = text.toLowerCase();
  const at =
    terms
      .map((t) => lower.indexOf(t.toLowerCase()))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - 60);
  const cut = text.slice(start, start + length).trim();
  return `${start > 0 ? "…" : ""}${cut}${start + length < text.length ? "…" : ""}`;
}

/** Ranked pages and passages for a visitor's query; empty for a blank or unusable query. */
export function searchSite(query: string, limit = 20): SearchHit[] {
  const q = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!/[\p{L}\p{N}]/u.test(q)) return [];
  const results = index.search(q);
  return results.slice(0, limit).map((result) => ({
    path: result.path as string,
    kind: result.kind as IndexedPage["kind"],
    title: result.title as string,
    snippet: snippet(result.text as string, result.terms),
  }));
}
