import { allCatalogueEntries } from "~/content/service-catalogues";
import { getSettings } from "~/content/settings.server";
import { indexedPages } from "~/content/site-index";
import { contentSource } from "~/models/content.server";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/** Every public page: the registry's static pages, then services, posts and jobs from the content source. */
export async function loader() {
  const origin = getSettings().siteUrl;
  const source = contentSource();
  const [posts, jobs] = await Promise.all([source.listPosts(), source.listJobs()]);
  const paths = [
    ...indexedPages().map((p) => p.path),
    ...allCatalogueEntries.map((e) => `/services/${e.slug}`),
    ...posts.map((p) => `/Blog-detail/${p.id}`),
    ...jobs.map((j) => `/CareerDetails/${j.slug}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...new Set(paths)]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
