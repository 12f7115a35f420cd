import { siteContent } from "~/content/load-content.server";
import { practiceAreas } from "~/content/practice-areas";
import { roles } from "~/content/roles";
import { allCatalogueEntries, catalogues } from "~/content/service-catalogues";
import { serviceListPaths } from "~/content/service-lists";
import { staticServicePages } from "~/content/static-services";
import type { RoleSlug } from "~/content/types";
import { getConfig } from "~/config/config.server";
import { onContentChange } from "~/content-source/changes.server";
import { contentSource } from "~/content-source/content-source.server";
import { stripHtml } from "~/content-source/html.server";
import { contentStems, tokenize } from "~/text/normalise";
import { dropContained, EntityIndex, type Found } from "./phrase-index";

/**
 * The facts Lexi answers from: the content files (roles and their rates from the one pricing
 * table, practice areas, services, tiers) and the content source (the database's or admin API's
 * service details, job openings and blog posts). Built on first use; rebuilt in the background
 * once the content cache's time to live has passed, and dropped at once when staff change a job
 * or a post (it subscribes to app/content-source/changes.server.ts).
 */
export interface RoleFact {
  slug: RoleSlug;
  title: string;
  rates: { standard: number; multilingual: number };
  link: string;
}

export interface TierFact {
  key: "contract" | "full-time" | "multilingual";
  rate: "standard" | "multilingual";
  hoursPerMonth?: number;
}

export interface ServiceFact {
  slug: string;
  title: string;
  /** The database's short description (or the page's summary), English. */
  summary: string;
  /** The detail's cards ("Case Law Summaries: One-page briefs…"), English, for matching sub-services. */
  details: string[];
  link: string;
  /** The service list it belongs to, when it is a catalogue entry. */
  list?: string;
}

export interface JobFact {
  slug: string;
  name: string;
  pay: { min: number; max: number } | null;
  location: string | null;
  employmentType: string | null;
  position: string | null;
  summary: string;
  /** The posting's list items by heading ("Requirements": […]). */
  sections: Record<string, string[]>;
  link: string;
  /** The last day the posting is open ("2027-01-31"), when it says. */
  closes: string | null;
}

export interface PostFact {
  id: number;
  title: string;
  summary: string;
  link: string;
  stems: Set<string>;
}

export interface Knowledge {
  roles: RoleFact[];
  tiers: TierFact[];
  services: Map<string, ServiceFact>;
  jobs: JobFact[];
  posts: PostFact[];
  /** Finds job openings named in a part's tokens. */
  jobIndex: { find(tokens: string[]): Found[] };
}

function roleFacts(): RoleFact[] {
  return roles.map((role) => ({ slug: role.slug, title: role.title, rates: role.rates, link: `/${role.slug}` }));
}

function listItemsByHeading(html: string): Record<string, string[]> {
  const sections: Record<string, string[]> = {};
  let heading = "";
  for (const piece of html.split(/(<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>)/i)) {
    const h = /^<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>$/i.exec(piece);
    if (h) {
      heading = stripHtml(h[1]);
      continue;
    }
    // A section's list items, or its paragraphs when it has no list ("Schedule: Monday to Friday…").
    const listed = [...piece.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => stripHtml(m[1])).filter(Boolean);
    const items = listed.length
      ? listed
      : [...piece.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => stripHtml(m[1])).filter(Boolean);
    if (items.length) sections[heading] = [...(sections[heading] ?? []), ...items];
  }
  return sections;
}

async function jobFacts(): Promise<JobFact[]> {
  const jobs = await contentSource()
    .listJobs()
    .catch(() => []);
  return jobs.map((job) => ({
    slug: job.slug,
    name: job.name,
    pay:
      job.price1 != null && job.price2 != null && (job.price1 > 0 || job.price2 > 0)
        ? { min: job.price1, max: job.price2 }
        : null,
    location: job.location,
    employmentType: job.employmentType,
    position: job.position,
    summary: stripHtml(job.summaryHtml),
    sections: listItemsByHeading(job.descriptionHtml),
    link: `/CareerDetails/${job.slug}`,
    closes: job.validity,
  }));
}

