import crypto from "node:crypto";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type express from "express";
import { onContentChange } from "../app/content-source/changes.server";
import { isSharedPage, PRIVATE_PAGE } from "../app/http/cache-control.server";
import { freshSpamToken, spamTokensIn } from "../app/http/honeypot.server";
import { foundDatabaseUnavailable } from "../app/http/request.server";
import { unavailablePage } from "./plain-pages";

interface StoredPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  expires: number;
  /** The spam-trap token the page was rendered with, replaced by a fresh one on every serve. */
  spamToken?: string;
  /** The inline scripts that carry that token, as rendered: their CSP hashes change with it. */
  tokenScripts?: string[];
}

/**
 * The staff desk is never stored and never indexed, whatever a route says — its error pages and
 * redirects included. Matched as React Router matches: case-insensitively, percent-decoded.
 */
export function isDeskPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judged as written
  }
  return /^\/+staff(?:\/|$)/i.test(decoded);
}

/** The request's Referer names another site (its form page then says so, and is the visitor's alone). */
function cameFromElsewhere(req: express.Request): boolean {
  const referer = req.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).host.toLowerCase() !== req.host.toLowerCase();
  } catch {
    return false;
  }
}

const etagOf = (body: Buffer) => `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
const scriptHash = (script: string) =>
  `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;

/** A kept page's spam-trap token and the inline scripts carrying it, if it has a form. */
function spamTrapOf(html: string): Pick<StoredPage, "spamToken" | "tokenScripts"> {
  const [token] = spamTokensIn(html);
  if (!token) return {};
  const tokenScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((script) => script.includes(token));
  return { spamToken: token, tokenScripts };
}

/**
 * The page as it is served now: its spam-trap token minted this moment (so the form's minimum fill
 * time counts from this visitor's copy, not from when the page was rendered), the CSP's hashes of
 * the scripts that carry it and the ETag following. The token is the same length, so the page is
 * byte for byte the same elsewhere.
 */
function withFreshSpamToken(page: StoredPage): StoredPage {
  const stale = page.spamToken!;
  const fresh = freshSpamToken();
  const body = Buffer.from(page.body.toString("utf8").replaceAll(stale, fresh), "utf8");
  const headers = page.headers.map(([name, value]): [string, string] => {
    if (name.toLowerCase() === "etag") return [name, etagOf(body)];
    if (name.toLowerCase() !== "content-security-policy") return [name, value];
    let policy = value;
    for (const script of page.tokenScripts ?? [])
      policy = policy.replace(scriptHash(script), scriptHash(script.replaceAll(stale, fresh)));
    return [name, policy];
  });
  return { ...page, body, headers };
}

/** The Fetch request React Router expects; aborted if the visitor goes away before the answer. */
function fetchRequest(req: express.Request, res: express.Response): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value ? [value] : []) headers.append(name, one);
  }
  // req.protocol and req.host honour "trust proxy"; server/request-guards.ts has validated both.
  const url = `${req.protocol}://${req.host}${req.originalUrl}`;
  const controller = new AbortController();
  res.on("close", () => res.writableFinished || controller.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * "Try again in a moment": 503 with Retry-After, never stored. React Router's data requests get
 * plain text, which the browser's router reads as an error answer (the forms keep their values,
 * app/components/use-site-form.ts); documents a small page of their own.
 */
function answerUnavailable(req: express.Request, res: express.Response) {
  res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" });
  if (req.path.endsWith(".data"))
    return res.type("text/plain").send("The site is briefly unavailable. Please try again in a moment.");
  res.type("html").send(unavailablePage());
}

