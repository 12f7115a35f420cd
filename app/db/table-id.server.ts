import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "./dialect.server";

/** An auto-numbered integer primary key on either database. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (col: ColumnDefinitionBuilder) => col.primaryKey())
    : table.addColumn("id", "integer", (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
}
