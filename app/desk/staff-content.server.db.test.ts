import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import YAML from "yaml";

// tests/support/model-database.ts has pointed DATABASE_URL at an empty database of this run's back-end.
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { loadSeed, seedEmbeddedContent } = await import("~/content-source/seed.server");
const { defaultContentDir } = await import("~/content/load-content.server");
const { embeddedSource } = await import("~/content-source/embedded-source.server");
const { jobEditorSchema, postEditorSchema } = await import("./desk-content-schemas");
const { saveJob, savePost, setJobStatus, SlugTakenError, STAFF_FIRST_ID } = await import("./staff-content.server");
const { coverFile, CoverImageError, encodeCover, storeCover } = await import("~/content-source/images.server");
const { searchSite } = await import("~/search/search.server");
const { onContentChange } = await import("~/content-source/changes.server");
const { getKnowledge } = await import("~/assistant/knowledge.server");

const by = { actor: "editor@northbridge-lpo.example", ip: "127.0.0.1" };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const jobInput = (overrides: Record<string, unknown> = {}) => ({
  intent: "publish",
  job_name: "Remote Litigation Paralegal",
  job_summary: "Support **litigation** teams.",
  job_description: "## About\n\nDraft discovery.",
  price1: "1000",
  price2: "1400",
  location: "Remote — Jamaica",
  employment_type: "Full-time",
  validity: inDays(30),
  ...overrides,
});
const jobValues = (overrides: Record<string, unknown> = {}) => jobEditorSchema.parse(jobInput(overrides));

beforeAll(async () => {
  await migrateToLatest();
  await seedEmbeddedContent();
});
afterAll(closeDb);

