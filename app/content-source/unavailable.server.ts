import { data, type HeadersFunction } from "react-router";
import type { ErrorPageText } from "~/content/types";
import { ContentUnavailableError } from "./content-source.server";
import { PRIVATE_PAGE } from "~/http/cache-control.server";

/** How long a visitor or crawler is asked to wait before asking again for unavailable content. */
const RETRY_AFTER_SECONDS = "120";

/** Shown by the page's error boundary, which takes an error's words when it brings them. */
const UNAVAILABLE: ErrorPageText = {
  title: "Temporarily unavailable",
  text: "The content of this page is temporarily unavailable. Please try again in a few minutes.",
};

/**
 * A page's content read; when the source failed with nothing cached (the admin API down), the
 * page answers 503 with Retry-After: the item may well exist, so never a 404 that search engines
 * would drop. An item that does not exist still reads as null, for the route's 404.
 */
export async function contentOrUnavailable<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    throw data(UNAVAILABLE, { status: 503, headers: { "Retry-After": RETRY_AFTER_SECONDS } });
  }
}

/**
 * `headers` of a page read through contentOrUnavailable: its 503 keeps Retry-After and is never
 * stored; any other answer has the parent's headers, as a route without `headers` would.
 */
export const contentPageHeaders: HeadersFunction = ({ errorHeaders, parentHeaders }) => {
  const retryAfter = errorHeaders?.get("Retry-After");
  return retryAfter ? { "Cache-Control": PRIVATE_PAGE, "Retry-After": retryAfter } : parentHeaders;
};
