import { sql, type Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { DeskActor } from "./audit.server";
import { isPostgres } from "~/db/dialect.server";
import { kickMail, queueAccountMail } from "~/mail/mail.server";
import type { Database, StaffRole } from "~/db/schema.server";
import { recordAudit } from "~/staff-auth/audit.server";
import { enrolmentMail } from "./account-mail.server";
import { voidRecoveryCodes } from "./recovery-codes.server";
import { ENROLMENT_MS, insertToken, linkUrl, revokeLiveTokens } from "./tokens.server";
import { ROLE_LABELS } from "./roles";
import { newTotpSecret } from "./two-factor.server";

/**
 * What an admin does to colleagues' accounts on /staff/team. Each change is one transaction with
 * its audit line (who, from where, to whom). The desk always keeps an active admin: the last one
 * cannot be demoted, deactivated or removed (admins' rows are locked while that is checked).
 */

export type TeamChange =
  { ok: true; email: string } | { ok: false; reason: "not_found" | "last_admin" | "unchanged" | "self" };

export async function listTeam(now = new Date()) {
  const at = now.toISOString();
  return db
    .selectFrom("staff_users")
    .select((eb) => [
      "staff_users.id",
      "staff_users.email",
      "staff_users.role",
      "staff_users.created_at",
      "staff_users.last_sign_in_at",
      "staff_users.deactivated_at",
      "staff_users.two_factor_reset_at",
      eb
        .selectFrom("staff_sessions")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("staff_sessions.user_id", "=", "staff_users.id")
        .where("staff_sessions.stage", "=", "active")
        .where("staff_sessions.expires_at", ">", at)
        .as("sessions"),
      eb
        .selectFrom("staff_recovery_codes")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("staff_recovery_codes.user_id", "=", "staff_users.id")
        .where("staff_recovery_codes.used_at", "is", null)
        .as("recovery_codes"),
    ])
    .orderBy("staff_users.email")
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        sessions: Number(row.sessions ?? 0),
        recovery_codes: Number(row.recovery_codes ?? 0),
      })),
    );
}

export type TeamMember = Awaited<ReturnType<typeof listTeam>>[number];