describe(`staff-written jobs and posts (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("a job needs pay and a location to publish; drafts stay private; a closed or expired job leaves the list but keeps its page", async () => {
    // conform hands the schema an empty field as undefined.
    const incomplete = jobEditorSchema.safeParse(jobInput({ price1: undefined, location: undefined }));
    expect(incomplete.success).toBe(false);
    expect(incomplete.error?.issues.map((i) => i.path[0]).sort()).toEqual(["location", "price1"]);
    expect(
      jobEditorSchema.safeParse(jobInput({ intent: "save", price1: undefined, location: undefined })).success,
    ).toBe(true);

    const changed: string[][] = [];
    const stop = onContentChange((paths) => changed.push(paths));
    const knownSlugs = async () => (await getKnowledge()).jobs.map((j) => j.slug);
    await knownSlugs();
    const draft = await saveJob(null, jobValues({ intent: "save" }), by);
    expect(draft.id).toBeGreaterThanOrEqual(STAFF_FIRST_ID);
    expect(draft.slug).toBe("remote-litigation-paralegal");
    expect(await embeddedSource.job(draft.slug)).toBeNull();
    expect((await embeddedSource.listJobs()).map((j) => j.slug)).not.toContain(draft.slug);

    const published = await saveJob(draft.id, jobValues(), by);
    expect(published.date_posted).toBe(new Date().toISOString().slice(0, 10));
    const job = await embeddedSource.job(draft.slug);
    expect(job).toMatchObject({ closed: false, price1: 1000, price2: 1400 });
    expect(job!.summaryHtml).toBe("<p>Support <strong>litigation</strong> teams.</p>");
    expect((await embeddedSource.listJobs()).map((j) => j.slug)).toContain(draft.slug);
    expect((await searchSite("litigation paralegal")).map((hit) => hit.path)).toContain(`/CareerDetails/${draft.slug}`);
    expect(changed.flat()).toContain(`/CareerDetails/${draft.slug}`);
    // Lexi's knowledge, built before, knows the job at once (no restart, no waiting on its rebuild).
    expect(await knownSlugs()).toContain(draft.slug);

    await expect(saveJob(null, jobValues(), by)).rejects.toBeInstanceOf(SlugTakenError);

    expect(await setJobStatus(draft.id, "closed", by)).toBe(true);
    expect((await embeddedSource.job(draft.slug))?.closed).toBe(true);
    expect((await embeddedSource.listJobs()).map((j) => j.slug)).not.toContain(draft.slug);
    expect((await searchSite("litigation paralegal")).map((hit) => hit.path)).not.toContain(
      `/CareerDetails/${draft.slug}`,
    );
    expect(await knownSlugs()).not.toContain(draft.slug);

    // Past its closing date a published job closes itself.
    await db
      .updateTable("job_openings")
      .set({ status: "published", validity: inDays(-1) })
      .where("id", "=", draft.id)
      .execute();
    expect((await embeddedSource.job(draft.slug))?.closed).toBe(true);
    expect((await embeddedSource.listJobs()).map((j) => j.slug)).not.toContain(draft.slug);
    stop();

    const audit = await db.selectFrom("staff_audit").select("action").where("actor", "=", by.actor).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["create job", "publish job", "close job"]));
  });

  test("Markdown from staff is rendered without scripts, handlers, javascript: links or raw HTML that could run", async () => {
    const hostile = jobValues({
      job_name: "Hostile markdown",
      job_description:
        '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror="alert(1)"> <iframe src="https://evil.example"></iframe>\n\n<a href="JaVaScRiPt:alert(1)">x</a> <svg onload="alert(1)"></svg>',
    });
    const saved = await saveJob(null, hostile, by);
    const html = (await embeddedSource.job(saved.slug))!.descriptionHtml;
    expect(html).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg/i);
  });

  test("an edited seed job and a staff-written job survive a new seed version; the seed never takes a staff slug", async () => {
    const seed = loadSeed();
    const seededJob = seed.jobs[0];
    const row = await db
      .selectFrom("job_openings")
      .select("id")
      .where("slug", "=", seededJob.slug)
      .executeTakeFirstOrThrow();
    await saveJob(row.id, jobValues({ job_name: "Edited by staff", slug: seededJob.slug }), by);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-"));
    fs.cpSync(path.join(defaultContentDir(), "seed"), dir, { recursive: true });
    const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
      const data = YAML.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      change(data);
      fs.writeFileSync(path.join(dir, file), YAML.stringify(data));
    };
    edit("jobs.yaml", (data) => {
      const jobs = data.jobs as { job_name: string; slug: string; id: number }[];
      jobs[0].job_name = "Seed rewrite";
      jobs.push({ ...jobs[1], id: 99, slug: "remote-litigation-paralegal", job_name: "Seed job with a staff slug" });
    });
    edit("seed.yaml", (data) => (data.version = "staff-test"));
    expect(await seedEmbeddedContent(loadSeed(dir))).toBe(true);
    expect(
      (await db.selectFrom("job_openings").select("job_name").where("id", "=", row.id).executeTakeFirstOrThrow())
        .job_name,
    ).toBe("Edited by staff");
    expect(await db.selectFrom("job_openings").select("id").where("id", "=", 99).executeTakeFirst()).toBeUndefined();
    expect(
      (
        await db
          .selectFrom("job_openings")
          .select("job_name")
          .where("slug", "=", "remote-litigation-paralegal")
          .executeTakeFirstOrThrow()
      ).job_name,
    ).toBe("Remote Litigation Paralegal");
  });

  test("covers: re-encoded to WebP widths without metadata; SVG or HTML renamed, and 50 megapixels, refused", async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .jpeg({ quality: 92 })
      .withExif({ IFD0: { Copyright: "secret-owner", Artist: "GPS 18.0N 76.8W" } })
      .toBuffer();
    const { variants } = await encodeCover(photo);
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 320],
      [960, 640],
      [1440, 960],
    ]);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(variant.data.includes("secret-owner")).toBe(false);
    }

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    );
    await expect(encodeCover(svg)).rejects.toThrow("JPEG, PNG or WebP");
    await expect(encodeCover(Buffer.from("<!doctype html><script>alert(1)</script>"))).rejects.toBeInstanceOf(
      CoverImageError,
    );
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(5 * 1024 * 1024);
    await expect(encodeCover(huge)).rejects.toThrow("10000 × 5000 pixels (50.0 megapixels)");

    const key = await storeCover(photo);
    const values = postEditorSchema.parse({
      intent: "publish",
      title: "Cover test",
      author: "Editor",
      published_at: "2026-11-20",
      shart_description: "Short",
      description: "Body",
      cover_alt: "A blue field",
      has_cover: "yes",
    });
    const post = await savePost(null, values, key, by);
    const [listed] = (await embeddedSource.listPosts()).filter((p) => p.id === post.id);
    expect(listed.cover.srcset).toMatch(/^\/images\/[a-f0-9]{20}-480\.webp 480w, .*960w, .*1440w$/);
    expect(listed.cover).toMatchObject({ width: 1440, height: 960, alt: "A blue field" });
    expect(listed).toMatchObject({ author: "Editor", publishedAt: "2026-11-20" });
    const file = await coverFile(listed.cover.src.replace("/images/", ""));
    expect(file?.type).toBe("image/webp");
    expect(await coverFile("../site.db")).toBeNull();
  });
});
