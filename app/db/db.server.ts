import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import { getConfig } from "~/config/config.server";
import { isPostgres } from "./dialect.server";
import { migrations } from "./migrations.server";
import type { Database } from "./schema.server";

export type { Database };

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

function openSqlite(file: string): Kysely<Database> {
  const filename = file.startsWith("file:") ? file.slice("file:".length) : file;
  fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const connection = new SQLite(filename);
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  // better-sqlite3 waits for a lock on the event loop: a write held up by another process (the
  // CLI, a backup) gives up after a quarter second (SQLITE_BUSY_TIMEOUT_MS) and the visitor is
  // asked to try again.
  connection.pragma(`busy_timeout = ${getConfig().sqliteBusyTimeoutMs}`);
  connection.pragma("foreign_keys = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
}

function openPostgres(url: string): Kysely<Database> {
  // Required here rather than imported: a site on SQLite never loads the driver, about a fifteenth
  // of its start.
  const pg = createRequire(import.meta.url)("pg") as typeof import("pg");
  // count(*) and other bigint results arrive as strings by default; ours fit a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({
    connectionString: url,
    max: getConfig().databasePoolSize,
    connectionTimeoutMillis: 10_000,
  });
  // A connection the server ends (a restart, pg_terminate_backend) emits 'error' on its client.
  // The pool listens only while a client is idle; a client lent out — inside a transaction,
  // between two queries — has no listener, and the error would be uncaught. So every client gets
  // its own, for its whole life; the query that used it fails and is answered "try again", and
  // the pool replaces it. (The pool's own event repeats the idle case: the line is logged here.)
  pool.on("connect", (client) =>
    client.on("error", (error) => console.error("database connection lost:", error.message)),
  );
  pool.on("error", () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function createDb(): Kysely<Database> {
  const { databaseUrl } = getConfig();
  return isPostgresUrl(databaseUrl) ? openPostgres(databaseUrl) : openSqlite(databaseUrl);
}

export const db: Kysely<Database> = createDb();

/** Brings the schema to the latest migration; run once at start-up (instances may race: kysely locks). */
export async function migrateToLatest(): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error") console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}

/**
 * Runs start-up work in one transaction that only one instance at a time may hold (several
 * instances starting together on PostgreSQL would otherwise all see an empty table and all seed).
 */
export async function withStartupLock<T>(name: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
    return work(trx);
  });
}

export async function databaseAnswers(): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export async function closeDb(): Promise<void> {
  await db.destroy();
}
