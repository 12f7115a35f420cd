import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type express from "express";

interface ClientFile {
  /** The extension, which gives the Content-Type (`res.type`). */
  extension: string;
  etag: string;
  lastModified: string;
  /** The file as built, and the gzip and brotli copies the build wrote beside it (scripts/build/precompress.ts). */
  bodies: { identity: Buffer; gzip?: Buffer; br?: Buffer };
}

/** The build's text files, the ones every page load asks for; pictures, fonts and the video stay on disk. */
const HELD = /\.(js|css|svg|json|webmanifest|txt|xml)$/;

/** The browser build's text files under `dir`, by their path from it ("/assets/app-….css"), read once at start. */
export function readClientFiles(dir: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>();
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!HELD.test(name)) continue;
    const file = path.join(dir, name);
    const stats = fs.statSync(file);
    if (!stats.isFile()) continue;
    const identity = fs.readFileSync(file);
    const copy = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    files.set(`/${name.split(path.sep).join("/")}`, {
      extension: path.extname(name),
      etag: `"${crypto.createHash("sha1").update(identity).digest("base64url").slice(0, 16)}"`,
      lastModified: stats.mtime.toUTCString(),
      bodies: { identity, gzip: copy(".gz"), br: copy(".br") },
    });
  }
  return files;
}

/**
 * Answers a request for one of `files` (mounted at `mount`) from memory, with the copy the request
 * accepts: on this machine a file opened, read and closed per request cost more than the rest of
 * its answer. Anything else goes to the next handler (express.static, which also answers ranges).
 */
export function clientFilesInMemory(
  files: Map<string, ClientFile>,
  mount: string,
  cacheControl: string,
): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = files.get(mount + pathname);
    if (!file) return next();
    const accepted = req.headers["accept-encoding"] ?? "";
    const encoding =
      file.bodies.br && /\bbr\b/.test(accepted)
        ? "br"
        : file.bodies.gzip && /\bgzip\b/.test(accepted)
          ? "gzip"
          : undefined;
    const body = file.bodies[encoding ?? "identity"]!;
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", encoding ? `W/${file.etag}` : file.etag);
    res.setHeader("Last-Modified", file.lastModified);
    if (file.bodies.br || file.bodies.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"]?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === file.etag)) {
      res.status(304).end();
      return;
    }
    res.type(file.extension);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
