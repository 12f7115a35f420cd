import type { CreateTableBuilder, Kysely, Migration } from "kysely";
import { deskSearchMigration } from "./desk-search-migration.server";
import { isPostgres } from "./dialect.server";
import { deskReply } from "./migrations-reply.server";
import { deskPeople } from "./migrations-people.server";
import { staffTeam } from "./migrations-team.server";
import { withId } from "./table-id.server";

/**
 * The schema's history, in order. Never edit a migration that has shipped; add one.
 * Column types stay portable between SQLite and PostgreSQL (text, integer, real).
 */
export const migrations: Record<string, Migration> = {
  "001_site_meta": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("site_meta")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
    },
  },
  "002_content": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("services")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("catalogue", "text", (col) => col.notNull())
        .addColumn("slug", "text", (col) => col.notNull().unique())
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("service_name", "text", (col) => col.notNull())
        .addColumn("shart_description", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("heading_name", "text", (col) => col.notNull())
        .addColumn("headingstwo", "text", (col) => col.notNull())
        .addColumn("description_two", "text", (col) => col.notNull())
        .addColumn("heading_three", "text", (col) => col.notNull())
        .addColumn("description_three", "text", (col) => col.notNull())
        .addColumn("bottomheading_name", "text", (col) => col.notNull())
        .addColumn("headingstwo1", "text", (col) => col.notNull())
        .addColumn("meta_tag_title", "text", (col) => col.notNull())
        .addColumn("meta_tag", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("service_cards")
        .addColumn("service_id", "text", (col) => col.notNull().references("services.id").onDelete("cascade"))
        .addColumn("section", "integer", (col) => col.notNull())
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("definition", "text", (col) => col.notNull())
        .addColumn("icon", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("service_cards_pk", ["service_id", "section", "position"])
        .execute();
      await db.schema
        .createTable("blog_posts")
        .addColumn("id", "integer", (col) => col.primaryKey())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("img", "text", (col) => col.notNull())
        .addColumn("shart_description", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("published_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("job_openings")
        .addColumn("id", "integer", (col) => col.primaryKey())
        .addColumn("slug", "text", (col) => col.notNull().unique())
        .addColumn("job_name", "text", (col) => col.notNull())
        .addColumn("job_summary", "text", (col) => col.notNull())
        .addColumn("cat_one", "text", (col) => col.notNull())
        .addColumn("cat_two", "text", (col) => col.notNull())
        .addColumn("cat_three", "text", (col) => col.notNull())
        .addColumn("price1", "real")
        .addColumn("price2", "real")
        .addColumn("validity", "text", (col) => col.notNull())
        .addColumn("location", "text")
        .addColumn("employment_type", "text")
        .addColumn("position", "text")
        .addColumn("job_description", "text", (col) => col.notNull())
        .execute();
    },
  },
  "003_submissions": {
    async up(db: Kysely<unknown>) {
      const submissionColumns = <T extends string>(table: CreateTableBuilder<T, never>) =>
        table
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
          .addColumn("name", "text", (col) => col.notNull())
          .addColumn("email", "text", (col) => col.notNull())
          .addColumn("comment", "text", (col) => col.notNull())
          .addColumn("save_info", "integer", (col) => col.notNull());
      await submissionColumns(withId(db, db.schema.createTable("contact_messages")))
        .addColumn("number", "text", (col) => col.notNull())
        .execute();
      await submissionColumns(withId(db, db.schema.createTable("bookings")))
        .addColumn("phone", "text", (col) => col.notNull())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("price", "text", (col) => col.notNull())
        .execute();
      await submissionColumns(withId(db, db.schema.createTable("applications")))
        .addColumn("phone", "text", (col) => col.notNull())
        .addColumn("experience", "text", (col) => col.notNull())
        .addColumn("job_id", "integer", (col) => col.notNull())
        .addColumn("job_name", "text", (col) => col.notNull())
        .addColumn("employment_type", "text", (col) => col.notNull())
        .addColumn("validity", "text", (col) => col.notNull())
        .addColumn("location", "text", (col) => col.notNull())
        .addColumn("position", "text", (col) => col.notNull())
        .addColumn("price1", "text", (col) => col.notNull())
        .addColumn("price2", "text", (col) => col.notNull())
        .addColumn("resume_path", "text")
        .addColumn("resume_name", "text")
        .addColumn("resume_type", "text")
        .execute();
      // One row per submission to deliver to the provider's API (when one is configured).
      await withId(db, db.schema.createTable("outbox"))
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("submission_id", "integer", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("claimed_until", "text")
        .addColumn("claimed_by", "text")
        .addColumn("last_error", "text")
        .addColumn("api_message", "text")
        .addColumn("delivered_at", "text")
        .addUniqueConstraint("outbox_submission", ["kind", "submission_id"])
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema
        .createTable("rate_limit_hits")
        .addColumn("bucket", "text", (col) => col.notNull())
        .addColumn("window_start", "integer", (col) => col.notNull())
        .addColumn("hits", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("rate_limit_hits_pk", ["bucket", "window_start"])
        .execute();
    },
  },
  "004_chat": {
    async up(db: Kysely<unknown>) {
      await withId(db, db.schema.createTable("chat_leads"))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("phone_number", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("company_name", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("contact_method", "text")
        .execute();
      await withId(db, db.schema.createTable("chat_messages"))
        .addColumn("lead_id", "integer", (col) => col.references("chat_leads.id").onDelete("cascade"))
        .addColumn("at", "text", (col) => col.notNull())
        .addColumn("sender", "text", (col) => col.notNull())
        .addColumn("text", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("chat_messages_lead").on("chat_messages").column("lead_id").execute();
    },
  },
  "005_shared_by_instances": {
    async up(db: Kysely<unknown>) {
      // Resumes move from the instance's disk into the row, so every instance behind a load
      // balancer (and the staff export) reads the same file. resume_path stays for older rows.
      await db.schema
        .alterTable("applications")
        .addColumn("resume_data", isPostgres(db) ? "bytea" : "blob")
        .execute();
      // The window start is a millisecond timestamp: past PostgreSQL's 32-bit integer (SQLite's
      // integers are 64-bit already).
      if (isPostgres(db)) {
        await db.schema
          .alterTable("rate_limit_hits")
          .alterColumn("window_start", (col) => col.setDataType("bigint"))
          .execute();
      }
    },
  },
  "006_chat_lead_tokens": {
    async up(db: Kysely<unknown>) {
      // The browser holds an unguessable token for its lead, never the sequential id.
      await db.schema.alterTable("chat_leads").addColumn("token", "text").execute();
      await db.schema.createIndex("chat_leads_token").unique().on("chat_leads").column("token").execute();
    },
  },
  "007_chat_handoff": {
    async up(db: Kysely<unknown>) {
      // A lead Lexi handed to a person (asked for one, complained, or asked what she could not
      // answer), and the questions she could not answer, so the team follows up and grows the content.
      await db.schema.alterTable("chat_leads").addColumn("handoff_requested_at", "text").execute();
      await db.schema.alterTable("chat_leads").addColumn("handoff_reason", "text").execute();
      await withId(db, db.schema.createTable("chat_unanswered"))
        .addColumn("lead_id", "integer", (col) => col.references("chat_leads.id").onDelete("cascade"))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("question", "text", (col) => col.notNull())
        .execute();
    },
  },
  "008_staff_desk": {
    async up(db: Kysely<unknown>) {
      // Staff accounts (created on the command line), their server-side sessions, lock-outs and
      // the audit log of everything done in the desk.
      await withId(db, db.schema.createTable("staff_users"))
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("password_hash", "text", (col) => col.notNull())
        .addColumn("totp_secret", "text", (col) => col.notNull())
        // The last 30-second step whose code was accepted: a code works once.
        .addColumn("totp_last_step", "integer")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("staff_sessions")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
        .addColumn("stage", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("last_seen_at", "text", (col) => col.notNull())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("staff_sessions_user").on("staff_sessions").column("user_id").execute();
      await db.schema
        .createTable("staff_lockouts")
        .addColumn("subject", "text", (col) => col.primaryKey())
        .addColumn("failures", "integer", (col) => col.notNull())
        .addColumn("first_failure_at", "text", (col) => col.notNull())
        .addColumn("locked_until", "text")
        .execute();
      await withId(db, db.schema.createTable("staff_audit"))
        .addColumn("at", "text", (col) => col.notNull())
        .addColumn("actor", "text", (col) => col.notNull())
        .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("item_kind", "text")
        .addColumn("item_id", "integer")
        .addColumn("detail", "text")
        .execute();
      await db.schema.createIndex("staff_audit_item").on("staff_audit").columns(["item_kind", "item_id"]).execute();
      // How staff handle each item; no row means "new".
      await db.schema
        .createTable("desk_items")
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("item_id", "integer", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("desk_items_pk", ["kind", "item_id"])
        .execute();
      await withId(db, db.schema.createTable("desk_notes"))
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("item_id", "integer", (col) => col.notNull())
        .addColumn("at", "text", (col) => col.notNull())
        .addColumn("author", "text", (col) => col.notNull())
        .addColumn("text", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("desk_notes_item").on("desk_notes").columns(["kind", "item_id"]).execute();
    },
  },
  "009_mail_outbox": {
    async up(db: Kysely<unknown>) {
      // E-mail notifications, written in the same transaction as what they announce and sent by
      // the same claim / backoff / failed rules as the outbox.
      await withId(db, db.schema.createTable("mail_outbox"))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("item_kind", "text", (col) => col.notNull())
        .addColumn("item_id", "integer", (col) => col.notNull())
        .addColumn("purpose", "text", (col) => col.notNull())
        .addColumn("recipients", "text", (col) => col.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("text_body", "text", (col) => col.notNull())
        .addColumn("html_body", "text", (col) => col.notNull())
        .addColumn("attach_resume", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("claimed_until", "text")
        .addColumn("claimed_by", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        .execute();
      await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("mail_outbox_item").on("mail_outbox").columns(["item_kind", "item_id"]).execute();
    },
  },
  "010_booking_tier": {
    async up(db: Kysely<unknown>) {
      // Contract Base and Full Time share a rate: the tier the visitor picked is kept by name.
      await db.schema.alterTable("bookings").addColumn("tier", "text").execute();
      await db.schema.alterTable("bookings").addColumn("start_date", "text").execute();
    },
  },
  "011_staff_content": {
    async up(db: Kysely<unknown>) {
      // Job openings and blog posts become the staff's to write: a state, the day it went public,
      // the last change (sitemap lastmod, feed), and whether staff wrote or edited the row (the
      // seed's versioned upserts then leave it alone).
      const blob = isPostgres(db) ? "bytea" : "blob";
      for (const table of ["job_openings", "blog_posts"]) {
        await db.schema
          .alterTable(table)
          .addColumn("status", "text", (col) => col.notNull().defaultTo("published"))
          .execute();
        await db.schema.alterTable(table).addColumn("updated_at", "text").execute();
        await db.schema
          .alterTable(table)
          .addColumn("staff_owned", "integer", (col) => col.notNull().defaultTo(0))
          .execute();
      }
      await db.schema.alterTable("job_openings").addColumn("date_posted", "text").execute();
      await db.schema.alterTable("blog_posts").addColumn("slug", "text").execute();
      await db.schema.createIndex("blog_posts_slug").unique().on("blog_posts").column("slug").execute();
      await db.schema.alterTable("blog_posts").addColumn("author", "text").execute();
      await db.schema.alterTable("blog_posts").addColumn("cover_image", "text").execute();
      await db.schema.alterTable("blog_posts").addColumn("cover_alt", "text").execute();
      // Cover images, re-encoded: one row per width (and format), named by the fingerprint of its bytes.
      await db.schema
        .createTable("content_images")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("image_key", "text", (col) => col.notNull())
        .addColumn("width", "integer", (col) => col.notNull())
        .addColumn("height", "integer", (col) => col.notNull())
        .addColumn("type", "text", (col) => col.notNull())
        .addColumn("data", blob, (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("content_images_key").on("content_images").column("image_key").execute();
      // An application typed before its job closed is kept, marked so.
      await db.schema
        .alterTable("applications")
        .addColumn("job_closed", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    },
  },
  "012_abuse_limits": {
    async up(db: Kysely<unknown>) {
      // Spam-trap tokens that have admitted a submission: each admits one, on any instance.
      await db.schema
        .createTable("used_form_tokens")
        .addColumn("token_hash", "text", (col) => col.primaryKey())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .execute();
      // When each address (lower case, hashed) was last sent a visitor confirmation: one an hour.
      await db.schema
        .createTable("visitor_acks")
        .addColumn("recipient_hash", "text", (col) => col.primaryKey())
        .addColumn("sent_at", "text", (col) => col.notNull())
        .execute();
    },
  },
  "013_chat_handoff_kind": {
    async up(db: Kysely<unknown>) {
      // Why Lexi handed the lead to a person: "person" (asked for one), "unanswered" (a business
      // question the site does not answer) or "complaint"; null on leads flagged before this.
      await db.schema.alterTable("chat_leads").addColumn("handoff_kind", "text").execute();
    },
  },
  "014_staff_team": staffTeam,
  "015_desk_search": deskSearchMigration,
  "016_desk_reply": deskReply,
  "017_desk_people": deskPeople,
};
