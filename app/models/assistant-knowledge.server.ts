import MiniSearch from "minisearch";
import { about } from "~/content/about";
import { chatFaq } from "~/content/faqs";
import { serviceListPages } from "~/content/home";
import { practiceAreas } from "~/content/practice-areas";
import { privacyPolicy } from "~/content/privacy";
import { roles } from "~/content/roles";
import { allCatalogueEntries, catalogues } from "~/content/service-catalogues";
import { serviceListPaths } from "~/content/service-lists";
import { staticServicePages } from "~/content/static-services";
import type { RoleSlug } from "~/content/types";
import { baseNormalise, Speller } from "./assistant-language";
import { getConfig } from "~/config/config.server";
import { contentSource } from "~/content-source/content-source.server";
import { stripHtml } from "~/content-source/html.server";

/**
 * What Lexi knows, built from the content modules and the content source (the database's service
 * details, job openings and blog posts): entities with their aliases, and a search index of
 * passages for everything else. Built on first use and rebuilt in the background once the content
 * cache's time to live has passed, so edits to jobs, posts and services reach her answers.
 */
export interface Link {
  label: string;
  href: string;
}

export interface RoleFact {
  slug: RoleSlug;
  title: string;
  standard: number;
  multilingual: number;
  duties: string[];
  summary: string;
  link: Link;
  /** Normalised phrases that name the role. */
  aliases: string[];
}

export interface AreaFact {
  slug: string;
  title: string;
  summary: string;
  services: { title: string; text: string }[];
  link: Link;
  aliases: string[];
}

export interface JobFact {
  slug: string;
  name: string;
  pay: { min: number; max: number } | null;
  location: string | null;
  employmentType: string | null;
  summary: string;
  link: Link;
  words: Set<string>;
}

export interface Passage {
  id: string;
  kind: "service" | "area-service" | "post" | "faq" | "privacy" | "role-duty";
  title: string;
  text: string;
  link: Link;
  /** The service line a service belongs to ("Document Review"). */
  group?: string;
}

export interface Knowledge {
  roles: RoleFact[];
  areas: AreaFact[];
  jobs: JobFact[];
  posts: Passage[];
  passages: Map<string, Passage>;
  index: MiniSearch<Passage>;
  speller: Speller;
}

/** Everyday names for the roles, as visitors write them. */
const ROLE_ALIASES: Record<RoleSlug, string[]> = {
  "Case-Coordinator": ["case coordinator", "case coordinators", "coordinator", "coordinators", "co case coordinator"],
  "Case-Manager": ["case manager", "case managers", "case management"],
  "Paralegal-Role": ["paralegal", "paralegals", "legal assistant paralegal"],
  "Secretary-Receptionist": [
    "secretary receptionist",
    "secretary",
    "secretaries",
    "receptionist",
    "receptionists",
    "front desk",
    "answer phones",
    "answer the phones",
    "answer calls",
    "answering calls",
    "answering phones",
    "handle our phones",
    "handle phones",
    "phone answering",
    "legal secretary",
    "answer phone",
    "our phones",
    "the phones",
  ],
  "Legal-Admin": [
    "legal admin",
    "legal admins",
    "admin",
    "admins",
    "legal administrative",
    "administrative assistant",
    "legal assistant",
    "legal administrator",
  ],
  "Intake-Specialist": ["intake specialist", "intake specialists", "intake person", "intake", "intake staff", "screen leads", "lead intake"],
};

/** Common names for practice areas, including ones that map to the closest area. */
const AREA_ALIASES: Record<string, string[]> = {
  Personal: [
    "personal injury",
    "pi",
    "injury",
    "car accident",
    "auto accident",
    "accident",
    "slip and fall",
    "wrongful death",
    "medical malpractice",
    "malpractice",
  ],
  Criminal: ["criminal", "criminal defense", "dui", "dwi", "defense attorney", "defense attorneys", "public defender"],
  Family: ["family", "family law", "divorce", "custody", "child support", "alimony", "adoption", "matrimonial"],
  Immigration: ["immigration", "visa", "visas", "green card", "asylum", "uscis", "naturalization"],
  RealEstate: ["real estate", "closings", "real estate closings", "property law", "conveyancing", "realty"],
  Employment: ["employment", "labor", "labour", "workers comp", "workers compensation", "wrongful termination", "discrimination", "wage", "employment law"],
  Corporate: ["corporate", "corporate law", "business law", "mergers", "m&a", "entity formation"],
  EstatePlanning: ["estate planning", "probate", "wills", "wills and trusts", "trusts", "estates", "elder law", "estate law"],
  Bankruptcy: ["bankruptcy", "chapter 7", "chapter 11", "chapter 13", "debt", "insolvency"],
  Intellectual: ["ip", "ip law", "intellectual property", "patent", "patents", "trademark", "trademarks", "copyright", "copyrights"],
  ContractLaw: ["contract law", "contract disputes", "breach of contract"],
  Civil: ["civil litigation", "litigation", "civil", "lawsuits", "commercial litigation"],
  Environmental: ["environmental", "environment", "epa", "pollution"],
  Taxlaw: ["tax law", "tax attorney", "tax attorneys", "tax practice", "tax practices", "tax firm", "tax firms", "irs"],
  Healthcare: ["healthcare", "health care", "health law", "medical law", "hospital", "hospitals", "medicare", "medicaid"],
  Administrative: ["administrative law", "agency law", "regulatory", "appeals", "appeal"],
  Insurance: ["insurance", "insurer", "insurers", "bad faith", "subrogation", "insurance defense", "insurance law"],
  Construction: ["construction", "construction law", "mechanics lien", "builders"],
  Maritime: ["maritime", "admiralty", "shipping", "vessel", "jones act"],
  Medialaw: ["entertainment", "media", "music", "film", "entertainment law", "media law"],
  Consumerprotection: ["consumer protection", "class action", "class actions", "consumer law"],
  Municipal: ["municipal", "local government", "government law", "municipalities"],
  Transportation: ["transportation", "logistics", "trucking", "freight"],
  Education: ["education", "education law", "schools", "special education", "students"],
  Lemonlaw: ["lemon law", "lemon", "defective vehicle"],
  Habitabilitylaw: ["habitability", "landlord tenant", "landlord", "tenant", "tenants", "housing conditions"],
};

