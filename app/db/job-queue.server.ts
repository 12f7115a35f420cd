import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { getConfig } from "~/config/config.server";
import { db } from "./db.server";
import { isPostgres } from "./dialect.server";
import { isDatabaseUnavailable } from "./unavailable.server";

/**
 * The one job queue both outboxes use (deliveries to the admin API, e-mails): rows of a table with
 * `status`, `attempts`, `next_attempt_at`, `claimed_until`, `claimed_by` and `last_error`.
 * A worker claims one due row with a lease (OUTBOX_CLAIM_MS) that outlasts the attempt's hard
 * limit (OUTBOX_ATTEMPT_TIMEOUT_MS, at most half the lease): the attempt gets an AbortSignal for
 * that limit, is cut there (its request aborted, its connection closed), and no other worker can
 * take the row before it has surely ended — with no renewal to write, so a database outage during
 * the attempt cannot let a second attempt start. A lease left by a process that died expires and
 * another instance takes the row. An attempt's result is written even across a database outage
 * (it waits for the database). A failed attempt is tried again after an exponential backoff, and
 * the row becomes `failed` after OUTBOX_MAX_ATTEMPTS for staff to see and retry. An attempt whose
 * partner may have taken the job without saying so (cut while waiting for the answer) becomes
 * `unknown`: never retried by itself, since the partner may still complete it; staff check and
 * retry. On PostgreSQL the claim locks the row and skips rows other instances are claiming right
 * now, so concurrent instances each take a different row.
 * See docs/decisions/0004-outbox-at-least-once.md and 0024-attempts-end-inside-their-claim.md.
 */
export type QueueTable = "outbox" | "mail_outbox";

/** This process's name on the rows its workers claim: a claim outlives a killed process until it expires. */
export const workerInstanceId = crypto.randomUUID();

const MAX_BACKOFF_MS = 10 * 60_000;

/** Delay before attempt `attempts + 1`: doubles from OUTBOX_BASE_BACKOFF_MS, at most 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, getConfig().outboxBaseBackoffMs * 2 ** Math.max(0, attempts - 1));
}

/** What an attempt came to. */
export type JobResult =
  /** Finished for good: the row takes `status` (the queue's done status unless given) and `set`. */
  | { outcome: "done"; status?: string; set?: Record<string, string | null> }
  /** Try again after the backoff (or give up as `failed` after the last allowed attempt). */
  | { outcome: "retry"; error: string }
  /** No attempt can ever succeed: `failed` now. */
  | { outcome: "failed"; error: string }
  /** The partner may have taken the job without confirming it: `unknown`, left for staff, never retried by itself. */
  | { outcome: "unknown"; error: string };

/** Thrown into an attempt's signal when its time limit (OUTBOX_ATTEMPT_TIMEOUT_MS) is reached. */
export class AttemptTimeLimitError extends Error {
  constructor(limitMs: number) {
    super(`no answer within the attempt's limit of ${limitMs} ms`);
    this.name = "AttemptTimeLimitError";
  }
}

export interface JobQueue<Attempt> {
  /** Claims the given row now (if it is pending and unclaimed), attempts it, records the result. */
  runNow(id: number): Promise<Attempt | null>;
  /** Attempts every due row, one at a time; returns how many were attempted. */
  runDue(max?: number): Promise<number>;
  /** Runs a pass now (or right after the current one). */
  kick(): void;
  /** Polls for due rows (retries, rows left by a crashed instance) while the server runs. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  /** "Retry now" from the desk: a failed, unknown or waiting row is due again with a fresh count of attempts. */
  retry(id: number): Promise<boolean>;
}

export interface QueueSpec<Attempt> {
  table: QueueTable;
  /** For log lines. */
  name: string;
  /** The status a row takes when its job is done ("delivered", "sent") and the column stamped with the time. */
  doneStatus: string;
  doneAtColumn: string;
  /** Whether the queue works at all (no admin API or no mail server: nothing to do). */
  enabled: () => boolean;
  /**
   * One attempt at one row's job. `signal` aborts at the attempt's time limit: the attempt must
   * then end and close its connections (abort its fetch, destroy its SMTP connection).
   */
  attempt: (id: number, signal: AbortSignal) => Promise<Attempt>;
  /** What the attempt's outcome means for the row. */
  settle: (attempt: Attempt) => JobResult;
}

// Both tables have these columns; the queue's statements see either table through this one shape
// (a narrower view of the same database, so the cast below cannot widen what is written). The
// cast goes through unknown because the schema's `Generated<number>` id and a plain number do
// not compare: the one such cast the code base needs.
interface QueueRow {
  id: number;
  status: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
}
type QueueDatabase = Record<QueueTable, QueueRow>;
const queueDb = (): Kysely<QueueDatabase> => db as unknown as Kysely<QueueDatabase>;

