import path from "node:path";
import { z } from "zod";
import { defaultContentDir, readValidatedYaml } from "~/content/load-content.server";
import { catalogues, coCaseCoordinator } from "~/content/service-catalogues";
import { withStartupLock } from "~/db/db.server";

/**
 * The embedded database's demo content (services with their detail cards, blog posts, job
 * openings) from content/seed/. Applied at start-up as upserts keyed by id whenever the seed's
 * version differs from the one last applied (kept in site_meta), so editing the seed and raising
 * its version updates an existing install, and restarting with the same version changes nothing.
 */

const text = z.string().trim().min(1, "must not be empty");
const html = text.regex(/^\s*</, "must be HTML (start with a tag)");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
const uploadName = z.string().regex(/^[a-z0-9-]+\.(svg|png|jpe?g|webp)$/, "must name a file of public/uploads");
const card = z.object({ title: text, definition: text, icon: uploadName }).strict();
/** A section of a detail page may be left out whole (heading, description and cards all empty). */
const optionalText = z.string().trim();

const serviceSchema = z
  .object({
    id: text,
    service_name: text,
    shart_description: html,
    description: html,
    heading_name: text,
    cards1: z.array(card).min(1),
    headingstwo: optionalText,
    description_two: optionalText,
    cards2: z.array(card),
    heading_three: text,
    description_three: html,
    cards3: z.array(card).min(1),
    bottomheading_name: text,
    headingstwo1: text,
    meta_tag_title: text.max(70, "must be 70 characters or fewer"),
    meta_tag: text.max(160, "must be 160 characters or fewer"),
  })
  .strict();

/** Staff-written rows are numbered from 10000 up, so a seed id never meets one. */
export const SEED_MAX_ID = 9999;
const seedId = z
  .number()
  .int()
  .positive()
  .max(SEED_MAX_ID, `must be at most ${SEED_MAX_ID} (higher ids are the staff's)`);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

const postSchema = z
  .object({
    id: seedId,
    slug,
    title: text,
    author: text,
    img: uploadName,
    shart_description: html,
    description: html,
    published_at: isoDate,
  })
  .strict();

const monthlyUsd = z.number().int("must be whole dollars").positive("must be a monthly pay in USD");
const jobSchema = z
  .object({
    id: seedId,
    slug,
    job_name: text,
    job_summary: html,
    cat_one: text,
    cat_two: text,
    cat_three: text,
    price1: monthlyUsd,
    price2: monthlyUsd,
    validity: isoDate,
    date_posted: isoDate,
    location: text,
    employment_type: text,
    position: text,
    job_description: html,
  })
  .strict()
  .refine((job) => job.price1 <= job.price2, {
    message: "price1 (the low end) must not exceed price2",
    path: ["price1"],
  });

function uniqueBy<T>(key: (item: T) => string | number, label: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string | number>();
    items.forEach((item, index) => {
      if (seen.has(key(item)))
        ctx.addIssue({ code: "custom", path: [index], message: `repeats ${label} ${key(item)}` });
      seen.add(key(item));
    });
  };
}

const versionFile = z.object({ version: z.union([text, z.number()]).transform(String) }).strict();
const servicesFile = z.object({ services: z.array(serviceSchema).superRefine(uniqueBy((s) => s.id, "id")) }).strict();
const postsFile = z
  .object({
    posts: z
      .array(postSchema)
      .superRefine(uniqueBy((p) => p.id, "id"))
      .superRefine(uniqueBy((p) => p.slug, "slug")),
  })
  .strict();
const jobsFile = z
  .object({
    jobs: z
      .array(jobSchema)
      .superRefine(uniqueBy((j) => j.id, "id"))
      .superRefine(uniqueBy((j) => j.slug, "slug")),
  })
  .strict();

export type SeedService = z.infer<typeof serviceSchema>;
export type SeedPost = z.infer<typeof postSchema>;
export type SeedJob = z.infer<typeof jobSchema>;

