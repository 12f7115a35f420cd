import { PostgresAdapter, type Kysely } from "kysely";

/** The few places where SQLite and PostgreSQL need different SQL ask this. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
