import fs from "node:fs";
import path from "node:path";
import type { Selectable } from "kysely";
import { defaultContentDir } from "~/content/load-content.server";
import { db } from "~/db/db.server";
import type { BlogPostTable, JobOpeningTable } from "~/db/schema.server";
import { findCatalogueEntryBySlug } from "~/content/service-catalogues";
import type { ContentSource } from "./content-source.server";
import { cleanServiceText, renderMarkdown, sanitizeHtml, stripHtml } from "./html.server";
import { coverImages } from "./images.server";
import { jobHasClosed, serviceListItem, todayIso, visibleCards } from "./records.server";
import type { BlogPost, CoverImage, JobOpening } from "./types";

/** The embedded database as the content source (no ADMIN_API_URL): what staff publish in the desk, and the seed. */
const embeddedIconUrl = (icon: string) => (icon ? `/uploads/${encodeURIComponent(icon)}` : "");

function embeddedJob(row: Selectable<JobOpeningTable>): JobOpening {
  return {
    id: row.id,
    slug: row.slug,
    name: row.job_name,
    summaryHtml: renderMarkdown(row.job_summary),
    tags: [row.cat_one, row.cat_two, row.cat_three].filter(Boolean),
    price1: row.price1,
    price2: row.price2,
    validity: row.validity || null,
    location: row.location,
    employmentType: row.employment_type,
    position: row.position,
    descriptionHtml: renderMarkdown(row.job_description),
    closed: jobHasClosed(row),
    datePosted: row.date_posted,
    updatedAt: row.updated_at,
  };
}

/** The seed's covers are fixed-size illustrations in public/uploads; staff covers are re-encoded widths. */
const SEED_COVER = { width: 1200, height: 630 };

/** Small enough that a request of its own costs a slow phone more than the bytes in the page. */
const INLINE_COVER_MAX_BYTES = 4096;
const seedCoverSources = new Map<string, string>();

/**
 * A seed cover's address: the drawing itself as a data: URI when it is a small SVG of ours, so the
 * page's largest picture paints with its text instead of after one more round trip per card; else its
 * file under /uploads.
 */
function seedCoverSrc(file: string): string {
  const known = seedCoverSources.get(file);
  if (known) return known;
  let src = `/uploads/${encodeURIComponent(file)}`;
  if (file.endsWith(".svg")) {
    try {
      const svg = fs.readFileSync(path.join(path.dirname(defaultContentDir()), "public", "uploads", file), "utf8");
      if (Buffer.byteLength(svg) <= INLINE_COVER_MAX_BYTES) src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    } catch {
      // A missing file stays a link: the page shows the alt text, as it would for any broken image.
    }
  }
  seedCoverSources.set(file, src);
  return src;
}

/** The posts as pages show them; a list leaves out the bodies, which only the post's own page renders. */
async function embeddedPosts(rows: Selectable<BlogPostTable>[], withBody: boolean): Promise<BlogPost[]> {
  const alts = new Map(
    rows.flatMap((row) => (row.cover_image ? [[row.cover_image, row.cover_alt ?? ""] as const] : [])),
  );
  const covers = await coverImages([...alts.keys()], alts);
  return rows.map((row) => {
    const uploaded = row.cover_image ? covers.get(row.cover_image) : undefined;
    const cover: CoverImage = uploaded ?? {
      src: seedCoverSrc(row.img),
      srcset: null,
      ...SEED_COVER,
      alt: row.cover_alt ?? "",
    };
    return {
      id: row.id,
      title: row.title,
      imageUrl: uploaded?.src ?? `/uploads/${encodeURIComponent(row.img)}`,
      cover,
      summary: stripHtml(renderMarkdown(row.shart_description)),
      publishedAt: row.published_at,
      author: row.author,
      bodyHtml: withBody ? renderMarkdown(row.description) : "",
      updatedAt: row.updated_at,
    };
  });
}

export const embeddedSource: ContentSource = {
  async listServices(list) {
    const rows = await db
      .selectFrom("services")
      .select(["service_name", "shart_description"])
      .where("catalogue", "=", list)
      .orderBy("position")
      .execute();
    return rows.map((row) => serviceListItem(row.service_name, row.shart_description));
  },
  async serviceDetail(slug) {
    const entry = findCatalogueEntryBySlug(slug);
    if (!entry) return null;
    const row = await db.selectFrom("services").selectAll().where("id", "=", entry.id).executeTakeFirst();
    if (!row) return null;
    const cardRows = await db
      .selectFrom("service_cards")
      .selectAll()
      .where("service_id", "=", entry.id)
      .orderBy("section")
      .orderBy("position")
      .execute();
    const cards = (section: number) =>
      visibleCards(
        cardRows
          .filter((c) => c.section === section)
          .map((c) => ({
            title: cleanServiceText(c.title),
            definition: stripHtml(cleanServiceText(c.definition)),
            iconUrl: embeddedIconUrl(c.icon),
          })),
      );
    return {
      slug: entry.slug,
      name: cleanServiceText(row.service_name),
      descriptionHtml: sanitizeHtml(cleanServiceText(row.description)),
      metaTitle: cleanServiceText(row.meta_tag_title) || entry.name,
      metaDescription: cleanServiceText(row.meta_tag),
      first: { heading: cleanServiceText(row.heading_name), cards: cards(1) },
      second: {
        heading: cleanServiceText(row.headingstwo),
        descriptionHtml: sanitizeHtml(cleanServiceText(row.description_two)),
        cards: cards(2),
      },
      third: {
        heading: cleanServiceText(row.heading_three),
        descriptionHtml: sanitizeHtml(cleanServiceText(row.description_three)),
        cards: cards(3),
      },
      closing: {
        heading: cleanServiceText(row.bottomheading_name),
        text: stripHtml(cleanServiceText(row.headingstwo1)),
      },
    };
  },
  async listPosts() {
    const rows = await db
      .selectFrom("blog_posts")
      .selectAll()
      .where("status", "=", "published")
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return (await embeddedPosts(rows, false)).map(({ bodyHtml: _body, ...item }) => item);
  },
  async post(id) {
    const row = await db
      .selectFrom("blog_posts")
      .selectAll()
      .where("id", "=", id)
      .where("status", "=", "published")
      .executeTakeFirst();
    return row ? ((await embeddedPosts([row], true))[0] ?? null) : null;
  },
  async listJobs() {
    const rows = await db
      .selectFrom("job_openings")
      .selectAll()
      .where("status", "=", "published")
      .where("validity", ">=", todayIso())
      .orderBy("id")
      .execute();
    return rows.map(embeddedJob);
  },
  async job(slug) {
    const row = await db
      .selectFrom("job_openings")
      .selectAll()
      .where("slug", "=", slug.toLowerCase())
      .where("status", "!=", "draft")
      .executeTakeFirst();
    return row ? embeddedJob(row) : null;
  },
};
