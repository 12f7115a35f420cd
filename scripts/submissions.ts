/**
 * Staff view of what visitors sent.
 *   npm run submissions                      recent submissions of each kind, with delivery state
 *   npm run submissions -- --csv contact     every contact message as CSV (also: booking, application, chat)
 *   npm run submissions -- --limit 50        more rows per kind
 *   npm run submissions -- --resume 12       writes application #12's resume to the current folder
 * Reads the same database as the site (DATA_DIR / DATABASE_URL), as it is: it never migrates it.
 */
import fs from "node:fs";
import path from "node:path";
import { closeDb, db } from "../app/db/db.server";
import type { DeskItemKind, SubmissionKind } from "../app/db/schema.server";
import { SUBMISSION_TABLES, submissionRows, toCsv } from "../app/desk/export.server";
import { printable } from "../app/desk/submission-format";

const kinds: DeskItemKind[] = [...(Object.keys(SUBMISSION_TABLES) as SubmissionKind[]), "chat"];

const args = process.argv.slice(2);
const csvKind = args.includes("--csv") ? (args[args.indexOf("--csv") + 1] as DeskItemKind) : undefined;
const limitArg = args.includes("--limit") ? Number(args[args.indexOf("--limit") + 1]) : 10;
const resumeId = args.includes("--resume") ? Number(args[args.indexOf("--resume") + 1]) : undefined;

/** Writes one application's resume next to the caller under a name that cannot escape the folder. */
async function exportResume(id: number) {
  const row = await db
    .selectFrom("applications")
    .select(["resume_data", "resume_path", "resume_name"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Error(`no application #${id}`);
  const bytes = row.resume_data ?? (row.resume_path ? fs.readFileSync(row.resume_path) : null);
  if (!bytes) throw new Error(`application #${id} came without a resume`);
  const safeName = path.basename(row.resume_name ?? "resume").replace(/[^\w .()-]/g, "_");
  const target = path.resolve(`application-${id}-${safeName}`);
  fs.writeFileSync(target, bytes, { flag: "wx" });
  console.log(`${target} (${bytes.length} bytes)`);
}

const rows = (kind: DeskItemKind, limit?: number) => submissionRows(kind, limit);

const migrated = await db
  .selectFrom("desk_items")
  .select("item_id")
  .limit(1)
  .execute()
  .then(() => true)
  .catch(() => false);
if (!migrated) {
  console.error(
    "This database is not set up for this version yet: start the site once on it (it migrates the database), then run this again.",
  );
  await closeDb();
  process.exit(1);
}
try {
  if (resumeId !== undefined) {
    await exportResume(resumeId);
  } else if (csvKind) {
    if (!kinds.includes(csvKind)) throw new Error(`--csv takes one of: ${kinds.join(", ")}`);
    process.stdout.write(toCsv(await rows(csvKind)));
  } else {
    for (const kind of kinds) {
      const list = await rows(kind, limitArg);
      console.log(`\n${kind} (${list.length} most recent)`);
      for (const row of list) {
        if (kind === "chat") {
          const handoff = row.handoff_requested_at ? " asks for a person" : "";
          console.log(
            `  #${row.id} ${row.created_at} ${printable(row.name)} <${printable(row.email)}> ${printable(row.company_name)} [${row.messages} messages${handoff}]`,
          );
          continue;
        }
        const delivery = row.delivery
          ? `${row.delivery}${row.attempts ? `, ${row.attempts} attempt(s)` : ""}`
          : "stored (no API configured)";
        const extra =
          kind === "booking"
            ? ` ${printable(row.role)} ${printable(row.price)}`
            : kind === "application"
              ? ` ${printable(row.job_name)}${row.resume_name ? ` resume: ${printable(row.resume_name)} (${row.resume_bytes != null ? `${row.resume_bytes} bytes` : "on disk"}, --resume ${row.id})` : ""}`
              : "";
        const failure = row.delivery === "failed" && row.last_error ? ` last error: ${printable(row.last_error)}` : "";
        console.log(
          `  #${row.id} ${row.created_at} ${printable(row.name)} <${printable(row.email)}>${extra} [${delivery}${failure}]`,
        );
      }
    }
  }
} finally {
  await closeDb();
}
