import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { marked, type Token } from "marked";
import YAML from "yaml";
import { z } from "zod";
import { iconNames } from "../components/icon";
import { getSettings, type SiteSettings } from "./settings.server";
import type {
  AboutContent,
  CatalogueEntry,
  FaqItem,
  HomeContent,
  IconCard,
  Illustration,
  Illustrations,
  InHouseComparison,
  IndexPageCopy,
  RolesPageCopy,
  NavItem,
  NavLink,
  PolicySection,
  PracticeArea,
  PracticeHubContent,
  SampleBlock,
  SampleWorkPageContent,
  WorkSample,
  PricingTier,
  PrivacyPolicyContent,
  ProofContent,
  ServiceListPageCopy,
  ServiceListSlug,
  StaffRole,
  StaticServicePage,
} from "./types";

/**
 * The site's copy, read from the top-level content/ folder (Markdown with front matter for pages
 * with prose, YAML for lists), validated, and with its placeholders filled from the settings.
 * Read once per process; every reader (pages, routes, sitemap, search, assistant) gets the same
 * objects. A file that does not validate stops start-up (and the build) with one line per problem
 * naming the file and the field.
 */
export interface SiteContent {
  practiceAreas: PracticeArea[];
  practiceHub: PracticeHubContent;
  /** The five reasons shown on every practice-area page. */
  practiceWhyChoose: IconCard[];
  /** The four points of the hub's why-choose grid. */
  hubWhyChoose: IconCard[];
  roles: StaffRole[];
  pricingTiers: { key: PricingTier["key"]; name: string; rate: "standard" | "multilingual"; hoursPerMonth?: number; terms: [string, string] }[];
  inHouseComparison: InHouseComparison;
  staticServicePages: StaticServicePage[];
  home: HomeContent;
  about: AboutContent;
  privacyPolicy: PrivacyPolicyContent;
  proof: ProofContent;
  chatFaq: FaqItem[];
  serviceListPaths: ServiceListSlug[];
  serviceListPages: Record<ServiceListSlug, ServiceListPageCopy>;
  rolesPage: RolesPageCopy;
  servicesPage: IndexPageCopy;
  catalogues: Record<ServiceListSlug, CatalogueEntry[]>;
  coCaseCoordinator: CatalogueEntry;
  mainNavigation: NavItem[];
  footerLinks: NavLink[];
  illustrations: Illustrations;
  samples: WorkSample[];
  sampleWorkPage: SampleWorkPageContent;
}

export class ContentError extends Error {
  override name = "ContentError";
}

// ------------------------------------------------------------------ schemas

const roleSlugs = ["Case-Coordinator", "Case-Manager", "Paralegal-Role", "Secretary-Receptionist", "Legal-Admin", "Intake-Specialist"] as const;
const staticServiceSlugs = ["Legal", "DraftCaseStatus", "DraftCorrespondence", "Deposition"] as const;
const serviceListSlugs = ["paralegal-service", "contract-life-cycle-management", "document-review", "admin-supports"] as const;

