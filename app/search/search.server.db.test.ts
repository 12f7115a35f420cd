import { afterAll, beforeAll, describe, expect, it } from "vitest";

// tests/support/model-database.ts has pointed DATABASE_URL at an empty database of this run's back-end.
const { closeDb, migrateToLatest } = await import("~/db/db.server");
const { seedEmbeddedContent } = await import("~/content-source/seed.server");
const { contentSource } = await import("~/content-source/content-source.server");
const { expandQuery, forgetSearchIndex, searchSite, stem } = await import("./search.server");

beforeAll(async () => {
  await migrateToLatest();
  await seedEmbeddedContent();
  forgetSearchIndex();
});
afterAll(closeDb);

const paths = async (query: string, count = 3) => (await searchSite(query)).slice(0, count).map((hit) => hit.path);

describe(`site search (${process.env.MODEL_TEST_BACKEND})`, () => {
  // What a visitor types, and the page they mean: it must be among the first results.
  const expectations: [query: string, top: string | RegExp, within: number][] = [
    ["pricing", "/roles", 1],
    ["price of a paralegal", "/Paralegal-Role", 1],
    ["how much does a paralegal cost", "/Paralegal-Role", 1],
    ["legal admin cost", "/Legal-Admin", 1],
    ["receptionist rates", "/Secretary-Receptionist", 1],
    ["jobs", "/Career", 1],
    ["careers", "/Career", 1],
    ["apply", /^\/(Career|CareerDetails\/)/, 1],
    ["HIPAA", "/Healthcare", 3],
    ["immigration", "/Immigration", 1],
    ["visa", "/Immigration", 1],
    ["divorce", "/Family", 3],
    ["Spanish", "/about", 5],
    ["privacy", "/privacypolicy", 1],
  ];
  for (const [query, top, within] of expectations) {
    it(`"${query}" finds ${top} within the first ${within}`, async () => {
      const found = await paths(query, within);
      expect(
        found.some((p) => (typeof top === "string" ? p === top : top.test(p))),
        `top results: ${found.join(", ")}`,
      ).toBe(true);
    });
  }

  it("indexes the job openings and service details of the content source", async () => {
    const [job] = await contentSource().listJobs();
    expect(job, "the seed has job openings").toBeDefined();
    expect((await searchSite(job.name)).map((hit) => hit.path)).toContain(`/CareerDetails/${job.slug}`);
    const jobHits = await searchSite("jobs");
    expect(jobHits.filter((hit) => hit.kind === "Job opening").length).toBeGreaterThan(0);
    // "HIPAA" appears only inside a service detail's cards (the medical records chronology).
    const hipaa = await searchSite("hipaa");
    expect(hipaa.some((hit) => hit.kind === "Service" && hit.path.startsWith("/services/"))).toBe(true);
  });

  it("meets stems and synonyms in one form", () => {
    expect(new Set(["pricing", "prices", "price", "priced"].map(stem)).size).toBe(1);
    expect(stem("openings")).toBe(stem("opening"));
    expect(stem("careers")).toBe(stem("career"));
    expect(JSON.stringify(expandQuery("the price of a paralegal"))).toContain('"cost"');
    expect(expandQuery("of the a")).toBeNull();
  });

  it("shows the real phone number and e-mail, never a copy placeholder", async () => {
    const hits = [...(await searchSite("phone")), ...(await searchSite("email")), ...(await searchSite("privacy"))];
    expect(hits.length).toBeGreaterThan(0);
    const text = hits.map((hit) => `${hit.title} ${hit.snippet}`).join(" ");
    expect(text).not.toMatch(/\{(phone|email|address)\}/);
    expect(await paths("555-0142", 20)).toContain("/privacypolicy");
  });

  it("lists a page once, though its passages (FAQ answers, policy sections) match apart from it", async () => {
    for (const query of ["privacy", "Spanish", "data", "contract"]) {
      const found = await paths(query, 20);
      expect(found.length, query).toBeGreaterThan(0);
      expect(
        found.filter((path, i) => found.indexOf(path) !== i),
        query,
      ).toEqual([]);
    }
  });

  it("answers nothing for junk and stays bounded for hostile input", async () => {
    expect(await searchSite("")).toEqual([]);
    expect(await searchSite("!!! ??? ---")).toEqual([]);
    expect(await searchSite("zzqxj wvpqk")).toEqual([]);
    expect(await searchSite(`${"a".repeat(5000)} ${"paralegal ".repeat(500)}`)).toBeInstanceOf(Array);
    expect(await searchSite("<script>alert(1)</script> paralegal")).toEqual([]);
  });
});
