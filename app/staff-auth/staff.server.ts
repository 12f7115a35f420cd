import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { sql, type Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database, StaffRole } from "~/db/schema.server";
import { recordAudit } from "./audit.server";
import {
  looksLikeRecoveryCode,
  recoveryCodesLeft,
  spendRecoveryCode,
  voidRecoveryCodes,
} from "./recovery-codes.server";
import { authenticatorUri, codeStep, newTotpSecret } from "./two-factor.server";

/**
 * Staff accounts, sign-in and server-side sessions. The first account is made on the command line
 * (scripts/staff.ts), the others by invitation from the desk (app/staff-auth/). Sign-in: password
 * (argon2id), then a TOTP code that works once or a one-time recovery code, with lock-out of the
 * account and the address after repeated failures.
 */

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
/** Time allowed between a right password and its code. */
const PENDING_MS = 10 * 60_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 60_000;
/** Why a right password did not open a sign-in: an admin reset the account's two-step sign-in. */
export const ENROLMENT_NEEDED = "enrolment needed";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const tokenId = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const newToken = () => crypto.randomBytes(32).toString("base64url");
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Verified against when no account has the typed address, so an unknown one takes as long as a wrong password. */
const decoyHash = hash(crypto.randomBytes(16).toString("hex"));

async function totpEnrolment(email: string) {
  const secret = newTotpSecret();
  return { secret, uri: authenticatorUri(email, secret) };
}

export interface Enrolment {
  email: string;
  secret: string;
  uri: string;
}

/** Creates an account (on the command line: whoever holds the shell runs the site, so an admin by default); null when one with this address exists. */
export async function addStaffUser(
  email: string,
  password: string,
  role: StaffRole = "admin",
): Promise<Enrolment | null> {
  const address = normaliseEmail(email);
  const { secret, uri } = await totpEnrolment(address);
  const inserted = await db
    .insertInto("staff_users")
    .values({
      email: address,
      password_hash: await hash(password),
      totp_secret: secret,
      totp_last_step: null,
      created_at: new Date().toISOString(),
      role,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
  await recordAudit({ actor: "command line", ip: "", action: "account_added", detail: `${address} as ${role}` });
  return { email: address, secret, uri };
}

/** New password and new TOTP secret; every session of the account ends. Null for an unknown address. */
export async function resetStaffUser(email: string, password: string): Promise<Enrolment | null> {
  const address = normaliseEmail(email);
  const { secret, uri } = await totpEnrolment(address);
  const passwordHash = await hash(password);
  const found = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("staff_users").select("id").where("email", "=", address).executeTakeFirst();
    if (!user) return false;
    await trx
      .updateTable("staff_users")
      .set({ password_hash: passwordHash, totp_secret: secret, totp_last_step: null, two_factor_reset_at: null })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
    await voidRecoveryCodes(trx, user.id);
    await trx.deleteFrom("staff_lockouts").where("subject", "=", `account:${address}`).execute();
    await recordAudit({ actor: "command line", ip: "", action: "account_reset", detail: address }, trx);
    return true;
  });
  return found ? { email: address, secret, uri } : null;
}

/** Removes an account and, with it, its sessions. */
export async function removeStaffUser(email: string): Promise<boolean> {
  const address = normaliseEmail(email);
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("staff_users").select("id").where("email", "=", address).executeTakeFirst();
    if (!user) return false;
    await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("staff_users").where("id", "=", user.id).execute();
    await recordAudit({ actor: "command line", ip: "", action: "account_removed", detail: address }, trx);
    return true;
  });
}

export async function listStaffUsers() {
  return db
    .selectFrom("staff_users")
    .leftJoin("staff_sessions", (join) =>
      join.onRef("staff_sessions.user_id", "=", "staff_users.id").on("staff_sessions.stage", "=", "active"),
    )
    .select([
      "staff_users.email",
      "staff_users.created_at",
      "staff_users.role",
      "staff_users.deactivated_at",
      "staff_users.last_sign_in_at",
      "staff_users.two_factor_reset_at",
      (eb) => eb.fn.count<number>("staff_sessions.id").as("sessions"),
    ])
    .groupBy([
      "staff_users.id",
      "staff_users.email",
      "staff_users.created_at",
      "staff_users.role",
      "staff_users.deactivated_at",
      "staff_users.last_sign_in_at",
      "staff_users.two_factor_reset_at",
    ])
    .orderBy("staff_users.email")
    .execute();
}

// ---- Lock-out -------------------------------------------------------------------------------

