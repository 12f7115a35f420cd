import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { getSettings, type SiteSettings } from "../config/site-settings.server";
import { aboutSchema, cataloguesSchema, faqsSchema, homeSchema, illustrationsSchema, indexPagesSchema, navigationSchema, practiceAreaSchema, practiceHubSchema, pricingSchema, proofSchema, roleSchema, searchSubjectsSchema, serviceListsSchema, staticServiceSchema } from "./content-schemas.server";
import { ContentError, Problems, ReadContext, checkFileName, duplicates, fieldName, listFolder, readPage, readPolicy, readYaml, settingsPlaceholders } from "./content-reader.server";
import { readBuiltContent } from "./built-content.server";
import { addQuotedPassages } from "./quoted-passages.server";
import { readSamples } from "./samples-reader.server";
import { Translations, type Language, type Passages } from "./translations.server";
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
  PracticeArea,
  PracticeHubContent,
  PricingTier,
  SampleWorkPageContent,
  WorkSample,
  PrivacyPolicyContent,
  ProofContent,
  ServiceListPageCopy,
  ServiceListSlug,
  StaffRole,
  StaticServicePage,
} from "./types";

export { applyProcessors, ContentError, readValidatedYaml, settingsPlaceholders, type DataProcessors } from "./content-reader.server";

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
  /** The passages Lexi quotes, in each language (app/content/translations.server.ts). Server-only. */
  passages: Record<Language, Passages>;
  /** Samples of the work (content/samples/*.md) and their page's copy. */
  samples: WorkSample[];
  sampleWorkPage: SampleWorkPageContent;
  /** The everyday names of a page's subject, by the page's path (content/search.yaml). */
  searchSubjects: Record<string, string[]>;
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
  const translations = new Translations((file, at, message) => problems.add(file, fieldName(at), message));
  // Prices and counts are facts of other files; copy names them by placeholder so they are written once.
  const ctx: ReadContext = { dir, problems, placeholders: {}, translations };
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
    translations.add("practiceArea", page.slug, file, [], { title: page.title, summary: page.summary, services: page.services });
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
  const { samples, page: sampleWorkPage } = readSamples(ctx, practiceAreas);

  const sourceOf = new Map<object, string>();
  const roleFiles = listFolder(ctx, "roles");
  const roles = roleFiles.flatMap((file) => {
    const page = readPage(ctx, file, roleSchema);
    if (!page) return [];
    checkFileName(ctx, file, page.slug);
    translations.add("role", page.slug, file, [], { title: page.title, summary: page.summary, intro: { list: page.intro.list } });
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
  pricing?.tiers.forEach((tier, i) => translations.add("tier", tier.key, "pricing.yaml", ["tiers", i], { name: tier.name, terms: tier.terms }));
  if (pricing) {
    const keys = pricing.tiers.map((t) => t.key);
    if (duplicates(keys).length) problems.add("pricing.yaml", "tiers", `tier keys must be unique (repeated: ${duplicates(keys).join(", ")})`);
  }

  const staticServicePages = listFolder(ctx, "service-pages").flatMap((file) => {
    const page = readPage(ctx, file, staticServiceSchema);
    if (!page) return [];
    checkFileName(ctx, file, page.slug);
    const sections = page.sections.map((section) => ({
      heading: section.heading,
      items: section.kind === "table" ? section.rows.map(([item]) => item) : (section.kind === "cards" ? section.cards : section.points).map((card) => card.title),
    }));
    translations.add("staticService", page.slug, file, [], { title: page.title, summary: page.summary, sections });
    const { body, ...rest } = page;
    const servicePage: StaticServicePage = { ...rest, intro: body };
    sourceOf.set(servicePage, file);
    return [servicePage];
  });

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
  const searchFile = readYaml(ctx, "search.yaml", searchSubjectsSchema);
  const illustrations = illustrationFile ? resolveIllustrations(ctx, illustrationFile, practiceAreas) : undefined;
  addQuotedPassages(translations, settings, {
    read: (file, schema) => readYaml(ctx, file, schema),
    problem: (file, field, message) => problems.add(file, field, message),
    files: { aboutPage, privacyPolicy, proof, faqs, lists: lists?.lists, catalogueFile },
  });
  translations.reportUnread();

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

  const pagePaths = new Set([
    ...["/", "/about", "/roles", "/service", "/internalguide", "/contact", "/Blog", "/Career", "/sample-work", "/privacypolicy"],
    ...claims.flatMap((claim) => (claim.slug ? [`/${claim.slug}`] : [])),
    ...(catalogueFile ? [...Object.values(catalogueFile.catalogues).flat(), ...catalogueFile.roleEntries].map((entry) => `/services/${entry.slug}`) : []),
  ]);
  searchFile?.subjects.forEach((subject, i) => {
    if (!pagePaths.has(subject.path)) problems.add("search.yaml", `subjects[${i}].path`, `${subject.path} is no page of the site`);
  });
  const repeatedSubjects = duplicates(searchFile?.subjects.map((subject) => subject.path) ?? []);
  if (repeatedSubjects.length) problems.add("search.yaml", "subjects", `one entry per page (repeated: ${repeatedSubjects.join(", ")})`);

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
  const { sectionSummaries: _summaries, ...policy } = privacyPolicy!;
  const childLinks = {
    roles: roles.map((role) => ({ href: `/${role.slug}`, label: role.title })),
    "service-lists": listCopy.map((list) => ({ href: `/${list.slug}`, label: list.navLabel ?? list.title })),
  };
  const mainNavigation = navigation!.main.map(({ children, ...link }) => (children ? { ...link, children: childLinks[children] } : link));

  const content: SiteContent = {
    practiceAreas,
    practiceHub: { ...hubRest, intro: hubBody[0], groups: directoryGroups(hubRest.groups, practiceAreas) },
    samples,
    sampleWorkPage: sampleWorkPage!,
    practiceWhyChoose,
    hubWhyChoose: whyChoose,
    roles,
    pricingTiers: pricing!.tiers,
    inHouseComparison: pricing!.inHouseComparison,
    staticServicePages,
    home: { ...homeRest, aboutTeaser: { ...aboutTeaser, paragraphs: homeBody } },
    about: { ...aboutRest, whoWeAre: { ...whoWeAre, paragraphs: aboutBody }, faq: faqs!.about },
    privacyPolicy: policy,
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
    passages: translations.passages(),
    searchSubjects: Object.fromEntries(searchFile!.subjects.map((subject) => [subject.path, subject.names])),
  };
  // The providers' names are the privacy policy's alone: anywhere else they would show as written.
  const { privacyPolicy: _policy, ...outsidePolicy } = content;
  const misplaced = /\{(email_processor|language_model_processor)\}/.exec(JSON.stringify(outsidePolicy));
  if (misplaced) throw new ContentError(`Invalid content:\n  ${misplaced[0]} may only be used in privacy-policy.md`);
  return content;
}

let loaded: SiteContent | undefined;

/** This process's content, read from content/ on first use (or as the build read the same files). */
export function siteContent(): SiteContent {
  if (!loaded) {
    const dir = defaultContentDir();
    const settings = getSettings();
    loaded = readBuiltContent(dir, settings) ?? loadSiteContent(dir, settings);
  }
  return loaded;
}

/** The hub's groups as written, then any practice area no group names, so a new area is one content file. */
function directoryGroups(groups: { title: string; text: string; areas: string[] }[], practiceAreas: PracticeArea[]): PracticeHubContent["groups"] {
  const grouped = new Set(groups.flatMap((group) => group.areas));
  const rest = practiceAreas.filter((area) => !grouped.has(area.slug)).map((area) => area.slug);
  return rest.length ? [...groups, { title: "More Practice Areas", text: "Other areas of law we support.", areas: rest }] : groups;
}
