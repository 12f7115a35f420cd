import { afterAll, beforeAll, describe, expect, test } from "vitest";

// tests/support/model-database.ts has pointed DATABASE_URL at an empty database of this run's back-end.
const { closeDb, db, migrateToLatest } = await import("./db.server");
const { migrations } = await import("./migrations.server");
const { seedEmbeddedContent } = await import("~/content-source/seed.server");
const { embeddedSource } = await import("~/content-source/embedded-source.server");
const { loadSessionSecret, sessionSecret } = await import("~/http/session.server");
const { createLead, leadIdForToken, recordChatMessage, setContactMethod } =
  await import("~/submissions/chat-leads.server");

beforeAll(async () => {
  // Three instances starting at once: the migrations and the seed must each happen once.
  await Promise.all([migrateToLatest(), migrateToLatest(), migrateToLatest()]);
  await Promise.all([seedEmbeddedContent(), seedEmbeddedContent(), seedEmbeddedContent()]);
});
afterAll(closeDb);

describe(`the schema and the embedded content (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("every migration is applied once and a second run changes nothing", async () => {
    const applied = await db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations));
    await migrateToLatest();
    const again = await db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(again).toHaveLength(Object.keys(migrations).length);
  });

  test("concurrent seeding stores the content once, and the pages read it back", async () => {
    const count = async (table: "services" | "blog_posts" | "job_openings") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
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
    const stored = await db
      .selectFrom("site_meta")
      .select("value")
      .where("key", "=", "session_secret")
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe(first);
    await loadSessionSecret();
    expect(sessionSecret()).toBe(first);
  });

  test("chat leads are known by an unguessable token and keep their contact method and their transcript", async () => {
    const token = await createLead(
      { name: "Dana Lee", email: "dana@firm.example", phone_number: "", company_name: "Lee LLP" },
      "203.0.113.9",
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const other = await createLead(
      { name: "Sam Roe", email: "sam@firm.example", phone_number: "", company_name: "" },
      "203.0.113.10",
    );
    expect(other).not.toBe(token);
    const id = (await leadIdForToken(token))!;
    expect(id).toEqual(expect.any(Number));
    for (const wrong of [
      String(id),
      "1",
      "",
      "x".repeat(32),
      `${token.slice(0, 31)}A` === token ? `${token.slice(0, 31)}B` : `${token.slice(0, 31)}A`,
      `${token}'--`,
    ]) {
      expect(await leadIdForToken(wrong), wrong).toBeNull();
      expect(await setContactMethod(wrong, "Phone"), wrong).toBe(false);
    }
    expect(await setContactMethod(token, "Email")).toBe(true);
    await recordChatMessage(id, "user", "How much is a paralegal?");
    await recordChatMessage(id, "bot", "x".repeat(5000));
    await recordChatMessage(null, "user", "asked before leaving details");
    const lead = await db.selectFrom("chat_leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      name: "Dana Lee",
      company_name: "Lee LLP",
      contact_method: "Email",
      ip: "203.0.113.9",
    });
    const transcript = await db
      .selectFrom("chat_messages")
      .select(["sender", "text"])
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();
    expect(transcript.map((m) => m.sender)).toEqual(["user", "bot"]);
    expect(transcript[1].text).toHaveLength(4000);
  });
});
