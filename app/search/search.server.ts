import MiniSearch, { type Query } from "minisearch";
import { allCatalogueEntries } from "~/content/service-catalogues";
import { indexedPages, indexedPassages, passages, subjectOf, type IndexedPage } from "~/content/site-index";
import { onContentChange } from "~/content-source/changes.server";
import { getConfig } from "~/config/config.server";
import { getSettings } from "~/config/site-settings.server";
import { contentSource } from "~/content-source/content-source.server";
import { stripHtml } from "~/content-source/html.server";
import { fold, stem as stemWord } from "~/text/normalise";
import { synonymsOf } from "~/text/synonyms";

/** The shared normaliser's English stem (app/text), the one form documents and queries meet on. */
export const stem = (word: string) => stemWord(word, "en");

export interface SearchHit {
  path: string;
  kind: IndexedPage["kind"];
  title: string;
  snippet: string;
}

export const MAX_QUERY_LENGTH = 100;
const MAX_QUERY_TERMS = 12;

/** Words a visitor types that carry no meaning for the search ("price of a paralegal"). */
const stopWords = new Set(
  "a an and are as at be by can do does for from how i in is it me much my of on or our the to we what when where which who with you your".split(
    " ",
  ),
);

/** One form for every word: lower case, accents dropped, stop words out, stemmed. */
function normalizeTerm(term: string): string | null {
  const word = fold(term);
  if (!word || stopWords.has(word)) return null;
  return stem(word);
}

/**
 * Words that say what the visitor wants done, not what about ("hire", "book", "someone"), or that
 * add nothing to a subject here (every visitor deals with lawyers and firms; "Spanish-speaking" is
 * "Spanish"). "Hire a legal secretary" asks what "legal secretary" asks.
 */
const intentWords = new Set(
  "hire hiring need looking find want get book someone help company firm firms lawyer lawyers attorney attorneys speaking"
    .split(" ")
    .map((word) => stem(word)),
);

/** The query's words of subject: without its words of intent, unless those are all it has. */
export function subjectOfQuery(query: string): string {
  const words = query.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const isIntent = (word: string) => intentWords.has(normalizeTerm(word) ?? "");
  const subject = words.filter((word) => !isIntent(word));
  return subject.some((word) => normalizeTerm(word)) ? subject.join(" ") : query;
}

/** Whole pages a visitor means rank above passages of detail: a role page above a blog post that mentions the role. */
const kindBoost: Record<IndexedPage["kind"], number> = {
  Page: 1.6,
  Role: 1.6,
  "Practice area": 1.4,
  Service: 1,
  "Job opening": 1.2,
  FAQ: 1,
  "Privacy policy": 1.2,
  "Blog post": 0.7,
};

/** The visitor's words as a query: every word must match, each through any of its synonyms. */
export function expandQuery(query: string): { combineWith: "AND"; queries: Query[] } | null {
  const terms = [
    ...new Set(
      query
        .split(/[^\p{L}\p{N}]+/u)
        .map(normalizeTerm)
        .filter((t): t is string => !!t),
    ),
  ].slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return null;
  return {
    combineWith: "AND",
    queries: terms.map((term) => {
      const alternatives = synonymsOf(term);
      if (alternatives.length === 1) return alternatives[0];
      // The visitor's own word counts fully, a synonym half: a page saying "pricing" beats one saying "fee".
      return {
        combineWith: "OR",
        queries: [...new Set([term, ...alternatives])],
        boostTerm: (t: string) => (t === term ? 1 : 0.5),
      };
    }),
  };
}

function newIndex(documents: IndexedPage[]): MiniSearch<IndexedPage> {
  const search = new MiniSearch<IndexedPage>({
    // A page whose subject the query names (its title, or an everyday name of it) ranks above pages that mention the words.
    fields: ["title", "subject", "text"],
    storeFields: ["path", "kind", "title", "text", "subject"],
    processTerm: normalizeTerm,
    searchOptions: {
      boost: { title: 3, subject: 3 },
      boostDocument: (_id, _term, stored) => kindBoost[stored?.kind as IndexedPage["kind"]] ?? 1,
      // The query is already normalised (expandQuery); fuzzy and prefix only for word-sized terms.
      processTerm: (term) => term,
      prefix: (term) => term.length >= 3 && term.length <= 20,
      fuzzy: (term) => (term.length >= 5 && term.length <= 12 ? 0.2 : false),
    },
  });
  search.addAll(documents);
  return search;
}

