import { sql, type Kysely, type Migration } from "kysely";
import { withId } from "./table-id.server";

/** 014: the team manages itself in the desk (issue #32). */
export const staffTeam: Migration = {
  async up(db: Kysely<unknown>) {
    // The team manages itself in the desk (app/staff-auth/README.md): roles, deactivation, the
    // last sign-in, each person's time zone, and two-step sign-in an admin can reset.
    // Accounts that exist today were made on the command line by whoever runs the site: admins.
    await db.schema
      .alterTable("staff_users")
      .addColumn("role", "text", (col) => col.notNull().defaultTo("staff"))
      .execute();
    await sql`update staff_users set role = 'admin'`.execute(db);
    await db.schema.alterTable("staff_users").addColumn("deactivated_at", "text").execute();
    await db.schema.alterTable("staff_users").addColumn("last_sign_in_at", "text").execute();
    await db.schema
      .alterTable("staff_users")
      .addColumn("time_zone", "text", (col) => col.notNull().defaultTo("America/New_York"))
      .execute();
    // Set when an admin resets the account's two-step sign-in; cleared when its owner enrols again.
    await db.schema.alterTable("staff_users").addColumn("two_factor_reset_at", "text").execute();
    // One-time links (invitation, password reset, enrolment of a new authenticator): only a hash
    // of the token is kept; a draft holds what the first step of a two-step page chose, for the
    // browser that chose it.
    await withId(db, db.schema.createTable("staff_tokens"))
      .addColumn("purpose", "text", (col) => col.notNull())
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("role", "text")
      .addColumn("user_id", "integer")
      .addColumn("created_by", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .addColumn("revoked_at", "text")
      .addColumn("draft_password_hash", "text")
      .addColumn("draft_totp_secret", "text")
      // SHA-256 of a value in the cookie of the browser that took the first step: only it sees the draft.
      .addColumn("draft_owner_hash", "text")
      .execute();
    await db.schema.createIndex("staff_tokens_email").on("staff_tokens").columns(["purpose", "email"]).execute();
    await withId(db, db.schema.createTable("staff_recovery_codes"))
      .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
      .addColumn("code_hash", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema
      .createIndex("staff_recovery_codes_user")
      .on("staff_recovery_codes")
      .columns(["user_id", "code_hash"])
      .execute();
    // The desk's own settings, changed by admins (app/staff-auth/desk-settings.server.ts).
    await db.schema
      .createTable("desk_settings")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("updated_by", "text", (col) => col.notNull())
      .execute();
  },
};