const text = z.string().trim().min(1, "must not be empty");
const icon = z.enum(iconNames, { errorMap: () => ({ message: "must name an icon of app/components/icon.tsx" }) });
const metaDescription = text.max(160, "must be 160 characters or fewer (search engines cut the rest)");
const slug = z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, "must be letters, digits and hyphens");
const titledText = z.object({ title: text, text }).strict();
const iconCard = z.object({ icon, title: text, text }).strict();
const illustrationRef = z.object({ file: slug, alt: text }).strict();
const bannerKinds = [
  "home",
  "about",
  "listing",
  "practiceArea",
  "role",
  "service",
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
const illustrationsSchema = z
  .object({
    banners: z.object(Object.fromEntries(bannerKinds.map((kind) => [kind, illustrationRef])) as Record<(typeof bannerKinds)[number], typeof illustrationRef>).strict(),
    benefitThemes: z.array(illustrationRef.extend({ icons: z.array(icon).min(1) }).strict()).min(1),
  })
  .strict();
const headingText = z.object({ heading: text, text }).strict();
const sampleSchema = z
  .object({
    slug,
    kind: text,
    title: text,
    summary: text,
    notice: text.regex(/\bsample\b/i, "must say that this is a sample").regex(/\binvented\b|\bfictional\b/i, "must say that the names are invented"),
    roles: z.array(z.enum(roleSlugs)),
    practiceAreas: z.array(z.string().min(1)),
    services: z.array(z.enum(staticServiceSlugs)),
    facts: z.array(z.object({ label: text, value: text }).strict()).min(1),
    blocks: z.array(z.custom<SampleBlock>()).min(2, "the body must hold the document: at least a heading and a paragraph"),
  })
  .strict();
const faqItem = z.object({ question: text, answer: text }).strict();
const navLink = z.object({ href: z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /"), label: text }).strict();
const paragraphs = (min: number, max: number) =>
  z
    .array(text)
    .min(min, `the body must hold at least ${min} paragraph${min === 1 ? "" : "s"}`)
    .max(max, `the body must hold at most ${max} paragraphs`);

const practiceAreaSchema = z
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

const practiceHubSchema = z
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

const sampleWorkPageSchema = z
  .object({
    metaDescription,
    hero: z.object({ badge: text, heading: text, description: text }).strict(),
    body: paragraphs(1, 2),
  })
  .strict();
const roleSchema = z
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

const sectionIntro = text.optional();
const staticServiceSchema = z
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

const homeSchema = z
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

const aboutSchema = z
  .object({
    metaDescription,
    whoWeAre: z.object({ heading: text }).strict(),
    missionVisionValues: z.array(iconCard).length(3, "must list mission, vision and values"),
    howWeWork: z.array(titledText).min(2, "must list at least two steps").max(6, "must list at most six steps"),
    security: z.object({ heading: text, text, points: z.array(iconCard).min(2).max(4, "must list at most four points") }).strict(),
    body: paragraphs(1, 6),
  })
  .strict();

const privacySchema = z
  .object({
    effectiveDate: z
      .string()
      .regex(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/, "must be a date such as August 20, 2025"),
    metaDescription,
    intro: text,
    sections: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1), list: z.array(text).min(1).optional() }).strict()).min(1),
  })
  .strict();

const claim = z.object({ value: text.max(8, "must be a short figure such as 5 or 100%"), label: text, meaning: text.max(160, "must be one short line") }).strict();
/** An optional link a visitor can follow to check a credential: https only. */
const proofUrl = z
  .string()
  .url("must be a full https:// address")
  .refine((url) => url.startsWith("https://"), "must be a full https:// address")
  .optional();
const year = z.number().int().min(1900, "must be a four-digit year").max(2100, "must be a four-digit year");
const proofSchema = z
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

const faqsSchema = z.object({ chat: z.array(faqItem).min(1), about: z.array(faqItem).min(1) }).strict();

const serviceListsSchema = z
  .object({
    lists: z
      .array(z.object({ slug: z.enum(serviceListSlugs), navLabel: text.optional(), title: text, icon, summary: text, bannerText: text, metaDescription }).strict())
      .length(serviceListSlugs.length, `must list the ${serviceListSlugs.length} service lists`),
  })
  .strict();

const indexPagesSchema = z
  .object({
    roles: z
      .object({ heading: text, text, comparisonHeading: text, comparisonText: text, calculatorHeading: text, calculatorText: text, metaDescription })
      .strict(),
    services: z.object({ heading: text, text, metaDescription }).strict(),
  })
  .strict();

const catalogueEntry = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, _ and -"),
    name: text,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  })
  .strict();
const cataloguesSchema = z
  .object({
    catalogues: z.object(Object.fromEntries(serviceListSlugs.map((s) => [s, z.array(catalogueEntry).min(1)])) as Record<ServiceListSlug, z.ZodArray<typeof catalogueEntry>>).strict(),
    roleEntries: z.array(catalogueEntry).length(1, "must hold the Co-Case Coordinator entry"),
  })
  .strict();

const navigationSchema = z
  .object({
    main: z.array(navLink.extend({ children: z.enum(["roles", "service-lists"]).optional() }).strict()).min(1),
    footer: z.array(navLink).min(1),
  })
  .strict();

const rate = z.number().int("must be a whole number of dollars").positive().max(999);
const pricingSchema = z
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

// ------------------------------------------------------------------ reading files

/** Collects every problem of every file, so one start-up attempt shows them all. */
class Problems {
  private readonly lines: string[] = [];
  constructor(private readonly dir: string) {}

  add(file: string, field: string, message: string) {
    this.lines.push(`${this.name(file)}: ${field ? `${field}: ` : ""}${message}`);
  }

