/**
 * Staff view of what visitors sent.
 *   npm run submissions                      recent submissions of each kind, with delivery state
 *   npm run submissions -- --csv contact     every contact message as CSV (also: booking, application)
 *   npm run submissions -- --limit 50        more rows per kind
 * Reads the same database as the site (DATA_DIR / DATABASE_URL).
 */
import { closeDb, db, migrateToLatest } from "../app/models/db.server";
import type { SubmissionKind } from "../app/models/schema.server";

const tables = { contact: "contact_messages", booking: "bookings", application: "applications" } as const;

const args = process.argv.slice(2);
const csvKind = args.includes("--csv") ? (args[args.indexOf("--csv") + 1] as SubmissionKind) : undefined;
const limitArg = args.includes("--limit") ? Number(args[args.indexOf("--limit") + 1]) : 10;

function csvCell(value: unknown): string {
  const text = value == null ? "" : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

async function rows(kind: SubmissionKind, limit?: number) {
  let query = db
    .selectFrom(tables[kind])
    .leftJoin("outbox", (join) => join.onRef("outbox.submission_id", "=", `${tables[kind]}.id`).on("outbox.kind", "=", kind))
    .selectAll(tables[kind])
    .select(["outbox.status as delivery", "outbox.attempts as attempts", "outbox.api_message as api_message", "outbox.last_error as last_error"])
    .orderBy(`${tables[kind]}.id`, "desc");
  if (limit) query = query.limit(limit);
  return (await query.execute()) as Record<string, unknown>[];
}

await migrateToLatest();
try {
  if (csvKind) {
    if (!(csvKind in tables)) throw new Error(`--csv takes one of: ${Object.keys(tables).join(", ")}`);
    const list = (await rows(csvKind)).reverse();
    const columns = list[0] ? Object.keys(list[0]) : ["id"];
    process.stdout.write(`${columns.join(",")}\n`);
    for (const row of list) process.stdout.write(`${columns.map((c) => csvCell(row[c])).join(",")}\n`);
  } else {
    for (const kind of Object.keys(tables) as SubmissionKind[]) {
      const list = await rows(kind, limitArg);
      console.log(`\n${kind} (${list.length} most recent)`);
      for (const row of list) {
        const delivery = row.delivery ? `${row.delivery}${row.attempts ? `, ${row.attempts} attempt(s)` : ""}` : "stored (no API configured)";
        const extra = kind === "booking" ? ` ${row.role} ${row.price}` : kind === "application" ? ` ${row.job_name}${row.resume_path ? ` resume: ${row.resume_path}` : ""}` : "";
        console.log(`  #${row.id} ${row.created_at} ${row.name} <${row.email}>${extra} [${delivery}]`);
      }
    }
  }
} finally {
  await closeDb();
}
