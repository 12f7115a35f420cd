import { getSettings } from "~/config/site-settings.server";

export async function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /search\nDisallow: /staff\n\nSitemap: ${getSettings().siteUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
