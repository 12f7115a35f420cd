import { afterAll, beforeAll, describe, expect, it } from "vitest";

// tests/support/model-database.ts has pointed DATABASE_URL at an empty database of this run's back-end.
const { closeDb, migrateToLatest } = await import("~/db/db.server");
const { seedEmbeddedContent } = await import("~/content-source/seed.server");
const { forgetSearchIndex, searchSite } = await import("./search.server");

beforeAll(async () => {
  await migrateToLatest();
  await seedEmbeddedContent();
  forgetSearchIndex();
});
afterAll(closeDb);

/**
 * What visitors type into the site search, each with the page that answers it (issue #35): the
 * page whose subject the query is, not a page that mentions its words in passing. At least 90 %
 * must have that page first, and every one within the first three.
 */
const rankingSet: [query: string, answer: string][] = [
  // Prices
  ["pricing", "/roles"],
  ["cost", "/roles"],
  ["rates", "/roles"],
  ["hourly rate", "/roles"],
  ["how much does a paralegal cost", "/Paralegal-Role"],
  ["paralegal price", "/Paralegal-Role"],
  // Roles by their everyday names
  ["paralegal", "/Paralegal-Role"],
  ["hire a paralegal", "/Paralegal-Role"],
  ["receptionist", "/Secretary-Receptionist"],
  ["legal secretary", "/Secretary-Receptionist"],
  ["virtual assistant", "/Legal-Admin"],
  ["legal admin", "/Legal-Admin"],
  ["case manager", "/Case-Manager"],
  ["case coordinator", "/Case-Coordinator"],
  ["intake", "/Intake-Specialist"],
  ["intake specialist", "/Intake-Specialist"],
  // Practice areas by their everyday names
  ["car accident", "/Personal"],
  ["personal injury", "/Personal"],
  ["divorce", "/Family"],
  ["child custody", "/Family"],
  ["immigration lawyer", "/Immigration"],
  ["visa", "/Immigration"],
  ["wills and trusts", "/EstatePlanning"],
  ["bankruptcy", "/Bankruptcy"],
  ["landlord tenant", "/Habitabilitylaw"],
  ["lemon law", "/Lemonlaw"],
  ["patent", "/Intellectual"],
  ["criminal defense", "/Criminal"],
  ["hipaa", "/Healthcare"],
  // Jobs
  ["jobs", "/Career"],
  ["work from home jobs", "/Career"],
  ["apply", "/Career"],
  ["remote paralegal jobs", "/CareerDetails/remote-paralegal-personal-injury"],
  // Contact
  ["contact", "/contact"],
  ["phone", "/contact"],
  ["contact phone", "/contact"],
  ["email", "/contact"],
  ["free consultation", "/contact"],
  // Languages
  ["Spanish", "/about"],
  ["bilingual staff", "/about"],
  // The work
  ["medical records", "/services/medical-records-review-and-chronologies"],
  ["deposition", "/Deposition"],
  ["deposition summary", "/Deposition"],
  ["case status report", "/DraftCaseStatus"],
  ["draft correspondence", "/DraftCorrespondence"],
  ["legal research", "/Legal"],
  ["sample work", "/sample-work"],
  ["examples of your work", "/sample-work"],
  ["intake summary", "/sample-work"],
  // The rest of the site
  ["privacy", "/privacypolicy"],
  ["blog", "/Blog"],
  ["practice areas", "/internalguide"],
];

describe(`the search's ranking set (${process.env.MODEL_TEST_BACKEND})`, () => {
  const rankOf = async (query: string, answer: string) =>
    (await searchSite(query)).findIndex((hit) => hit.path === answer) + 1;

  it("holds at least 30 realistic queries, each answered by a page of its own", () => {
    expect(rankingSet.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rankingSet.map(([query]) => query.toLowerCase())).size).toBe(rankingSet.length);
  });

  for (const [query, answer] of rankingSet) {
    it(`"${query}" has ${answer} within the first three`, async () => {
      const rank = await rankOf(query, answer);
      expect(rank, `${answer} is ${rank ? `number ${rank}` : "not found"}`).toBeGreaterThan(0);
      expect(rank).toBeLessThanOrEqual(3);
    });
  }

  it("has the answer first for at least 90 % of the set", async () => {
    const misses: string[] = [];
    for (const [query, answer] of rankingSet) {
      const rank = await rankOf(query, answer);
      if (rank !== 1) misses.push(`"${query}": ${answer} is ${rank ? `number ${rank}` : "not found"}`);
    }
    const firstShare = (rankingSet.length - misses.length) / rankingSet.length;
    console.log(
      `search ranking set: ${rankingSet.length - misses.length} of ${rankingSet.length} first (${(firstShare * 100).toFixed(1)} %)${misses.length ? `; not first: ${misses.join("; ")}` : ""}`,
    );
    expect(firstShare, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("answers a query with one word no page has from the pages that have the others, but not a query of junk", async () => {
    expect((await searchSite("paralegal for a bakery"))[0]?.path).toBe("/Paralegal-Role");
    expect(await searchSite("zzqxj wvpqk paralegal")).toEqual([]);
  });

  it("answers a sentence no page holds whole from the pages with most of its words", async () => {
    const hits = await searchSite("could your people summarise the transcripts of our witness depositions for trial");
    expect(hits.slice(0, 3).map((hit) => hit.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/(Deposition|services\/deposition-summaries)$/)]),
    );
  });

  it("reads a firm's query as a firm's: the role before an opening, unless the visitor asks for a job", async () => {
    expect((await searchSite("book a case coordinator"))[0]?.path).toBe("/Case-Coordinator");
    expect((await searchSite("bilingual legal secretary"))[0]?.path).toBe("/Secretary-Receptionist");
    expect((await searchSite("bilingual legal secretary job"))[0]?.path).toMatch(/^\/CareerDetails\//);
  });

  it("finds the company by its name, and practice areas by their everyday names", async () => {
    expect((await searchSite("Northbridge"))[0]?.path).toBe("/about");
    expect((await searchSite("DWI"))[0]?.path).toBe("/Criminal");
    expect((await searchSite("class action"))[0]?.path).toBe("/Consumerprotection");
  });
});
