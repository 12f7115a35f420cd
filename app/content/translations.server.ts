import { z } from "zod";
import type { FaqItem, PricingTier, RoleSlug, ServiceListSlug, StaticServicePage, TitledText } from "./types";

/**
 * The Spanish and French versions of the passages Lexi quotes. They are written in the content
 * files beside their English, as a `translations: { es: {…}, fr: {…} }` mapping on the object that
 * holds the English, in the same shape as the English fields Lexi quotes (app/content/README.md).
 * The loader takes every `translations` mapping out of a file before its English is validated (so
 * no page ever carries them), then checks each against the English it translates: both languages
 * present, every field filled, lists as long as the English's, the English's figures kept.
 * Server-only: nothing here reaches a browser.
 */
export const translatedLanguages = ["es", "fr"] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];
export type Language = "en" | TranslatedLanguage;
export const languages: readonly Language[] = ["en", ...translatedLanguages];
const languageNames: Record<TranslatedLanguage, string> = { es: "Spanish (es)", fr: "French (fr)" };

export interface RolePassage {
  title: string;
  summary: string;
  /** The duties listed on the role page. */
  intro: { list: string[] };
}

export interface PracticeAreaPassage {
  title: string;
  summary: string;
  /** The six services of the area's page. */
  services: TitledText[];
}

export interface TierPassage {
  /** "Contract Base", "Tiempo completo", "Multilingue". */
  name: string;
  /** The two short lines under the price: "80 hours/month", "20 hrs/week". */
  terms: string[];
}

export interface TitledPassage {
  title: string;
  summary: string;
}

export interface StaticServicePassage extends TitledPassage {
  /** Each section's heading and the titles of its rows, cards or points, in page order. */
  sections: { heading: string; items: string[] }[];
}

export interface AboutPassage {
  whoWeAre: { heading: string };
  /** The Who We Are paragraphs (about.md's body). */
  body: string[];
  missionVisionValues: TitledText[];
  /** The How We Work steps. */
  howWeWork: TitledText[];
}

export interface ClaimPassage {
  label: string;
  meaning: string;
}

export type ClaimKey = "experience" | "successRate" | "practiceAreas";

export interface PrivacySectionPassage {
  /** The section's heading on the policy page. */
  heading: string;
  /** One or two sentences: what Lexi says, with a link to the policy. */
  summary: string;
}

/** content/assistant/contact-facts.yaml. The phone, e-mail and addresses are settings, quoted as written. */
export interface ContactFacts {
  labels: { contact: string; phone: string; email: string; offices: string; responseTime: string; contactForm: string; consultation: string };
  /** The office names, by the settings' region. */
  offices: { Jamaica: string; USA: string };
}

/** content/assistant/job-facts.yaml: the words around a job opening's facts (the openings themselves are the staff's). */
export interface JobFacts {
  labels: { pay: string; perMonth: string; position: string; location: string; employmentType: string; applyBy: string; benefits: string };
  fallbacks: { notSpecified: string; employmentType: string };
  howToApply: string;
  oneJobAtATime: string;
  assessment: string;
  benefits: string[];
  /** Values the seeded openings use; an opening's value not listed here is quoted as the staff wrote it. */
  values: { employmentTypes: string[]; positions: string[]; locations: string[] };
}

/** A seeded job opening's sections Lexi quotes (content/seed/jobs.yaml): its requirements, schedule and assessment steps, as listed. */
export interface JobPostingPassage {
  requirements: string[];
  schedule: string[];
  assessment: string[];
}

/** Every kind of passage Lexi quotes, in the shape its translations are written in. */
export interface PassageKinds {
  role: RolePassage;
  practiceArea: PracticeAreaPassage;
  tier: TierPassage;
  chatFaq: FaqItem;
  aboutFaq: FaqItem;
  serviceList: TitledPassage;
  staticService: StaticServicePassage;
  catalogueEntry: { name: string };
  /** A seeded service detail's short description (content/seed/services.yaml), HTML as in the seed. */
  serviceDetail: { shart_description: string };
  about: AboutPassage;
  claim: ClaimPassage;
  privacy: { sections: PrivacySectionPassage[] };
  contactFacts: ContactFacts;
  jobFacts: JobFacts;
  jobPosting: JobPostingPassage;
}

