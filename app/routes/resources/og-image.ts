import { ogImage, ogPageFor } from "~/seo/og-image.server";
import type { Route } from "./+types/og-image";

/** /og/home.png and /og/{page path}.png: a page's Open Graph card (see og-image.server.ts). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const [, name] = /^(.+)\.png$/.exec(params["*"] ?? "") ?? [];
  const page = name ? await ogPageFor(name === "home" ? "/" : `/${name}`) : null;
  if (!page) throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { png, etag } = await ogImage(page);
  const headers = {
    "Content-Type": "image/png",
    "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(png), { headers });
}