  name(file: string) {
    const full = path.join(this.dir, file);
    const relative = path.relative(process.cwd(), full);
    return relative.startsWith("..") ? full : relative;
  }

  throwIfAny() {
    if (this.lines.length) throw new ContentError(`Invalid content:\n${this.lines.map((l) => `  ${l}`).join("\n")}`);
  }
}

function fieldName(pathParts: (string | number)[]): string {
  return pathParts.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`)).join("");
}

export type Placeholders = Record<string, string>;

/** The placeholders the settings fill: {brand}, {phone}, {email} and {address} (the U.S. office). */
export function settingsPlaceholders(settings: SiteSettings): Placeholders {
  return {
    brand: settings.brand,
    phone: settings.phone.display,
    email: settings.email,
    address: settings.offices.find((o) => o.region === "USA")?.address ?? "",
  };
}

/** Fills {name} placeholders in every string of a parsed file; an unknown one is a problem. */
function fillStrings(value: unknown, placeholders: Placeholders, report: (field: string, message: string) => void, at: (string | number)[] = []): unknown {
  if (typeof value === "string") {
    return value.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
      if (name in placeholders) return placeholders[name];
      report(fieldName(at), `unknown placeholder ${whole} (known: ${Object.keys(placeholders).map((p) => `{${p}}`).join(", ")})`);
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, i) => fillStrings(item, placeholders, report, [...at, i]));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillStrings(item, placeholders, report, [...at, key])]));
  }
  return value;
}

/**
 * The outside services that receive visitors' data when they are switched on (SMTP_URL,
 * ASSISTANT_LLM_URL), named by host for the privacy policy. Undefined: that service is off.
 */
export interface DataProcessors {
  email?: string;
  languageModel?: string;
}

interface ReadContext {
  dir: string;
  problems: Problems;
  placeholders: Placeholders;
}

function readText(ctx: ReadContext, file: string): string | undefined {
  try {
    return fs.readFileSync(path.join(ctx.dir, file), "utf8");
  } catch {
    ctx.problems.add(file, "", "cannot be read (missing?)");
    return undefined;
  }
}

function parseYaml(ctx: ReadContext, file: string, source: string): unknown {
  try {
    return YAML.parse(source, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    ctx.problems.add(file, "", `is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
    return undefined;
  }
}

function validate<T>(ctx: ReadContext, file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, raw: unknown): T | undefined {
  const filled = fillStrings(raw, ctx.placeholders, (field, message) => ctx.problems.add(file, field, message));
  const result = schema.safeParse(filled);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.problems.add(file, fieldName(issue.path), issue.message);
  return undefined;
}

function readYaml<T>(ctx: ReadContext, file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T | undefined {
  const source = readText(ctx, file);
  if (source === undefined) return undefined;
  const raw = parseYaml(ctx, file, source);
  return raw === undefined ? undefined : validate(ctx, file, schema, raw);
}

/**
 * The drawings content/illustrations.yaml chooses, each with its size read from its SVG (so every
 * <img> reserves its box); every practice-area benefit must find a theme picturing its icon.
 */
function resolveIllustrations(ctx: ReadContext, file: z.infer<typeof illustrationsSchema>, practiceAreas: PracticeArea[]): Illustrations {
  // The drawings are the site's, not the content folder's: a copy of content/ elsewhere still uses them.
  const publicDir = path.join(path.dirname(defaultContentDir()), "public", "illustrations");
  const picture = (ref: { file: string; alt: string }, field: string): Illustration => {
    let svg = "";
    try {
      svg = fs.readFileSync(path.join(publicDir, `${ref.file}.svg`), "utf8");
    } catch {
      ctx.problems.add("illustrations.yaml", field, `names public/illustrations/${ref.file}.svg, which does not exist (npm run art draws it)`);
    }
    const size = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg);
    if (svg && !size) ctx.problems.add("illustrations.yaml", field, `public/illustrations/${ref.file}.svg has no width and height`);
    // Versioned by content, so the file can be cached for a year (server.ts) and a redrawing is seen at once.
    const version = crypto.createHash("sha256").update(svg).digest("hex").slice(0, 10);
    return { src: `/illustrations/${ref.file}.svg?v=${version}`, alt: ref.alt, width: Number(size?.[1] ?? 0), height: Number(size?.[2] ?? 0) };
  };
  const banners = Object.fromEntries(Object.entries(file.banners).map(([kind, ref]) => [kind, picture(ref, `banners.${kind}`)])) as Illustrations["banners"];
  const benefitByIcon: Illustrations["benefitByIcon"] = {};
  file.benefitThemes.forEach((theme, i) => {
    const drawing = picture(theme, `benefitThemes[${i}]`);
    for (const name of theme.icons) {
      if (benefitByIcon[name]) ctx.problems.add("illustrations.yaml", `benefitThemes[${i}].icons`, `${name} is already pictured by another theme`);
      benefitByIcon[name] = drawing;
    }
  });
  for (const area of practiceAreas) {
    for (const benefit of area.benefits) {
      if (!benefitByIcon[benefit.icon]) ctx.problems.add("illustrations.yaml", "benefitThemes", `no theme pictures the icon ${benefit.icon} (benefit "${benefit.title}" of ${area.slug})`);
    }
  }
  return { banners, benefitByIcon };
}

