/**
 * An online, consistent backup of the site's database, taken while the site runs.
 *   npm run backup -- /var/backups/northbridge/site-2026-11-23.db
 * SQLite (the default): SQLite's online backup API through better-sqlite3, so the copy holds
 * every committed write, including those still in the write-ahead log (`site.db-wal`) that a
 * copy of `site.db` alone would lose. The copy is written beside the target and renamed into
 * place once it has passed SQLite's integrity check, so a target never holds half a backup.
 * PostgreSQL (DATABASE_URL=postgres://…): runs `pg_dump --format=custom` to the target; restore
 * with `pg_restore`. Reads the same settings as the site (DATA_DIR / DATABASE_URL). Every
 * submission and resume, chat leads and the cookie-signing secret live in the database, so it is
 * the only thing to back up.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { parseConfig } from "../app/config/config.server";

const SUBMISSION_TABLES = ["contact_messages", "bookings", "applications"] as const;

// As db.server's isPostgresUrl; importing that module would open the database read-write.
const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

function sqliteFile(databaseUrl: string): string {
  return path.resolve(databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : databaseUrl);
}

async function backupSqlite(source: string, target: string): Promise<string> {
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  if (path.resolve(target) === source) throw new Error("the backup cannot overwrite the database it copies");
  const partial = `${target}.partial-${process.pid}`;
  const database = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    // All pages in one step: one read snapshot, which in WAL mode never holds up the site's writes.
    await database.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    database.close();
  }
  const copy = new SQLite(partial);
  try {
    // The copy keeps the source's WAL mode; as a rollback-journal database it is one self-contained file.
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`the copy failed SQLite's integrity check: ${String(check)}`);
    const counts = SUBMISSION_TABLES.map(
      (table) => `${table} ${(copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n}`,
    );
    copy.close();
    fs.renameSync(partial, target);
    return counts.join(", ");
  } catch (error) {
    if (copy.open) copy.close();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** pg_dump with the password in its environment, not on a command line every user can list. */
async function backupPostgres(databaseUrl: string, target: string): Promise<string> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const partial = `${target}.partial-${process.pid}`;
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn("pg_dump", ["--format=custom", "--no-owner", `--file=${partial}`, `--dbname=${url.href}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error("pg_dump is not installed (Debian: apt-get install postgresql-client)")
          : error,
      ),
    );
    child.on("exit", resolve);
  });
  if (code !== 0) {
    fs.rmSync(partial, { force: true });
    throw new Error(`pg_dump exited with ${code}`);
  }
  fs.renameSync(partial, target);
  return "pg_dump custom format; restore with pg_restore --clean --if-exists --no-owner";
}

async function main() {
  const target = process.argv[2];
  if (!target || target.startsWith("-")) {
    console.error("usage: npm run backup -- <backup file>");
    process.exit(2);
  }
  const resolved = path.resolve(target);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const { databaseUrl } = parseConfig(process.env);
  const started = Date.now();
  const summary = isPostgresUrl(databaseUrl)
    ? await backupPostgres(databaseUrl, resolved)
    : await backupSqlite(sqliteFile(databaseUrl), resolved);
  console.log(`backup written to ${resolved} in ${Date.now() - started} ms (${summary})`);
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
