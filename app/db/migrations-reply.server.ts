import type { Kysely, Migration } from "kysely";
import { withId } from "./table-id.server";

/** 016: replies sent from the desk, saved replies, assignment, the first response time (issue #33). */
export const deskReply: Migration = {
  async up(db: Kysely<unknown>) {
    // Who handles an item (a staff_users id) and when the team first answered it (the dashboard's
    // response time reads first_response_at by this name).
    await db.schema.alterTable("desk_items").addColumn("assigned_to", "integer").execute();
    await db.schema.alterTable("desk_items").addColumn("first_response_at", "text").execute();
    await db.schema.createIndex("desk_items_assigned").on("desk_items").column("assigned_to").execute();
    // The name a staff member signs replies with (From's display name).
    await db.schema.alterTable("staff_users").addColumn("display_name", "text").execute();
    // A reply's own headers: the sender's name, and the thread it belongs to (Message-IDs).
    await db.schema.alterTable("mail_outbox").addColumn("from_name", "text").execute();
    await db.schema.alterTable("mail_outbox").addColumn("in_reply_to", "text").execute();
    await db.schema.alterTable("mail_outbox").addColumn("thread_refs", "text").execute();
    // Each reply as sent: its full text, who wrote it, the e-mail that carries it. `form_key` is
    // the reply form's one-time key: the same form posted twice sends one reply.
    await withId(db, db.schema.createTable("desk_replies"))
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("item_id", "integer", (col) => col.notNull())
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("author", "text", (col) => col.notNull())
      .addColumn("author_name", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("mail_id", "integer")
      .addColumn("form_key", "text", (col) => col.notNull().unique())
      .execute();
    await db.schema.createIndex("desk_replies_item").on("desk_replies").columns(["kind", "item_id"]).execute();
    await withId(db, db.schema.createTable("desk_saved_replies"))
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("updated_by", "text", (col) => col.notNull())
      .execute();
  },
};
