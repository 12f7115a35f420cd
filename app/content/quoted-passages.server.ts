import { z } from "zod";
import type { SiteSettings } from "../config/site-settings.server";
import type { ContactFacts, JobFacts, Translations } from "./translations.server";
import type { CatalogueEntry, FaqItem, PolicySection, ProofContent, ServiceListSlug, TitledText } from "./types";

/**
 * Which passages of the content files Lexi quotes, besides those the loader names as it reads
 * the pages (roles, practice areas, tiers, static service pages), and the files only she reads:
 * the words around contact and job facts (content/assistant/) and the seeded services' short
 * descriptions (content/seed/services.yaml). Each must carry its Spanish and French.
 */

const text = z.string().trim().min(1, "must not be empty");
const textList = z.array(text).min(1);

const contactFactsSchema: z.ZodType<ContactFacts, z.ZodTypeDef, unknown> = z
  .object({
    labels: z.object({ contact: text, phone: text, email: text, offices: text, responseTime: text, contactForm: text, consultation: text }).strict(),
    offices: z.object({ Jamaica: text, USA: text }).strict(),
  })
  .strict();

const jobFactsSchema: z.ZodType<JobFacts, z.ZodTypeDef, unknown> = z
  .object({
    labels: z.object({ pay: text, perMonth: text, position: text, location: text, employmentType: text, applyBy: text, benefits: text }).strict(),
    fallbacks: z.object({ notSpecified: text, employmentType: text }).strict(),
    howToApply: text,
    oneJobAtATime: text,
    assessment: text,
    benefits: textList,
    values: z.object({ employmentTypes: textList, positions: textList, locations: textList }).strict(),
  })
  .strict();

/** Only the id and short description of each seeded service: the seed's own schema is app/content-source/seed.server.ts's. */
const seedServicesSchema = z.object({ services: z.array(z.object({ id: text, shart_description: text }).passthrough()) }).passthrough();

/** Only the slug and description of each seeded job opening: the seed's own schema is app/content-source/seed.server.ts's. */
const seedJobsSchema = z.object({ jobs: z.array(z.object({ slug: text, job_description: text }).passthrough()) }).passthrough();

/**
 * A posting's sections as the engine reads them (each heading's list items, or its paragraphs), in the
 * seed's plain HTML of our own: the English the translations mirror.
 */
export function postingSections(html: string): [string, string[]][] {
  const plain = (s: string) => s.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();
  const sections: [string, string[]][] = [];
  for (const [, heading, body] of html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>([\s\S]*?)(?=<h[1-6]|$)/gi)) {
    const listed = [...body.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => plain(m[1])).filter(Boolean);
    const items = listed.length ? listed : [...body.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => plain(m[1])).filter(Boolean);
    sections.push([plain(heading), items]);
  }
  return sections;
}

type Read = <T>(file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>) => T | undefined;

export interface FilesRead {
  aboutPage?: { whoWeAre: { heading: string }; body: string[]; missionVisionValues: TitledText[]; howWeWork: TitledText[] };
  privacyPolicy?: { sections: PolicySection[]; sectionSummaries: string[] };
  proof?: ProofContent;
  faqs?: { chat: FaqItem[]; about: FaqItem[] };
  lists?: { slug: ServiceListSlug; title: string; summary: string }[];
  catalogueFile?: { catalogues: Record<ServiceListSlug, CatalogueEntry[]>; roleEntries: CatalogueEntry[] };
}