/** Splits "---\nfront matter\n---\nbody" into the parsed front matter and the Markdown body. */
function splitFrontMatter(ctx: ReadContext, file: string): { front: Record<string, unknown>; body: string } | undefined {
  const source = readText(ctx, file);
  if (source === undefined) return undefined;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) {
    ctx.problems.add(file, "", "must start with front matter between two --- lines");
    return undefined;
  }
  const front = parseYaml(ctx, file, match[1]);
  if (front === undefined) return undefined;
  if (!front || typeof front !== "object" || Array.isArray(front)) {
    ctx.problems.add(file, "", "front matter must be a YAML mapping");
    return undefined;
  }
  return { front: front as Record<string, unknown>, body: match[2] };
}

const plainText = (token: Token) => token.type === "text" && !("tokens" in token && token.tokens?.some((t) => t.type !== "text"));

/** The body as plain paragraphs: pages render these as text, so Markdown formatting would show raw. */
function bodyParagraphs(ctx: ReadContext, file: string, body: string): string[] {
  const paragraphsFound: string[] = [];
  for (const token of marked.lexer(body)) {
    if (token.type === "space") continue;
    if (token.type !== "paragraph" || !token.tokens?.every(plainText)) {
      ctx.problems.add(file, "body", `must be plain paragraphs separated by blank lines (found ${token.type === "paragraph" ? "formatting" : `a ${token.type}`}: "${token.raw.trim().slice(0, 40)}")`);
      continue;
    }
    paragraphsFound.push(token.text.replace(/\s*\n\s*/g, " ").trim());
  }
  return paragraphsFound;
}

