import { data } from "react-router";

/** The first path segment of a URL, decoded ("/Personal?x" → "Personal"): a loader passes its `url`, which has no `.data`. */
export function firstPathSegment(url: URL): string {
  const segment = url.pathname.split("/").filter(Boolean)[0] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Finds a registry entry by slug, ignoring case (some routes are linked in two casings: docs/product.md#routes). */
export function findBySlug<T extends { slug: string }>(entries: readonly T[], slug: string): T | undefined {
  const wanted = slug.toLowerCase();
  return entries.find((entry) => entry.slug.toLowerCase() === wanted);
}

/** A 404 with its page's words, which its title reads (errorPageMeta) as the error page does. */
export function notFound(): never {
  throw data(
    { title: "Page not found", text: "We could not find the page you asked for. It may have moved, or the address may be mistyped." },
    { status: 404 },
  );
}
