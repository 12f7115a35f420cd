import { db } from "~/db/db.server";
import type { DeskItemKind } from "~/db/schema.server";
import { DELIVERY_LABELS, KIND_LABELS, payText, plainChatText, rateText, STATUS_LABELS } from "./desk-labels";
import { inboxView, type InboxFilter } from "./inbox.server";
import { csvCell } from "./submission-format";

/**
 * The desk's CSV export: exactly the inbox's current view (its filters, all its pages, newest
 * first), every column headed in words, notes and chat transcripts included, times in ISO 8601
 * with their offset. The caller adds the byte-order mark.
 */

type Item = Awaited<ReturnType<typeof inboxView>>[number];
type Details = Record<string, string>;
interface Column {
  header: string;
  kinds?: DeskItemKind[];
  value: (item: Item, details: Details) => string;
}

/** "2026-11-25T16:41:07+00:00": ISO 8601 with the offset spelled out, to the second. */
export const isoWithOffset = (iso: string | null | undefined) =>
  iso ? new Date(iso).toISOString().replace(/\.\d{3}Z$/, "+00:00") : "";

const detail = (name: string) => (_: Item, details: Details) => details[name] ?? "";

const COLUMNS: Column[] = [
  { header: "Received", value: (item) => isoWithOffset(item.created_at) },
  { header: "Kind", value: (item) => KIND_LABELS[item.kind] },
  { header: "Name", value: (item) => item.name },
  { header: "E-mail", value: (item) => item.email },
  { header: "Phone", value: detail("phone") },
  { header: "Company", kinds: ["chat"], value: (item) => item.company },
  { header: "Role", kinds: ["booking"], value: detail("role") },
  { header: "Rate", kinds: ["booking"], value: detail("rate") },
  { header: "Tier", kinds: ["booking"], value: detail("tier") },
  { header: "Preferred start date", kinds: ["booking"], value: detail("start") },
  { header: "Job", kinds: ["application"], value: detail("job") },
  { header: "Pay", kinds: ["application"], value: detail("pay") },
  { header: "Experience", kinds: ["application"], value: detail("experience") },
  { header: "Resume", kinds: ["application"], value: detail("resume") },
  { header: "Message", kinds: ["contact", "booking", "application"], value: detail("message") },
  { header: "Contact by", kinds: ["chat"], value: detail("contactBy") },
  { header: "Hand-off request", kinds: ["chat"], value: detail("handoff") },
  { header: "Status", value: (item) => STATUS_LABELS[item.status] },
  { header: "Assigned to", value: (item) => item.assignee ?? "" },
  { header: "Delivery", kinds: ["contact", "booking", "application"], value: detail("delivery") },
  { header: "Notes", value: detail("notes") },
  { header: "Transcript", kinds: ["chat"], value: detail("transcript") },
];

/** `ids` a few hundred at a time, so no database meets a statement with too many parameters. */
function chunks(ids: number[], size = 500): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

async function eachChunk<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const chunk of chunks(ids)) out.push(...(await read(chunk)));
  return out;
}

