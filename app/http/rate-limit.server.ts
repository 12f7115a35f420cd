import { sql } from "kysely";
import { getConfig } from "~/config/config.server";
import { db } from "~/db/db.server";

const WINDOW_MS = 60_000;

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
  const limit = getConfig().formRateLimit;
  const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
  const bucket = `${kind}:${address || "unknown"}`;
  const row = await db
    .insertInto("rate_limit_hits")
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) {
    await db
      .deleteFrom("rate_limit_hits")
      .where("window_start", "<", windowStart - WINDOW_MS)
      .execute();
  }
  // Sliding window: the previous minute still counts for the part of it that overlaps the last
  // 60 seconds, so a burst across a minute boundary is not let through twice.
  const previous = await db
    .selectFrom("rate_limit_hits")
    .select("hits")
    .where("bucket", "=", bucket)
    .where("window_start", "=", windowStart - WINDOW_MS)
    .executeTakeFirst();
  const overlap = 1 - (now - windowStart) / WINDOW_MS;
  const recent = row.hits + (previous?.hits ?? 0) * overlap;
  if (recent > limit) {
    throw new Response("Too Many Requests", {
      status: 429,
      headers: { "Retry-After": String(Math.ceil((windowStart + WINDOW_MS - now) / 1000)) },
    });
  }
}