/** Areas whose alias is a neighbour, not the area itself: the answer says so. */
export const CLOSEST_AREA_ALIASES = new Set(["medical malpractice", "malpractice", "appeals", "appeal", "crypto", "insurance defense"]);

const stopWords = new Set(
  "a an the is are do does can you your we our us i me my of to for in on with and or what whats s which how who where when it be have has about please tell there any get that this those these they them their at by from as so if not no".split(
    " ",
  ),
);

function roleFacts(): RoleFact[] {
  return roles.map((role) => ({
    slug: role.slug,
    title: role.title,
    standard: role.rates.standard,
    multilingual: role.rates.multilingual,
    duties: role.intro.list,
    summary: role.summary,
    link: { label: role.title, href: `/${role.slug}` },
    aliases: ROLE_ALIASES[role.slug],
  }));
}

function areaFacts(): AreaFact[] {
  return practiceAreas.map((area) => ({
    slug: area.slug,
    title: area.title,
    summary: area.summary,
    services: area.services,
    link: { label: area.title, href: `/${area.slug}` },
    aliases: [...new Set([baseNormalise(area.title), ...(area.practiceName ? [baseNormalise(area.practiceName)] : []), ...(AREA_ALIASES[area.slug] ?? [])])],
  }));
}

async function jobFacts(): Promise<JobFact[]> {
  const jobs = await contentSource()
    .listJobs()
    .catch(() => []);
  return jobs.map((job) => ({
    slug: job.slug,
    name: job.name,
    pay: job.price1 != null && job.price2 != null && (job.price1 > 0 || job.price2 > 0) ? { min: job.price1, max: job.price2 } : null,
    location: job.location,
    employmentType: job.employmentType,
    summary: stripHtml(job.summaryHtml),
    link: { label: job.name, href: `/CareerDetails/${job.slug}` },
    words: new Set(
      baseNormalise(`${job.name} ${job.tags.join(" ")}`)
        .split(" ")
        .filter((w) => !stopWords.has(w)),
    ),
  }));
}

async function servicePassages(): Promise<Passage[]> {
  const passages: Passage[] = [];
  for (const page of staticServicePages) {
    passages.push({ id: `static-${page.slug}`, kind: "service", title: page.title, text: page.summary, link: { label: page.title, href: `/${page.slug}` } });
  }
  for (const slug of serviceListPaths) {
    const page = serviceListPages[slug];
    passages.push({ id: `list-${slug}`, kind: "service", title: page.title, text: page.summary, link: { label: page.title, href: `/${slug}` } });
  }
  const source = contentSource();
  const details = await Promise.all(allCatalogueEntries.map((entry) => source.serviceDetail(entry.slug).catch(() => null)));
  for (const [i, entry] of allCatalogueEntries.entries()) {
    const detail = details[i];
    const cards = detail ? [...detail.first.cards, ...detail.second.cards, ...detail.third.cards] : [];
    const description = detail ? stripHtml(detail.descriptionHtml) : "";
    passages.push({
      id: `service-${entry.slug}`,
      kind: "service",
      title: entry.name,
      text: [detail?.metaDescription || description, ...cards.map((c) => `${c.title}: ${c.definition}`)].filter(Boolean).join(" "),
      link: { label: entry.name, href: `/services/${entry.slug}` },
      group: serviceListPaths.filter((list) => catalogues[list].some((e) => e.slug === entry.slug)).map((list) => serviceListPages[list].title)[0],
    });
  }
  return passages;
}

async function postPassages(): Promise<Passage[]> {
  const posts = await contentSource()
    .listPosts()
    .catch(() => []);
  return posts.map((post) => ({
    id: `post-${post.id}`,
    kind: "post",
    title: post.title,
    text: post.summary,
    link: { label: post.title, href: `/Blog-detail/${post.id}` },
  }));
}

