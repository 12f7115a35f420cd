import { hash, verify } from "@node-rs/argon2";
import { db } from "~/db/db.server";
import { recordAudit } from "~/staff-auth/audit.server";
import { isLocked, recordFailure, subjectsOf } from "~/staff-auth/staff.server";
import { passwordProblem } from "../../scripts/password-policy";

/**
 * Passwords as the command line has always treated them (argon2id; the policy of
 * scripts/password-policy.ts: length, the common-password list, not the address), for the desk's
 * pages that set one: the invitation, the reset link, the account page.
 */
export const hashPassword = (password: string) => hash(password);

export const passwordMatches = (passwordHash: string, password: string) =>
  verify(passwordHash, password.slice(0, 1024)).catch(() => false);

/** Why a new password is refused, or null. */
export const newPasswordProblem = (password: string, email: string) => passwordProblem(password, email);

/**
 * The account's current password, asked again before something sensitive (a new authenticator,
 * new recovery codes, a new password): wrong answers count towards the sign-in lock-out of the
 * account and the address, as on the sign-in page.
 */
export async function confirmPassword(
  user: { id: number; email: string },
  password: string,
  ip: string,
): Promise<"ok" | "wrong" | "locked"> {
  const subjects = subjectsOf(user.email, ip);
  if (await isLocked(subjects)) return "locked";
  const row = await db.selectFrom("staff_users").select("password_hash").where("id", "=", user.id).executeTakeFirst();
  if (row && (await passwordMatches(row.password_hash, password))) return "ok";
  await recordFailure(subjects);
  await recordAudit({ actor: user.email, ip, action: "password_check_failed" });
  return (await isLocked(subjects)) ? "locked" : "wrong";
}
