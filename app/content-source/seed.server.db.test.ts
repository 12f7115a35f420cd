import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import YAML from "yaml";

// tests/support/model-database.ts has pointed DATABASE_URL at an empty database of this run's back-end.
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { loadSeed, seedEmbeddedContent } = await import("./seed.server");
const { defaultContentDir } = await import("~/content/load-content.server");

/** A copy of content/seed/ that a test may edit. */
function seedCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-"));
  fs.cpSync(path.join(defaultContentDir(), "seed"), dir, { recursive: true });
  return dir;
}

function editYaml(file: string, edit: (data: Record<string, unknown>) => void) {
  const data = YAML.parse(fs.readFileSync(file, "utf8"));
  edit(data);
  fs.writeFileSync(file, YAML.stringify(data));
}

const count = async (table: "services" | "service_cards" | "blog_posts" | "job_openings") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(() => migrateToLatest());
afterAll(closeDb);

describe(`the demo seed (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("is applied once per version: an edited seed with a new version updates the rows in place, an unchanged version is left alone", async () => {
    const dir = seedCopy();
    const first = loadSeed(dir);
    expect(await seedEmbeddedContent(first)).toBe(true);
    const counts = {
      services: await count("services"),
      cards: await count("service_cards"),
      posts: await count("blog_posts"),
      jobs: await count("job_openings"),
    };
    expect(counts).toMatchObject({
      services: first.services.length,
      posts: first.posts.length,
      jobs: first.jobs.length,
    });

    // Starting again with the same seed writes nothing, even where the database was edited since.
    await db
      .updateTable("job_openings")
      .set({ location: "Edited by staff" })
      .where("id", "=", first.jobs[0].id)
      .execute();
    expect(await seedEmbeddedContent(loadSeed(dir))).toBe(false);
    expect(
      (
        await db
          .selectFrom("job_openings")
          .select("location")
          .where("id", "=", first.jobs[0].id)
          .executeTakeFirstOrThrow()
      ).location,
    ).toBe("Edited by staff");

    // The seed is edited and its version raised: the next start updates the same rows.
    editYaml(path.join(dir, "jobs.yaml"), (data) => {
      const [job] = data.jobs as { price1: number; price2: number; location: string }[];
      Object.assign(job, { price1: 1111, price2: 2222, location: "Remote — Trinidad and Tobago" });
    });
    editYaml(path.join(dir, "posts.yaml"), (data) => {
      (data.posts as { title: string }[])[0].title = "A retitled demo post";
    });
    editYaml(path.join(dir, "services.yaml"), (data) => {
      const [service] = data.services as { service_name: string; cards1: { title: string }[] }[];
      service.service_name = "Renamed Research Service";
      service.cards1 = service.cards1.slice(0, 2);
    });
    editYaml(path.join(dir, "seed.yaml"), (data) => {
      data.version = `${data.version}-edited`;
    });
    const second = loadSeed(dir);
    expect(await seedEmbeddedContent(second)).toBe(true);

    const job = await db
      .selectFrom("job_openings")
      .selectAll()
      .where("id", "=", first.jobs[0].id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      price1: 1111,
      price2: 2222,
      location: "Remote — Trinidad and Tobago",
      slug: first.jobs[0].slug,
    });
    const post = await db
      .selectFrom("blog_posts")
      .select("title")
      .where("id", "=", first.posts[0].id)
      .executeTakeFirstOrThrow();
    expect(post.title).toBe("A retitled demo post");
    const service = await db
      .selectFrom("services")
      .select("service_name")
      .where("id", "=", first.services[0].id)
      .executeTakeFirstOrThrow();
    expect(service.service_name).toBe("Renamed Research Service");
    const cards = await db
      .selectFrom("service_cards")
      .select("title")
      .where("service_id", "=", first.services[0].id)
      .where("section", "=", 1)
      .execute();
    expect(cards.map((c) => c.title)).toEqual(first.services[0].cards1.slice(0, 2).map((c) => c.title));

    // No duplicates: the same number of rows, one card fewer per removed card.
    const removedCards = first.services[0].cards1.length - 2;
    expect({
      services: await count("services"),
      cards: await count("service_cards"),
      posts: await count("blog_posts"),
      jobs: await count("job_openings"),
    }).toEqual({
      ...counts,
      cards: counts.cards - removedCards,
    });
    const versions = await db
      .selectFrom("site_meta")
      .select("value")
      .where("key", "=", "content_seed_version")
      .execute();
    expect(versions).toEqual([{ value: second.version }]);
  });

  test("a seed post's small SVG cover is inlined in the page; its link for other sites stays a file under /uploads", async () => {
    const { embeddedSource } = await import("./embedded-source.server");
    await seedEmbeddedContent(loadSeed(seedCopy()));
    const posts = await embeddedSource.listPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const file = /^\/uploads\/([a-z0-9-]+\.svg)$/.exec(post.imageUrl)?.[1];
      expect(file, post.imageUrl).toBeTruthy();
      const svg = fs.readFileSync(path.join(defaultContentDir(), "..", "public", "uploads", file!), "utf8");
      expect(post.cover.src).toBe(`data:image/svg+xml,${encodeURIComponent(svg)}`);
    }
  });
});
