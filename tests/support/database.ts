import path from "node:path";
import SQLite from "better-sqlite3";

/** Read-only access to the e2e server's own SQLite database, to check what it stored. */
export function siteDatabase(dataDir = process.env.E2E_DATA_DIR!) {
  const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

export function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = siteDatabase();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
