import { z } from "zod";
import * as iconSet from "./icons.server";
import type { ServiceListSlug } from "./types";

/**
 * The zod schemas of every file in content/: what each page and list must hold. A file that does
 * not match stops start-up and the build with one line per problem (content-reader.server.ts).
 */
export const roleSlugs = ["Case-Coordinator", "Case-Manager", "Paralegal-Role", "Secretary-Receptionist", "Legal-Admin", "Intake-Specialist"] as const;
export const staticServiceSlugs = ["Legal", "DraftCaseStatus", "DraftCorrespondence", "Deposition"] as const;
export const serviceListSlugs = ["paralegal-service", "contract-life-cycle-management", "document-review", "admin-supports"] as const;

export const text = z.string().trim().min(1, "must not be empty");
export const iconNames = Object.keys(iconSet) as [keyof typeof iconSet, ...(keyof typeof iconSet)[]];
export const icon = z.enum(iconNames, { errorMap: () => ({ message: "must name an icon of app/content/icons.server.ts" }) });
export const metaDescription = text.max(160, "must be 160 characters or fewer (search engines cut the rest)");
export const slug = z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, "must be letters, digits and hyphens");
export const titledText = z.object({ title: text, text }).strict();
export const iconCard = z.object({ icon, title: text, text }).strict();
export const illustrationRef = z.object({ file: slug, alt: text }).strict();
export const bannerKinds = [
  "home",
  "about",
  "team",
  "listing",
  "practiceHub",
  "practiceArea",
  "role",
  "services",
  "serviceList",
  "service",
  "serviceDetail",
  "careers",
  "job",
  "blog",
  "post",
  "contact",
  "booking",
  "application",
  "search",
  "samples",
  "notFound",
] as const;
export const illustrationsSchema = z
  .object({
    banners: z.object(Object.fromEntries(bannerKinds.map((kind) => [kind, illustrationRef])) as Record<(typeof bannerKinds)[number], typeof illustrationRef>).strict(),
    benefitThemes: z.array(illustrationRef.extend({ icons: z.array(icon).min(1) }).strict()).min(1),
  })
  .strict();
export const headingText = z.object({ heading: text, text }).strict();
export const faqItem = z.object({ question: text, answer: text }).strict();
export const navLink = z.object({ href: z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /"), label: text }).strict();
export const paragraphs = (min: number, max: number) =>
  z
    .array(text)
    .min(min, `the body must hold at least ${min} paragraph${min === 1 ? "" : "s"}`)
    .max(max, `the body must hold at most ${max} paragraphs`);

export const practiceAreaSchema = z
  .object({
    slug,
    title: text,
    icon,
    practiceName: text.optional(),
    transformBeforeServices: z.boolean().optional(),
    summary: text,
    metaDescription,
    hero: z.object({ badge: text, heading: text }).strict(),
    services: z.array(titledText).length(6, "must list exactly six services"),
    benefits: z.array(iconCard).length(3, "must list exactly three benefits"),
    closing: headingText,
    body: paragraphs(1, 1),
  })
  .strict();

export const practiceHubSchema = z
  .object({
    metaDescription,
    hero: z.object({ badge: text, heading: text, description: text }).strict(),
    closing: headingText,
    groups: z
      .array(z.object({ title: text, text, areas: z.array(z.string().min(1)).min(1) }).strict())
      .min(2, "must list at least two groups of practice areas"),
    whyChoose: z.array(iconCard).length(4, "must list exactly four points"),
    practiceWhyChoose: z.array(iconCard).length(5, "must list exactly five reasons (shown on every practice-area page)"),
    body: paragraphs(1, 1),
  })
  .strict();

export const roleSchema = z
  .object({
    slug: z.enum(roleSlugs),
    title: text,
    icon,
    summary: text,
    metaDescription,
    intro: z
      .object({ heading: text, listHeading: text, list: z.array(text).min(5, "must list at least five duties").max(8, "must list at most eight duties") })
      .strict(),
    whyChoose: z.object({ heading: text, points: z.array(iconCard).min(1) }).strict(),
    body: paragraphs(1, 4),
  })
  .strict();

export const sectionIntro = text.optional();
export const staticServiceSchema = z
  .object({
    slug: z.enum(staticServiceSlugs),
    title: text,
    summary: text,
    metaDescription,
    sections: z
      .array(
        z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("table"), heading: text, intro: sectionIntro, columns: z.tuple([text, text]), rows: z.array(z.tuple([text, text])).min(1) }).strict(),
          z.object({ kind: z.literal("cards"), heading: text, intro: sectionIntro, cards: z.array(iconCard).min(1) }).strict(),
          z.object({ kind: z.literal("reasons"), heading: text, intro: sectionIntro, points: z.array(iconCard).min(1) }).strict(),
        ]),
      )
      .min(1),
    body: paragraphs(1, 4),
  })
  .strict();

export const homeSchema = z
  .object({
    metaDescription,
    banner: z.object({ badge: text, heading: text, text }).strict(),
    aboutTeaser: z.object({ heading: text }).strict(),
    rolesIntro: headingText,
    servicesIntro: headingText,
    whyChooseUs: z.object({ heading: text, text, points: z.array(iconCard).min(1) }).strict(),
    cta: headingText,
    body: paragraphs(1, 4),
  })
  .strict();

