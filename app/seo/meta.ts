import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "~/config/site-settings.server";

/** A route match as meta functions see them (React Router's generated types allow gaps). */
type RouteMatch = { id: string; data: unknown } | undefined;

export function settingsFromMatches(matches: readonly RouteMatch[]): SiteSettings | undefined {
  const root = matches.find((m) => m?.id === "root")?.data as { settings?: SiteSettings } | undefined;
  return root?.settings;
}

/**
 * Title, description, canonical link and Open Graph tags for a page. `path` is the page's one
 * canonical path (the casing docs/product.md#routes lists), whatever casing the visitor typed.
 */
export function pageMeta(
  matches: readonly RouteMatch[],
  { title, description, path, image }: { title: string; description: string; path: string; image?: string },
): MetaDescriptor[] {
  const settings = settingsFromMatches(matches);
  const brand = settings?.brand ?? "";
  const origin = settings?.siteUrl ?? "";
  const fullTitle = title.includes(brand) ? title : `${title} | ${brand}`;
  const url = `${origin}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: settings?.brandLong ?? brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: socialImage(origin, path, image) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The blog's Atom feed, announced on the blog's pages. */
export const blogFeedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/atom+xml",
  title: "Blog",
  href: "/blog/feed.xml",
};

/**
 * The page's own picture unless it is an SVG (social networks do not show those), otherwise the
 * branded card drawn for the page by app/routes/resources/og-image.tsx.
 */
function socialImage(origin: string, path: string, image: string | undefined): string {
  if (image && !/\.svg$/i.test(image)) return image.startsWith("http") ? image : origin + image;
  return `${origin}/og${path === "/" ? "/home" : path}.png`;
}

/**
 * The title of a page that failed (its status keeps it out of search results): the error's own
 * heading, which a page that is not there, or unavailable, brings in its data (registry-lookup's
 * notFound, app/content-source/unavailable.server.ts).
 */
export function errorPageMeta(matches: readonly RouteMatch[], error: unknown): MetaDescriptor[] {
  const title = (error as { data?: { title?: string } } | undefined)?.data?.title ?? "Something went wrong";
  return [{ title: `${title} | ${settingsFromMatches(matches)?.brand}` }];
}
