import { afterAll, beforeAll, describe, expect, it } from "vitest";

// tests/support/model-database.ts has pointed DATABASE_URL at an empty database of this run's back-end.
const { closeDb, migrateToLatest } = await import("~/db/db.server");
const { seedEmbeddedContent } = await import("~/content-source/seed.server");
const { illustrations } = await import("~/content/illustrations");
const { ogPageFor } = await import("./og-image.server");

beforeAll(async () => {
  await migrateToLatest();
  await seedEmbeddedContent();
});
afterAll(closeDb);

describe("a page's Open Graph card", () => {
  it("shows its page type's own drawing, as the page's banner does", async () => {
    const pages: Record<string, string> = {
      "/roles": illustrations.banners.listing.src,
      "/service": illustrations.banners.services.src,
      "/internalguide": illustrations.banners.practiceHub.src,
      "/paralegal-service": illustrations.banners.serviceList.src,
      "/Legal": illustrations.banners.service.src,
      "/services/legal-research-and-case-law-summaries": illustrations.banners.serviceDetail.src,
    };
    for (const [path, drawing] of Object.entries(pages)) {
      const page = await ogPageFor(path);
      expect(page, path).not.toBeNull();
      expect(illustrations.banners[page!.kind].src, path).toBe(drawing);
    }
    expect(new Set(Object.values(pages)).size).toBe(Object.keys(pages).length);
  });
});
