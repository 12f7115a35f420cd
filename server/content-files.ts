import express from "express";
import { blogFeed } from "../app/seo/blog-feed.server";
import { coverFile } from "../app/content-source/images.server";
import { sharedPageCacheControl } from "../app/http/cache-control.server";

/**
 * Files made from the content that are no pages: the blog's Atom feed and the re-encoded cover
 * images (from the database, so every instance serves them). Served here rather than as routes:
 * each route adds to the route manifest every public page loads first.
 */
export function contentFilesRouter(): express.Router {
  const router = express.Router();
  router.get("/blog/feed.xml", async (_req, res) => {
    res
      .type("application/atom+xml; charset=utf-8")
      .set("Cache-Control", sharedPageCacheControl())
      .send(await blogFeed());
  });
  // A cover's name is the fingerprint of the upload plus the width: its bytes never change.
  router.get("/images/:name", async (req, res) => {
    const file = await coverFile(req.params.name);
    if (!file) return void res.status(404).type("text/plain").send("Not found");
    res
      .type(file.type)
      .set({ "Cache-Control": "public, max-age=31536000, immutable", "Content-Disposition": "inline" })
      .send(file.data);
  });
  return router;
}
