import { db } from "~/db/db.server";
import { recordAudit } from "~/staff-auth/audit.server";
import { isLocked, openSession, recordFailure, type StaffMember } from "~/staff-auth/staff.server";
import { confirmPassword } from "./passwords.server";
import { claimToken, insertToken, OWN_ENROLMENT_MS, usableToken, type TokenRow } from "./tokens.server";
import { authenticatorSetup, codeStep, newTotpSecret } from "./two-factor.server";

/**
 * Setting up an authenticator app again, on /staff/enrol/<token>: after an admin reset the
 * account's two-step sign-in (the link came by e-mail or from the admin), or from one's own
 * account page. Step one is the account's password; step two scans the new QR code and confirms
 * a code. The draft belongs to the browser that took step one (draft-cookie.server.ts).
 */

async function enrolmentRow(token: string | undefined, now: Date) {
  const row = await usableToken("enrolment", token, now);
  if (!row?.user_id) return null;
  const user = await db
    .selectFrom("staff_users")
    .select(["id", "email"])
    .where("id", "=", row.user_id)
    .where("deactivated_at", "is", null)
    .executeTakeFirst();
  return user ? { row, user } : null;
}

const ownsDraft = (row: TokenRow, ownerHash: string | null) =>
  Boolean(row.draft_totp_secret && ownerHash && row.draft_owner_hash === ownerHash);

export async function enrolmentPage(token: string | undefined, ownerHash: string | null, now = new Date()) {
  const found = await enrolmentRow(token, now);
  if (!found) return null;
  const { row, user } = found;
  return ownsDraft(row, ownerHash)
    ? {
        email: user.email,
        step: "authenticator" as const,
        setup: authenticatorSetup(user.email, row.draft_totp_secret!),
      }
    : { email: user.email, step: "password" as const, setup: null };
}

/** Step one: the account's password (wrong answers count towards the lock-out); a new secret is drafted for this browser. */
export async function confirmEnrolmentPassword(
  token: string | undefined,
  password: string,
  ownerHash: string,
  ip: string,
  now = new Date(),
): Promise<"ok" | "invalid" | "wrong" | "locked"> {
  const found = await enrolmentRow(token, now);
  if (!found) return "invalid";
  const checked = await confirmPassword(found.user, password, ip);
  if (checked !== "ok") return checked;
  await db
    .updateTable("staff_tokens")
    .set({ draft_totp_secret: newTotpSecret(), draft_owner_hash: ownerHash })
    .where("id", "=", found.row.id)
    .execute();
  return "ok";
}

/**
 * Step two: a code from the new app. The secret replaces the old one, the link is spent, and the
 * browser is signed in (a new session, unless it already has one of this account: `signedIn`).
 */
export async function finishEnrolment(
  token: string | undefined,
  code: string,
  ownerHash: string | null,
  ip: string,
  signedIn: StaffMember | null,
  now = new Date(),
): Promise<
  { ok: true; sessionToken: string | null } | { ok: false; reason: "invalid" | "restart" | "wrong_code" | "locked" }
> {
  const found = await enrolmentRow(token, now);
  if (!found) return { ok: false, reason: "invalid" };
  const { row, user } = found;
  if (!ownsDraft(row, ownerHash)) return { ok: false, reason: "restart" };
  const subjects = [`link:${row.id}`, `address:${ip || "unknown"}`];
  if (await isLocked(subjects)) return { ok: false, reason: "locked" };
  const step = await codeStep(row.draft_totp_secret!, code);
  if (step === null) {
    await recordFailure(subjects);
    return { ok: false, reason: (await isLocked(subjects)) ? "locked" : "wrong_code" };
  }
  const sessionToken = await db.transaction().execute(async (trx) => {
    if (!(await claimToken(trx, row.id, now))) return undefined;
    await trx
      .updateTable("staff_users")
      .set({ totp_secret: row.draft_totp_secret!, totp_last_step: step, two_factor_reset_at: null })
      .where("id", "=", user.id)
      .execute();
    await recordAudit(
      { actor: user.email, ip, action: "authenticator_set_up", detail: `link made by ${row.created_by}` },
      trx,
    );
    return signedIn?.userId === user.id ? null : openSession(trx, user.id, ip, now);
  });
  return sessionToken === undefined ? { ok: false, reason: "invalid" } : { ok: true, sessionToken };
}

/** From one's own account page: the password again, then a link of one's own (30 minutes) whose draft this browser holds. */
export async function startOwnEnrolment(
  member: StaffMember,
  password: string,
  ownerHash: string,
  ip: string,
  now = new Date(),
): Promise<{ ok: true; token: string } | { ok: false; reason: "wrong" | "locked" }> {
  const checked = await confirmPassword({ id: member.userId, email: member.email }, password, ip);
  if (checked !== "ok") return { ok: false, reason: checked };
  const token = await db.transaction().execute(async (trx) => {
    const made = await insertToken(
      trx,
      {
        purpose: "enrolment",
        email: member.email,
        userId: member.userId,
        createdBy: member.email,
        ttlMs: OWN_ENROLMENT_MS,
      },
      now,
    );
    await trx
      .updateTable("staff_tokens")
      .set({ draft_totp_secret: newTotpSecret(), draft_owner_hash: ownerHash })
      .where("id", "=", made.id)
      .execute();
    return made.token;
  });
  return { ok: true, token };
}