export interface Seed {
  version: string;
  services: SeedService[];
  posts: SeedPost[];
  jobs: SeedJob[];
}

const catalogueOf = new Map<string, string>([
  ...Object.entries(catalogues).flatMap(([key, entries]) => entries.map((e) => [e.id, key] as [string, string])),
  [coCaseCoordinator.id, "role"],
]);
const slugOf = new Map([...Object.values(catalogues).flat(), coCaseCoordinator].map((entry) => [entry.id, entry.slug]));

/** Reads and validates content/seed/ (or another folder of the same files, for tests). */
export function loadSeed(dir = path.join(defaultContentDir(), "seed")): Seed {
  const { version } = readValidatedYaml(dir, "seed.yaml", versionFile);
  const services = readValidatedYaml(
    dir,
    "services.yaml",
    servicesFile.superRefine(({ services: list }, ctx) => {
      list.forEach((service, index) => {
        if (!catalogueOf.has(service.id))
          ctx.addIssue({
            code: "custom",
            path: ["services", index, "id"],
            message: `${service.id} is no entry of content/service-catalogues.yaml`,
          });
      });
      for (const id of catalogueOf.keys()) {
        if (!list.some((s) => s.id === id))
          ctx.addIssue({
            code: "custom",
            path: ["services"],
            message: `catalogue entry ${id} has no service (its detail page would be empty)`,
          });
      }
    }),
  ).services;
  const { posts } = readValidatedYaml(dir, "posts.yaml", postsFile);
  const { jobs } = readValidatedYaml(dir, "jobs.yaml", jobsFile);
  return { version, services, posts, jobs };
}

const VERSION_KEY = "content_seed_version";

/** Applies the seed unless this version was applied before; returns whether it wrote anything. */
export async function seedEmbeddedContent(seed: Seed = loadSeed()): Promise<boolean> {
  return withStartupLock("seed-content", async (trx) => {
    const applied = await trx.selectFrom("site_meta").select("value").where("key", "=", VERSION_KEY).executeTakeFirst();
    if (applied?.value === seed.version) return false;

    for (const [position, service] of seed.services.entries()) {
      const { cards1, cards2, cards3, ...fields } = service;
      const row = { ...fields, catalogue: catalogueOf.get(service.id)!, slug: slugOf.get(service.id)!, position };
      const { id, ...changes } = row;
      await trx
        .insertInto("services")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(changes))
        .execute();
      await trx.deleteFrom("service_cards").where("service_id", "=", id).execute();
      const cards = [cards1, cards2, cards3].flatMap((list, index) =>
        list.map((c, cardPosition) => ({ ...c, service_id: id, section: index + 1, position: cardPosition })),
      );
      if (cards.length) await trx.insertInto("service_cards").values(cards).execute();
    }
    // A row staff wrote or edited is theirs: the seed neither overwrites it nor takes its slug.
    for (const post of seed.posts) {
      const { id, ...changes } = post;
      const taken = await trx
        .selectFrom("blog_posts")
        .select("id")
        .where("slug", "=", post.slug)
        .where("id", "!=", id)
        .executeTakeFirst();
      if (taken) continue;
      await trx
        .insertInto("blog_posts")
        .values(post)
        .onConflict((oc) => oc.column("id").doUpdateSet(changes).where("blog_posts.staff_owned", "=", 0))
        .execute();
    }
    for (const job of seed.jobs) {
      const { id, ...changes } = job;
      const taken = await trx
        .selectFrom("job_openings")
        .select("id")
        .where("slug", "=", job.slug)
        .where("id", "!=", id)
        .executeTakeFirst();
      if (taken) continue;
      await trx
        .insertInto("job_openings")
        .values(job)
        .onConflict((oc) => oc.column("id").doUpdateSet(changes).where("job_openings.staff_owned", "=", 0))
        .execute();
    }
    await trx
      .insertInto("site_meta")
      .values({ key: VERSION_KEY, value: seed.version })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: seed.version }))
      .execute();
    return true;
  });
}
