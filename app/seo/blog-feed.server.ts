import { getSettings } from "~/config/site-settings.server";
import { contentSource } from "~/content-source/content-source.server";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/** The blog as an Atom feed (linked from the blog's pages), newest first: each post's summary and link. */
export async function blogFeed(): Promise<string> {
  const { siteUrl, brand } = getSettings();
  const posts = await contentSource().listPosts();
  const day = (date: string | null) => (date ? `${date.slice(0, 10)}T00:00:00Z` : new Date(0).toISOString());
  const updated =
    posts
      .map((post) => day(post.publishedAt))
      .sort()
      .pop() ?? new Date(0).toISOString();
  const entries = posts.map((post) => {
    const url = `${siteUrl}/Blog-detail/${post.id}`;
    return [
      "  <entry>",
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${day(post.publishedAt)}</published>`,
      `    <updated>${day(post.publishedAt)}</updated>`,
      `    <author><name>${escapeXml(post.author ?? brand)}</name></author>`,
      `    <summary>${escapeXml(post.summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(`${brand} Blog`)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}/blog/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}/Blog`)}"/>`,
    `  <id>${escapeXml(`${siteUrl}/Blog`)}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return body;
}