/** What each item holds beyond the inbox's columns, keyed "kind-id". */
async function detailsOf(items: Item[]): Promise<Map<string, Details>> {
  const ids = (kind: DeskItemKind) => items.filter((item) => item.kind === kind).map((item) => item.id);
  const byKey = new Map<string, Details>(items.map((item) => [`${item.kind}-${item.id}`, {}]));
  const add = (kind: DeskItemKind, id: number, values: Details) =>
    Object.assign(byKey.get(`${kind}-${id}`) ?? {}, values);
  const [contacts, bookings, applications, leads] = await Promise.all([
    eachChunk(ids("contact"), (chunk) =>
      db.selectFrom("contact_messages").select(["id", "number", "comment"]).where("id", "in", chunk).execute(),
    ),
    eachChunk(ids("booking"), (chunk) =>
      db
        .selectFrom("bookings")
        .select(["id", "phone", "role", "price", "tier", "start_date", "comment"])
        .where("id", "in", chunk)
        .execute(),
    ),
    eachChunk(ids("application"), (chunk) =>
      db
        .selectFrom("applications")
        .select(["id", "phone", "job_name", "job_closed", "price1", "price2", "experience", "comment", "resume_name"])
        .where("id", "in", chunk)
        .execute(),
    ),
    eachChunk(ids("chat"), (chunk) =>
      db
        .selectFrom("chat_leads")
        .select(["id", "phone_number", "contact_method", "handoff_requested_at", "handoff_reason"])
        .where("id", "in", chunk)
        .execute(),
    ),
  ]);
  for (const row of contacts) add("contact", row.id, { phone: row.number, message: row.comment });
  for (const row of bookings) {
    add("booking", row.id, {
      phone: row.phone,
      role: row.role,
      rate: rateText(row.price),
      tier: row.tier ?? "",
      start: row.start_date ?? "",
      message: row.comment,
    });
  }
  for (const row of applications) {
    add("application", row.id, {
      phone: row.phone,
      job: row.job_closed ? `${row.job_name} (closed when this arrived)` : row.job_name,
      pay: payText(row.price1, row.price2),
      experience: row.experience,
      message: row.comment,
      resume: row.resume_name ?? "",
    });
  }
  const names = new Map(items.filter((item) => item.kind === "chat").map((item) => [item.id, item.name]));
  for (const row of leads) {
    add("chat", row.id, {
      phone: row.phone_number,
      contactBy: row.contact_method === "Email" ? "E-mail" : (row.contact_method ?? ""),
      handoff: row.handoff_requested_at
        ? `${isoWithOffset(row.handoff_requested_at)}: ${row.handoff_reason ?? ""}`
        : "",
    });
  }
  const [messages, notes, deliveries] = await Promise.all([
    eachChunk(ids("chat"), (chunk) =>
      db
        .selectFrom("chat_messages")
        .select(["lead_id", "at", "sender", "text"])
        .where("lead_id", "in", chunk)
        .orderBy("id")
        .execute(),
    ),
    Promise.all(
      (["contact", "booking", "application", "chat"] as const).map((kind) =>
        eachChunk(ids(kind), (chunk) =>
          db
            .selectFrom("desk_notes")
            .select(["kind", "item_id", "at", "author", "text"])
            .where("kind", "=", kind)
            .where("item_id", "in", chunk)
            .orderBy("id")
            .execute(),
        ),
      ),
    ).then((all) => all.flat()),
    Promise.all(
      (["contact", "booking", "application"] as const).map((kind) =>
        eachChunk(ids(kind), (chunk) =>
          db
            .selectFrom("outbox")
            .select(["kind", "submission_id", "status"])
            .where("kind", "=", kind)
            .where("submission_id", "in", chunk)
            .execute(),
        ),
      ),
    ).then((all) => all.flat()),
  ]);
  const append = (values: Details, name: string, line: string) =>
    (values[name] = values[name] ? `${values[name]}\n${line}` : line);
  for (const message of messages) {
    if (message.lead_id === null) continue;
    const who = message.sender === "user" ? (names.get(message.lead_id) ?? "Visitor") : "Assistant";
    append(
      add("chat", message.lead_id, {}),
      "transcript",
      `${isoWithOffset(message.at)} ${who}: ${plainChatText(message.text)}`,
    );
  }
  for (const note of notes)
    append(add(note.kind, note.item_id ?? 0, {}), "notes", `${note.text} (${note.author}, ${isoWithOffset(note.at)})`);
  for (const item of items) {
    if (item.kind !== "chat") add(item.kind, item.id, { delivery: "Not forwarded" });
  }
  for (const row of deliveries) add(row.kind, row.submission_id ?? 0, { delivery: DELIVERY_LABELS[row.status] });
  return byKey;
}

/** The view as CSV text (no byte-order mark) and how many items it holds. */
export async function viewCsv(filter: Omit<InboxFilter, "page">): Promise<{ csv: string; count: number }> {
  const items = await inboxView(filter);
  const details = await detailsOf(items);
  const columns = COLUMNS.filter((column) => !column.kinds || !filter.kind || column.kinds.includes(filter.kind));
  const lines = [
    columns.map((column) => csvCell(column.header)).join(","),
    ...items.map((item) =>
      columns.map((column) => csvCell(column.value(item, details.get(`${item.kind}-${item.id}`) ?? {}))).join(","),
    ),
  ];
  return { csv: `${lines.join("\r\n")}\r\n`, count: items.length };
}
