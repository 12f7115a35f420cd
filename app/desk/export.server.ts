import { csvCell } from "./submission-format";
import { db } from "~/db/db.server";
import type { DeskItemKind, SubmissionKind } from "~/db/schema.server";

export const SUBMISSION_TABLES = {
  contact: "contact_messages",
  booking: "bookings",
  application: "applications",
} as const;

/**
 * Every stored item of one kind, newest first, with its delivery state to the provider's API
 * (chat leads are not delivered) and its desk status; a resume appears as its size. The staff
 * listing on the command line and the desk's CSV export both read this.
 */
export async function submissionRows(kind: DeskItemKind, limit?: number): Promise<Record<string, unknown>[]> {
  if (kind === "chat") {
    let query = db
      .selectFrom("chat_leads")
      .leftJoin("desk_items", (join) =>
        join.onRef("desk_items.item_id", "=", "chat_leads.id").on("desk_items.kind", "=", "chat"),
      )
      .select([
        "chat_leads.id",
        "chat_leads.created_at",
        "chat_leads.name",
        "chat_leads.email",
        "chat_leads.phone_number",
        "chat_leads.company_name",
        "chat_leads.contact_method",
        "chat_leads.handoff_requested_at",
        "chat_leads.handoff_reason",
        "desk_items.status as desk_status",
        (eb) =>
          eb
            .selectFrom("chat_messages")
            .select((m) => m.fn.countAll<number>().as("n"))
            .whereRef("chat_messages.lead_id", "=", "chat_leads.id")
            .as("messages"),
      ])
      .orderBy("chat_leads.id", "desc");
    if (limit) query = query.limit(limit);
    return (await query.execute()).map((row) => ({ ...row, desk_status: row.desk_status ?? "new" }));
  }
  const table = SUBMISSION_TABLES[kind as SubmissionKind];
  let query = db
    .selectFrom(table)
    .leftJoin("outbox", (join) => join.onRef("outbox.submission_id", "=", `${table}.id`).on("outbox.kind", "=", kind))
    .leftJoin("desk_items", (join) =>
      join.onRef("desk_items.item_id", "=", `${table}.id`).on("desk_items.kind", "=", kind),
    )
    .selectAll(table)
    .select([
      "outbox.status as delivery",
      "outbox.attempts as attempts",
      "outbox.api_message as api_message",
      "outbox.last_error as last_error",
      "desk_items.status as desk_status",
    ])
    .orderBy(`${table}.id`, "desc");
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(({ resume_data, ...row }: Record<string, unknown>) => ({
    ...row,
    desk_status: row.desk_status ?? "new",
    ...(kind === "application"
      ? { resume_bytes: Buffer.isBuffer(resume_data) || resume_data instanceof Uint8Array ? resume_data.length : null }
      : {}),
  }));
}

/** Rows as CSV, oldest first, every cell safe in comma, semicolon and tab spreadsheets. */
export function toCsv(rows: Record<string, unknown>[], emptyColumns = ["id"]): string {
  const ordered = [...rows].reverse();
  const columns = ordered[0] ? Object.keys(ordered[0]) : emptyColumns;
  return [columns.join(","), ...ordered.map((row) => columns.map((c) => csvCell(row[c])).join(","))].join("\n") + "\n";
}
