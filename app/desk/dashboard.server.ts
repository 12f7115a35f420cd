import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { DeskItemKind } from "~/db/schema.server";
import { lastWeeks, type Week } from "./weeks";

/**
 * The desk's home: leads per week by kind (the reader's calendar weeks), what is still open, and
 * where leads came from (app/submissions/lead-source.server.ts) — for the kinds the reader's role may see.
 */

export const DASHBOARD_WEEKS = 12;
const TOP_SOURCES = 10;

const TABLES = {
  contact: "contact_messages",
  booking: "bookings",
  application: "applications",
  chat: "chat_leads",
} as const satisfies Record<DeskItemKind, string>;

export interface DashboardFigure {
  label: string;
  value: string;
}

export interface Dashboard {
  weeks: (Pick<Week, "label" | "day"> & { counts: Record<DeskItemKind, number>; total: number })[];
  kinds: DeskItemKind[];
  /** Headline numbers, in the order shown. */
  figures: DashboardFigure[];
  pages: { value: string; count: number }[];
  hosts: { value: string; count: number }[];
  /** Leads of the 12 weeks that arrived with no other site known (typed in, a bookmark, this site's own links). */
  withoutHost: number;
}

async function weeklyCounts(kind: DeskItemKind, weeks: Week[]): Promise<number[]> {
  const table = sql.table(TABLES[kind]);
  const columns = weeks.map(
    (week, i) =>
      sql`coalesce(sum(case when created_at >= ${week.start} and created_at < ${week.end} then 1 else 0 end), 0) as ${sql.ref(`w${i}`)}`,
  );
  const { rows } = await sql<
    Record<string, number | string>
  >`select ${sql.join(columns)} from ${table} where created_at >= ${weeks[0].start} and created_at < ${weeks[weeks.length - 1].end}`.execute(
    db,
  );
  return weeks.map((_, i) => Number(rows[0]?.[`w${i}`] ?? 0));
}

/** Items not yet done (and not spam), of these kinds, and how many of them nobody is assigned to. */
async function openCounts(kinds: DeskItemKind[]): Promise<{ open: number; unassigned: number }> {
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      const { rows } = await sql<{ n: number | string; unassigned: number | string | null }>`select count(*) as n,
        sum(case when d.assigned_to is null then 1 else 0 end) as unassigned
        from ${sql.table(TABLES[kind])} t
        left join desk_items d on d.kind = ${kind} and d.item_id = t.id
        where coalesce(d.status, 'new') not in ('done', 'spam')`.execute(db);
      return { open: Number(rows[0]?.n ?? 0), unassigned: Number(rows[0]?.unassigned ?? 0) };
    }),
  );
  return counts.reduce((a, b) => ({ open: a.open + b.open, unassigned: a.unassigned + b.unassigned }), {
    open: 0,
    unassigned: 0,
  });
}

/** The median time from arrival to the first reply sent from the desk, over items that arrived since `since`. */
async function medianFirstResponseMs(kinds: DeskItemKind[], since: string): Promise<number | null> {
  const waits: number[] = [];
  for (const kind of kinds) {
    const { rows } = await sql<{
      created_at: string;
      first_response_at: string;
    }>`select t.created_at, d.first_response_at
      from ${sql.table(TABLES[kind])} t
      join desk_items d on d.kind = ${kind} and d.item_id = t.id
      where t.created_at >= ${since} and d.first_response_at is not null`.execute(db);
    for (const row of rows) {
      const wait = Date.parse(row.first_response_at) - Date.parse(row.created_at);
      if (Number.isFinite(wait) && wait >= 0) waits.push(wait);
    }
  }
  if (waits.length === 0) return null;
  waits.sort((a, b) => a - b);
  const middle = Math.floor(waits.length / 2);
  return waits.length % 2 ? waits[middle] : (waits[middle - 1] + waits[middle]) / 2;
}

/** "45 min", "3 h 20 min", "2 days 4 h". */
export function formatWait(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`;
}

async function topSources(column: "source_page" | "source_host", kinds: DeskItemKind[], since: string) {
  const tally = new Map<string, number>();
  for (const kind of kinds) {
    const { rows } = await sql<{ value: string; n: number | string }>`select ${sql.ref(column)} as value, count(*) as n
      from ${sql.table(TABLES[kind])} where created_at >= ${since} and ${sql.ref(column)} is not null
      group by ${sql.ref(column)}`.execute(db);
    for (const row of rows) tally.set(row.value, (tally.get(row.value) ?? 0) + Number(row.n));
  }
  const all = [...tally].map(([value, count]) => ({ value, count }));
  return {
    top: all.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, TOP_SOURCES),
    total: all.reduce((sum, source) => sum + source.count, 0),
  };
}

export async function deskDashboard(kinds: DeskItemKind[], zone: string, now = new Date()): Promise<Dashboard> {
  const weeks = lastWeeks(now, zone, DASHBOARD_WEEKS);
  const since = weeks[0].start;
  const [perKind, { open, unassigned }, medianWait, pages, hosts] = await Promise.all([
    Promise.all(kinds.map((kind) => weeklyCounts(kind, weeks))),
    openCounts(kinds),
    medianFirstResponseMs(kinds, since),
    topSources("source_page", kinds, since),
    topSources("source_host", kinds, since),
  ]);
  const rows = weeks.map((week, i) => {
    const counts = Object.fromEntries(kinds.map((kind, k) => [kind, perKind[k][i]])) as Record<DeskItemKind, number>;
    return { label: week.label, day: week.day, counts, total: kinds.reduce((sum, kind) => sum + counts[kind], 0) };
  });
  const leads = rows.reduce((sum, row) => sum + row.total, 0);
  return {
    weeks: rows,
    kinds,
    figures: [
      { label: "Open items", value: String(open) },
      { label: `Leads in the last ${DASHBOARD_WEEKS} weeks`, value: String(leads) },
      { label: "Open and unassigned", value: String(unassigned) },
      {
        label: `Median first response (last ${DASHBOARD_WEEKS} weeks)`,
        value: medianWait === null ? "No replies yet" : formatWait(medianWait),
      },
    ],
    pages: pages.top,
    hosts: hosts.top,
    withoutHost: Math.max(0, leads - hosts.total),
  };
}
