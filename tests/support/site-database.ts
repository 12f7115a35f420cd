import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { createPostgresDatabase, testPostgresUrl } from "./postgres";

/** The back-ends a spec runs its site on: SQLite always, PostgreSQL when TEST_DATABASE_URL names a server. */
export const BACKENDS = ["sqlite", ...(testPostgresUrl ? ["postgres" as const] : [])] as const;
export type Backend = (typeof BACKENDS)[number];

export interface SiteWithDatabase extends SiteProcess {
  backend: Backend;
  /** The site's own DATABASE_URL (a new PostgreSQL database), or undefined for its SQLite file. */
  databaseUrl?: string;
  /** Environment for the staff command line against this site's database. */
  cliEnv: Record<string, string>;
  /** Reads or writes the site's database; `?` placeholders on either back-end. */
  query: <T = Record<string, unknown>>(text: string, ...params: unknown[]) => Promise<T[]>;
}

/** Starts the built site on a database of its own, on the back-end asked for. */
export async function startSiteOn(backend: Backend, env: Record<string, string> = {}): Promise<SiteWithDatabase> {
  const databaseUrl = backend === "postgres" ? await createPostgresDatabase("staffteam") : undefined;
  const site = await startSite(
    { ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { startTimeoutMs: 60_000 },
  );
  const cliEnv = { DATA_DIR: site.dataDir, SITE_URL: site.url, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const query = async <T>(text: string, ...params: unknown[]): Promise<T[]> => {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows as T[];
      } finally {
        await client.end();
      }
    }
    const db = new SQLite(path.join(site.dataDir, "site.db"));
    db.pragma("busy_timeout = 5000");
    try {
      const statement = db.prepare(text);
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
    } finally {
      db.close();
    }
  };
  return Object.assign(site, { backend, databaseUrl, cliEnv, query });
}
