import type express from "express";
import { getSettings } from "../app/config/site-settings.server";

/**
 * Checks every request passes before anything else looks at it, each answering in microseconds:
 * what the site never serves is refused here rather than by the router, the page cache or a form.
 */

/** The methods the site answers; anything else (TRACE, OPTIONS, PROPFIND…) is 405. */
const METHODS = new Set(["GET", "HEAD", "POST", "PATCH"]);
/** No page has more than 3 segments and no API path more than 5: matching thousands is an attack. */
const MAX_SLASHES = 8;
const MAX_URL_LENGTH = 8192;

const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

function hostname(host: string): string {
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d+$/, "");
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

/** Refuses unknown methods, overlong URLs and absurd paths before any routing. */
export const refuseUnservableRequests: express.RequestHandler = (req, res, next) => {
  if (!METHODS.has(req.method)) return plainAnswer(res, 405, "Method not allowed", { Allow: [...METHODS].join(", ") });
  if (req.originalUrl.length > MAX_URL_LENGTH) return plainAnswer(res, 414, "URI too long");
  // An absolute-form request target (GET http://elsewhere/ HTTP/1.1) would make the page's URL another site's.
  if (!req.originalUrl.startsWith("/")) return plainAnswer(res, 400, "Bad request");
  if (req.path.split("/").length - 1 > MAX_SLASHES) return plainAnswer(res, 404, "Not found");
  next();
};

/**
 * The request's own origin is built from Host (or a trusted X-Forwarded-Host) and the protocol,
 * so both must be well formed and the host one this site answers to; anything else is a 400.
 */
export function validateHost(allowed: Set<string>): express.RequestHandler {
  return (req, res, next) => {
    const forwardedHost = req.get("x-forwarded-host");
    const forwardedProto = req.get("x-forwarded-proto");
    const hostHeader = req.get("host") ?? "";
    if (!HOST_PATTERN.test(hostHeader)) return plainAnswer(res, 400, "Bad request: Host");
    if (forwardedHost !== undefined && !forwardedHost.split(",").every((h) => HOST_PATTERN.test(h.trim()))) {
      return plainAnswer(res, 400, "Bad request: X-Forwarded-Host");
    }
    if (forwardedProto !== undefined && !forwardedProto.split(",").every((p) => /^https?$/i.test(p.trim()))) {
      return plainAnswer(res, 400, "Bad request: X-Forwarded-Proto");
    }
    if (!allowed.has(hostname(req.host).toLowerCase())) return plainAnswer(res, 400, "Bad request: unknown host");
    next();
  };
}

/** The origin a browser on this site sends in `Origin`: this request's own. */
export function requestOrigin(req: express.Request): string {
  return `${req.protocol}://${req.host}`;
}

function formNotAcceptedPage(): string {
  const { brand, phone } = getSettings();
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Form not accepted | ${brand}</title></head><body><main><h1>Form not accepted</h1><p>This form was sent from another website, so we did not accept it. Please open our site directly and send it from there, or call us at <a href="${phone.href}">${phone.display}</a>.</p><p><a href="/">Back to Home</a></p></main></body></html>`;
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
    const crossSite = origin !== undefined ? origin !== requestOrigin(req) && origin !== siteOrigin : req.get("sec-fetch-site") === "cross-site";
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
          `X-Forwarded-For received from ${peer}, which TRUST_PROXY does not trust: client addresses are the proxy's. Set TRUST_PROXY to the proxy's address (see README, Production).`,
        );
      }
    }
    next();
  };
}