/** The account, inside a transaction that holds the admins' rows (PostgreSQL) or the database (SQLite) until it ends. */
async function targetOf(trx: Kysely<Database>, userId: number) {
  if (isPostgres(trx)) await sql`select id from staff_users where role = 'admin' order by id for update`.execute(trx);
  return trx
    .selectFrom("staff_users")
    .select(["id", "email", "role", "deactivated_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

async function otherActiveAdmins(trx: Kysely<Database>, userId: number): Promise<number> {
  const row = await trx
    .selectFrom("staff_users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("deactivated_at", "is", null)
    .where("id", "<>", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Would this change leave the desk without an active admin? */
async function leavesNoAdmin(
  trx: Kysely<Database>,
  target: { id: number; role: StaffRole; deactivated_at: string | null },
) {
  return target.role === "admin" && !target.deactivated_at && (await otherActiveAdmins(trx, target.id)) === 0;
}

export async function changeRole(by: DeskActor, userId: number, role: StaffRole): Promise<TeamChange> {
  return db.transaction().execute(async (trx) => {
    const target = await targetOf(trx, userId);
    if (!target) return { ok: false, reason: "not_found" };
    if (target.role === role) return { ok: false, reason: "unchanged" };
    if (role !== "admin" && (await leavesNoAdmin(trx, target))) return { ok: false, reason: "last_admin" };
    await trx.updateTable("staff_users").set({ role }).where("id", "=", userId).execute();
    await recordAudit(
      { ...by, action: "role_changed", detail: `${target.email}: ${ROLE_LABELS[target.role]} → ${ROLE_LABELS[role]}` },
      trx,
    );
    return { ok: true, email: target.email };
  });
}

/** Ends every session of the account (it signs in again with password and code). */
export async function endSessionsOf(by: DeskActor, userId: number): Promise<TeamChange> {
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom("staff_users").select(["email"]).where("id", "=", userId).executeTakeFirst();
    if (!target) return { ok: false, reason: "not_found" };
    await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
    await recordAudit({ ...by, action: "sessions_ended", detail: target.email }, trx);
    return { ok: true, email: target.email };
  });
}

/** A deactivated account keeps its data but cannot sign in; its sessions and links end. */
export async function setDeactivated(
  by: DeskActor,
  userId: number,
  deactivated: boolean,
  now = new Date(),
): Promise<TeamChange> {
  return db.transaction().execute(async (trx) => {
    const target = await targetOf(trx, userId);
    if (!target) return { ok: false, reason: "not_found" };
    if (Boolean(target.deactivated_at) === deactivated) return { ok: false, reason: "unchanged" };
    if (deactivated && (await leavesNoAdmin(trx, target))) return { ok: false, reason: "last_admin" };
    await trx
      .updateTable("staff_users")
      .set({ deactivated_at: deactivated ? now.toISOString() : null })
      .where("id", "=", userId)
      .execute();
    if (deactivated) {
      await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
      for (const purpose of ["password_reset", "enrolment"] as const)
        await revokeLiveTokens(trx, purpose, { userId }, now);
    }
    await recordAudit(
      { ...by, action: deactivated ? "account_deactivated" : "account_reactivated", detail: target.email },
      trx,
    );
    return { ok: true, email: target.email };
  });
}

export async function removeAccount(by: DeskActor, userId: number, now = new Date()): Promise<TeamChange> {
  return db.transaction().execute(async (trx) => {
    const target = await targetOf(trx, userId);
    if (!target) return { ok: false, reason: "not_found" };
    if (await leavesNoAdmin(trx, target)) return { ok: false, reason: "last_admin" };
    for (const purpose of ["password_reset", "enrolment"] as const)
      await revokeLiveTokens(trx, purpose, { userId }, now);
    await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
    await voidRecoveryCodes(trx, userId);
    await trx.deleteFrom("staff_users").where("id", "=", userId).execute();
    await recordAudit({ ...by, action: "account_removed", detail: target.email }, trx);
    return { ok: true, email: target.email };
  });
}

/**
 * Resets a colleague's two-step sign-in (a lost phone): their authenticator and recovery codes
 * stop working and their sessions end; a one-time link (48 hours), e-mailed or returned to show,
 * lets them set up an app again after entering their password. One's own: the account page.
 */
export async function resetTwoFactor(
  by: DeskActor & { userId: number },
  userId: number,
  now = new Date(),
): Promise<{ ok: true; email: string; link: string | null } | { ok: false; reason: "not_found" | "self" }> {
  if (userId === by.userId) return { ok: false, reason: "self" };
  const result = await db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("staff_users")
      .select(["id", "email"])
      .where("id", "=", userId)
      .where("deactivated_at", "is", null)
      .executeTakeFirst();
    if (!target) return null;
    // A secret nobody has seen: no code works until the owner sets up a new one.
    await trx
      .updateTable("staff_users")
      .set({ two_factor_reset_at: now.toISOString(), totp_secret: newTotpSecret(), totp_last_step: null })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
    await voidRecoveryCodes(trx, userId);
    await revokeLiveTokens(trx, "enrolment", { userId }, now);
    const { id, token } = await insertToken(
      trx,
      { purpose: "enrolment", email: target.email, userId, createdBy: by.actor, ttlMs: ENROLMENT_MS },
      now,
    );
    const link = linkUrl("enrolment", token);
    const mailed = await queueAccountMail(
      trx,
      "staff_enrolment",
      id,
      target.email,
      enrolmentMail({ resetBy: by.actor, link }),
    );
    await recordAudit({ actor: by.actor, ip: by.ip, action: "two_factor_reset", detail: target.email }, trx);
    return { email: target.email, link: mailed ? null : link, mailed };
  });
  if (!result) return { ok: false, reason: "not_found" };
  if (result.mailed) kickMail();
  return { ok: true, email: result.email, link: result.link };
}
