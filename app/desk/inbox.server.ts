import { sql, type SelectQueryBuilder } from "kysely";
import { db } from "~/db/db.server";
import type { Database, DeskItemKind, DeskStatus } from "~/db/schema.server";
import { DESK_KINDS } from "./desk-kinds";
import { HANDOFF_SUMMARY } from "./desk-labels";
import { EXPORT_LIMIT } from "./inbox-filter";

/** The inbox: every kind of item in one list, filtered as staff ask; the CSV export reads the same view. */

export const PAGE_SIZE = 25;

export interface InboxFilter {
  kind?: DeskItemKind;
  status?: DeskStatus;
  q?: string;
  page: number;
}

type InboxRow = { kind: DeskItemKind; id: number; created_at: string; name: string; email: string; company: string; summary: string };

/** One select per kind, all shaped alike, so the inbox is their union. */
function kindQuery(kind: DeskItemKind): SelectQueryBuilder<Database, never, InboxRow> {
  const kindValue = sql<DeskItemKind>`${sql.lit(kind)}`.as("kind");
  const none = sql<string>`${sql.lit("")}`.as("company");
  switch (kind) {
    case "contact":
      return db.selectFrom("contact_messages").select([kindValue, "id", "created_at", "name", "email", none, "comment as summary"]) as never;
    case "booking":
      return db.selectFrom("bookings").select([kindValue, "id", "created_at", "name", "email", none, sql<string>`role || ' ' || price`.as("summary")]) as never;
    case "application":
      return db.selectFrom("applications").select([kindValue, "id", "created_at", "name", "email", none, "job_name as summary"]) as never;
    case "chat":
      return db
        .selectFrom("chat_leads")
        .select([
          kindValue,
          "id",
          "created_at",
          "name",
          "email",
          "company_name as company",
          sql<string>`case when handoff_requested_at is not null then ${sql.lit(HANDOFF_SUMMARY)} else ${sql.lit("Chat lead")} end`.as("summary"),
        ]) as never;
  }
}

/** `%text%` for LIKE, with the visitor's own % and _ taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The items the filter admits (all pages), joined to their desk status. */
function filteredItems(filter: Omit<InboxFilter, "page">) {
  const kinds = filter.kind ? [filter.kind] : DESK_KINDS;
  const union = kinds.map(kindQuery).reduce((all, next) => all.unionAll(next));
  let query = db
    .selectFrom(union.as("items"))
    .leftJoin("desk_items", (join) => join.onRef("desk_items.kind", "=", "items.kind").onRef("desk_items.item_id", "=", "items.id"));
  if (filter.status) {
    const status = filter.status;
    query = query.where(sql<DeskStatus>`coalesce(desk_items.status, ${sql.lit("new")})`, "=", status);
  }
  const q = filter.q?.trim().slice(0, 100);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or(
        (["items.name", "items.email", "items.company"] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, "like", sql<string>`${pattern} escape '\\'`),
        ),
      ),
    );
  }
  return query
    .select([
      "items.kind",
      "items.id",
      "items.created_at",
      "items.name",
      "items.email",
      "items.company",
      "items.summary",
      sql<DeskStatus>`coalesce(desk_items.status, ${sql.lit("new")})`.as("status"),
    ])
    .orderBy("items.created_at", "desc")
    .orderBy("items.kind")
    .orderBy("items.id", "desc");
}

export async function listInbox(filter: InboxFilter) {
  const query = filteredItems(filter);
  const [{ total }] = await db
    .selectFrom(query.clearOrderBy().as("view"))
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .execute();
  const rows = await query
    .limit(PAGE_SIZE)
    .offset((filter.page - 1) * PAGE_SIZE)
    .execute();
  return {
    items: rows.map((row) => ({ ...row, summary: row.summary.length > 140 ? `${row.summary.slice(0, 139)}…` : row.summary })),
    total: Number(total),
    pages: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)),
  };
}

/** Every item of the view, in the inbox's order (newest first), up to EXPORT_LIMIT: what the CSV export holds. */
export async function inboxView(filter: Omit<InboxFilter, "page">) {
  return filteredItems(filter).limit(EXPORT_LIMIT).execute();
}
