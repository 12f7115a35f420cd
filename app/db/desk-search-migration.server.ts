import { sql, type Kysely, type Migration } from "kysely";
import { isPostgres } from "./dialect.server";

/**
 * The desk's full-text index (migration 020): one row per item of every kind — name, e-mail, every
 * other field as `details`, and for a chat lead its transcript and unanswered questions — kept by
 * triggers, so no code path can forget it. SQLite: an FTS5 table; PostgreSQL: a table with a
 * generated tsvector and a GIN index.
 */

interface Source {
  kind: string;
  table: string;
  name: string;
  email: string;
  details: string[];
}

const SOURCES: Source[] = [
  { kind: "contact", table: "contact_messages", name: "name", email: "email", details: ["number", "comment"] },
  {
    kind: "booking",
    table: "bookings",
    name: "name",
    email: "email",
    details: ["phone", "role", "price", "tier", "start_date", "comment"],
  },
  {
    kind: "application",
    table: "applications",
    name: "name",
    email: "email",
    details: ["phone", "job_name", "employment_type", "position", "location", "experience", "comment", "resume_name"],
  },
  {
    kind: "chat",
    table: "chat_leads",
    name: "name",
    email: "email",
    details: ["company_name", "phone_number", "contact_method", "handoff_reason"],
  },
];

const joined = (row: string, columns: string[]) => columns.map((c) => `coalesce(${row}.${c}, '')`).join(" || ' ' || ");
/** What a chat lead has said and asked, as one text. */
const transcriptOf = (lead: string) =>
  `coalesce((select group_concat(text, ' ') from chat_messages m where m.lead_id = ${lead}.id), '') || ' ' || coalesce((select group_concat(question, ' ') from chat_unanswered u where u.lead_id = ${lead}.id), '')`;

async function upSqlite(db: Kysely<unknown>) {
  await sql
    .raw(
      "create virtual table desk_search using fts5(kind unindexed, item_id unindexed, name, email, details, transcript, tokenize = 'unicode61 remove_diacritics 2')",
    )
    .execute(db);
  for (const s of SOURCES) {
    const where = `kind = '${s.kind}' and item_id`;
    await sql
      .raw(
        `create trigger desk_search_${s.kind}_insert after insert on ${s.table} begin
           insert into desk_search (kind, item_id, name, email, details, transcript) values ('${s.kind}', new.id, coalesce(new.${s.name}, ''), coalesce(new.${s.email}, ''), ${joined("new", s.details)}, '');
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger desk_search_${s.kind}_update after update on ${s.table} begin
           update desk_search set name = coalesce(new.${s.name}, ''), email = coalesce(new.${s.email}, ''), details = ${joined("new", s.details)} where ${where} = new.id;
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger desk_search_${s.kind}_delete after delete on ${s.table} begin delete from desk_search where ${where} = old.id; end`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into desk_search (kind, item_id, name, email, details, transcript)
         select '${s.kind}', t.id, coalesce(t.${s.name}, ''), coalesce(t.${s.email}, ''), ${joined("t", s.details)}, ${s.kind === "chat" ? transcriptOf("t") : "''"} from ${s.table} t`,
      )
      .execute(db);
  }
  for (const [table, column] of [
    ["chat_messages", "text"],
    ["chat_unanswered", "question"],
  ]) {
    await sql
      .raw(
        `create trigger desk_search_${table}_insert after insert on ${table} when new.lead_id is not null begin
           update desk_search set transcript = transcript || ' ' || new.${column} where kind = 'chat' and item_id = new.lead_id;
         end`,
      )
      .execute(db);
  }
}

async function upPostgres(db: Kysely<unknown>) {
  await sql
    .raw(
      `create table desk_search (
         kind text not null, item_id integer not null,
         name text not null default '', email text not null default '', details text not null default '', transcript text not null default '',
         doc tsvector generated always as (to_tsvector('simple', name || ' ' || email || ' ' || details || ' ' || transcript)) stored,
         primary key (kind, item_id))`,
    )
    .execute(db);
  await sql.raw("create index desk_search_doc on desk_search using gin (doc)").execute(db);
  for (const s of SOURCES) {
    await sql
      .raw(
        `create function desk_search_${s.kind}() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then
             delete from desk_search where kind = '${s.kind}' and item_id = old.id;
             return old;
           end if;
           insert into desk_search (kind, item_id, name, email, details) values ('${s.kind}', new.id, coalesce(new.${s.name}, ''), coalesce(new.${s.email}, ''), ${joined("new", s.details)})
           on conflict (kind, item_id) do update set name = excluded.name, email = excluded.email, details = excluded.details;
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger desk_search_${s.kind} after insert or update or delete on ${s.table} for each row execute function desk_search_${s.kind}()`,
      )
      .execute(db);
    const transcript =
      s.kind === "chat"
        ? `coalesce((select string_agg(text, ' ' order by id) from chat_messages m where m.lead_id = t.id), '') || ' ' || coalesce((select string_agg(question, ' ' order by id) from chat_unanswered u where u.lead_id = t.id), '')`
        : "''";
    await sql
      .raw(
        `insert into desk_search (kind, item_id, name, email, details, transcript)
         select '${s.kind}', t.id, coalesce(t.${s.name}, ''), coalesce(t.${s.email}, ''), ${joined("t", s.details)}, ${transcript} from ${s.table} t`,
      )
      .execute(db);
  }
  for (const [table, column] of [
    ["chat_messages", "text"],
    ["chat_unanswered", "question"],
  ]) {
    await sql
      .raw(
        `create function desk_search_${table}() returns trigger language plpgsql as $$
         begin
           if new.lead_id is not null then
             update desk_search set transcript = transcript || ' ' || new.${column} where kind = 'chat' and item_id = new.lead_id;
           end if;
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger desk_search_${table} after insert on ${table} for each row execute function desk_search_${table}()`,
      )
      .execute(db);
  }
}

export const deskSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
  },
};
