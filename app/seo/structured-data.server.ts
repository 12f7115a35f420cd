import { findCatalogueEntryBySlug } from "~/content/service-catalogues";
import { getSettings, type SiteSettings } from "~/config/site-settings.server";
import { indexedPages } from "~/content/site-index";
import { contentSource, type BlogPost, type JobOpening } from "~/content-source/content-source.server";
import { stripHtml } from "~/content-source/html.server";

/**
 * schema.org structured data, built on the server and sent as text: Organization and
 * BreadcrumbList on every page (added by entry.server.tsx), JobPosting on a career page,
 * BlogPosting on a post.
 * `jsonLdText` escapes it so nothing in the data (a title holding `</script>`) ends the script.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function organization(settings: SiteSettings) {
  return {
    "@type": "Organization",
    "@id": `${settings.siteUrl}/#organization`,
    name: settings.brand,
    legalName: settings.brandLong,
    url: settings.siteUrl,
    logo: `${settings.siteUrl}/favicon.svg`,
    telephone: settings.phone.display,
    email: settings.email,
    address: settings.offices.map((office) => ({
      "@type": "PostalAddress",
      name: office.label,
      streetAddress: office.address,
      addressCountry: office.region === "USA" ? "US" : "JM",
    })),
    sameAs: settings.socials.map((s) => s.href),
  };
}

type Crumb = { name: string; path: string };

const SECTION: Record<string, Crumb> = {
  careers: { name: "Careers", path: "/Career" },
  blog: { name: "Blogs", path: "/Blog" },
  services: { name: "Services", path: "/service" },
  roles: { name: "Roles", path: "/roles" },
};

/** The trail to a page below Home, from its path; null for a path that names no page. */
async function trail(pathname: string): Promise<Crumb[] | null> {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return [];
  const registered = indexedPages().find((page) => page.path.toLowerCase() === path.toLowerCase());
  if (registered) return [{ name: registered.title, path: registered.path }];
  const [, first = "", second = ""] = path.split("/");
  let name: string;
  try {
    name = decodeURIComponent(second);
  } catch {
    return null;
  }
  const source = contentSource();
  switch (first.toLowerCase()) {
    case "careerdetails":
    case "applyform": {
      const job = await source.job(name).catch(() => null);
      if (!job || job.closed) return null;
      const crumbs = [SECTION.careers, { name: job.name, path: `/CareerDetails/${job.slug}` }];
      return first.toLowerCase() === "applyform"
        ? [...crumbs, { name: "Apply", path: `/ApplyForm/${job.slug}` }]
        : crumbs;
    }
    case "blog-detail": {
      const post = /^\d{1,9}$/.test(name) ? await source.post(Number(name)).catch(() => null) : null;
      return post ? [SECTION.blog, { name: post.title, path: `/Blog-detail/${post.id}` }] : null;
    }
    case "services": {
      const entry = findCatalogueEntryBySlug(name);
      return entry ? [SECTION.services, { name: entry.name, path: `/services/${entry.slug}` }] : null;
    }
    case "booking":
      return [SECTION.roles, { name: "Booking", path }];
    case "search":
      return [{ name: "Search", path: "/search" }];
    default:
      return null;
  }
}

/** Organization and, for a page the site has (answered 200), its BreadcrumbList: the text of every page's JSON-LD script. */
export async function siteStructuredData(request: Request, status: number): Promise<string> {
  const settings = getSettings();
  const crumbs = status === 200 ? await trail(new URL(request.url).pathname) : null;
  const graph: unknown[] = [organization(settings)];
  if (crumbs) {
    graph.push({
      "@type": "BreadcrumbList",
      itemListElement: [{ name: "Home", path: "/" }, ...crumbs].map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: `${settings.siteUrl}${crumb.path}`,
      })),
    });
  }
  return jsonLdText({ "@context": "https://schema.org", "@graph": graph });
}

const EMPLOYMENT_TYPE: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

/** The country a "Remote — Jamaica" location names, for applicantLocationRequirements. */
function applicantArea(location: string): { "@type": string; name: string } {
  const place = location.replace(/^remote\s*[—–-]?\s*/i, "").trim();
  return place
    ? {
        "@type": /caribbean|latin america|europe|asia|africa/i.test(place) ? "AdministrativeArea" : "Country",
        name: place,
      }
    : { "@type": "Country", name: "Jamaica" };
}

/** JobPosting as Google for Jobs reads it (required and recommended properties). */
export function jobPostingText(job: JobOpening): string {
  const settings = getSettings();
  const remote = /remote|telecommut|work from home/i.test(`${job.location ?? ""} ${job.tags.join(" ")}`);
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.name,
    description: job.descriptionHtml || job.summaryHtml,
    identifier: { "@type": "PropertyValue", name: settings.brand, value: String(job.id) },
    datePosted: job.datePosted ?? job.updatedAt?.slice(0, 10) ?? undefined,
    validThrough: job.validity && /^\d{4}-\d{2}-\d{2}$/.test(job.validity) ? `${job.validity}T23:59:59Z` : undefined,
    employmentType: EMPLOYMENT_TYPE[(job.employmentType ?? "full-time").toLowerCase()] ?? "FULL_TIME",
    hiringOrganization: {
      "@type": "Organization",
      name: settings.brandLong,
      sameAs: settings.siteUrl,
      logo: `${settings.siteUrl}/favicon.svg`,
    },
    directApply: true,
    url: `${settings.siteUrl}/CareerDetails/${job.slug}`,
  };
  if (remote) {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = applicantArea(job.location ?? "");
  } else if (job.location) {
    posting.jobLocation = { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: job.location } };
  }
  if (job.price1 && job.price2) {
    posting.baseSalary = {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: job.price1, maxValue: job.price2, unitText: "MONTH" },
    };
  }
  return jsonLdText(posting);
}

/** BlogPosting of a post page. */
export function blogPostingText(post: BlogPost): string {
  const settings = getSettings();
  const url = `${settings.siteUrl}/Blog-detail/${post.id}`;
  const image = post.imageUrl.startsWith("http") ? post.imageUrl : `${settings.siteUrl}${post.imageUrl}`;
  return jsonLdText({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title.slice(0, 110),
    description: post.summary || stripHtml(post.bodyHtml).slice(0, 160),
    image: [image],
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt ?? post.publishedAt ?? undefined,
    author:
      post.author && !/\b(team|staff|editors?|editorial)\b/i.test(post.author)
        ? { "@type": "Person", name: post.author }
        : { "@type": "Organization", name: post.author ?? settings.brand, url: settings.siteUrl },
    publisher: {
      "@type": "Organization",
      name: settings.brand,
      logo: { "@type": "ImageObject", url: `${settings.siteUrl}/favicon.svg` },
    },
    mainEntityOfPage: url,
    url,
  });
}
