import { afterAll, beforeAll, expect, test } from "vitest";

process.env.FORM_RATE_LIMIT = "5";
const { closeDb, migrateToLatest } = await import("~/db/db.server");
const { enforceFormRateLimit } = await import("./rate-limit.server");

beforeAll(migrateToLatest);
afterAll(closeDb);

async function refusedOf(address: string, posts: number) {
  const outcomes = await Promise.allSettled(Array.from({ length: posts }, () => enforceFormRateLimit(address)));
  const refused = outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason);
  for (const reason of refused) if (!(reason instanceof Response)) throw reason;
  return refused as Response[];
}

test(`the form rate limit counts concurrent posts per address in the database (${process.env.MODEL_TEST_BACKEND})`, async () => {
  // Away from a minute boundary, so the sliding window is this minute alone.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
  const refused = await refusedOf("192.0.2.10", 12);
  expect(refused).toHaveLength(7);
  expect(refused[0].status).toBe(429);
  expect(Number(refused[0].headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await refusedOf("192.0.2.11", 5)).toHaveLength(0);
});
