import { allCatalogueEntries } from "~/content/service-catalogues";
import { getSettings } from "~/config/site-settings.server";
import { indexedPages } from "~/content/site-index";
import { contentSource } from "~/content-source/content-source.server";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/** Every public page: the registry's static pages, then services, posts and jobs from the content source. */
export async function loader() {
  const origin = getSettings().siteUrl;
  const source = contentSource();
  const [posts, jobs] = await Promise.all([source.listPosts(), source.listJobs()]);
  // Jobs and posts say when they last changed (the day a post was published, or its last edit).
  const entries: [string, string | null][] = [
    ...indexedPages().map((p): [string, null] => [p.path, null]),
    ...allCatalogueEntries.map((e): [string, null] => [`/services/${e.slug}`, null]),
    ...posts.map((p): [string, string | null] => [
      `/Blog-detail/${p.id}`,
      [p.publishedAt, p.updatedAt?.slice(0, 10)].filter(Boolean).sort().pop() ?? null,
    ]),
    ...jobs.map((j): [string, string | null] => [
      `/CareerDetails/${j.slug}`,
      (j.updatedAt ?? j.datePosted)?.slice(0, 10) ?? null,
    ]),
  ];
  const unique = [...new Map(entries).entries()];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${unique
    .map(
      ([path, lastmod]) =>
        `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`,
    )
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