async function serviceFacts(): Promise<Map<string, ServiceFact>> {
  const services = new Map<string, ServiceFact>();
  for (const page of staticServicePages) {
    services.set(page.slug, {
      slug: page.slug,
      title: page.title,
      summary: page.summary,
      details: [],
      link: `/${page.slug}`,
    });
  }
  const lists = siteContent().serviceListPages;
  for (const slug of serviceListPaths)
    services.set(slug, { slug, title: lists[slug].title, summary: lists[slug].summary, details: [], link: `/${slug}` });
  const source = contentSource();
  const details = await Promise.all(
    allCatalogueEntries.map((entry) => source.serviceDetail(entry.slug).catch(() => null)),
  );
  for (const [i, entry] of allCatalogueEntries.entries()) {
    const detail = details[i];
    const cards = detail ? [...detail.first.cards, ...detail.second.cards, ...detail.third.cards] : [];
    const list = serviceListPaths.find((l) => catalogues[l].some((e) => e.slug === entry.slug));
    services.set(entry.slug, {
      slug: entry.slug,
      title: entry.name,
      summary: detail ? detail.metaDescription || stripHtml(detail.descriptionHtml).split(/(?<=\.)\s/)[0] : "",
      details: cards.map((c) => `${c.title}: ${c.definition}`),
      link: `/services/${entry.slug}`,
      list,
    });
  }
  return services;
}

async function postFacts(): Promise<PostFact[]> {
  const posts = await contentSource()
    .listPosts()
    .catch(() => []);
  return posts.map((post) => ({
    id: post.id,
    title: post.title,
    summary: post.summary,
    link: `/Blog-detail/${post.id}`,
    stems: new Set(contentStems(`${post.title} ${post.summary}`, "en")),
  }));
}

/** Job names, and their distinctive words with a job word ("the bilingual secretary job"), as phrases. */
function buildJobIndex(jobs: JobFact[]): Knowledge["jobIndex"] {
  const index = new EntityIndex();
  for (const job of jobs) {
    const name = job.name.replace(/\(.*?\)/g, " ");
    index.add("services", job.slug, job.name);
    index.add("services", job.slug, name);
    for (const part of name.split(/—|-|:/)) if (tokenize(part).length >= 2) index.add("services", job.slug, part);
  }
  return {
    find: (tokens) => dropContained(index.find(tokens)).map((f) => ({ ...f, kind: "jobs" as const })),
  };
}

export async function buildKnowledge(): Promise<Knowledge> {
  const [jobs, services, posts] = await Promise.all([jobFacts(), serviceFacts(), postFacts()]);
  const tiers = siteContent().pricingTiers.map((t) => ({ key: t.key, rate: t.rate, hoursPerMonth: t.hoursPerMonth }));
  return { roles: roleFacts(), tiers, services, jobs, posts, jobIndex: buildJobIndex(jobs) };
}

let current: { knowledge: Promise<Knowledge>; builtAt: number } | undefined;

/** The knowledge, rebuilt in the background once older than the content cache's time to live. */
export async function getKnowledge(): Promise<Knowledge> {
  const ttlMs = Math.max(30_000, getConfig().contentCacheTtlMs);
  if (!current) {
    current = { knowledge: buildKnowledge(), builtAt: Date.now() };
  } else if (Date.now() - current.builtAt > ttlMs) {
    const previous = current.knowledge;
    current = { knowledge: previous, builtAt: Date.now() };
    buildKnowledge().then(
      (knowledge) => (current = { knowledge: Promise.resolve(knowledge), builtAt: Date.now() }),
      () => undefined,
    );
  }
  return current.knowledge;
}

/** Drops the built knowledge (tests, and after content edits). */
export function forgetKnowledge(): void {
  current = undefined;
}
onContentChange(() => forgetKnowledge());

/** The practice areas in file order (for lists). */
export const areaSlugs = () => practiceAreas.map((a) => a.slug);
