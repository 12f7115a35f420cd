import type http from "node:http";
import type express from "express";
import { formNotAcceptedPage } from "./plain-pages";

/**
 * Checks every request passes before anything else looks at it, each answering in microseconds:
 * what the site never serves is refused here rather than by the router, the page cache or a form.
 */

/** The methods the site answers; anything else (TRACE, OPTIONS, PROPFIND…) is 405. */
const METHODS = new Set(["GET", "HEAD", "POST", "PATCH"]);
/** No page has more than 3 segments and no API path more than 5: matching thousands is an attack. */
const MAX_SLASHES = 8;
const MAX_URL_LENGTH = 8192;

const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

function hostname(host: string): string {
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d+$/, "");
}

/** A host name or address with, at most, a port a URL can have (1–65535). */
export function isWellFormedHost(host: string): boolean {
  const match = HOST_PATTERN.exec(host);
  if (!match) return false;
  return match[1] === undefined || (Number(match[1]) >= 1 && Number(match[1]) <= 65535);
}

/**
 * The path of a request target as React Router will read it: WHATWG URL parsing, which turns
 * `\` into `/`, drops tabs and newlines and resolves `.`, `..`, `%2e` and `%2e%2e` segments, in
 * linear time. Null when the target is not one a URL can hold, or when its percent-encoding does
 * not decode (`/%`, `/%E0%A4%A`): React Router would match it undecoded and log two warnings for it.
 */
export function routedPath(target: string): string | null {
  try {
    const { pathname } = new URL(`http://site.invalid${target}`);
    if (pathname.includes("%")) decodeURIComponent(pathname);
    return pathname;
  } catch {
    return null;
  }
}

/** Host names this site answers to: SITE_URL's, loopback, and any listed in ALLOWED_HOSTS. */
export function allowedHostNames(siteUrl: string, extra: string[]): Set<string> {
  return new Set([new URL(siteUrl).hostname.toLowerCase(), ...LOOPBACK_NAMES, ...extra.map((h) => h.toLowerCase())]);
}

function plainAnswer(res: express.Response, status: number, text: string, headers: Record<string, string> = {}) {
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...headers })
    .type("text/plain")
    .send(text);
}

/**
 * Refuses unknown methods, overlong URLs and absurd paths before any routing. The segments are
 * counted on the path the router will see, so no spelling the URL parser turns into a separator
 * (a backslash) slips past the count; the count is one pass over at most 8 KB.
 */
export const refuseUnservableRequests: express.RequestHandler = (req, res, next) => {
  if (!METHODS.has(req.method)) return plainAnswer(res, 405, "Method not allowed", { Allow: [...METHODS].join(", ") });
  const target = req.originalUrl;
  if (target.length > MAX_URL_LENGTH) return plainAnswer(res, 414, "URI too long");
  // An absolute-form request target (GET http://elsewhere/ HTTP/1.1) would make the page's URL another site's.
  if (!target.startsWith("/")) return plainAnswer(res, 400, "Bad request");
  // A browser sends "/" for every "\" it is given; a raw one comes from a hand-made request.
  const query = target.indexOf("?");
  if (target.lastIndexOf("\\", query === -1 ? target.length : query) !== -1)
    return plainAnswer(res, 400, "Bad request");
  const path = routedPath(target);
  if (path === null) return plainAnswer(res, 400, "Bad request");
  let slashes = 0;
  for (let i = path.indexOf("/"); i !== -1; i = path.indexOf("/", i + 1)) slashes++;
  if (slashes > MAX_SLASHES) return plainAnswer(res, 404, "Not found");
  next();
};

/**
 * The request's own origin is built from Host (or a trusted X-Forwarded-Host) and the protocol,
 * so both must be well formed and the host one this site answers to; anything else is a 400.
 */
export function validateHost(allowed: Set<string>): express.RequestHandler {
  return (req, res, next) => {
    const refusal = hostRefusal(req.headers, req.host, allowed);
    if (refusal) return plainAnswer(res, 400, refusal);
    next();
  };
}

