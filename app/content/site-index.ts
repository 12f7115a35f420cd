import { about } from "./about";
import { siteContent } from "./load-content.server";
import { home, rolesPage, serviceListPages, servicesPage } from "./home";
import { practiceAreas, practiceHub } from "./practice-areas";
import { privacyPolicy } from "./privacy";
import { pricingTiers } from "./pricing";
import { roles } from "./roles";
import { sampleWorkPage, workSamples } from "./samples";
import { serviceListPaths } from "./service-lists";
import { staticServicePages } from "./static-services";

export type PageKind = "Page" | "Practice area" | "Role" | "Service" | "FAQ" | "Privacy policy" | "Job opening" | "Blog post";

/** A searchable, sitemap-listed page (or part of one) from the registry. */
export interface IndexedPage {
  id: string;
  path: string;
  kind: PageKind;
  title: string;
  text: string;
  /** The everyday names of the page's subject (content/search.yaml); a passage has none of its own. */
  subject?: string;
}

/** The everyday names of the subject of the page at `path` (content/search.yaml), as one text. */
export function subjectOf(path: string): string | undefined {
  return siteContent().searchSubjects[path]?.join(". ");
}

/**
 * A page's headings, sentences and list items as one searchable text: a part without closing
 * punctuation (a heading, a list item) gets a full stop, so a result's excerpt does not read
 * "…for Your Law Firm Add skilled…".
 */
export function passages(parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .map((part) => (/[.!?:;…]$/.test(part) ? part : `${part}.`))
    .join(" ");
}

/** Every static page of the registry, for the sitemap, the site search and each page's breadcrumb. */
export function indexedPages(): IndexedPage[] {
  // Built once per loaded content: every page asks it for its breadcrumb's title.
  const content = siteContent();
  if (registry?.content !== content) registry = { content, pages: registryPages() };
  return registry.pages;
}

let registry: { content: ReturnType<typeof siteContent>; pages: IndexedPage[] } | undefined;

function registryPages(): IndexedPage[] {
  const pages: IndexedPage[] = [
    { id: "home", path: "/", kind: "Page", title: "Home", text: passages([home.banner.heading, home.banner.text, ...home.aboutTeaser.paragraphs]) },
    { id: "about", path: "/about", kind: "Page", title: "About Us", text: passages([about.whoWeAre.heading, ...about.whoWeAre.paragraphs]) },
    {
      id: "roles",
      path: "/roles",
      kind: "Page",
      title: "Roles and Pricing",
      text: passages([rolesPage.heading, rolesPage.text, rolesPage.comparisonHeading, rolesPage.comparisonText, rolesPage.calculatorHeading, rolesPage.calculatorText]),
    },
    { id: "service", path: "/service", kind: "Page", title: "Services", text: passages([servicesPage.heading, servicesPage.text]) },
    { id: "internalguide", path: "/internalguide", kind: "Page", title: "Practice Areas", text: passages([practiceHub.hero.heading, practiceHub.hero.description, practiceHub.intro]) },
    { id: "contact", path: "/contact", kind: "Page", title: "Contact", text: "Get in touch: phone, e-mail, offices in Jamaica and Florida, leave us a message." },
    { id: "blog", path: "/Blog", kind: "Page", title: "Blogs", text: "Articles for law firms about remote legal support." },
    { id: "career", path: "/Career", kind: "Page", title: "Careers", text: "Current openings for remote legal professionals: see the jobs we are hiring for and apply online." },
    {
      id: "sample-work",
      path: "/sample-work",
      kind: "Page",
      title: "Sample Work",
      text: passages([sampleWorkPage.hero.heading, sampleWorkPage.hero.description, ...workSamples.map((sample) => `${sample.kind}: ${sample.title}. ${sample.summary}`)]),
    },
    { id: "privacypolicy", path: "/privacypolicy", kind: "Privacy policy", title: "Privacy Policy", text: passages([privacyPolicy.intro, ...privacyPolicy.sections.map((s) => s.heading)]) },
  ];
  for (const area of practiceAreas) {
    pages.push({
      id: `practice-${area.slug}`,
      path: `/${area.slug}`,
      kind: "Practice area",
      title: area.title,
      text: passages([area.hero.heading, area.summary, area.hero.description, ...area.services.map((s) => `${s.title}. ${s.text}`)]),
    });
  }
  for (const role of roles) {
    pages.push({
      id: `role-${role.slug}`,
      path: `/${role.slug}`,
      kind: "Role",
      title: role.title,
      text: passages([
        role.intro.heading,
        role.summary,
        ...pricingTiers(role).map((tier) => `${tier.name} rate: $${tier.rate} per hour, ${tier.terms.join(", ")}.`),
        ...role.intro.paragraphs,
        ...role.intro.list,
      ]),
    });
  }
  for (const slug of serviceListPaths) {
    const page = serviceListPages[slug];
    pages.push({ id: `service-list-${slug}`, path: `/${slug}`, kind: "Service", title: page.title, text: passages([page.summary, page.bannerText]) });
  }
  for (const page of staticServicePages) {
    pages.push({ id: `static-service-${page.slug}`, path: `/${page.slug}`, kind: "Service", title: page.title, text: passages([page.summary, ...page.intro]) });
  }
  return pages;
}

/** Parts of pages the search also finds: FAQ answers and privacy sections. */
export function indexedPassages(): IndexedPage[] {
  return [
    ...about.faq.map((item, index) => ({ id: `faq-${index}`, path: "/about", kind: "FAQ" as const, title: item.question, text: item.answer })),
    ...privacyPolicy.sections.map((section, index) => ({
      id: `privacy-${index}`,
      path: "/privacypolicy",
      kind: "Privacy policy" as const,
      title: `Privacy Policy: ${section.heading}`,
      text: passages([...section.paragraphs, ...(section.list ?? [])]),
    })),
  ];
}
