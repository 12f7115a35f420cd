import MiniSearch from "minisearch";
import { indexedPages, indexedPassages, type IndexedPage } from "~/content/site-index";
import { getConfig } from "./config.server";
import { contentSource } from "./content.server";
import { stripHtml } from "./html.server";

export interface SearchHit {
  path: string;
  kind: IndexedPage["kind"];
  title: string;
  snippet: string;
}

export const MAX_QUERY_LENGTH = 100;

function newIndex(pages: IndexedPage[]) {
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
  search.addAll(pages);
  return search;
}

const index = newIndex([...indexedPages(), ...indexedPassages()]);

/**
 * Job openings and blog posts, which staff change while the site runs: indexed apart, rebuilt
 * after a change on this instance at once (forgetContentSearch) and on others once
 * CONTENT_CACHE_TTL_SECONDS has passed.
 */
let contentIndex: { search: Promise<MiniSearch<IndexedPage>>; builtAt: number } | undefined;

async function buildContentIndex(): Promise<MiniSearch<IndexedPage>> {
  const source = contentSource();
  const [jobs, posts] = await Promise.all([source.listJobs().catch(() => []), source.listPosts().catch(() => [])]);
  return newIndex([
    ...jobs.map((job) => ({
      id: `job-${job.id}`,
      path: `/CareerDetails/${job.slug}`,
      kind: "Job opening" as const,
      title: job.name,
      text: [stripHtml(job.summaryHtml), job.location, job.employmentType, ...job.tags].filter(Boolean).join(" "),
    })),
    ...posts.map((post) => ({ id: `post-${post.id}`, path: `/Blog-detail/${post.id}`, kind: "Blog post" as const, title: post.title, text: post.summary })),
  ]);
}

function contentSearch(): Promise<MiniSearch<IndexedPage>> {
  if (!contentIndex || Date.now() - contentIndex.builtAt > getConfig().contentCacheTtlMs) contentIndex = { search: buildContentIndex(), builtAt: Date.now() };
  return contentIndex.search;
}

export function forgetContentSearch(): void {
  contentIndex = undefined;
}

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

type Result = ReturnType<typeof index.search>[number];

function hits(results: Result[], limit: number): SearchHit[] {
  return results.slice(0, limit).map((result) => ({
    path: result.path as string,
    kind: result.kind as IndexedPage["kind"],
    title: result.title as string,
    snippet: snippet(result.text as string, result.terms),
  }));
}

const usableQuery = (query: string) => {
  const q = query.trim().slice(0, MAX_QUERY_LENGTH);
  return /[\p{L}\p{N}]/u.test(q) ? q : null;
};

/** The registry's pages and passages alone (no database): ranked hits for a visitor's query. */
export function searchRegistry(query: string, limit = 20): SearchHit[] {
  const q = usableQuery(query);
  return q ? hits(index.search(q), limit) : [];
}

/** Ranked pages, passages, job openings and blog posts for a visitor's query; empty for a blank or unusable query. */
export async function searchSite(query: string, limit = 20): Promise<SearchHit[]> {
  const q = usableQuery(query);
  if (!q) return [];
  return hits(
    [...index.search(q), ...(await contentSearch()).search(q)].sort((a, b) => b.score - a.score),
    limit,
  );
}