async function streamResponse(res: express.Response, response: Response) {
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** The search page with one short query and nothing else: the same page for everyone who asks it. */
const SEARCH_URL = /^\/search\?q=[^&#]{1,120}$/;

/**
 * Serves the React Router app. A page the same for every visitor (its Cache-Control says `public`) is
 * sent whole with an ETag, so a conditional request answers 304, and — requested by GET without
 * a query string (but a search's) or cookies — kept in memory for `ttlMs` and served from there, because
 * rendering it costs far more than sending it. Everything else is passed on as React Router answers it.
 */
export function pageHandler(options: {
  /** The build, or (in development) a function loading it afresh for each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  loadContext: (req: express.Request, res: express.Response) => RouterContextProvider;
  ttlMs: number;
  mode: string;
  maxPages?: number;
  maxSearches?: number;
}): express.RequestHandler {
  const { ttlMs, maxPages = 500, maxSearches = 100 } = options;
  const pages = new Map<string, StoredPage>();
  // Searches are kept apart, fewer, and all dropped at any change: any published page may change any results,
  // and a stream of made-up queries evicts only other searches.
  const searches = new Map<string, StoredPage>();
  const handle = createRequestHandler(options.build, options.mode);
  // Staff published, edited or closed something: its pages are rendered afresh from the next request.
  onContentChange((paths) => {
    const changed = new Set(paths.map((p) => p.toLowerCase()));
    for (const key of [...pages.keys()]) if (changed.has(key.toLowerCase())) pages.delete(key);
    searches.clear();
  });

  const storageKey = (req: express.Request) => {
    if (ttlMs === 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
    // A visitor with a cookie (a pending toast, saved form details) may get a page of their own.
    if (req.headers.cookie) return null;
    if (SEARCH_URL.test(req.originalUrl)) return req.originalUrl;
    if (req.originalUrl.includes("?")) return null;
    // Kept only under the path that was rendered: a URL the parser reads as another page is not stored.
    return new URL(req.originalUrl, "http://localhost").pathname === req.originalUrl ? req.originalUrl : null;
  };

  const send = (res: express.Response, page: StoredPage, state: "hit" | "miss" | "uncached") => {
    const served = page.spamToken ? withFreshSpamToken(page) : page;
    res.status(served.status);
    for (const [name, value] of served.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", state);
    // Express answers 304 itself when the request's If-None-Match matches the ETag.
    res.send(served.body);
  };

  return async (req, res, next) => {
    try {
      const desk = isDeskPath(req.path);
      const key = desk ? null : storageKey(req);
      const store = key && SEARCH_URL.test(key) ? searches : pages;
      const stored = key ? store.get(key) : undefined;
      // A form page carries the other site a visitor came from (app/submissions/lead-source.server.ts):
      // such a visitor's copy is rendered for them, never taken from or put in the store.
      if (key && stored && stored.expires > Date.now() && !(stored.spamToken && cameFromElsewhere(req))) {
        store.delete(key);
        store.set(key, stored);
        return send(res, stored, "hit");
      }
      const context = options.loadContext(req, res);
      const response = await handle(fetchRequest(req, res), context);
      // A loader or action found the database unavailable (entry.server's handleError logged it):
      // the one answer every route gives then, as the public forms and the chat API do.
      if (foundDatabaseUnavailable(context)) return answerUnavailable(req, res);
      // The answer to a form post (errors beside what the visitor typed) is theirs alone.
      if (req.method !== "GET" && req.method !== "HEAD") response.headers.set("Cache-Control", PRIVATE_PAGE);
      if (desk) {
        response.headers.set("Cache-Control", PRIVATE_PAGE);
        response.headers.set("X-Robots-Tag", "noindex, nofollow");
      }
      if (!isSharedPage(response.headers)) return await streamResponse(res, response);

      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => name !== "content-length");
      headers.push(["ETag", etagOf(body)]);
      const page: StoredPage = {
        status: response.status,
        headers,
        body,
        expires: Date.now() + ttlMs,
        ...spamTrapOf(body.toString("utf8")),
      };
      if (key && req.method === "GET" && response.status === 200) {
        store.delete(key);
        store.set(key, page);
        if (store.size > (store === searches ? maxSearches : maxPages)) store.delete(store.keys().next().value!);
      }
      send(res, page, key && response.status === 200 ? "miss" : "uncached");
    } catch (error) {
      next(error);
    }
  };
}
