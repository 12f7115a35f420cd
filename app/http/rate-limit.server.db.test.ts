import { afterAll, beforeAll, expect, test } from "vitest";

process.env.FORM_RATE_LIMIT = "5";
const { closeDb, migrateToLatest } = await import("~/db/db.server");
const { enforceFormRateLimit } = await import("./rate-limit.server");

beforeAll(migrateToLatest);
afterAll(closeDb);

// The limit reads the time it is given, so each test picks its moment instead of waiting for one.
const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;

async function refusedOf(address: string, posts: number, now: number) {
  const outcomes = await Promise.allSettled(
    Array.from({ length: posts }, () => enforceFormRateLimit(address, "form", now)),
  );
  const refused = outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason);
  for (const reason of refused) if (!(reason instanceof Response)) throw reason;
  return refused as Response[];
}

test(`the form rate limit counts concurrent posts per address in the database (${process.env.MODEL_TEST_BACKEND})`, async () => {
  const now = minuteStart + 20_000;
  const refused = await refusedOf("192.0.2.10", 12, now);
  expect(refused).toHaveLength(7);
  expect(refused[0].status).toBe(429);
  // Until the minute the posts were counted in is over.
  expect(refused[0].headers.get("Retry-After")).toBe("40");
  expect(await refusedOf("192.0.2.11", 5, now)).toHaveLength(0);
});

test(`a burst across a minute boundary is not let through twice: the last minute counts for its overlap (${process.env.MODEL_TEST_BACKEND})`, async () => {
  // Five posts at the end of one minute, the limit.
  expect(await refusedOf("192.0.2.20", 5, minuteStart + 59_000)).toHaveLength(0);
  // A second into the next minute, the five still weigh 5 × 59/60: one more post is over the limit.
  expect(await refusedOf("192.0.2.20", 1, minuteStart + 61_000)).toHaveLength(1);
  // Half a minute into the next minute, half of the five still count (2.5): two more posts fit, a third does not.
  expect(await refusedOf("192.0.2.21", 5, minuteStart + 59_000)).toHaveLength(0);
  expect(await refusedOf("192.0.2.21", 2, minuteStart + 90_000)).toHaveLength(0);
  expect(await refusedOf("192.0.2.21", 1, minuteStart + 90_000)).toHaveLength(1);
  // A minute with nothing in the one before it starts afresh.
  expect(await refusedOf("192.0.2.20", 5, minuteStart + 180_000)).toHaveLength(0);
});
