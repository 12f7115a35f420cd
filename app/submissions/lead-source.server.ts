import { SOURCE_HOST_FIELD } from "./lead-source-field";

/**
 * Where a lead came from, first party only (docs/decisions/0026-people-dashboard-notifications.md):
 * no cookie, no third party, nothing run in the visitor's browser. Two facts, both from headers
 * the browser sends anyway and both attacker-controlled, so each is checked and capped:
 * - the page: the path of this site's page the form or chat was sent from (the Referer of the
 *   post, same site only; query and fragment dropped, they can hold what a visitor typed);
 * - the other site: the host of the Referer of the form page's own request, when it names
 *   another site. The server writes it into the form as a hidden field when it renders the page
 *   (such a page is then never shared by a cache) and reads it back, checked again, from the post.
 */
export interface LeadSource {
  page: string | null;
  host: string | null;
}

export const NO_SOURCE: LeadSource = { page: null, host: null };

export { SOURCE_HOST_FIELD };

const MAX_URL = 2048;
const MAX_PATH = 200;
/** A DNS name (letters, digits, hyphens; dot-separated labels of at most 63) or an IPv4 address, lower case. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A path as a parsed URL gives it: printable ASCII only (everything else percent-encoded). */
const SITE_PATH = /^\/[\x21-\x7e]*$/;

function parsedUrl(value: string | null | undefined): URL | null {
  if (!value || value.length > MAX_URL) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

const hostnameOf = (host: string) => host.toLowerCase().replace(/:\d+$/, "");

/** The path of `referer` when it is a page of this site (`siteHost`, as the request names it); else null. */
export function sitePathOf(referer: string | null | undefined, siteHost: string): string | null {
  const url = parsedUrl(referer);
  if (!url || url.host.toLowerCase() !== siteHost.toLowerCase()) return null;
  const path = url.pathname;
  return path.length <= MAX_PATH && SITE_PATH.test(path) && !path.startsWith("//") ? path : null;
}

/** A host name fit to store: well formed, and not this site's own. */
export function otherSiteHost(host: unknown, siteHost: string): string | null {
  if (typeof host !== "string") return null;
  const name = host.trim().toLowerCase();
  return HOST_NAME.test(name) && name !== hostnameOf(siteHost) ? name : null;
}

/** The other site's host `referer` names (null for this site, a malformed or a non-web address). */
export function refererHost(referer: string | null | undefined, siteHost: string): string | null {
  const url = parsedUrl(referer);
  return url ? otherSiteHost(url.hostname, siteHost) : null;
}

/** Where a form's post came from: its Referer's path, and the host its page carried in the hidden field. */
export function formSource(request: Request, formData: FormData): LeadSource {
  const siteHost = new URL(request.url).host;
  return {
    page: sitePathOf(request.headers.get("referer"), siteHost),
    host: otherSiteHost(formData.get(SOURCE_HOST_FIELD), siteHost),
  };
}