/** Job openings, service details and blog posts from the content source (database or admin API). */
async function sourceDocuments(): Promise<IndexedPage[]> {
  const source = contentSource();
  const [jobs, posts, details] = await Promise.all([
    source.listJobs().catch(() => []),
    source.listPosts().catch(() => []),
    Promise.all(allCatalogueEntries.map((entry) => source.serviceDetail(entry.slug).catch(() => null))),
  ]);
  const documents: IndexedPage[] = [];
  for (const job of jobs) {
    documents.push({
      id: `job-${job.slug}`,
      path: `/CareerDetails/${job.slug}`,
      kind: "Job opening",
      title: job.name,
      text: passages([
        "Job opening, apply now.",
        job.position,
        job.location,
        job.employmentType,
        ...job.tags,
        stripHtml(job.summaryHtml),
        stripHtml(job.descriptionHtml),
      ]),
    });
  }
  for (const [i, entry] of allCatalogueEntries.entries()) {
    const detail = details[i];
    if (!detail) continue;
    const cards = [...detail.first.cards, ...detail.second.cards, ...detail.third.cards];
    documents.push({
      id: `service-${entry.slug}`,
      path: `/services/${entry.slug}`,
      kind: "Service",
      title: detail.name || entry.name,
      text: passages([
        detail.metaDescription,
        stripHtml(detail.descriptionHtml),
        detail.first.heading,
        detail.second.heading,
        stripHtml(detail.second.descriptionHtml),
        detail.third.heading,
        stripHtml(detail.third.descriptionHtml),
        ...cards.map((c) => `${c.title}: ${c.definition}`),
      ]),
    });
  }
  for (const post of posts) {
    documents.push({
      id: `post-${post.id}`,
      path: `/Blog-detail/${post.id}`,
      kind: "Blog post",
      title: post.title,
      text: post.summary,
    });
  }
  return documents;
}

/** The brand is a setting, not content: searching the company's name finds the page about it. */
function subjectWithBrand(path: string): string | undefined {
  const subject = subjectOf(path);
  if (path !== "/about") return subject;
  const { brand, brandLong } = getSettings();
  return [brand, brandLong, subject].filter(Boolean).join(". ");
}

async function buildIndex(): Promise<MiniSearch<IndexedPage>> {
  const pages = [...indexedPages(), ...(await sourceDocuments())].map((page) => ({
    ...page,
    subject: subjectWithBrand(page.path),
  }));
  return newIndex([...pages, ...indexedPassages()]);
}

let current: { index: Promise<MiniSearch<IndexedPage>>; builtAt: number } | undefined;

/** The index, rebuilt in the background once older than the content cache's time to live (as Lexi's knowledge is). */
function searchIndex(): Promise<MiniSearch<IndexedPage>> {
  const ttlMs = Math.max(30_000, getConfig().contentCacheTtlMs);
  if (!current) {
    current = { index: buildIndex(), builtAt: Date.now() };
  } else if (Date.now() - current.builtAt > ttlMs) {
    const previous = current.index;
    current = { index: previous, builtAt: Date.now() };
    buildIndex().then(
      (index) => (current = { index: Promise.resolve(index), builtAt: Date.now() }),
      () => undefined,
    );
  }
  return current.index;
}

/** Drops the built index (tests, and after content edits). */
export function forgetSearchIndex(): void {
  current = undefined;
}

// Staff published, changed or closed something: the next search rebuilds the index.
onContentChange(() => forgetSearchIndex());

/** A short excerpt around the first matched term, or the start of the text, cut at whole words. */
export function snippet(text: string, terms: string[], length = 180): string {
  const lower = text.toLowerCase();
  const at =
    terms
      .map((t) => lower.indexOf(t.toLowerCase()))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0] ?? 0;
  let start = Math.max(0, at - 60);
  // Begin at a sentence when one starts shortly before the match, else at the next whole word.
  if (start > 0) {
    const lead = text.slice(start, at);
    const sentence = /[.!?:;]\s+/.exec(lead);
    start += sentence ? sentence.index + sentence[0].length : lead.indexOf(" ") + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const lastSpace = text.lastIndexOf(" ", end);
    if (lastSpace > start) end = lastSpace;
  }
  const cut = text
    .slice(start, end)
    .trim()
    .replace(/[,;:]$/, "");
  return `${start > 0 ? "…" : ""}${cut}${end < text.length && !/[.!?]$/.test(cut) ? "…" : ""}`;
}

