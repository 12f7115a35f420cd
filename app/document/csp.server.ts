import crypto from "node:crypto";
import { getConfig } from "~/config/config.server";

/**
 * The document's Content-Security-Policy. Inline scripts are allowed either by this response's
 * nonce (pages rendered for one visitor) or by the SHA-256 of each script (pages that caches may
 * share, where a nonce would be the same for every visitor and so prove nothing).
 */
export function contentSecurityPolicy(inlineScripts: { nonce: string } | { hashes: string[] }): string {
  const { chatApiUrl, adminApiUrl, env } = getConfig();
  const chatOrigins: string[] = [];
  if (chatApiUrl) {
    const url = new URL(chatApiUrl);
    chatOrigins.push(url.origin, `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`);
  }
  const scripts =
    "nonce" in inlineScripts ? [`'nonce-${inlineScripts.nonce}'`] : inlineScripts.hashes.map((hash) => `'${hash}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...adminApiUploads(adminApiUrl)],
    "media-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...chatOrigins, ...(env === "production" ? [] : ["ws:"])],
    // Under Vite's dev server (npm run dev) its client waits for a restarted server from a blob: worker.
    ...(import.meta.env.DEV ? { "worker-src": ["'self'", "blob:"] } : {}),
    "frame-src": ["https://www.openstreetmap.org"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Where service icons and blog images come from when the admin API provides the content: its
 * uploads folder, and nothing else of that host. A path CSP could misread is narrowed to the origin.
 */
function adminApiUploads(adminApiUrl: string | undefined): string[] {
  if (!adminApiUrl) return [];
  const uploads = new URL("uploads/", adminApiUrl);
  return [/^[\w\-./~%]*$/.test(uploads.pathname) ? uploads.origin + uploads.pathname : uploads.origin];
}

/**
 * For a page caches may share: the `sha256-…` of each inline script the site itself rendered —
 * those carrying this render's nonce — and the document without the nonces, which would prove
 * nothing once shared. A script that came in with data never carries the nonce, so is never allowed.
 */
export function hashOwnInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const marker = ` nonce="${nonce}"`;
  for (const [, attributes, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (body && attributes.includes(marker))
      hashes.add(`sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return { html: html.replaceAll(marker, ""), hashes: [...hashes] };
}