/** The passages Lexi quotes, in one language. */
export interface Passages {
  roles: Record<RoleSlug, RolePassage>;
  /** By page slug ("Personal"). */
  practiceAreas: Record<string, PracticeAreaPassage>;
  tiers: Record<PricingTier["key"], TierPassage>;
  /** In the order of content/faqs.yaml. */
  faqs: { chat: FaqItem[]; about: FaqItem[] };
  serviceLists: Record<ServiceListSlug, TitledPassage>;
  staticServices: Record<StaticServicePage["slug"], StaticServicePassage>;
  /** Every catalogue entry's name (the four service lists and the Co-Case Coordinator), by slug. */
  catalogue: Record<string, { name: string }>;
  /**
   * The seeded service details' short descriptions as plain text, by catalogue slug. The details
   * live in the database, where staff may edit them: see serviceSummaryIn() for the English fallback.
   */
  serviceDetails: Partial<Record<string, { summary: string }>>;
  about: AboutPassage;
  claims: Record<ClaimKey, ClaimPassage>;
  privacy: PrivacySectionPassage[];
  contact: ContactFacts;
  jobs: JobFacts;
  /** The seeded openings' requirements and schedule, by slug (the staff may edit or add openings: see jobPostingIn()). */
  jobPostings: Partial<Record<string, JobPostingPassage>>;
}

// ------------------------------------------------------------------ taking translations out of a file

type Path = (string | number)[];
const pathKey = (at: Path) => JSON.stringify(at);

export interface FoundTranslations {
  path: Path;
  value: unknown;
}

/**
 * A copy of a parsed file without its `translations` mappings, which are added to `found` by the
 * path of the object that held them (so the English schemas see only English).
 */
export function takeTranslations(value: unknown, found: FoundTranslations[], at: Path = []): unknown {
  if (Array.isArray(value)) return value.map((item, i) => takeTranslations(item, found, [...at, i]));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) => {
        if (key !== "translations") return [[key, takeTranslations(item, found, [...at, key])]];
        found.push({ path: at, value: item });
        return [];
      }),
    );
  }
  return value;
}

// ------------------------------------------------------------------ checking them against the English

/** Figures and addresses a translation must keep: "80", "2,400" (as 2 and 400), "support@…". */
const figures = (text: string) => new Set([...(text.match(/\d+/g) ?? []), ...(text.includes("@") ? (text.match(/[^\s@()]+@[^\s@()]+\.\w+/g) ?? []) : [])]);

/** A schema for the translation of `english`: the same shape, every text filled, every list as long. */
function mirror(english: unknown, language: string): z.ZodTypeAny {
  const missing = `is missing: Lexi quotes this passage, so it needs a ${language} version`;
  if (typeof english === "string") {
    const wanted = figures(english);
    return z
      .string({ required_error: missing, invalid_type_error: "must be text" })
      .trim()
      .min(1, "must not be empty")
      .superRefine((text, ctx) => {
        const found = figures(text);
        const lost = [...wanted].filter((figure) => !found.has(figure));
        if (lost.length) ctx.addIssue({ code: "custom", message: `must keep the English's figures and addresses (missing: ${lost.join(", ")})` });
      });
  }
  if (Array.isArray(english)) {
    const items = english.map((item) => mirror(item, language));
    const count = `${english.length} item${english.length === 1 ? "" : "s"}`;
    return z
      .array(z.unknown(), { required_error: missing, invalid_type_error: `must be a list of ${count}` })
      .length(english.length, `must list ${count}, as the English does`)
      .pipe(z.tuple(items as [z.ZodTypeAny, ...z.ZodTypeAny[]]));
  }
  if (english && typeof english === "object") {
    const shape = Object.fromEntries(Object.entries(english).map(([key, value]) => [key, mirror(value, language)]));
    return z.object(shape, { required_error: missing, invalid_type_error: "must be a mapping" }).strict();
  }
  throw new Error(`A quoted passage must be text, a list or a mapping (found ${typeof english})`);
}

