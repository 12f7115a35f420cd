import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import { db } from "~/db/db.server";
import { isPostgres } from "~/db/dialect.server";
import type { Database, DeskItemKind, DeskStatus } from "~/db/schema.server";
import { DESK_KINDS } from "./desk-kinds";
import { HANDOFF_SUMMARY, plainChatText } from "./desk-labels";
import { EXPORT_LIMIT } from "./inbox-filter";
import { excerpt, fts5Query, searchWords, tsQuery } from "./search-terms";
import { printable } from "./submission-format";

/** The inbox: every kind of item in one list, filtered as staff ask; the CSV export reads the same view. */

export const PAGE_SIZE = 25;

export interface InboxFilter {
  kind?: DeskItemKind;
  /** The kinds the reader's role may see (all when absent). */
  kinds?: DeskItemKind[];
  status?: DeskStatus;
  q?: string;
  /** Received on or after this day, on or before `to` (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
  /** Applications for this job only. */
  job?: number;
  /** Everything this address sent (compared in lower case): a person's page. */
  email?: string;
  /** Items assigned to this account, or to nobody ("none"). */
  assignee?: number | "none";
  page: number;
}

type InboxRow = {
  kind: DeskItemKind;
  id: number;
  created_at: string;
  name: string;
  email: string;
  company: string;
  summary: string;
};

/** One select per kind, all shaped alike, so the inbox is their union. */
function kindQuery(kind: DeskItemKind): SelectQueryBuilder<Database, never, InboxRow> {
  const kindValue = sql<DeskItemKind>`${sql.lit(kind)}`.as("kind");
  const none = sql<string>`${sql.lit("")}`.as("company");
  switch (kind) {
    case "contact":
      return db
        .selectFrom("contact_messages")
        .select([kindValue, "id", "created_at", "name", "email", none, "comment as summary"]) as never;
    case "booking":
      return db
        .selectFrom("bookings")
        .select([
          kindValue,
          "id",
          "created_at",
          "name",
          "email",
          none,
          sql<string>`role || ' ' || price`.as("summary"),
        ]) as never;
    case "application":
      return db
        .selectFrom("applications")
        .select([kindValue, "id", "created_at", "name", "email", none, "job_name as summary"]) as never;
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
          sql<string>`case when handoff_requested_at is null then ${sql.lit("Chat lead")} when handoff_kind = 'unanswered' then ${sql.lit(HANDOFF_SUMMARY.unanswered)} when handoff_kind = 'complaint' then ${sql.lit(HANDOFF_SUMMARY.complaint)} else ${sql.lit(HANDOFF_SUMMARY.person)} end`.as(
            "summary",
          ),
        ]) as never;
  }
}

/** `%text%` for LIKE, with the visitor's own % and _ taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The items whose full text matches every word, with a rank (higher is better) and the text the
 * excerpt is cut from: the database's own full-text search, fed only plain words.
 */
function searchHits(words: string[]) {
  const text = sql`substr(details || ' ' || transcript, 1, 20000)`;
  return isPostgres(db)
    ? sql<SearchHit>`(select kind, item_id, ts_rank(doc, to_tsquery('simple', ${tsQuery(words)})) as rank, ${text} as text from desk_search where doc @@ to_tsquery('simple', ${tsQuery(words)}))`
    : sql<SearchHit>`(select kind, item_id, -bm25(desk_search) as rank, ${text} as text from desk_search where desk_search match ${fts5Query(words)})`;
}
type SearchHit = { kind: DeskItemKind; item_id: number; rank: number; text: string };