export function jobQueue<Attempt>(spec: QueueSpec<Attempt>): JobQueue<Attempt> {
  const { table } = spec;

  async function claim(onlyId?: number): Promise<{ id: number; attempts: number } | null> {
    const nowIso = new Date().toISOString();
    const until = new Date(Date.now() + getConfig().outboxClaimMs).toISOString();
    return queueDb()
      .transaction()
      .execute(async (trx) => {
        let query = trx
          .selectFrom(table)
          .select(["id", "attempts"])
          .where("status", "=", "pending")
          .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", nowIso)]))
          .orderBy("id")
          .limit(1);
        query = onlyId === undefined ? query.where("next_attempt_at", "<=", nowIso) : query.where("id", "=", onlyId);
        if (isPostgres(trx)) query = query.forUpdate().skipLocked();
        const row = await query.executeTakeFirst();
        if (!row) return null;
        const updated = await trx
          .updateTable(table)
          .set({ claimed_until: until, claimed_by: workerInstanceId })
          .where("id", "=", row.id)
          .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", nowIso)]))
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) === 1 ? row : null;
      });
  }

  async function record(id: number, attempts: number, result: JobResult): Promise<void> {
    const release = { claimed_until: null, claimed_by: null, attempts };
    let set: Record<string, string | number | null>;
    if (result.outcome === "done") {
      set = { ...release, status: result.status ?? spec.doneStatus, last_error: null, ...result.set };
      if (!result.status) set[spec.doneAtColumn] = new Date().toISOString();
    } else if (result.outcome === "unknown") {
      set = { ...release, status: "unknown", last_error: result.error.slice(0, 500) };
    } else if (result.outcome === "failed" || attempts >= getConfig().outboxMaxAttempts) {
      set = { ...release, status: "failed", last_error: result.error.slice(0, 500) };
    } else {
      set = {
        ...release,
        last_error: result.error.slice(0, 500),
        next_attempt_at: new Date(Date.now() + backoffMs(attempts)).toISOString(),
      };
    }
    let update = queueDb().updateTable(table).set(set).where("id", "=", id);
    // A job done is done, whoever holds the row now; a retry or a failure is only this claim's to
    // write (had it lapsed and another instance taken the row, releasing it would free it twice).
    if (result.outcome !== "done") update = update.where("claimed_by", "=", workerInstanceId);
    await update.execute();
  }

  /**
   * Records an attempt's result, and keeps trying while the database is unavailable (a PostgreSQL
   * restart): a partner that accepted the job must not be sent it again because the "done" could not
   * be written the first time.
   */
  async function recordUntilStored(id: number, attempts: number, result: JobResult): Promise<void> {
    for (let wait = 100, told = false; ; wait = Math.min(wait * 2, 2000)) {
      try {
        await record(id, attempts, result);
        return;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        if (!told)
          console.error(
            `${spec.name}: the result of row ${id} (${result.outcome}) waits for the database: ${(error as Error).message}`,
          );
        told = true;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /**
   * Attempts a row this worker has just claimed. The attempt's time limit runs from the claim; an
   * attempt that has not ended by then (one that ignores its signal) is recorded `unknown` at once,
   * as whatever it still does might reach the partner. Its own late result is then ignored.
   */
  async function run(row: { id: number; attempts: number }): Promise<Attempt | null> {
    const limitMs = getConfig().outboxAttemptTimeoutMs;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const cut = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new AttemptTimeLimitError(limitMs));
        // The attempt gets a moment to end on its own (closing its sockets, classifying the abort).
        setTimeout(resolve, Math.min(1000, limitMs), null).unref();
      }, limitMs);
    });
    try {
      const attempt = await Promise.race([spec.attempt(row.id, controller.signal), cut]);
      const result: JobResult =
        attempt === null
          ? { outcome: "unknown", error: new AttemptTimeLimitError(limitMs).message }
          : spec.settle(attempt);
      await recordUntilStored(row.id, row.attempts + 1, result);
      return attempt;
    } finally {
      clearTimeout(timer);
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const queue: JobQueue<Attempt> = {
    async runNow(id) {
      const row = await claim(id);
      return row ? run(row) : null;
    },
    async runDue(max = 50) {
      let attempted = 0;
      while (attempted < max) {
        const row = await claim();
        if (!row) break;
        attempted++;
        await run(row);
      }
      return attempted;
    },
    // Never two passes at once in one process; a pass asked for while one runs happens right after it.
    kick() {
      if (!spec.enabled()) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await queue.runDue();
          } catch (error) {
            console.error(`${spec.name} pass failed:`, error instanceof Error ? error.message : error);
          }
        } while (again);
      })().finally(() => {
        running = null;
      });
    },
    start(intervalMs = getConfig().outboxPollMs) {
      if (!spec.enabled() || timer) return;
      timer = setInterval(() => queue.kick(), intervalMs);
      timer.unref();
      queue.kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    async retry(id) {
      const result = await queueDb()
        .updateTable(table)
        .set({ status: "pending", attempts: 0, next_attempt_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("status", "in", ["pending", "failed", "unknown"])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      queue.kick();
      return true;
    },
  };
  return queue;
}