export const subjectsOf = (email: string, ip: string) => [
  `account:${normaliseEmail(email)}`,
  `address:${ip || "unknown"}`,
];

export async function isLocked(subjects: string[]): Promise<boolean> {
  const row = await db
    .selectFrom("staff_lockouts")
    .select("subject")
    .where("subject", "in", subjects)
    .where("locked_until", ">", new Date().toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a failure against each subject; the fifth within 15 minutes locks it for 15 minutes. */
export async function recordFailure(subjects: string[]): Promise<void> {
  const now = new Date().toISOString();
  const windowStart = new Date(Date.now() - LOCK_MS).toISOString();
  for (const subject of subjects) {
    const row = await db
      .insertInto("staff_lockouts")
      .values({ subject, failures: 1, first_failure_at: now, locked_until: null })
      .onConflict((oc) =>
        oc.column("subject").doUpdateSet({
          failures: sql`case when staff_lockouts.first_failure_at < ${windowStart} then 1 else staff_lockouts.failures + 1 end`,
          first_failure_at: sql`case when staff_lockouts.first_failure_at < ${windowStart} then ${now} else staff_lockouts.first_failure_at end`,
        }),
      )
      .returning("failures")
      .executeTakeFirstOrThrow();
    if (row.failures >= MAX_FAILURES) {
      await db
        .updateTable("staff_lockouts")
        .set({ locked_until: isoIn(LOCK_MS), failures: 0, first_failure_at: now })
        .where("subject", "=", subject)
        .execute();
    }
  }
}

// ---- Sign-in ----------------------------------------------------------------------------------

export type SignInStep = { ok: true; token: string } | { ok: false; locked: boolean; enrolmentNeeded?: boolean };

/** Step one: e-mail and password. A right pair opens a pending session awaiting the code. */
export async function checkPassword(email: string, password: string, ip: string): Promise<SignInStep> {
  const address = normaliseEmail(email).slice(0, 254);
  const subjects = subjectsOf(address, ip);
  if (await isLocked(subjects)) {
    await recordAudit({ actor: address, ip, action: "sign_in_refused", detail: "locked" });
    return { ok: false, locked: true };
  }
  const user = await db
    .selectFrom("staff_users")
    .select(["id", "password_hash", "deactivated_at", "two_factor_reset_at"])
    .where("email", "=", address)
    .executeTakeFirst();
  const matches = await verify(user?.password_hash ?? (await decoyHash), password.slice(0, 1024)).catch(() => false);
  if (!user || !matches || user.deactivated_at) {
    await recordFailure(subjects);
    const detail = !user ? "unknown account" : !matches ? "wrong password" : "deactivated account";
    await recordAudit({ actor: address, ip, action: "sign_in_failed", detail });
    return { ok: false, locked: await isLocked(subjects) };
  }
  if (user.two_factor_reset_at) {
    await recordAudit({
      actor: address,
      ip,
      action: "sign_in_refused",
      detail: "two-step sign-in was reset: the enrolment link is needed",
    });
    return { ok: false, locked: false, enrolmentNeeded: true };
  }
  const token = newToken();
  const now = new Date().toISOString();
  await db
    .insertInto("staff_sessions")
    .values({
      id: tokenId(token),
      user_id: user.id,
      stage: "code",
      created_at: now,
      last_seen_at: now,
      expires_at: isoIn(PENDING_MS),
      ip,
    })
    .execute();
  await recordAudit({ actor: address, ip, action: "sign_in_password_ok" });
  return { ok: true, token };
}

/** The account a pending sign-in (right password, no code yet) belongs to. */
export async function pendingSignIn(
  token: string | null,
): Promise<{ sessionId: string; userId: number; email: string } | null> {
  if (!token) return null;
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
    .select(["staff_sessions.id as sessionId", "staff_users.id as userId", "staff_users.email"])
    .where("staff_sessions.id", "=", tokenId(token))
    .where("staff_sessions.stage", "=", "code")
    .where("staff_sessions.expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Step two: the six-digit code, accepted once per 30-second step, or one of the account's recovery
 * codes, each accepted once; the session becomes a new, active one.
 */
export async function checkCode(
  pendingToken: string | null,
  code: string,
  ip: string,
): Promise<SignInStep & { restart?: boolean }> {
  const pending = await pendingSignIn(pendingToken);
  if (!pending) return { ok: false, locked: false, restart: true };
  const subjects = subjectsOf(pending.email, ip);
  if (await isLocked(subjects)) {
    await db.deleteFrom("staff_sessions").where("id", "=", pending.sessionId).execute();
    await recordAudit({ actor: pending.email, ip, action: "sign_in_refused", detail: "locked" });
    return { ok: false, locked: true, restart: true };
  }
  const user = await db
    .selectFrom("staff_users")
    .select(["totp_secret"])
    .where("id", "=", pending.userId)
    .executeTakeFirstOrThrow();
  const recovery = looksLikeRecoveryCode(code);
  const step = recovery ? null : await codeStep(user.totp_secret, code);
  let accepted = false;
  if (recovery) {
    accepted = await spendRecoveryCode(pending.userId, code, new Date());
  } else if (step !== null) {
    // The step the code belongs to must be newer than the last accepted one: a seen code is spent.
    const claimed = await db
      .updateTable("staff_users")
      .set({ totp_last_step: step })
      .where("id", "=", pending.userId)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    accepted = Number(claimed.numUpdatedRows) === 1;
  }
  if (!accepted) {
    await recordFailure(subjects);
    const detail = recovery ? "wrong or used recovery code" : step !== null ? "code already used" : "wrong code";
    await recordAudit({ actor: pending.email, ip, action: "sign_in_failed", detail });
    const locked = await isLocked(subjects);
    if (locked) await db.deleteFrom("staff_sessions").where("id", "=", pending.sessionId).execute();
    return { ok: false, locked, restart: locked };
  }
  const left = recovery ? await recoveryCodesLeft(pending.userId) : 0;
  const token = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_sessions").where("id", "=", pending.sessionId).execute();
    const opened = await openSession(trx, pending.userId, ip, new Date());
    await trx.deleteFrom("staff_lockouts").where("subject", "=", subjects[0]).execute();
    await recordAudit(
      {
        actor: pending.email,
        ip,
        action: "sign_in_ok",
        detail: recovery ? `with a recovery code (${left} left)` : undefined,
      },
      trx,
    );
    return opened;
  });
  return { ok: true, token };
}

/** A new active session of an account (its sign-in is complete); returns the cookie's token. */
export async function openSession(trx: Kysely<Database>, userId: number, ip: string, now: Date): Promise<string> {
  const token = newToken();
  const at = now.toISOString();
  await trx
    .insertInto("staff_sessions")
    .values({
      id: tokenId(token),
      user_id: userId,
      stage: "active",
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      ip,
    })
    .execute();
  await trx.updateTable("staff_users").set({ last_sign_in_at: at }).where("id", "=", userId).execute();
  return token;
}

/** The session id a cookie's token stands for (only the hash is stored). */
export const sessionIdOf = (token: string) => tokenId(token);

export interface StaffMember {
  sessionId: string;
  userId: number;
  email: string;
  role: StaffRole;
  /** IANA zone the desk shows this person's times in. */
  timeZone: string;
}

/** The staff member an active session token belongs to, or null (unknown, revoked, idle 12 h, older than 7 days). */
export async function staffForToken(token: string | null): Promise<StaffMember | null> {
  if (!token) return null;
  const now = Date.now();
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
    .select([
      "staff_sessions.id as sessionId",
      "staff_users.id as userId",
      "staff_users.email",
      "staff_users.role",
      "staff_users.time_zone",
      "staff_sessions.last_seen_at",
    ])
    .where("staff_sessions.id", "=", tokenId(token))
    .where("staff_sessions.stage", "=", "active")
    .where("staff_users.deactivated_at", "is", null)
    .where("staff_sessions.expires_at", ">", new Date(now).toISOString())
    .where("staff_sessions.last_seen_at", ">", new Date(now - SESSION_IDLE_MS).toISOString())
    .executeTakeFirst();
  if (!row) return null;
  if (now - Date.parse(row.last_seen_at) > TOUCH_MS) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("id", "=", row.sessionId)
      .execute();
  }
  return { sessionId: row.sessionId, userId: row.userId, email: row.email, role: row.role, timeZone: row.time_zone };
}

/** Ends one session (sign-out), or every session of its account (sign-out everywhere). */
export async function endSessions(member: StaffMember, everywhere: boolean, ip: string): Promise<void> {
  const query = db.deleteFrom("staff_sessions");
  await (everywhere ? query.where("user_id", "=", member.userId) : query.where("id", "=", member.sessionId)).execute();
  await recordAudit({ actor: member.email, ip, action: everywhere ? "signed_out_everywhere" : "signed_out" });
}

/** Drops a pending sign-in (the visitor chose to start again). */
export async function dropPendingSignIn(token: string | null): Promise<void> {
  if (token)
    await db.deleteFrom("staff_sessions").where("id", "=", tokenId(token)).where("stage", "=", "code").execute();
}