/** The items the filter admits (all pages), joined to their desk status; ranked when searched, else newest first. */
function filteredItems(filter: Omit<InboxFilter, "page">) {
  const allowed = filter.kinds ?? DESK_KINDS;
  const wanted: DeskItemKind[] = filter.job ? ["application"] : filter.kind ? [filter.kind] : allowed;
  const kinds = wanted.filter((kind) => allowed.includes(kind));
  const words = searchWords(filter.q);
  // A kind the role may not see leaves the view empty (the union still needs one select).
  const union = (kinds.length > 0 ? kinds : allowed.slice(0, 1))
    .map(kindQuery)
    .reduce((all, next) => all.unionAll(next));
  let query = db
    .selectFrom(union.as("items"))
    .leftJoin("desk_items", (join) =>
      join.onRef("desk_items.kind", "=", "items.kind").onRef("desk_items.item_id", "=", "items.id"),
    )
    .leftJoin("staff_users as assignee", "assignee.id", "desk_items.assigned_to");
  if (filter.assignee === "none") query = query.where("desk_items.assigned_to", "is", null);
  else if (filter.assignee) query = query.where("desk_items.assigned_to", "=", filter.assignee);
  if (kinds.length === 0) query = query.where(sql<boolean>`1 = 0`);
  if (filter.status) {
    const status = filter.status;
    query = query.where(sql<DeskStatus>`coalesce(desk_items.status, ${sql.lit("new")})`, "=", status);
  }
  if (filter.email) query = query.where(sql<string>`lower(items.email)`, "=", filter.email.toLowerCase());
  if (filter.from) query = query.where("items.created_at", ">=", `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where("items.created_at", "<", nextDay(filter.to));
  if (filter.job) {
    const job = filter.job;
    query = query.where("items.id", "in", db.selectFrom("applications").select("id").where("job_id", "=", job));
  }
  let searched = query.select([sql<number>`0`.as("rank"), sql<string | null>`null`.as("match_text")]);
  // Control characters (a NUL breaks PostgreSQL's text) are never part of a search.
  const q = printable(filter.q).trim().slice(0, 100);
  if (q) {
    // Names, e-mails and companies also match any part of them (an address's domain, "100%"), as before.
    const pattern = containsPattern(q);
    const partOf = (eb: ExpressionBuilder<never, never>) =>
      (["items.name", "items.email", "items.company"] as const).map((column) =>
        eb(sql`lower(${sql.ref(column)})`, "like", sql<string>`${pattern} escape '\\'`),
      );
    if (words.length) {
      searched = query
        .leftJoin(searchHits(words).as("hits"), (join) =>
          join.onRef("hits.kind" as never, "=", "items.kind").onRef("hits.item_id" as never, "=", "items.id"),
        )
        .where((eb) => eb.or([eb("hits.kind" as never, "is not", null), ...partOf(eb as never)]))
        .select([
          sql<number>`coalesce(hits.rank, 0)`.as("rank"),
          sql<string | null>`hits.text`.as("match_text"),
        ]) as never;
    } else {
      searched = searched.where((eb) => eb.or(partOf(eb as never)));
    }
  }
  const ranked = q ? searched.orderBy(sql`rank`, "desc") : searched;
  return ranked
    .select([
      "items.kind",
      "items.id",
      "items.created_at",
      "items.name",
      "items.email",
      "items.company",
      "items.summary",
      sql<DeskStatus>`coalesce(desk_items.status, ${sql.lit("new")})`.as("status"),
      "desk_items.assigned_to",
      sql<
        string | null
      >`case when assignee.display_name is null then assignee.email else assignee.display_name || ' (' || assignee.email || ')' end`.as(
        "assignee",
      ),
    ])
    .orderBy("items.created_at", "desc")
    .orderBy("items.kind")
    .orderBy("items.id", "desc");
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

export async function listInbox(filter: InboxFilter) {
  const query = filteredItems(filter);
  const words = searchWords(filter.q);
  const [{ total }] = await db
    .selectFrom(query.clearOrderBy().as("view"))
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .execute();
  const rows = await query
    .limit(PAGE_SIZE)
    .offset((filter.page - 1) * PAGE_SIZE)
    .execute();
  return {
    items: rows.map(({ match_text, rank: _rank, ...row }) => ({
      ...row,
      summary: row.summary.length > 140 ? `${row.summary.slice(0, 139)}…` : row.summary,
      // The transcript as staff read it elsewhere: Lexi's markdown links as their labels.
      excerpt: excerpt(plainChatText(match_text ?? ""), words),
    })),
    total: Number(total),
    pages: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)),
  };
}

/** The jobs applications were sent for, for the inbox's job filter. */
export async function applicationJobs() {
  return db
    .selectFrom("applications")
    .select(["job_id as id", "job_name as name"])
    .distinct()
    .orderBy("job_name")
    .execute();
}

/** Every item of the view, in the inbox's order (newest first), up to EXPORT_LIMIT: what the CSV export holds. */
export async function inboxView(filter: Omit<InboxFilter, "page">) {
  return filteredItems(filter).limit(EXPORT_LIMIT).execute();
}
