import type * as iconSet from "./icons.server";

/** An icon content may name (app/content/icons.server.ts). */
export type IconName = keyof typeof iconSet;

/** A card whose title links to a page (role, service line, practice area). */
export interface LinkCardData {
  href: string;
  title: string;
  text: string;
  icon?: IconName;
}

/** The words of an error page: its heading and one sentence. */
export interface ErrorPageText {
  title: string;
  text: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface IconCard extends TitledText {
  icon: IconName;
}

/** One of the 26 practice-area pages (docs/product.md#routes). */
export interface PracticeArea {
  /** Route path without the leading slash, exactly as docs/product.md#routes lists it, e.g. "Personal". */
  slug: string;
  /** Title as docs/product.md#routes lists it, e.g. "Personal Injury". */
  title: string;
  icon: IconName;
  /** One or two sentences for the hub card and search results. */
  summary: string;
  /** ≤ 160 characters, unique. */
  metaDescription: string;
  hero: {
    /** Short badge line above the title, e.g. "Remote paralegal support for PI firms". */
    badge: string;
    /** The page's h1. */
    heading: string;
    description: string;
  };
  /** Exactly six paralegal services specific to the area. */
  services: TitledText[];
  /** Exactly three benefit cards for "How We Can Transform Your {practiceName} Practice". */
  benefits: IconCard[];
  /** Name used inside "How We Can Transform Your … Practice"; defaults to title. */
  practiceName?: string;
  closing: { heading: string; text: string };
  /** Corporate only: the transform section comes before the services section. */
  transformBeforeServices?: boolean;
}

export type RoleSlug =
  | "Case-Coordinator"
  | "Case-Manager"
  | "Paralegal-Role"
  | "Secretary-Receptionist"
  | "Legal-Admin"
  | "Intake-Specialist";

/** One of the six staffing roles sold (docs/product.md#routes; rates in #constants). */
export interface StaffRole {
  slug: RoleSlug;
  /** e.g. "Case Coordinator", "Secretary/Receptionist". */
  title: string;
  icon: IconName;
  /** Card text on Home and /roles, one or two sentences. */
  summary: string;
  metaDescription: string;
  /** Hourly USD rates: Contract Base and Full Time share `standard`. */
  rates: { standard: number; multilingual: number };
  intro: {
    heading: string;
    paragraphs: string[];
    listHeading: string;
    /** Five to eight duties or checklist items. */
    list: string[];
  };
  whyChoose: {
    heading: string;
    points: IconCard[];
  };
}

export type StaticServiceSection =
  | { kind: "table"; heading: string; intro?: string; columns: [string, string]; rows: [string, string][] }
  | { kind: "cards"; heading: string; intro?: string; cards: IconCard[] }
  | { kind: "reasons"; heading: string; intro?: string; points: IconCard[] };

/** /Legal, /DraftCaseStatus, /DraftCorrespondence, /Deposition. */
export interface StaticServicePage {
  slug: "Legal" | "DraftCaseStatus" | "DraftCorrespondence" | "Deposition";
  title: string;
  metaDescription: string;
  summary: string;
  intro: string[];
  sections: StaticServiceSection[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export type ServiceListSlug = "paralegal-service" | "contract-life-cycle-management" | "document-review" | "admin-supports";

export interface HomeContent {
  metaDescription: string;
  banner: { badge: string; heading: string; text: string };
  aboutTeaser: { heading: string; paragraphs: string[] };
  rolesIntro: { heading: string; text: string };
  servicesIntro: { heading: string; text: string };
  whyChooseUs: { heading: string; text: string; points: IconCard[] };
  cta: { heading: string; text: string };
}

export interface ServiceListPageCopy {
  title: string;
  icon: IconName;
  /** One or two sentences for cards on Home and /service. */
  summary: string;
  bannerText: string;
  metaDescription: string;
}

/** The /roles and /service listings. */
export interface IndexPageCopy {
  heading: string;
  text: string;
  metaDescription: string;
}

/** /roles: the comparison table and the cost calculator beside the role cards. */
export interface RolesPageCopy extends IndexPageCopy {
  comparisonHeading: string;
  comparisonText: string;
  calculatorHeading: string;
  calculatorText: string;
}

/** A public wage figure the calculator compares one role with, named with its source on the page. */
export interface InHouseComparison {
  role: string;
  label: string;
  hourlyWage: number;
  period: string;
  source: string;
  sourceUrl: string;
}

export interface AboutContent {
  metaDescription: string;
  whoWeAre: { heading: string; paragraphs: string[] };
  missionVisionValues: IconCard[];
  howWeWork: TitledText[];
  /** Confidentiality and security: only what the site promises elsewhere (FAQ, practice pages). */
  security: { heading: string; text: string; points: IconCard[] };
  faq: FaqItem[];
}

/** One of the three stated claims (docs/product.md#constants), with a line saying what it means. */
export interface Claim {
  value: string;
  label: string;
  meaning: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  title?: string;
  organization?: string;
}

export interface ClientLogo {
  name: string;
  image: string;
  width: number;
  height: number;
}

export interface Membership {
  name: string;
  since?: number;
  url?: string;
}

export interface Certification {
  name: string;
  issuer: string;
  year?: number;
  url?: string;
}

/** content/proof.yaml: the claims, and proof that renders only when the provider supplies it. */
export interface ProofContent {
  claims: { experience: Claim; successRate: Claim; practiceAreas: Claim };
  testimonials: Testimonial[];
  clientLogos: ClientLogo[];
  memberships: Membership[];
  certifications: Certification[];
}

export interface PrivacyPolicyContent {
  effectiveDate: string;
  intro: string;
  sections: PolicySection[];
  metaDescription: string;
}

/** The Practice Areas hub at /internalguide. */
export interface PracticeHubContent {
  hero: { badge: string; heading: string; description: string };
  intro: string;
  /** The directory's groups, each naming its practice areas by slug (every area in exactly one). */
  groups: { title: string; text: string; areas: string[] }[];
  closing: { heading: string; text: string };
  metaDescription: string;
}

/**
 * The four fixed service catalogues (docs/product.md#admin-api): the slug in /services/{slug} maps to the id the
 * content source is asked for.
 */
export interface CatalogueEntry {
  id: string;
  name: string;
  slug: string;
}

export interface NavLink {
  href: string;
  label: string;
}

export interface NavItem extends NavLink {
  children?: NavLink[];
}

export interface PricingTier {
  key: "contract" | "full-time" | "multilingual";
  name: string;
  rate: number;
  /** Two short lines under the price, e.g. "80 hours/month", "20 hrs/week". */
  terms: [string, string];
  bookingPath: string;
}

/** One of the site's drawings (content/illustrations.yaml), with the size its <img> reserves. */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type BannerKind =
  | "home"
  | "about"
  | "team"
  | "listing"
  | "practiceHub"
  | "practiceArea"
  | "role"
  | "services"
  | "serviceList"
  | "service"
  | "serviceDetail"
  | "careers"
  | "job"
  | "blog"
  | "post"
  | "contact"
  | "booking"
  | "application"
  | "search"
  | "samples"
  | "notFound";

export interface Illustrations {
  banners: Record<BannerKind, Illustration>;
  /** The benefit-theme drawing for each icon a practice-area benefit may carry. */
  benefitByIcon: Partial<Record<IconName, Illustration>>;
}

/** One block of a work sample's document: what both its page and its PDF lay out. */
export type SampleBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] }
  | { type: "table"; header: string[]; rows: string[][] };

/**
 * A sample of the work our staff deliver (content/samples/*.md), written by us for a fictional
 * matter: shown on /sample-work and downloadable as a PDF made from the same blocks.
 */
export interface WorkSample {
  slug: string;
  /** What kind of document it is ("Deposition summary"). */
  kind: string;
  title: string;
  summary: string;
  /** The line saying it is a sample with invented names, shown with the sample and in its PDF. */
  notice: string;
  roles: RoleSlug[];
  practiceAreas: string[];
  services: string[];
  /** The document's header block (matter, dates, who it is for). */
  facts: { label: string; value: string }[];
  blocks: SampleBlock[];
}

/** Copy for /sample-work (content/sample-work.md). */
export interface SampleWorkPageContent {
  metaDescription: string;
  hero: { badge: string; heading: string; description: string };
  intro: string[];
}
