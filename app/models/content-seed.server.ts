import { catalogues, coCaseCoordinator } from "~/content/service-catalogues";
import { withStartupLock } from "./db.server";
import { seedJobs, seedPosts } from "./seed-posts-jobs.server";
import { seedServices } from "./seed-services.server";

const catalogueOf = new Map<string, string>([
  ...Object.entries(catalogues).flatMap(([key, entries]) => entries.map((e) => [e.id, key] as [string, string])),
  [coCaseCoordinator.id, "role"],
]);
const slugOf = new Map([...Object.values(catalogues).flat(), coCaseCoordinator].map((entry) => [entry.id, entry.slug]));

/**
 * Fills the embedded content tables with the site's own content the first time the database is
 * created. Content edited later in the database is never overwritten.
 */
export async function seedEmbeddedContent(): Promise<void> {
  await withStartupLock("seed-content", async (trx) => {
    const existing = await trx
      .selectFrom("services")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return;
    for (const [position, service] of seedServices.entries()) {
      const { cards1, cards2, cards3, ...fields } = service;
      await trx
        .insertInto("services")
        .values({
          ...fields,
          catalogue: catalogueOf.get(service.id) ?? "unknown",
          slug: slugOf.get(service.id) ?? service.id,
          position,
        })
        .execute();
      const cards = [cards1, cards2, cards3].flatMap((list, index) =>
        list.map((card, position) => ({ ...card, service_id: service.id, section: index + 1, position })),
      );
      if (cards.length) await trx.insertInto("service_cards").values(cards).execute();
    }
    await trx.insertInto("blog_posts").values(seedPosts).execute();
    await trx.insertInto("job_openings").values(seedJobs).execute();
  });
}