export function addQuotedPassages(
  translations: Translations,
  settings: SiteSettings,
  { read, problem, files }: { read: Read; problem: (file: string, field: string, message: string) => void; files: FilesRead },
) {
  const { aboutPage, privacyPolicy, proof, faqs, lists, catalogueFile } = files;
  const titled = (cards: TitledText[]) => cards.map(({ title, text: cardText }) => ({ title, text: cardText }));
  if (aboutPage) {
    const { whoWeAre, body, missionVisionValues, howWeWork } = aboutPage;
    translations.add("about", "about", "about.md", [], { whoWeAre, body, missionVisionValues: titled(missionVisionValues), howWeWork: titled(howWeWork) });
  }
  if (privacyPolicy) {
    const sections = privacyPolicy.sections.map((section, i) => ({ heading: section.heading, summary: privacyPolicy.sectionSummaries[i] }));
    translations.add("privacy", "privacy", "privacy-policy.md", [], { sections });
  }
  for (const [key, claim] of Object.entries(proof?.claims ?? {}) as [keyof ProofContent["claims"], ProofContent["claims"]["experience"]][]) {
    translations.add("claim", key, "proof.yaml", ["claims", key], { label: claim.label, meaning: claim.meaning });
  }
  faqs?.chat.forEach((faq, i) => translations.add("chatFaq", String(i), "faqs.yaml", ["chat", i], { question: faq.question, answer: faq.answer }));
  faqs?.about.forEach((faq, i) => translations.add("aboutFaq", String(i), "faqs.yaml", ["about", i], { question: faq.question, answer: faq.answer }));
  lists?.forEach((list, i) => translations.add("serviceList", list.slug, "service-lists.yaml", ["lists", i], { title: list.title, summary: list.summary }));

  const slugOfId = new Map<string, string>();
  const entries: [CatalogueEntry, (string | number)[]][] = [
    ...Object.entries(catalogueFile?.catalogues ?? {}).flatMap(([list, listEntries]) => listEntries.map((entry, i) => [entry, ["catalogues", list, i]] as [CatalogueEntry, (string | number)[]])),
    ...(catalogueFile?.roleEntries ?? []).map((entry, i) => [entry, ["roleEntries", i]] as [CatalogueEntry, (string | number)[]]),
  ];
  for (const [entry, at] of entries) {
    translations.add("catalogueEntry", entry.slug, "service-catalogues.yaml", at, { name: entry.name });
    slugOfId.set(entry.id, entry.slug);
  }
  // A seeded service no catalogue names is the seed's problem (content-seed.server.ts), not a passage Lexi quotes.
  read("seed/services.yaml", seedServicesSchema)?.services.forEach((service, i) => {
    const slug = slugOfId.get(service.id);
    if (slug) translations.add("serviceDetail", slug, "seed/services.yaml", ["services", i], { shart_description: service.shart_description });
  });

  const contact = read("assistant/contact-facts.yaml", contactFactsSchema);
  if (contact) {
    for (const office of settings.offices) {
      if (contact.offices[office.region] !== office.label) {
        problem("assistant/contact-facts.yaml", `offices.${office.region}`, `must be "${office.label}", the office's name on the site (app/content/settings.server.ts)`);
      }
    }
    translations.add("contactFacts", "contact", "assistant/contact-facts.yaml", [], contact);
  }
  const jobs = read("assistant/job-facts.yaml", jobFactsSchema);
  if (jobs) translations.add("jobFacts", "jobs", "assistant/job-facts.yaml", [], jobs);
  read("seed/jobs.yaml", seedJobsSchema)?.jobs.forEach((job, i) => {
    const sections = postingSections(job.job_description);
    const requirements = sections.find(([heading]) => /requirement|qualification/i.test(heading))?.[1] ?? [];
    const schedule = sections.find(([heading]) => /schedule|hours/i.test(heading))?.[1] ?? [];
    const assessment = sections.find(([heading]) => /assessment|process|steps/i.test(heading))?.[1] ?? [];
    if (requirements.length && schedule.length && assessment.length) translations.add("jobPosting", job.slug, "seed/jobs.yaml", ["jobs", i], { requirements, schedule, assessment });
    else problem("seed/jobs.yaml", `jobs.${i}.job_description`, "must have a Requirements, a Schedule and an assessment section: Lexi quotes them");
  });
}
