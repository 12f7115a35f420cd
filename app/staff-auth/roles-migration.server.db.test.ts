import { Migrator } from "kysely";
import { afterAll, expect, test } from "vitest";

// Accounts that exist before roles (made on the command line, with full rights) become admins
// when the database is migrated; a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set).
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { migrations } = await import("~/db/migrations.server");

afterAll(closeDb);

test(`accounts made before roles become admins (${process.env.MODEL_TEST_BACKEND})`, async () => {
  const before = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await before.migrateTo("011_staff_content");
  if (error) throw error;
  const at = new Date().toISOString();
  for (const email of ["owner@northbridge-lpo.example", "partner@northbridge-lpo.example"]) {
    await db
      .insertInto("staff_users" as never)
      .values({
        email,
        password_hash: "x",
        totp_secret: "ABCDEFGHIJKLMNOP",
        totp_last_step: null,
        created_at: at,
      } as never)
      .execute();
  }
  await migrateToLatest();
  const rows = await db
    .selectFrom("staff_users")
    .select(["email", "role", "deactivated_at", "time_zone", "two_factor_reset_at"])
    .orderBy("email")
    .execute();
  expect(rows).toEqual([
    {
      email: "owner@northbridge-lpo.example",
      role: "admin",
      deactivated_at: null,
      time_zone: "America/New_York",
      two_factor_reset_at: null,
    },
    {
      email: "partner@northbridge-lpo.example",
      role: "admin",
      deactivated_at: null,
      time_zone: "America/New_York",
      two_factor_reset_at: null,
    },
  ]);
  // An account made after the migration that names no role is not an admin by default.
  await db
    .insertInto("staff_users" as never)
    .values({
      email: "later@northbridge-lpo.example",
      password_hash: "x",
      totp_secret: "ABCDEFGHIJKLMNOP",
      totp_last_step: null,
      created_at: at,
    } as never)
    .execute();
  expect(
    await db.selectFrom("staff_users").select("role").where("email", "=", "later@northbridge-lpo.example").execute(),
  ).toEqual([{ role: "staff" }]);
});
