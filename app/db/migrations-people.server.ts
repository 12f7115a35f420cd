import { sql, type Kysely, type Migration } from "kysely";

/** The tables a visitor's submission is stored in, each with its address column `email`. */
const LEAD_TABLES = ["contact_messages", "bookings", "applications", "chat_leads"] as const;

/** 017: people, where leads come from, and chats from one address as one lead (issue #33). */
export const deskPeople: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of LEAD_TABLES) {
      // Where the lead came from, first party only (app/submissions/lead-source.server.ts): the
      // path of this site's page the form or chat was sent from, and the host of the other site
      // the visitor arrived from when the server saw one. Null on rows from before.
      await db.schema.alterTable(table).addColumn("source_page", "text").execute();
      await db.schema.alterTable(table).addColumn("source_host", "text").execute();
      // A person's page finds everything an address sent, whatever its case.
      await sql.raw(`create index ${table}_email_lower on ${table} (lower(email), created_at)`).execute(db);
    }
    // A chat from an address that started a chat lead within the day joins that lead: the new
    // chat gets its own token (the first one stays the first browser's secret) naming the same lead.
    await db.schema
      .createTable("chat_lead_tokens")
      .addColumn("token", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "integer", (col) => col.notNull().references("chat_leads.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("chat_lead_tokens_lead").on("chat_lead_tokens").column("lead_id").execute();
  },
};
