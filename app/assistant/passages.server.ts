import { jobPostingIn, jobValueIn, passagesIn, serviceSummaryIn } from "~/content/passages.server";
import type { FaqItem, RoleSlug, TitledText } from "~/content/types";
import type { Lang } from "./types";

/**
 * The passages Lexi quotes, in the visitor's language: app/content's `passagesIn` (the Spanish and
 * French written beside the English in the content files, required by the content loader), in the
 * shape the answerers read. `translated` is true whenever the passages are in the language asked
 * for; an answerer that finds it false says the fact in its own composed words instead of quoting.
 */
export interface Quoted {
  translated: boolean;
  roles: Record<RoleSlug, { title: string; summary: string; duties: string[] }>;
  areas: Record<string, { title: string; summary: string; services: TitledText[] }>;
  tiers: Record<"contract" | "full-time" | "multilingual", { name: string; terms: string[] }>;
  faqs: { chat: FaqItem[]; about: FaqItem[] };
  /** Service lists, static service pages and catalogue entries, by slug. */
  services: Record<string, { title: string; summary?: string }>;
  about: { body: string[]; missionVisionValues: TitledText[]; howWeWork: TitledText[] };
  privacy: { heading: string; summary: string }[];
  /** Whether `privacy` holds summaries written for Lexi (else each section's first paragraph). */
  privacySummaries: boolean;
  claims: Record<"experience" | "successRate" | "practiceAreas", { label: string; meaning: string }>;
  jobs: { benefits: string[]; howToApply: string; oneJobAtATime: string; assessment: string; notSpecified: string };
}

const cache = new Map<Lang, Quoted>();

function build(lang: Lang): Quoted {
  const p = passagesIn(lang);
  const services: Quoted["services"] = {};
  for (const [slug, entry] of Object.entries(p.catalogue)) services[slug] = { title: entry.name };
  for (const [slug, page] of Object.entries(p.staticServices))
    services[slug] = { title: page.title, summary: page.summary };
  for (const [slug, list] of Object.entries(p.serviceLists))
    services[slug] = { title: list.title, summary: list.summary };
  return {
    translated: true,
    roles: Object.fromEntries(
      Object.entries(p.roles).map(([slug, r]) => [slug, { title: r.title, summary: r.summary, duties: r.intro.list }]),
    ) as Quoted["roles"],
    areas: p.practiceAreas,
    tiers: p.tiers,
    faqs: p.faqs,
    services,
    about: { body: p.about.body, missionVisionValues: p.about.missionVisionValues, howWeWork: p.about.howWeWork },
    privacy: p.privacy,
    privacySummaries: true,
    claims: p.claims,
    jobs: {
      benefits: p.jobs.benefits,
      howToApply: p.jobs.howToApply,
      oneJobAtATime: p.jobs.oneJobAtATime,
      assessment: p.jobs.assessment,
      notSpecified: p.jobs.fallbacks.notSpecified,
    },
  };
}

/** The passages in `lang`. */
export function quoted(lang: Lang): Quoted {
  let q = cache.get(lang);
  if (!q) cache.set(lang, (q = build(lang)));
  return q;
}

/** Names in `lang` that also identify things (a Spanish role title is an alias of the role). */
export function quotedNames(lang: Lang): {
  roles: Partial<Record<RoleSlug, string>>;
  areas: Record<string, string>;
  services: Record<string, string>;
} {
  const q = quoted(lang);
  return {
    roles: Object.fromEntries(Object.entries(q.roles).map(([k, v]) => [k, v.title])),
    areas: Object.fromEntries(Object.entries(q.areas).map(([k, v]) => [k, v.title])),
    services: Object.fromEntries(Object.entries(q.services).map(([k, v]) => [k, v.title])),
  };
}

/** A service detail's short description in `lang`; undefined when only the staff's English exists. */
export function serviceSummary(slug: string, lang: Lang, englishText: string): string | undefined {
  const text = serviceSummaryIn(slug, lang, englishText);
  return lang !== "en" && text === englishText ? undefined : text;
}

/** A job opening's value ("Full-time", "Remote — Jamaica") in `lang`; undefined when only the staff's English exists. */
export function jobValue(
  kind: "employmentTypes" | "positions" | "locations",
  value: string,
  lang: Lang,
): string | undefined {
  const text = jobValueIn(kind, value, lang);
  return lang !== "en" && text === value ? undefined : text;
}

/** The headings of a posting's sections that have Spanish and French (content/seed/jobs.yaml), by the key they are
 * stored under. */
export const POSTING_SECTIONS = {
  requirements: /requirement|qualification/i,
  schedule: /schedule|hours/i,
  assessment: /assessment|process|how to apply|steps/i,
} as const;

/** A job opening's requirements or schedule in `lang`; undefined when only the staff's English exists. */
export function jobPosting(
  slug: string,
  section: "requirements" | "schedule" | "assessment",
  english: string[],
  lang: Lang,
): string[] | undefined {
  return jobPostingIn(slug, section, english, lang);
}
