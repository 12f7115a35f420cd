import { db } from "~/db/db.server";
import { recordAudit } from "~/staff-auth/audit.server";
import type { StaffMember } from "~/staff-auth/staff.server";
import { confirmPassword, hashPassword } from "./passwords.server";
import { recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes.server";
import { revokeLiveTokens } from "./tokens.server";

/** What a staff member does to their own account on /staff/account. */

export async function accountOverview(member: StaffMember, now = new Date()) {
  const [user, sessions, codesLeft] = await Promise.all([
    db
      .selectFrom("staff_users")
      .select(["email", "role", "time_zone", "created_at", "last_sign_in_at"])
      .where("id", "=", member.userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("staff_sessions")
      .select(["id", "created_at", "last_seen_at", "ip"])
      .where("user_id", "=", member.userId)
      .where("stage", "=", "active")
      .where("expires_at", ">", now.toISOString())
      .orderBy("last_seen_at", "desc")
      .limit(50)
      .execute(),
    recoveryCodesLeft(member.userId),
  ]);
  return {
    user,
    sessions: sessions.map((session) => ({ ...session, current: session.id === member.sessionId })),
    recoveryCodesLeft: codesLeft,
  };
}

/** A new password (the current one confirmed first); every other session of the account ends. */
export async function changePassword(
  member: StaffMember,
  current: string,
  next: string,
  ip: string,
): Promise<"ok" | "wrong" | "locked"> {
  const checked = await confirmPassword({ id: member.userId, email: member.email }, current, ip);
  if (checked !== "ok") return checked;
  const passwordHash = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_users").set({ password_hash: passwordHash }).where("id", "=", member.userId).execute();
    await trx
      .deleteFrom("staff_sessions")
      .where("user_id", "=", member.userId)
      .where("id", "<>", member.sessionId)
      .execute();
    await revokeLiveTokens(trx, "password_reset", { userId: member.userId }, new Date());
    await recordAudit({ actor: member.email, ip, action: "password_changed", detail: "other sessions ended" }, trx);
  });
  return "ok";
}

/** Ends one of one's own sessions, or (`others`) all but this one. */
export async function endOwnSessions(
  member: StaffMember,
  which: { sessionId: string } | "others",
  ip: string,
): Promise<boolean> {
  let query = db.deleteFrom("staff_sessions").where("user_id", "=", member.userId);
  query = which === "others" ? query.where("id", "<>", member.sessionId) : query.where("id", "=", which.sessionId);
  const result = await query.executeTakeFirst();
  const ended = Number(result.numDeletedRows);
  if (ended > 0)
    await recordAudit({
      actor: member.email,
      ip,
      action: "own_sessions_ended",
      detail: which === "others" ? `${ended} other session(s)` : "one session",
    });
  return ended > 0;
}

export async function setTimeZone(member: StaffMember, zone: string, ip: string): Promise<void> {
  await db.updateTable("staff_users").set({ time_zone: zone }).where("id", "=", member.userId).execute();
  await recordAudit({ actor: member.email, ip, action: "time_zone_changed", detail: zone });
}

/** Ten new recovery codes (the password confirmed first); the old ones stop working. Returned once, to show. */
export async function newRecoveryCodes(
  member: StaffMember,
  password: string,
  ip: string,
  now = new Date(),
): Promise<{ ok: true; codes: string[] } | { ok: false; reason: "wrong" | "locked" }> {
  const checked = await confirmPassword({ id: member.userId, email: member.email }, password, ip);
  if (checked !== "ok") return { ok: false, reason: checked };
  const codes = await db.transaction().execute(async (trx) => {
    const made = await replaceRecoveryCodes(trx, member.userId, now);
    await recordAudit({ actor: member.email, ip, action: "recovery_codes_made", detail: "earlier codes voided" }, trx);
    return made;
  });
  return { ok: true, codes };
}
