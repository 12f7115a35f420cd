import { afterAll, beforeAll, describe, expect, test } from "vitest";

// tests/support/model-database.ts has pointed DATABASE_URL at an empty database of this run's back-end.
const { closeDb, db, migrateToLatest } = await import("./db.server");
const { migrations } = await import("./migrations.server");
const { seedEmbeddedContent } = await import("./content-seed.server");
const { embeddedSource } = await import("./content.server");
const { loadSessionSecret, sessionSecret } = await import("./session.server");
const { createLead, leadExists, recordChatMessage, setContactMethod } = await import("./chat-leads.server");

beforeAll(async () => {
  // Three instances starting at once: the migrations and the seed must each happen once.
  await Promise.all([migrateToLatest(), migrateToLatest(), migrateToLatest()]);
  await Promise.all([seedEmbeddedContent(), seedEmbeddedContent(), seedEmbeddedContent()]);
});
afterAll(closeDb);

describe(`the schema and the embedded content (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("every migration is applied once and a second run changes nothing", async () => {
    const applied = await db.selectFrom("kysely_migration" as never).select("name" as never).execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations));
    await migrateToLatest();
    const again = await db.selectFrom("kysely_migration" as never).select("name" as never).execute();
    expect(again).toHaveLength(Object.keys(migrations).length);
  });

  test("concurrent seeding stores the content once, and the pages read it back", async () => {
    const count = async (table: "services" | "blog_posts" | "job_openings") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const services = await count("services");
    expect(services).toBeGreaterThan(20);
    await seedEmbeddedContent();
    expect(await count("services")).toBe(services);

    const posts = await embeddedSource.listPosts();
    expect(posts.length).toBe(await count("blog_posts"));
    const post = await embeddedSource.post(posts[0].id);
    expect(post?.title).toBe(posts[0].title);
    const jobs = await embeddedSource.listJobs();
    expect(jobs.length).toBe(await count("job_openings"));
    expect((await embeddedSource.job(jobs[0].slug))?.name).toBe(jobs[0].name);
    const detail = await embeddedSource.serviceDetail("legal-research-and-case-law-summaries");
    expect(detail?.name).toMatch(/Legal Research/);
    expect(await embeddedSource.serviceDetail("no-such-service")).toBeNull();
  });

  test("the cookie secret is generated once, kept in the database, and shared by every instance", async () => {
    await Promise.all([loadSessionSecret(), loadSessionSecret()]);
    const first = sessionSecret();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const stored = await db.selectFrom("site_meta").select("value").where("key", "=", "session_secret").executeTakeFirstOrThrow();
    expect(stored.value).toBe(first);
    await loadSessionSecret();
    expect(sessionSecret()).toBe(first);
  });

  test("chat leads keep their contact method and their transcript", async () => {
    const id = await createLead({ name: "Dana Lee", email: "dana@firm.example", phone_number: "", company_name: "Lee LLP" }, "203.0.113.9");
    expect(await leadExists(id)).toBe(true);
    expect(await leadExists(id + 1000)).toBe(false);
    expect(await setContactMethod(id, "Email")).toBe(true);
    expect(await setContactMethod(id + 1000, "Phone")).toBe(false);
    await recordChatMessage(id, "user", "How much is a paralegal?");
    await recordChatMessage(id, "bot", "x".repeat(5000));
    await recordChatMessage(null, "user", "asked before leaving details");
    const lead = await db.selectFrom("chat_leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: "Dana Lee", company_name: "Lee LLP", contact_method: "Email", ip: "203.0.113.9" });
    const transcript = await db.selectFrom("chat_messages").select(["sender", "text"]).where("lead_id", "=", id).orderBy("id").execute();
    expect(transcript.map((m) => m.sender)).toEqual(["user", "bot"]);
    expect(transcript[1].text).toHaveLength(4000);
  });
});
