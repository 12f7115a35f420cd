import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";

// Settings are read when the modules are first imported.
process.env.OUTBOX_MAX_ATTEMPTS = "3";
process.env.OUTBOX_BASE_BACKOFF_MS = "60000";
process.env.OUTBOX_CLAIM_MS = "60000";
process.env.OUTBOX_ATTEMPT_TIMEOUT_MS = "300";
const { closeDb, db, migrateToLatest } = await import("./db.server");
const { jobQueue, workerInstanceId } = await import("./job-queue.server");

type Outcome = import("./job-queue.server").JobResult;

/** A queue over the mail outbox's table whose attempts answer what `next` says and are counted per row. */
function testQueue(next: (id: number, signal: AbortSignal) => Outcome | Promise<Outcome>) {
  const attempts = new Map<number, number>();
  const queue = jobQueue({
    table: "mail_outbox",
    name: "test queue",
    doneStatus: "sent",
    doneAtColumn: "sent_at",
    enabled: () => true,
    async attempt(id, signal) {
      attempts.set(id, (attempts.get(id) ?? 0) + 1);
      return next(id, signal);
    },
    settle: (outcome: Outcome) => outcome,
  });
  return { queue, attempts };
}

async function addRows(count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db
      .insertInto("mail_outbox")
      .values({
        created_at: now,
        item_kind: "contact",
        item_id: i + 1,
        purpose: "staff_new",
        recipients: JSON.stringify(["office@firm.example"]),
        reply_to: null,
        subject: `Message ${i}`,
        text_body: "text",
        html_body: "<p>text</p>",
        attach_resume: 0,
        status: "pending",
        next_attempt_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

const row = (id: number) => db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

beforeAll(migrateToLatest);
beforeEach(async () => {
  await db.deleteFrom("mail_outbox").execute();
});
afterAll(closeDb);

describe(`the job queue (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("a due row is attempted once, marked done with its time, released, and never picked again", async () => {
    const [id] = await addRows(1);
    const { queue, attempts } = testQueue(() => ({ outcome: "done" }));
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(attempts.get(id)).toBe(1);
    const done = await row(id);
    expect(done).toMatchObject({
      status: "sent",
      attempts: 1,
      claimed_until: null,
      claimed_by: null,
      last_error: null,
    });
    expect(done.sent_at).not.toBeNull();
  });

  test("a failed attempt waits out the backoff, doubling, and becomes failed after the last allowed attempt", async () => {
    const [id] = await addRows(1);
    const { queue, attempts } = testQueue(() => ({ outcome: "retry", error: "relay said 451" }));
    const before = Date.now();
    await queue.runDue();
    let waiting = await row(id);
    expect(waiting).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "relay said 451",
      claimed_until: null,
    });
    // Not due again until the backoff (60 s here) has passed.
    expect(Date.parse(waiting.next_attempt_at) - before).toBeGreaterThanOrEqual(60_000);
    expect(await queue.runDue()).toBe(0);

    // The second attempt waits twice as long.
    await db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    const second = Date.now();
    await queue.runDue();
    waiting = await row(id);
    expect(waiting.attempts).toBe(2);
    expect(Date.parse(waiting.next_attempt_at) - second).toBeGreaterThanOrEqual(120_000);

    // The third (OUTBOX_MAX_ATTEMPTS) fails for good.
    await db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    await queue.runDue();
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3, last_error: "relay said 451" });
    expect(attempts.get(id)).toBe(3);
  });

  test("an attempt that can never succeed fails at once; retry now makes it due again with a fresh count", async () => {
    const [id] = await addRows(1);
    let outcome: Outcome = { outcome: "failed", error: "mailbox does not exist" };
    const { queue, attempts } = testQueue(() => outcome);
    await queue.runDue();
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 1 });

    outcome = { outcome: "done" };
    expect(await queue.retry(id)).toBe(true);
    await queue.stop(); // waits for the pass retry() started
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(attempts.get(id)).toBe(2);
    // A row that is done cannot be retried into a second copy.
    expect(await queue.retry(id)).toBe(false);
  });

  test("a done outcome may name its own final status and columns", async () => {
    const [id] = await addRows(1);
    const { queue } = testQueue(() => ({
      outcome: "done",
      status: "failed",
      set: { last_error: "refused by the partner" },
    }));
    await queue.runNow(id);
    expect(await row(id)).toMatchObject({ status: "failed", last_error: "refused by the partner", sent_at: null });
  });

  test("a row another live worker holds is left alone; once that worker's lease expires, the row is taken", async () => {
    const [id] = await addRows(1);
    const held = new Date(Date.now() + 60_000).toISOString();
    await db
      .updateTable("mail_outbox")
      .set({ claimed_until: held, claimed_by: "a-worker-that-died" })
      .where("id", "=", id)
      .execute();
    const { queue, attempts } = testQueue(() => ({ outcome: "done" }));
    expect(await queue.runDue()).toBe(0);
    expect(await queue.runNow(id)).toBeNull();
    expect(attempts.size).toBe(0);

    // The lease runs out (the process that held it was killed).
    await db
      .updateTable("mail_outbox")
      .set({ claimed_until: new Date(Date.now() - 1).toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await queue.runDue()).toBe(1);
    expect(await row(id)).toMatchObject({ status: "sent", claimed_by: null });
  });

  test("the claim names this process while the attempt runs", async () => {
    const [id] = await addRows(1);
    let seen: { claimed_by: string | null; claimed_until: string | null } | undefined;
    const { queue } = testQueue(async () => {
      seen = await row(id);
      return { outcome: "done" };
    });
    await queue.runDue();
    expect(seen?.claimed_by).toBe(workerInstanceId);
    expect(Date.parse(seen!.claimed_until!)).toBeGreaterThan(Date.now());
  });

  test("an attempt is cut at OUTBOX_ATTEMPT_TIMEOUT_MS while its row is still claimed, and an unknown outcome is never retried by itself", async () => {
    const [id] = await addRows(1);
    let claimedAtCut: string | null = null;
    let cutAt = 0;
    const { queue, attempts } = testQueue(
      (_id, signal) =>
        new Promise<Outcome>((resolve) => {
          signal.addEventListener("abort", () => {
            cutAt = Date.now();
            void row(id).then((seen) => {
              claimedAtCut = seen.claimed_until;
              resolve({ outcome: "unknown", error: (signal.reason as Error).message });
            });
          });
        }),
    );
    await queue.runNow(id);
    // The claim (60 s here, at least twice the 300 ms limit) still held when the attempt was cut:
    // no other worker could have started a second attempt, with or without a database to renew it in.
    expect(Date.parse(claimedAtCut!)).toBeGreaterThan(cutAt + 30_000);
    expect(await row(id)).toMatchObject({
      status: "unknown",
      attempts: 1,
      claimed_until: null,
      last_error: "no answer within the attempt's limit of 300 ms",
    });
    expect(await queue.runDue()).toBe(0);
    expect(attempts.get(id)).toBe(1);

    // Staff checked and retry it.
    expect(await queue.retry(id)).toBe(true);
    await queue.stop();
    expect(attempts.get(id)).toBe(2);
  });

  test("an attempt that ignores its time limit is recorded unknown there; its late success changes nothing", async () => {
    const [id] = await addRows(1);
    let finish: (outcome: Outcome) => void = () => {};
    const { queue, attempts } = testQueue(() => new Promise<Outcome>((resolve) => (finish = resolve)));
    expect(await queue.runNow(id)).toBeNull();
    expect(await row(id)).toMatchObject({ status: "unknown", attempts: 1, claimed_until: null });
    finish({ outcome: "done" });
    expect(await queue.runDue()).toBe(0);
    expect(await row(id)).toMatchObject({ status: "unknown", sent_at: null });
    expect(attempts.get(id)).toBe(1);
  });

  test("workers running side by side attempt every row exactly once", async () => {
    const ids = await addRows(24);
    const workers = [0, 1, 2].map(() => testQueue(async () => ({ outcome: "done" })));
    await Promise.all(workers.map(({ queue }) => queue.runDue(100)));
    const counts = new Map<number, number>();
    for (const { attempts } of workers) for (const [id, n] of attempts) counts.set(id, (counts.get(id) ?? 0) + n);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const rows = await db.selectFrom("mail_outbox").select("status").execute();
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  });
});