/**
 * Why a request's Host, X-Forwarded-Host or X-Forwarded-Proto is refused (a 400's text), or null;
 * `host` is the one the request is answered for (X-Forwarded-Host's when a trusted proxy sent it).
 */
function hostRefusal(headers: http.IncomingHttpHeaders, host: string, allowed: Set<string>): string | null {
  const one = (name: string) => (Array.isArray(headers[name]) ? headers[name].join(",") : headers[name]);
  const forwardedHost = one("x-forwarded-host");
  const forwardedProto = one("x-forwarded-proto");
  if (!isWellFormedHost(headers.host ?? "")) return "Bad request: Host";
  if (forwardedHost !== undefined && !forwardedHost.split(",").every((h) => isWellFormedHost(h.trim())))
    return "Bad request: X-Forwarded-Host";
  if (forwardedProto !== undefined && !forwardedProto.split(",").every((p) => /^https?$/i.test(p.trim())))
    return "Bad request: X-Forwarded-Proto";
  if (!allowed.has(hostname(host).toLowerCase())) return "Bad request: unknown host";
  return null;
}

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Host and protocol of a raw request (a socket's upgrade, which Express never sees), by Express's
 * own rules: X-Forwarded-Host and -Proto count only from a peer TRUST_PROXY trusts.
 */
function forwardedParts(request: http.IncomingMessage, trust: TrustFunction): { host: string; protocol: string } {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(",")[0].trim();
  const trusted = trust(request.socket.remoteAddress ?? "", 0);
  const encrypted = "encrypted" in request.socket && Boolean(request.socket.encrypted);
  const host = (trusted && first(request.headers["x-forwarded-host"])) || request.headers.host || "";
  const protocol =
    (trusted && first(request.headers["x-forwarded-proto"])?.toLowerCase()) || (encrypted ? "https" : "http");
  return { host, protocol };
}

/**
 * The answer a socket upgrade gets before anything else looks at it ("400 Bad Request",
 * "403 Forbidden"), or null to go on: the Host rule of every HTTP request, and a browser's Origin
 * must be this site's — the request's own origin, scheme and port included, or SITE_URL's.
 */
export function upgradeRefusal(
  request: http.IncomingMessage,
  options: { allowed: Set<string>; siteUrl: string; trust: TrustFunction },
): string | null {
  const { host, protocol } = forwardedParts(request, options.trust);
  if (hostRefusal(request.headers, host, options.allowed)) return "400 Bad Request";
  const origin = request.headers.origin;
  if (
    origin !== undefined &&
    origin !== `${protocol}://${host.toLowerCase()}` &&
    origin !== new URL(options.siteUrl).origin
  )
    return "403 Forbidden";
  return null;
}

/** The origin a browser on this site sends in `Origin`: this request's own. */
export function requestOrigin(req: express.Request): string {
  return `${req.protocol}://${req.host}`;
}

/**
 * Cross-site posts are refused with 403: a browser posting from this site sends its own origin
 * (or SITE_URL's, behind a proxy that rewrites Host); a foreign or opaque (`null`) origin, or a
 * fetch marked cross-site, is another site's form.
 */
export function refuseCrossSitePosts(siteUrl: string): express.RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const origin = req.get("origin");
    const crossSite =
      origin !== undefined
        ? origin !== requestOrigin(req) && origin !== siteOrigin
        : req.get("sec-fetch-site") === "cross-site";
    if (!crossSite) return next();
    res.status(403).set("Cache-Control", "no-store").type("html").send(formNotAcceptedPage());
  };
}

/**
 * Says once, in the log, that X-Forwarded-For arrives from a peer TRUST_PROXY does not trust: the
 * site then sees the proxy's address as every visitor's, and per-address limits lump them together.
 */
export function warnOfUntrustedForwarding(): express.RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      const trusted = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
      const peer = req.socket.remoteAddress ?? "";
      if (!trusted(peer, 0)) {
        warned = true;
        console.warn(
          `X-Forwarded-For received from ${peer}, which TRUST_PROXY does not trust: client addresses are the proxy's. Set TRUST_PROXY to the proxy's address (see docs/operations.md).`,
        );
      }
    }
    next();
  };
}
