import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import { getConfig } from "./config.server";
import { migrations } from "./migrations.server";
import type { Database } from "./schema.server";
import { singleton } from "~/utils/singleton.server";

export type { Database };

function openSqlite(file: string): Kysely<Database> {
  const filename = file.startsWith("file:") ? file.slice("file:".length) : file;
  fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const connection = new SQLite(filename);
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
}

function createDb(): Kysely<Database> {
  const { databaseUrl } = getConfig();
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL: PostgreSQL is not supported by this build yet; use a SQLite path");
  }
  return openSqlite(databaseUrl);
}

export const db: Kysely<Database> = singleton("db", createDb);

/** Brings the schema to the latest migration; run once at start-up. */
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
