import { sql } from "kysely";
import { getConfig } from "~/config/config.server";
import { db } from "~/db/db.server";

const WINDOW_MS = 60_000;
/** Counts older than this are deleted now and then: twice the longest window any bucket uses (15 min). */
const KEEP_MS = 30 * 60_000;

/**
 * Counts one hit of `bucket` in the database (every instance shares the count) and returns the hits
 * of the last `windowMs`: this window's, plus the previous window's for the part of it the last
 * `windowMs` still overlaps, so a burst across a window boundary is not let through twice.
 */
export async function countHit(bucket: string, windowMs: number, now = Date.now()): Promise<number> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .insertInto("rate_limit_hits")
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) {
    await db
      .deleteFrom("rate_limit_hits")
      .where("window_start", "<", now - KEEP_MS)
      .execute();
  }
  const previous = await db
    .selectFrom("rate_limit_hits")
    .select("hits")
    .where("bucket", "=", bucket)
    .where("window_start", "=", windowStart - windowMs)
    .executeTakeFirst();
  const overlap = 1 - (now - windowStart) / windowMs;
  return row.hits + (previous?.hits ?? 0) * overlap;
}

/**
 * Counts a post from one address — a form, or a new chat lead (`kind`) — in the database so every
 * instance shares the count. Throws a 429 response past FORM_RATE_LIMIT in the last minute.
 * `now` is the time of the post (tests pass their own).
 */
export async function enforceFormRateLimit(
  address: string | undefined,
  kind: "form" | "chat-lead" = "form",
  now = Date.now(),
): Promise<void> {
  const recent = await countHit(`${kind}:${address || "unknown"}`, WINDOW_MS, now);
  if (recent > getConfig().formRateLimit) {
    const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    throw new Response("Too Many Requests", {
      status: 429,
      headers: { "Retry-After": String(Math.ceil((windowStart + WINDOW_MS - now) / 1000)) },
    });
  }
}
