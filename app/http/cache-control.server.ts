import type { HeadersFunction } from "react-router";
import { getConfig } from "~/config/config.server";

/**
 * Cache-Control of documents. A page that is the same for every visitor may be kept by shared
 * caches (a CDN, the server's own page cache) for `PAGE_CACHE_SECONDS` and served stale while
 * it is refreshed; browsers revalidate it each time (ETag, 304). A page that carries a toast, a
 * prefilled form or a spam-trap timestamp is for one visitor only and never stored.
 */
export function sharedPageCacheControl(): string {
  const seconds = getConfig().pageCacheTtlMs / 1000;
  if (seconds === 0) return "public, max-age=0, must-revalidate";
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 10}`;
}

export const PRIVATE_PAGE = "private, no-store";

/**
 * A page with a form, the same for every visitor: kept by the server's page cache, which gives each
 * copy it serves a spam-trap token minted then (server/page-cache.ts); any other cache must ask
 * each time, so no copy carries a token older than the page view.
 */
export const FORM_PAGE = "public, no-cache";

/**
 * `headers` of a route whose loader says (in its Cache-Control) whether its page is personal; a
 * toast consumed by the root makes it personal too.
 */
export const loaderDecidesCaching: HeadersFunction = ({
  loaderHeaders,
  parentHeaders,
  actionHeaders,
  errorHeaders,
}): Record<string, string> => {
  // A form answered "try again", or a page whose content is unavailable, says when.
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After");
  if (retryAfter) return { "Cache-Control": PRIVATE_PAGE, "Retry-After": retryAfter };
  if (!isSharedPage(loaderHeaders) || !isSharedPage(parentHeaders)) return { "Cache-Control": PRIVATE_PAGE };
  return {
    "Cache-Control": loaderHeaders.get("Cache-Control") === FORM_PAGE ? FORM_PAGE : sharedPageCacheControl(),
    Vary: "Cookie",
  };
};

/** Whether a response's headers let caches share it among visitors. */
export function isSharedPage(headers: Headers): boolean {
  return /\bpublic\b/.test(headers.get("Cache-Control") ?? "") && !headers.has("Set-Cookie");
}