function readPage<T>(ctx: ReadContext, file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T | undefined {
  const parts = splitFrontMatter(ctx, file);
  if (!parts) return undefined;
  return validate(ctx, file, schema, { ...parts.front, body: bodyParagraphs(ctx, file, parts.body) });
}

/**
 * A policy line that begins "[when email]" or "[when language-model]" describes a service that
 * may be switched off: applyProcessors() keeps it (without the marker) only when that service is
 * configured, and fills its {email_processor} or {language_model_processor} with the service's host.
 */
const processorOfMarker = { email: "email", "language-model": "languageModel" } as const satisfies Record<string, keyof DataProcessors>;
const markerPattern = /^\[when ([a-z-]+)\]\s*/;

function policyLine(ctx: ReadContext, file: string, line: string): string {
  const text = line.replace(/\s*\n\s*/g, " ").trim();
  const marker = markerPattern.exec(text);
  if (marker && !(marker[1] in processorOfMarker)) {
    ctx.problems.add(file, "body", `unknown condition ${marker[0].trim()} (known: ${Object.keys(processorOfMarker).map((k) => `[when ${k}]`).join(", ")})`);
  }
  return text;
}

/** The policy as this process shows it: lines about a service that is off dropped, the others naming its host. */
export function applyProcessors(policy: PrivacyPolicyContent, processors: DataProcessors): PrivacyPolicyContent {
  const names: Record<string, string | undefined> = { email_processor: processors.email, language_model_processor: processors.languageModel };
  const kept = (lines: string[]) =>
    lines.flatMap((line) => {
      const marker = markerPattern.exec(line);
      if (marker && !processors[processorOfMarker[marker[1] as keyof typeof processorOfMarker]]) return [];
      return [line.slice(marker ? marker[0].length : 0).replace(/\{(email_processor|language_model_processor)\}/g, (whole, name: string) => names[name] ?? whole)];
    });
  return {
    ...policy,
    sections: policy.sections.map(({ list, paragraphs: sectionParagraphs, ...section }) => {
      const keptList = list ? kept(list) : [];
      return { ...section, paragraphs: kept(sectionParagraphs), ...(keptList.length ? { list: keptList } : {}) };
    }),
  };
}

/** The privacy policy's body: an intro paragraph, then "## Heading" sections of paragraphs and one optional list. */
function readPolicy(ctx: ReadContext, file: string): PrivacyPolicyContent | undefined {
  const parts = splitFrontMatter(ctx, file);
  if (!parts) return undefined;
  const intro: string[] = [];
  const sections: PolicySection[] = [];
  for (const token of marked.lexer(parts.body)) {
    const section = sections.at(-1);
    if (token.type === "space") continue;
    if (token.type === "heading" && token.depth === 2) sections.push({ heading: token.text, paragraphs: [] });
    else if (token.type === "paragraph" && token.tokens?.every(plainText)) (section ? section.paragraphs : intro).push(policyLine(ctx, file, token.text));
    else if (token.type === "list" && section && !section.list && !token.ordered) section.list = token.items.map((item: { text: string }) => policyLine(ctx, file, item.text));
    else ctx.problems.add(file, sections.length ? `body (section "${section?.heading}")` : "body", `unexpected ${token.type}: "${token.raw.trim().slice(0, 40)}"`);
  }
  if (intro.length !== 1) ctx.problems.add(file, "body", "must open with exactly one intro paragraph before the first ## heading");
  return validate(ctx, file, privacySchema, { ...parts.front, intro: intro[0] ?? "", sections });
}

/**
 * A work sample's body: "## Heading" lines, plain paragraphs, bulleted lists and tables, each kept
 * as a block so the page and the PDF lay out the same document.
 */
function readSample(ctx: ReadContext, file: string): WorkSample | undefined {
  const parts = splitFrontMatter(ctx, file);
  if (!parts) return undefined;
  const blocks: SampleBlock[] = [];
  const plain = (raw: string) => raw.replace(/\s*\n\s*/g, " ").trim();
  for (const token of marked.lexer(parts.body)) {
    if (token.type === "space") continue;
    if (token.type === "heading" && token.depth === 2) blocks.push({ type: "heading", text: plain(token.text) });
    else if (token.type === "paragraph" && token.tokens?.every(plainText)) blocks.push({ type: "paragraph", text: plain(token.text) });
    else if (token.type === "list" && !token.ordered) blocks.push({ type: "list", items: token.items.map((item: { text: string }) => plain(item.text)) });
    else if (token.type === "table") {
      const cell = (c: { text: string }) => plain(c.text);
      const table = token as unknown as { header: { text: string }[]; rows: { text: string }[][] };
      blocks.push({ type: "table", header: table.header.map(cell), rows: table.rows.map((row) => row.map(cell)) });
    } else ctx.problems.add(file, "body", `unexpected ${token.type}: "${token.raw.trim().slice(0, 40)}" (use ## headings, paragraphs, bulleted lists and tables)`);
  }
  return validate(ctx, file, sampleSchema, { ...parts.front, blocks });
}

/** Files of a folder in name order ("01-Personal.md", "02-Criminal.md", …): the order pages and cards follow. */
function listFolder(ctx: ReadContext, folder: string): string[] {
  try {
    return fs
      .readdirSync(path.join(ctx.dir, folder))
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => `${folder}/${name}`);
  } catch {
    ctx.problems.add(folder, "", "folder cannot be read (missing?)");
    return [];
  }
}

/** "practice-areas/01-Personal.md" must hold slug "Personal": the file name says which page it is. */
function checkFileName(ctx: ReadContext, file: string, pageSlug: string) {
  if (!new RegExp(`^\\d{2}-${pageSlug.replace(/[-]/g, "\\-")}\\.md$`).test(path.basename(file))) {
    ctx.problems.add(file, "slug", `"${pageSlug}" does not match the file name (expected NN-${pageSlug}.md)`);
  }
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((v) => (seen.has(v) ? true : (seen.add(v), false))))];
}

