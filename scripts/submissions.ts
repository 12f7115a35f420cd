/**
 * Staff view of what visitors sent.
 *   npm run submissions                      recent submissions of each kind, with delivery state
 *   npm run submissions -- --csv contact     every contact message as CSV (also: booking, application)
 *   npm run submissions -- --limit 50        more rows per kind
 *   npm run submissions -- --resume 12       writes application #12's resume to the current folder
 * Reads the same database as the site (DATA_DIR / DATABASE_URL), as it is: it never migrates it.
 */
import fs from "node:fs";
import path from "node:path";
import { closeDb, db } from "../app/models/db.server";
import type { SubmissionKind } from "../app/models/schema.server";
import { csvCell, printable } from "./submission-format";

const tables = { contact: "contact_messages", booking: "bookings", application: "applications" } as const;

const args = process.argv.slice(2);
const csvKind = args.includes("--csv") ? (args[args.indexOf("--csv") + 1] as SubmissionKind) : undefined;
const limitArg = args.includes("--limit") ? Number(args[args.indexOf("--limit") + 1]) : 10;
const resumeId = args.includes("--resume") ? Number(args[args.indexOf("--resume") + 1]) : undefined;

/** Writes one application's resume next to the caller under a name that cannot escape the folder. */
async function exportResume(id: number) {
  const row = await db.selectFrom("applications").select(["resume_data", "resume_path", "resume_name"]).where("id", "=", id).executeTakeFirst();
  if (!row) throw new Error(`no application #${id}`);
  const bytes = row.resume_data ?? (row.resume_path ? fs.readFileSync(row.resume_path) : null);
  if (!bytes) throw new Error(`application #${id} came without a resume`);
  const safeName = path.basename(row.resume_name ?? "resume").replace(/[^\w .()-]/g, "_");
  const target = path.resolve(`application-${id}-${safeName}`);
  fs.writeFileSync(target, bytes, { flag: "wx" });
  console.log(`${target} (${bytes.length} bytes)`);
}

async function rows(kind: SubmissionKind, limit?: number) {
  let query = db
    .selectFrom(tables[kind])
    .leftJoin("outbox", (join) => join.onRef("outbox.submission_id", "=", `${tables[kind]}.id`).on("outbox.kind", "=", kind))
    .selectAll(tables[kind])
    .select(["outbox.status as delivery", "outbox.attempts as attempts", "outbox.api_message as api_message", "outbox.last_error as last_error"])
    .orderBy(`${tables[kind]}.id`, "desc");
  if (limit) query = query.limit(limit);
  // The resume itself is exported with --resume; lists show its size.
  return (await query.execute()).map(({ resume_data, ...row }: Record<string, unknown>) =>
    kind === "application" ? { ...row, resume_bytes: Buffer.isBuffer(resume_data) ? resume_data.length : null } : row,
  );
}

const migrated = await db
  .selectFrom("outbox")
  .select("id")
  .limit(1)
  .execute()
  .then(() => true)
  .catch(() => false);
if (!migrated) {
  console.error("This database has no submissions tables yet: start the site once on it (it sets the database up), then run this again.");
  await closeDb();
  process.exit(1);
}
try {
  if (resumeId !== undefined) {
    await exportResume(resumeId);
  } else if (csvKind) {
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
        const extra =
          kind === "booking"
            ? ` ${printable(row.role)} ${printable(row.price)}`
            : kind === "application"
              ? ` ${printable(row.job_name)}${row.resume_name ? ` resume: ${printable(row.resume_name)} (${row.resume_bytes != null ? `${row.resume_bytes} bytes` : "on disk"}, --resume ${row.id})` : ""}`
              : "";
        const failure = row.delivery === "failed" && row.last_error ? ` last error: ${printable(row.last_error)}` : "";
        console.log(`  #${row.id} ${row.created_at} ${printable(row.name)} <${printable(row.email)}>${extra} [${delivery}${failure}]`);
      }
    }
  }
} finally {
  await closeDb();
}
