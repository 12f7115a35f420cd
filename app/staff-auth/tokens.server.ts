import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { getSettings } from "~/config/site-settings.server";
import { db } from "~/db/db.server";
import type { Database, StaffTokenPurpose } from "~/db/schema.server";

/**
 * One-time links: 256 random bits in the link, only their SHA-256 in the database, used once,
 * revocable, with an expiry. Every function takes `now`, so tests move time instead of waiting.
 */

export const INVITATION_MS = 48 * 60 * 60_000;
export const PASSWORD_RESET_MS = 30 * 60_000;
/** A link an admin sends after resetting a colleague's two-step sign-in. */
export const ENROLMENT_MS = 48 * 60 * 60_000;
/** A new authenticator set up from one's own account page. */
export const OWN_ENROLMENT_MS = 30 * 60_000;

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** Anything else in a link's place is refused before the database is asked. */
export const isTokenShaped = (value: string | undefined): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

const PATHS: Record<StaffTokenPurpose, string> = {
  invitation: "/staff/invite/",
  password_reset: "/staff/reset-password/",
  enrolment: "/staff/enrol/",
};

export const linkPath = (purpose: StaffTokenPurpose, token: string) => `${PATHS[purpose]}${token}`;
export const linkUrl = (purpose: StaffTokenPurpose, token: string) =>
  `${getSettings().siteUrl}${linkPath(purpose, token)}`;

/** The row of a link that still works: right purpose, not used, not revoked, not expired. */
export async function usableToken(
  purpose: StaffTokenPurpose,
  token: string | undefined,
  now: Date,
  trx: Kysely<Database> = db,
) {
  if (!isTokenShaped(token)) return null;
  const row = await trx
    .selectFrom("staff_tokens")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export type TokenRow = NonNullable<Awaited<ReturnType<typeof usableToken>>>;

/** Marks a link used; false when another request used, revoked or outlived it first. */
export async function claimToken(trx: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable("staff_tokens")
    .set({ used_at: now.toISOString(), draft_password_hash: null, draft_totp_secret: null, draft_owner_hash: null })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes every live link of a purpose for an address or an account; returns their ids. */
export async function revokeLiveTokens(
  trx: Kysely<Database>,
  purpose: StaffTokenPurpose,
  match: { email: string } | { userId: number },
  now: Date,
): Promise<number[]> {
  let query = trx
    .updateTable("staff_tokens")
    .set({ revoked_at: now.toISOString() })
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null);
  query = "email" in match ? query.where("email", "=", match.email) : query.where("user_id", "=", match.userId);
  const rows = await query.returning("id").execute();
  // An e-mail not yet sent for a revoked link is never sent.
  if (rows.length) {
    await trx
      .deleteFrom("mail_outbox")
      .where("item_kind", "=", "account")
      .where(
        "item_id",
        "in",
        rows.map((row) => row.id),
      )
      .where("status", "<>", "sent")
      .execute();
  }
  return rows.map((row) => row.id);
}

export async function insertToken(
  trx: Kysely<Database>,
  values: {
    purpose: StaffTokenPurpose;
    email: string;
    role?: Database["staff_tokens"]["role"];
    userId?: number;
    createdBy: string;
    ttlMs: number;
  },
  now: Date,
): Promise<{ id: number; token: string }> {
  const { token, hash } = newToken();
  const row = await trx
    .insertInto("staff_tokens")
    .values({
      purpose: values.purpose,
      token_hash: hash,
      email: values.email,
      role: values.role ?? null,
      user_id: values.userId ?? null,
      created_by: values.createdBy.slice(0, 254),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + values.ttlMs).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}