function translationsOf(english: unknown) {
  return z
    .object(Object.fromEntries(translatedLanguages.map((language) => [language, mirror(english, languageNames[language])])), {
      required_error: `is missing: Lexi quotes this passage, so it needs ${translatedLanguages.map((l) => languageNames[l]).join(" and ")} versions`,
      invalid_type_error: "must be a mapping of es and fr",
    })
    .strict();
}

interface Entry {
  kind: keyof PassageKinds;
  key: string;
  values: Record<Language, unknown>;
}

/**
 * The translations of one load of the content folder: the loader hands over what it took out of
 * each file (found) and names every passage Lexi quotes (add); each problem is reported with the
 * file and the field, like the English's.
 */
export class Translations {
  private readonly unread = new Map<string, Map<string, FoundTranslations>>();
  private readonly entries: Entry[] = [];

  constructor(private readonly report: (file: string, at: Path, message: string) => void) {}

  found(file: string, translations: FoundTranslations[]) {
    if (translations.length) this.unread.set(file, new Map(translations.map((t) => [pathKey(t.path), t])));
  }

  /** A passage Lexi quotes: `english` picked from the object at `at` of `file`, whose `translations` must mirror it. */
  add<K extends keyof PassageKinds>(kind: K, key: string, file: string, at: Path, english: PassageKinds[K]) {
    const found = this.unread.get(file)?.get(pathKey(at));
    this.unread.get(file)?.delete(pathKey(at));
    const result = translationsOf(english).safeParse(found?.value);
    if (!result.success) {
      for (const issue of result.error.issues) this.report(file, [...at, "translations", ...issue.path], issue.message);
      return;
    }
    this.entries.push({ kind, key, values: { en: english, ...(result.data as Record<TranslatedLanguage, PassageKinds[K]>) } });
  }

  /** Reports translations written beside something Lexi does not quote (they would be lost). */
  reportUnread() {
    for (const [file, left] of this.unread) {
      for (const { path } of left.values()) this.report(file, [...path, "translations"], "are not read: Lexi quotes nothing of this entry (see app/content/README.md)");
    }
    this.unread.clear();
  }

  /** The passages in each language; call once every passage was added without a problem. */
  passages(): Record<Language, Passages> {
    return Object.fromEntries(languages.map((language) => [language, this.inLanguage(language)])) as Record<Language, Passages>;
  }

  private inLanguage(language: Language): Passages {
    const list = <K extends keyof PassageKinds>(kind: K) =>
      this.entries.filter((e) => e.kind === kind).map((e) => [e.key, e.values[language] as PassageKinds[K]] as const);
    const byKey = <K extends keyof PassageKinds>(kind: K) => Object.fromEntries(list(kind));
    const one = <K extends keyof PassageKinds>(kind: K) => list(kind)[0][1];
    return {
      roles: byKey("role") as Record<RoleSlug, RolePassage>,
      practiceAreas: byKey("practiceArea"),
      tiers: byKey("tier") as Record<PricingTier["key"], TierPassage>,
      faqs: { chat: list("chatFaq").map(([, faq]) => faq), about: list("aboutFaq").map(([, faq]) => faq) },
      serviceLists: byKey("serviceList") as Record<ServiceListSlug, TitledPassage>,
      staticServices: byKey("staticService") as Record<StaticServicePage["slug"], StaticServicePassage>,
      catalogue: byKey("catalogueEntry"),
      serviceDetails: Object.fromEntries(list("serviceDetail").map(([slug, detail]) => [slug, { summary: plainText(detail.shart_description) }])),
      about: one("about"),
      claims: byKey("claim") as Record<ClaimKey, ClaimPassage>,
      privacy: one("privacy").sections,
      contact: one("contactFacts"),
      jobs: one("jobFacts"),
      jobPostings: byKey("jobPosting"),
    };
  }
}

/** The seed's short descriptions are one or two HTML paragraphs of our own: their text, for quoting. */
function plainText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_whole, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name]!)
    .replace(/\s+/g, " ")
    .trim();
}
