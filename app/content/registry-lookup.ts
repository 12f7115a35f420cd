/** The first path segment of a request, decoded ("/Personal?x" → "Personal"). */
export function firstPathSegment(request: Request): string {
  const segment = new URL(request.url).pathname.split("/").filter(Boolean)[0] ?? "";
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

export function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}