export const aboutSchema = z
  .object({
    metaDescription,
    whoWeAre: z.object({ heading: text }).strict(),
    missionVisionValues: z.array(iconCard).length(3, "must list mission, vision and values"),
    howWeWork: z.array(titledText).min(2, "must list at least two steps").max(6, "must list at most six steps"),
    security: z.object({ heading: text, text, points: z.array(iconCard).min(2).max(4, "must list at most four points") }).strict(),
    body: paragraphs(1, 6),
  })
  .strict();

export const privacySchema = z
  .object({
    effectiveDate: z
      .string()
      .regex(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/, "must be a date such as August 20, 2025"),
    metaDescription,
    intro: text,
    sections: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1), list: z.array(text).min(1).optional() }).strict()).min(1),
    /** What Lexi says about each ## section (with a link to the page), in section order. */
    sectionSummaries: z.array(text.max(400, "must be one or two sentences")),
  })
  .strict()
  .superRefine((policy, ctx) => {
    if (policy.sectionSummaries.length !== policy.sections.length) {
      const message = `must hold one summary per ## section, in order (${policy.sections.length} sections, ${policy.sectionSummaries.length} summaries)`;
      ctx.addIssue({ code: "custom", path: ["sectionSummaries"], message });
    }
  });

export const claim = z
  .object({
    value: text.max(8, "must be a short figure such as 5 or 100%"),
    label: text,
    meaning: text.min(20, "must say in a line what the figure means").max(160, "must be one short line"),
  })
  .strict();
/** An optional link a visitor can follow to check a credential: https only. */
export const proofUrl = z
  .string()
  .url("must be a full https:// address")
  .refine((url) => url.startsWith("https://"), "must be a full https:// address")
  .optional();
export const year = z.number().int().min(1900, "must be a four-digit year").max(2100, "must be a four-digit year");
export const proofSchema = z
  .object({
    claims: z.object({ experience: claim, successRate: claim, practiceAreas: claim }).strict(),
    testimonials: z.array(
      z.object({ quote: text.max(600, "must be 600 characters or fewer"), name: text.max(80), title: text.max(80).optional(), organization: text.max(120).optional() }).strict(),
    ),
    clientLogos: z.array(
      z
        .object({
          name: text.max(120),
          image: z.string().regex(/^\/(uploads|media)\/[A-Za-z0-9._-]+\.(svg|png|webp)$/, "must be a .svg, .png or .webp file under /uploads/ or /media/"),
          width: z.number().int().positive().max(600),
          height: z.number().int().positive().max(300),
        })
        .strict(),
    ),
    memberships: z.array(z.object({ name: text.max(160), since: year.optional(), url: proofUrl }).strict()),
    certifications: z.array(z.object({ name: text.max(160), issuer: text.max(160), year: year.optional(), url: proofUrl }).strict()),
  })
  .strict();

export const faqsSchema = z.object({ chat: z.array(faqItem).min(1), about: z.array(faqItem).min(1) }).strict();

export const serviceListsSchema = z
  .object({
    lists: z
      .array(z.object({ slug: z.enum(serviceListSlugs), navLabel: text.optional(), title: text, icon, summary: text, bannerText: text, metaDescription }).strict())
      .length(serviceListSlugs.length, `must list the ${serviceListSlugs.length} service lists`),
  })
  .strict();

export const indexPagesSchema = z
  .object({
    roles: z
      .object({ heading: text, text, comparisonHeading: text, comparisonText: text, calculatorHeading: text, calculatorText: text, metaDescription })
      .strict(),
    services: z.object({ heading: text, text, metaDescription }).strict(),
  })
  .strict();

export const catalogueEntry = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, _ and -"),
    name: text,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  })
  .strict();
export const cataloguesSchema = z
  .object({
    catalogues: z.object(Object.fromEntries(serviceListSlugs.map((s) => [s, z.array(catalogueEntry).min(1)])) as Record<ServiceListSlug, z.ZodArray<typeof catalogueEntry>>).strict(),
    roleEntries: z.array(catalogueEntry).length(1, "must hold the Co-Case Coordinator entry"),
  })
  .strict();

export const navigationSchema = z
  .object({
    main: z.array(navLink.extend({ children: z.enum(["roles", "service-lists"]).optional() }).strict()).min(1),
    footer: z.array(navLink).min(1),
  })
  .strict();

export const rate = z.number().int("must be a whole number of dollars").positive().max(999);
export const pricingSchema = z
  .object({
    tiers: z
      .array(
        z
          .object({
            key: z.enum(["contract", "full-time", "multilingual"]),
            name: text,
            rate: z.enum(["standard", "multilingual"]),
            /** Contract Base and Full Time are schedules; the Multilingual rate applies to either. */
            hoursPerMonth: z.number().int().positive().max(744).optional(),
            terms: z.tuple([text, text]),
          })
          .strict(),
      )
      .length(3, "must list the three tiers"),
    rates: z.record(z.string(), z.object({ standard: rate, multilingual: rate }).strict()),
    inHouseComparison: z
      .object({ role: text, label: text, hourlyWage: z.number().positive().max(999), period: text, source: text, sourceUrl: z.string().url() })
      .strict(),
  })
  .strict();

/** content/search.yaml: the everyday names of each page's subject, which the site search ranks first. */
export const searchSubjectsSchema = z
  .object({
    subjects: z.array(
      z
        .object({
          path: z.string().regex(/^\/[A-Za-z0-9/-]*$/, "must be a path of this site, starting with /"),
          names: z.array(text.max(60)).min(1),
        })
        .strict(),
    ),
  })
  .strict();
