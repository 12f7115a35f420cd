import { db } from "~/db/db.server";
import { countHit } from "~/http/rate-limit.server";
import { mailEnabled, queueAccountMail } from "~/mail/mail.server";
import { recordAudit } from "~/staff-auth/audit.server";
import { normaliseEmail } from "~/staff-auth/staff.server";
import { passwordResetMail } from "./account-mail.server";
import { hashPassword } from "./passwords.server";
import { claimToken, insertToken, linkUrl, PASSWORD_RESET_MS, revokeLiveTokens, usableToken } from "./tokens.server";

/**
 * "Forgot password" (only with SMTP: the link goes to the account's own address). The answer is
 * the same whether or not an account has the address, and so is the work: the same counts, the
 * same lookup, one transaction that queues the e-mail or not. Limited per client address and per
 * typed address, counted whatever the address. The link (30 minutes, once) sets a new password and
 * ends every session; signing in still needs the authenticator or a recovery code.
 */

const WINDOW_MS = 15 * 60_000;
export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_REQUESTS_PER_ACCOUNT = 3;

/** The requests of `bucket` in the last 15 minutes, this one counted. */
const countRequest = (bucket: string, now: Date) => countHit(bucket, WINDOW_MS, now.getTime());

export async function requestPasswordReset(email: string, ip: string, now = new Date()): Promise<"done" | "limited"> {
  const address = normaliseEmail(email).slice(0, 254);
  const fromAddress = await countRequest(`staff-reset-address:${ip || "unknown"}`, now);
  const forAccount = await countRequest(`staff-reset-account:${address}`, now);
  if (fromAddress > RESET_REQUESTS_PER_ADDRESS || forAccount > RESET_REQUESTS_PER_ACCOUNT) {
    await recordAudit({ actor: address, ip, action: "password_reset_refused", detail: "too many requests" });
    return "limited";
  }
  // No kick of the mail worker here: its next pass (within OUTBOX_POLL_MS) sends the e-mail, so
  // sending never makes the answer slower for an address that has an account.
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("staff_users")
      .select(["id", "email"])
      .where("email", "=", address)
      .where("deactivated_at", "is", null)
      .executeTakeFirst();
    // An earlier link for the address stops working, whether or not there is an account (the same statement either way).
    await revokeLiveTokens(trx, "password_reset", { email: address }, now);
    let queued = false;
    if (user && mailEnabled()) {
      const { id, token } = await insertToken(
        trx,
        {
          purpose: "password_reset",
          email: user.email,
          userId: user.id,
          createdBy: user.email,
          ttlMs: PASSWORD_RESET_MS,
        },
        now,
      );
      queued = await queueAccountMail(
        trx,
        "staff_password_reset",
        id,
        user.email,
        passwordResetMail({ link: linkUrl("password_reset", token) }),
      );
    }
    await recordAudit(
      {
        actor: address,
        ip,
        action: "password_reset_requested",
        detail: queued ? "link e-mailed" : "no active account: nothing sent",
      },
      trx,
    );
  });
  return "done";
}

/** The account a reset link is for, or null for a link that does not work (one answer for every reason). */
export async function resetLinkPage(token: string | undefined, now = new Date()) {
  const row = await usableToken("password_reset", token, now);
  return row ? { email: row.email } : null;
}

/** Sets the new password (already checked against the policy); the link is spent and every session of the account ends. */
export async function resetPassword(
  token: string | undefined,
  password: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const row = await usableToken("password_reset", token, now);
  if (!row?.user_id) return false;
  const userId = row.user_id;
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (!(await claimToken(trx, row.id, now))) return false;
    const updated = await trx
      .updateTable("staff_users")
      .set({ password_hash: passwordHash })
      .where("id", "=", userId)
      .where("deactivated_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("staff_lockouts").where("subject", "=", `account:${row.email}`).execute();
    await revokeLiveTokens(trx, "password_reset", { userId }, now);
    await recordAudit(
      { actor: row.email, ip, action: "password_reset", detail: "through the e-mailed link; every session ended" },
      trx,
    );
    return true;
  });
}
