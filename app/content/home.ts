import type { ServiceListSlug } from "./service-catalogues";
import type { IconCard, IconName } from "./types";

export interface HomeContent {
  metaDescription: string;
  banner: { badge: string; heading: string; text: string };
  aboutTeaser: { heading: string; paragraphs: string[] };
  rolesIntro: { heading: string; text: string };
  servicesIntro: { heading: string; text: string };
  whyChooseUs: { heading: string; text: string; points: IconCard[] };
  cta: { heading: string; text: string };
}

/** Home (spec §2 "Home"). */
export const home: HomeContent = {
  metaDescription:
    "Remote paralegals, case managers, legal admins and intake staff for U.S. law firms. Contract or full-time, with English-French and English-Spanish options.",
  banner: {
    badge: "Remote legal support for U.S. law firms",
    heading: "Remote Paralegals and Legal Support Staff for Your Firm",
    text: "Add trained paralegals, case managers, legal admins and intake specialists to your team on contract or full-time terms, with bilingual English-French and English-Spanish professionals available.",
  },
  aboutTeaser: {
    heading: "A Legal Support Partner That Works Like Part of Your Team",
    paragraphs: [
      "For five years we have helped law firms, solo attorneys, corporate legal departments and public agencies handle more work without adding in-house overhead.",
      "Our remote legal professionals are trained to work with U.S. law firms. They follow your procedures, use your tools and take on the research, drafting, case management and administrative tasks that slow your attorneys down.",
    ],
  },
  rolesIntro: {
    heading: "Roles Tailored to Your Practice",
    text: "Choose the support your firm needs, from case coordination and paralegal work to reception and client intake, on contract or full-time terms.",
  },
  servicesIntro: {
    heading: "Legal Support Services",
    text: "Beyond dedicated staff, we deliver paralegal, contract management, document review and administrative services across 26 practice areas.",
  },
  whyChooseUs: {
    heading: "Why Law Firms Choose Us",
    text: "We combine trained remote professionals, clear hourly pricing and flexible engagements, backed by five years of experience and a 100% success rate.",
    points: [
      {
        icon: "GraduationCap",
        title: "Trained for U.S. law firms",
        text: "Our staff know U.S. legal terminology, document formats and workflows, and they work under your attorneys' supervision.",
      },
      {
        icon: "Languages",
        title: "Bilingual professionals",
        text: "Serve more clients with staff fluent in English and French or English and Spanish.",
      },
      {
        icon: "BadgeDollarSign",
        title: "Clear hourly pricing",
        text: "Transparent rates for contract or full-time support, without recruiting costs or office overhead.",
      },
      {
        icon: "ShieldCheck",
        title: "Confidentiality first",
        text: "Staff work inside the systems and permissions you control and treat client information with care.",
      },
    ],
  },
  cta: {
    heading: "Ready to Add Remote Legal Support?",
    text: "Call us for a free consultation. We will learn about your firm and recommend the right support for your caseload.",
  },
};

export interface ServiceListPageCopy {
  title: string;
  icon: IconName;
  /** One or two sentences for cards on Home and /service. */
  summary: string;
  bannerText: string;
  metaDescription: string;
}

/** Copy for the four service list pages (spec §2 "Service list pages"). */
export const serviceListPages: Record<ServiceListSlug, ServiceListPageCopy> = {
  "paralegal-service": {
    title: "Paralegal Service",
    icon: "Scale",
    summary:
      "Research, drafting, discovery, deposition summaries and more, prepared by remote paralegals for attorney review.",
    bannerText:
      "Hand off the research, drafting, discovery and case preparation work that fills your attorneys' days. Our remote paralegals deliver organized, accurate work ready for your review.",
    metaDescription:
      "Remote paralegal services for U.S. law firms: legal research, drafting, discovery, deposition and medical record summaries, prepared for attorney review.",
  },
  "contract-life-cycle-management": {
    title: "Contract Life Cycle Management",
    icon: "FileSignature",
    summary:
      "Support for every stage of a contract, from drafting and redlines to tracking obligations, renewals and expirations.",
    bannerText:
      "Keep your contracts organized and on schedule. Our remote team supports drafting, review, tracking and renewals so nothing important is missed.",
    metaDescription:
      "Contract life cycle management support: drafting assistance, redline tracking, obligation and renewal monitoring, and organized contract records.",
  },
  "document-review": {
    title: "Document Review",
    icon: "FileSearch",
    summary:
      "Organized, consistent document review for discovery, due diligence and case preparation, following your review protocols.",
    bannerText:
      "Get through large document sets faster. Our remote reviewers follow your protocols to code, organize and flag documents for attorney attention.",
    metaDescription:
      "Remote document review for law firms: discovery review, coding, privilege flagging and due diligence support that follows your review protocols.",
  },
  "admin-supports": {
    title: "Admin Support",
    icon: "FolderOpen",
    summary:
      "Scheduling, billing support, records management and office administration that keep your practice running smoothly.",
    bannerText:
      "Free your attorneys and staff from routine administration. Our remote team handles scheduling, billing support, records and day-to-day office tasks.",
    metaDescription:
      "Remote legal admin support: scheduling, billing assistance, records management, data entry and office administration for law firms of every size.",
  },
};

/** /roles listing. */
export const rolesPage = {
  heading: "Remote Legal Staff Roles",
  text: "Six roles, each available on contract or full-time terms with clear hourly rates. Multilingual English-French and English-Spanish professionals are available for every role.",
  metaDescription:
    "Compare remote legal staffing roles: case coordinator, case manager, paralegal, receptionist, legal admin and intake specialist, with hourly pricing.",
};

/** /service listing. */
export const servicesPage = {
  heading: "Legal Support Services",
  text: "Paralegal work, contract life cycle management, document review and administrative support, delivered by remote professionals trained to work with U.S. law firms.",
  metaDescription:
    "Explore our legal support services: paralegal work, contract life cycle management, document review and admin support for U.S. law firms.",
};