function otherPassages(areas: AreaFact[], roleList: RoleFact[]): Passage[] {
  const passages: Passage[] = [];
  for (const area of areas) {
    for (const [i, service] of area.services.entries()) {
      passages.push({ id: `area-${area.slug}-${i}`, kind: "area-service", title: `${area.title}: ${service.title}`, text: service.text, link: area.link });
    }
  }
  for (const role of roleList) {
    for (const [i, duty] of role.duties.entries()) {
      passages.push({ id: `duty-${role.slug}-${i}`, kind: "role-duty", title: `${role.title}: ${duty}`, text: duty, link: role.link });
    }
  }
  for (const [i, item] of [...about.faq, ...chatFaq].entries()) {
    passages.push({ id: `faq-${i}`, kind: "faq", title: item.question, text: item.answer, link: { label: "About us", href: "/about" } });
  }
  for (const [i, section] of privacyPolicy.sections.entries()) {
    passages.push({
      id: `privacy-${i}`,
      kind: "privacy",
      title: section.heading,
      text: [...section.paragraphs, ...(section.list ?? [])].join(" "),
      link: { label: "Privacy policy", href: "/privacypolicy" },
    });
  }
  return passages;
}

/** Words the speller corrects towards: every word the site publishes, plus the words the rules read. */
function vocabulary(texts: string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of baseNormalise(text).split(" ")) if (/^[a-z]{3,}$/.test(word)) words.add(word);
  return words;
}

export const RULE_WORDS =
  "florida miami jamaica kingston offices office one two three four five six seven eight nine ten eleven twelve them those these there their they price prices pricing cost costs rate rates hourly cheap cheapest cheaper expensive priciest discount discounts month monthly week weekly hour hours full time part contract base multilingual bilingual spanish french english creole portuguese speak speaks speaking language languages office offices address located location where phone email call contact person human someone talk speak complaint complain refund guarantee certified certification compliant hipaa insurance laptop software licensed license attorney lawyer lawyers advice divorce custody fired sued lawsuit landlord rent settle settlement rights legal illegal ignore instructions prompt system password credentials hiring hire jobs job career careers salary salaries pay paid apply opening openings vacancy position blog article articles post posts privacy policy sell data delete cookies texts messages stop confidentiality confidential nda ndas secure security hello hi hey thanks thank bye goodbye morning afternoon evening bot robot human useless stupid idiot dumb start started consultation book booking demo onboarding hours timezone zone business remote onsite office visit interview trial minimum setup fee fees invoice invoicing billing bill tax taxes sales years experience success difference compare versus duties tasks handle responsibilities services service practice areas area";

/** Extra words the rules read (every word of their patterns), so the speller never corrects them away. */
const extraRuleWords: string[] = [];
export function addRuleWords(sources: string[]): void {
  for (const source of sources) extraRuleWords.push(...(source.match(/[a-z]{3,}/g) ?? []));
}

export async function buildKnowledge(): Promise<Knowledge> {
  const roleList = roleFacts();
  const areas = areaFacts();
  const [jobs, services, posts] = await Promise.all([jobFacts(), servicePassages(), postPassages()]);
  const all = [...services, ...posts, ...otherPassages(areas, roleList)];
  const index = new MiniSearch<Passage>({
    fields: ["title", "text"],
    storeFields: ["id"],
    searchOptions: { boost: { title: 3 }, prefix: (term) => term.length > 4, fuzzy: (term) => (term.length > 5 ? 0.2 : false), combineWith: "OR" },
    processTerm: (term) => {
      const t = term.toLowerCase();
      return stopWords.has(t) || t.length < 2 ? null : t;
    },
  });
  index.addAll(all);
  const speller = new Speller(
    vocabulary([
      RULE_WORDS,
      extraRuleWords.join(" "),
      ...all.map((p) => `${p.title} ${p.text}`),
      ...roleList.map((r) => `${r.title} ${r.aliases.join(" ")} ${r.summary} ${r.duties.join(" ")}`),
      ...areas.map((a) => `${a.title} ${a.aliases.join(" ")} ${a.summary}`),
      ...jobs.map((j) => `${j.name} ${j.summary}`),
      ...about.whoWeAre.paragraphs,
    ]),
    vocabulary([
      RULE_WORDS,
      extraRuleWords.join(" "),
      ...roleList.map((r) => `${r.title} ${r.aliases.join(" ")}`),
      ...areas.map((a) => `${a.title} ${a.aliases.join(" ")}`),
      ...services.map((p) => p.title),
    ]),
  );
  return { roles: roleList, areas, jobs, posts, passages: new Map(all.map((p) => [p.id, p])), index, speller };
}

let current: { knowledge: Promise<Knowledge>; builtAt: number } | undefined;

/** The knowledge, rebuilt in the background once older than the content cache's time to live. */
export async function getKnowledge(): Promise<Knowledge> {
  const ttlMs = Math.max(30_000, getConfig().contentCacheTtlMs);
  if (!current) {
    current = { knowledge: buildKnowledge(), builtAt: Date.now() };
  } else if (Date.now() - current.builtAt > ttlMs) {
    const previous = current.knowledge;
    const next = buildKnowledge();
    current = { knowledge: previous, builtAt: Date.now() };
    next.then(
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

export { stopWords };
