import { about } from "~/content/about";
import { chatFaq } from "~/content/faqs";
import { serviceListPages } from "~/content/home";
import { siteContent } from "~/content/load-content.server";
import { practiceAreas } from "~/content/practice-areas";
import { privacyPolicy } from "~/content/privacy";
import { roles } from "~/content/roles";
import { allCatalogueEntries } from "~/content/service-catalogues";
import { serviceListPaths } from "~/content/service-lists";
import { staticServicePages } from "~/content/static-services";
import type { FaqItem, RoleSlug, TitledText } from "~/content/types";
import type { Lang } from "./types";

/**
 * The seam between Lexi and the passages she quotes. Every passage comes from the content files;
 * this module hands them over in the visitor's language. Until the content carries its Spanish and
 * French (the `passagesIn` accessor of app/content), English is what there is, and `translated`
 * says so: an answerer then says the fact in its own composed words instead of quoting English.
 */
export interface Quoted {
  /** Whether these passages are in the language asked for. */
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
}

let english: Quoted | undefined;

function buildEnglish(): Quoted {
  const tiers = Object.fromEntries(siteContent().pricingTiers.map((t) => [t.key, { name: t.name, terms: [...t.terms] }])) as Quoted["tiers"];
  const services: Quoted["services"] = {};
  for (const entry of allCatalogueEntries) services[entry.slug] = { title: entry.name };
  for (const page of staticServicePages) services[page.slug] = { title: page.title, summary: page.summary };
  for (const slug of serviceListPaths) services[slug] = { title: serviceListPages[slug].title, summary: serviceListPages[slug].summary };
  return {
    translated: true,
    roles: Object.fromEntries(roles.map((r) => [r.slug, { title: r.title, summary: r.summary, duties: r.intro.list }])) as Quoted["roles"],
    areas: Object.fromEntries(practiceAreas.map((a) => [a.slug, { title: a.title, summary: a.summary, services: a.services }])),
    tiers,
    faqs: { chat: chatFaq, about: about.faq },
    services,
    about: {
      body: about.whoWeAre.paragraphs,
      missionVisionValues: about.missionVisionValues.map(({ title, text }) => ({ title, text })),
      howWeWork: about.howWeWork,
    },
    privacy: privacyPolicy.sections.map((s) => ({ heading: s.heading, summary: s.paragraphs[0] ?? "" })),
    privacySummaries: false,
  };
}

/** The passages in `lang`; until translations exist, English marked untranslated for es/fr. */
export function quoted(lang: Lang): Quoted {
  english ??= buildEnglish();
  return lang === "en" ? english : { ...english, translated: false };
}

/** Names in `lang` that also identify things (a Spanish role title is an alias of the role). */
export function quotedNames(lang: Lang): { roles: Partial<Record<RoleSlug, string>>; areas: Record<string, string>; services: Record<string, string> } {
  const q = quoted(lang);
  if (!q.translated) return { roles: {}, areas: {}, services: {} };
  return {
    roles: Object.fromEntries(Object.entries(q.roles).map(([k, v]) => [k, v.title])),
    areas: Object.fromEntries(Object.entries(q.areas).map(([k, v]) => [k, v.title])),
    services: Object.fromEntries(Object.entries(q.services).map(([k, v]) => [k, v.title])),
  };
}

/** A service detail's short description from the database, in `lang` when the content has it. */
export function serviceSummary(slug: string, lang: Lang, englishText: string): string | undefined {
  void slug;
  return lang === "en" ? englishText : undefined;
}

/** A job opening's value ("Full-time", "Remote — Jamaica") in `lang`, or undefined when only English exists. */
export function jobValue(kind: "employmentTypes" | "positions" | "locations", value: string, lang: Lang): string | undefined {
  void kind;
  return lang === "en" ? value : undefined;
}