/** How much more a page counts when one of its names is what the visitor typed. */
const NAMED_BOOST = 2;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).flatMap((word) => normalizeTerm(word) ?? []);

/** Words only a job seeker uses: without one, the visitor is a firm and openings come after the firm's pages. */
const seekerWords = new Set(
  wordsOf(
    "job jobs career careers apply applying application opening openings position vacancy vacancies salary wage resume cv",
  ),
);
/** How much an opening counts for a firm's query ("legal secretary" is the role before the job) and a job seeker's. */
const OPENING_FOR_A_FIRM = 0.5;
const OPENING_FOR_A_SEEKER = 2;

/**
 * Whether the query names the page: one of the page's names (its title, an everyday name of its
 * subject) holds every word of the query and at most one more. "Medical records" names the
 * medical-records service, not the Healthcare page that mentions records; "pricing" names the
 * pricing page, not "paralegal rates and pricing".
 */
function namesThePage(query: string[], title: string, subject: string | undefined): boolean {
  const names = [title, ...(subject?.split(". ") ?? [])];
  return names.some((name) => {
    const words = new Set(wordsOf(name));
    return words.size <= query.length + 1 && query.every((word) => words.has(word));
  });
}

/** Ranked pages and passages for a visitor's query; empty for a blank or unusable query. */
export async function searchSite(typed: string, limit = 20): Promise<SearchHit[]> {
  const query = subjectOfQuery(typed.trim().slice(0, MAX_QUERY_LENGTH));
  const expanded = expandQuery(query);
  if (!expanded) return [];
  const index = await searchIndex();
  let results = index.search(expanded);
  // No page has every word: the pages that have all words but one ("paralegal for a bakery" finds the paralegal's page).
  if (results.length === 0 && expanded.queries.length > 1) {
    const best = new Map<string, (typeof results)[number]>();
    for (const left of expanded.queries.keys()) {
      for (const result of index.search({ ...expanded, queries: expanded.queries.filter((_, i) => i !== left) })) {
        if ((best.get(String(result.id))?.score ?? 0) < result.score) best.set(String(result.id), result);
      }
    }
    results = [...best.values()];
  }
  // A sentence rather than keywords ("someone to take our calls while we are in court"): the pages
  // with most of its words, the best of those first. Not for junk: the site must know all its words but one.
  if (results.length === 0 && expanded.queries.length > 2) {
    const known = expanded.queries.filter((term) => index.search({ combineWith: "OR", queries: [term] }).length > 0);
    if (known.length >= expanded.queries.length - 1) {
      const needed = Math.max(2, Math.ceil(known.length / 2));
      results = index
        .search({ combineWith: "OR", queries: known })
        .filter((result) => result.queryTerms.length >= needed)
        .map((result) => ({ ...result, score: result.score * result.queryTerms.length ** 2 }));
    }
  }
  const words = [...new Set(wordsOf(query))];
  const forAFirm = !words.some((word) => seekerWords.has(word));
  results = results
    .map((result) => {
      let score = result.score;
      if (namesThePage(words, String(result.title), result.subject as string | undefined)) score *= NAMED_BOOST;
      if (result.kind === "Job opening") score *= forAFirm ? OPENING_FOR_A_FIRM : OPENING_FOR_A_SEEKER;
      return { ...result, score };
    })
    .sort((a, b) => b.score - a.score);
  // A page's passages (the About FAQ's answers, the privacy policy's sections) are indexed apart
  // from the page; the page is listed once, by its best-ranked match.
  const listed = new Set<string>();
  results = results.filter((result) => !listed.has(result.path as string) && listed.add(result.path as string));
  return results.slice(0, limit).map((result) => ({
    path: result.path as string,
    kind: result.kind as IndexedPage["kind"],
    title: result.title as string,
    snippet: snippet(result.text as string, result.terms),
  }));
}