/** Reads one YAML file of `dir`, fills the settings' placeholders and validates it; throws ContentError naming file and field. */
export function readValidatedYaml<T>(dir: string, file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, settings: SiteSettings = getSettings()): T {
  const problems = new Problems(dir);
  const data = readYaml({ dir, problems, placeholders: settingsPlaceholders(settings) }, file, schema);
  problems.throwIfAny();
  return data!;
}

// ------------------------------------------------------------------ the whole registry

/** content/ beside package.json, found from this module (app/content/ in the source, build/server/ once built). */
export function defaultContentDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "content"))) return path.join(dir, "content");
    const parent = path.dirname(dir);
    if (parent === dir) throw new ContentError(`No content/ folder found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** Reads and validates every content file of `dir`; throws ContentError listing every problem. */
export function loadSiteContent(dir: string, settings: SiteSettings = getSettings()): SiteContent {
  const problems = new Problems(dir);
  // Prices and counts are facts of other files; copy names them by placeholder so they are written once.
  const ctx: ReadContext = { dir, problems, placeholders: {} };
  const pricing = readYaml(ctx, "pricing.yaml", pricingSchema);
  const practiceFiles = listFolder(ctx, "practice-areas");
  const allRates = pricing ? Object.values(pricing.rates).flatMap((r) => [r.standard, r.multilingual]) : [0];
  ctx.placeholders = {
    ...settingsPlaceholders(settings),
    practice_area_count: String(practiceFiles.length),
    lowest_rate: `$${Math.min(...allRates)}`,
    highest_rate: `$${Math.max(...allRates)}`,
    // Filled per process by applyProcessors() (app/content/privacy.ts), from the configuration.
    email_processor: "{email_processor}",
    language_model_processor: "{language_model_processor}",
  };

  const practiceAreas = practiceFiles.flatMap((file) => {
    const page = readPage(ctx, file, practiceAreaSchema);
    if (!page) return [];
    checkFileName(ctx, file, page.slug);
    const { body, hero, ...rest } = page;
    return [{ ...rest, hero: { ...hero, description: body[0] } } satisfies PracticeArea];
  });
  const hub = readPage(ctx, "practice-hub.md", practiceHubSchema);
  hub?.groups.forEach((group, i) => {
    for (const slug of group.areas) {
      if (!practiceAreas.some((area) => area.slug === slug)) problems.add("practice-hub.md", `groups[${i}].areas`, `names ${slug}, which is no practice area`);
      const earlier = hub.groups.findIndex((other) => other.areas.includes(slug));
      if (earlier !== i) problems.add("practice-hub.md", `groups[${i}].areas`, `names ${slug}, already in groups[${earlier}]`);
    }
  });

  const sourceOf = new Map<object, string>();
  const roleFiles = listFolder(ctx, "roles");
  const roles = roleFiles.flatMap((file) => {
    const page = readPage(ctx, file, roleSchema);
    if (!page) return [];
    checkFileName(ctx, file, page.slug);
    const rates = pricing?.rates[page.slug];
    if (pricing && !rates) problems.add("pricing.yaml", `rates.${page.slug}`, `is missing: role page ${problems.name(file)} has no rates`);
    const { body, intro, ...rest } = page;
    const role: StaffRole = { ...rest, rates: rates ?? { standard: 0, multilingual: 0 }, intro: { ...intro, paragraphs: body } };
    sourceOf.set(role, file);
    return [role];
  });
  // Only when every role file was read: a role file with a problem of its own is not "no role page".
  for (const roleSlug of roles.length === roleFiles.length ? Object.keys(pricing?.rates ?? {}) : []) {
    if (!roles.some((r) => r.slug === roleSlug)) problems.add("pricing.yaml", `rates.${roleSlug}`, "names no role page: every booking target must be a real role");
  }
  if (pricing && !pricing.rates[pricing.inHouseComparison.role]) {
    problems.add("pricing.yaml", "inHouseComparison.role", "names no role with rates");
  }
  if (pricing && pricing.tiers.filter((t) => t.hoursPerMonth).length < 1) problems.add("pricing.yaml", "tiers", "at least one tier needs hoursPerMonth");
  if (pricing) {
    const keys = pricing.tiers.map((t) => t.key);
    if (duplicates(keys).length) problems.add("pricing.yaml", "tiers", `tier keys must be unique (repeated: ${duplicates(keys).join(", ")})`);
  }

  const staticServicePages = listFolder(ctx, "service-pages").flatMap((file) => {
    const page = readPage(ctx, file, staticServiceSchema);
    if (!page) return [];
    checkFileName(ctx, file, page.slug);
    const { body, ...rest } = page;
    const servicePage: StaticServicePage = { ...rest, intro: body };
    sourceOf.set(servicePage, file);
    return [servicePage];
  });

  const samples = listFolder(ctx, "samples").flatMap((file) => {
    const sample = readSample(ctx, file);
    if (!sample) return [];
    checkFileName(ctx, file, sample.slug);
    for (const area of sample.practiceAreas) {
      if (!practiceAreas.some((a) => a.slug === area)) ctx.problems.add(file, "practiceAreas", `names ${area}, which is no practice area`);
    }
    return [sample];
  });
  if (duplicates(samples.map((sample) => sample.slug)).length) problems.add("samples", "slug", "each sample needs a slug of its own");
  const sampleWorkPage = readPage(ctx, "sample-work.md", sampleWorkPageSchema);

  const homePage = readPage(ctx, "home.md", homeSchema);
  const aboutPage = readPage(ctx, "about.md", aboutSchema);
  const privacyPolicy = readPolicy(ctx, "privacy-policy.md");
  const proof = readYaml(ctx, "proof.yaml", proofSchema);
  const faqs = readYaml(ctx, "faqs.yaml", faqsSchema);
  const lists = readYaml(ctx, "service-lists.yaml", serviceListsSchema);
  const indexPages = readYaml(ctx, "index-pages.yaml", indexPagesSchema);
  const catalogueFile = readYaml(ctx, "service-catalogues.yaml", cataloguesSchema);
  const navigation = readYaml(ctx, "navigation.yaml", navigationSchema);
  const illustrationFile = readYaml(ctx, "illustrations.yaml", illustrationsSchema);
  const illustrations = illustrationFile ? resolveIllustrations(ctx, illustrationFile, practiceAreas) : undefined;

  // Facts that span files: one page per path (paths ignore case), one page per meta description.
  const claims: { file: string; prefix: string; slug?: string; metaDescription?: string }[] = [
    ...practiceAreas.map((a, i) => ({ file: practiceFiles[i], prefix: "", slug: a.slug, metaDescription: a.metaDescription })),
    ...roles.map((r) => ({ file: sourceOf.get(r)!, prefix: "", slug: r.slug, metaDescription: r.metaDescription })),
    ...staticServicePages.map((p) => ({ file: sourceOf.get(p)!, prefix: "", slug: p.slug, metaDescription: p.metaDescription })),
    ...(lists?.lists ?? []).map((l, i) => ({ file: "service-lists.yaml", prefix: `lists[${i}].`, slug: l.slug, metaDescription: l.metaDescription })),
    { file: "home.md", prefix: "", metaDescription: homePage?.metaDescription },
    { file: "about.md", prefix: "", metaDescription: aboutPage?.metaDescription },
    { file: "privacy-policy.md", prefix: "", metaDescription: privacyPolicy?.metaDescription },
    { file: "practice-hub.md", prefix: "", metaDescription: hub?.metaDescription },
    { file: "sample-work.md", prefix: "", metaDescription: sampleWorkPage?.metaDescription },
    { file: "index-pages.yaml", prefix: "roles.", metaDescription: indexPages?.roles.metaDescription },
    { file: "index-pages.yaml", prefix: "services.", metaDescription: indexPages?.services.metaDescription },
  ];
  const pathOwners = new Map<string, string>();
  const metaOwners = new Map<string, string>();
  for (const { file, prefix, slug: pagePath, metaDescription: description } of claims) {
    const here = `${problems.name(file)}${prefix ? ` (${prefix.slice(0, -1)})` : ""}`;
    for (const [value, owners, field, what] of [
      [pagePath?.toLowerCase(), pathOwners, "slug", "path"],
      [description, metaOwners, "metaDescription", "meta description"],
    ] as const) {
      if (!value) continue;
      const other = owners.get(value);
      if (other) problems.add(file, `${prefix}${field}`, `repeats the ${what} of ${other}`);
      else owners.set(value, here);
    }
  }

  if (catalogueFile) {
    const entries = [...Object.values(catalogueFile.catalogues).flat(), ...catalogueFile.roleEntries];
    for (const [field, values] of [
      ["slug", entries.map((e) => e.slug)],
      ["name", entries.map((e) => e.name.toLowerCase())],
    ] as const) {
      const repeated = duplicates(values);
      if (repeated.length) problems.add("service-catalogues.yaml", field, `must be unique across the catalogues (repeated: ${repeated.join(", ")})`);
    }
    for (const [list, listEntries] of Object.entries(catalogueFile.catalogues)) {
      const repeated = duplicates(listEntries.map((e) => e.id));
      if (repeated.length) problems.add("service-catalogues.yaml", `catalogues.${list}`, `ids must be unique (repeated: ${repeated.join(", ")})`);
    }
  }

  problems.throwIfAny();
  // Everything below is present: throwIfAny() returned.
  const listCopy = lists!.lists;
  const serviceListPages = Object.fromEntries(
    listCopy.map(({ slug: listSlug, title, icon: listIcon, summary, bannerText, metaDescription: description }) => [
      listSlug,
      { title, icon: listIcon, summary, bannerText, metaDescription: description },
    ]),
  ) as Record<ServiceListSlug, ServiceListPageCopy>;
  const { body: hubBody, whyChoose, practiceWhyChoose, ...hubRest } = hub!;
  const { body: homeBody, aboutTeaser, ...homeRest } = homePage!;
  const { body: aboutBody, whoWeAre, ...aboutRest } = aboutPage!;
  const childLinks = {
    roles: roles.map((role) => ({ href: `/${role.slug}`, label: role.title })),
    "service-lists": listCopy.map((list) => ({ href: `/${list.slug}`, label: list.navLabel ?? list.title })),
  };
  const mainNavigation = navigation!.main.map(({ children, ...link }) => (children ? { ...link, children: childLinks[children] } : link));

  const content: SiteContent = {
    practiceAreas,
    practiceHub: { ...hubRest, intro: hubBody[0], groups: directoryGroups(hubRest.groups, practiceAreas) },
    samples,
    sampleWorkPage: { metaDescription: sampleWorkPage!.metaDescription, hero: sampleWorkPage!.hero, intro: sampleWorkPage!.body },
    practiceWhyChoose,
    hubWhyChoose: whyChoose,
    roles,
    pricingTiers: pricing!.tiers,
    inHouseComparison: pricing!.inHouseComparison,
    staticServicePages,
    home: { ...homeRest, aboutTeaser: { ...aboutTeaser, paragraphs: homeBody } },
    about: { ...aboutRest, whoWeAre: { ...whoWeAre, paragraphs: aboutBody }, faq: faqs!.about },
    privacyPolicy: privacyPolicy!,
    proof: proof!,
    chatFaq: faqs!.chat,
    serviceListPaths: listCopy.map((l) => l.slug),
    serviceListPages,
    rolesPage: indexPages!.roles,
    servicesPage: indexPages!.services,
    catalogues: catalogueFile!.catalogues,
    coCaseCoordinator: catalogueFile!.roleEntries[0],
    mainNavigation,
    // A footer link that is also a header link is the same object, so every page's data carries it once.
    footerLinks: navigation!.footer.map((link) => mainNavigation.find((item) => !("children" in item) && item.href === link.href && item.label === link.label) ?? link),
    illustrations: illustrations!,
  };
  // The providers' names are the privacy policy's alone: anywhere else they would show as written.
  const { privacyPolicy: _policy, ...outsidePolicy } = content;
  const misplaced = /\{(email_processor|language_model_processor)\}/.exec(JSON.stringify(outsidePolicy));
  if (misplaced) throw new ContentError(`Invalid content:\n  ${misplaced[0]} may only be used in privacy-policy.md`);
  return content;
}

let loaded: SiteContent | undefined;

/** This process's content, read from content/ on first use. */
export function siteContent(): SiteContent {
  loaded ??= loadSiteContent(defaultContentDir());
  return loaded;
}

/** The hub's groups as written, then any practice area no group names, so a new area is one content file. */
function directoryGroups(groups: { title: string; text: string; areas: string[] }[], practiceAreas: PracticeArea[]): PracticeHubContent["groups"] {
  const grouped = new Set(groups.flatMap((group) => group.areas));
  const rest = practiceAreas.filter((area) => !grouped.has(area.slug)).map((area) => area.slug);
  return rest.length ? [...groups, { title: "More Practice Areas", text: "Other areas of law we support.", areas: rest }] : groups;
}
