import { PostgresAdapter } from "kysely";

/** The few places where SQLite and PostgreSQL need different SQL ask this (of any Kysely or transaction). */
export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
