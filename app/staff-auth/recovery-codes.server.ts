import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema.server";

/**
 * Ten one-time recovery codes per account, for a lost phone: each signs in once in place of an
 * authenticator code. Shown once when made; only their SHA-256 is kept (80 random bits each, so
 * a stolen copy of the database cannot be searched back to a code). Making new ones voids the old.
 */

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U to misread. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

const hashCode = (normalised: string) => crypto.createHash("sha256").update(`recovery:${normalised}`).digest("hex");

function newCode(): string {
  const bytes = crypto.randomBytes(10);
  let bits = "";
  for (const byte of bytes) bits += byte.toString(2).padStart(8, "0");
  const chars = bits.replace(/.{5}/g, (five) => ALPHABET[Number.parseInt(five, 2)]);
  return chars.replace(/(.{4})(?=.)/g, "$1-");
}

/** A typed code in its stored form: case, spaces and dashes ignored, look-alike letters read as digits; null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const folded = typed.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  return /^[0-9a-hjkmnp-tv-z]{16}$/.test(folded) ? folded : null;
}

export const looksLikeRecoveryCode = (typed: string) => normaliseRecoveryCode(typed) !== null;

/** New codes for an account (the old ones stop working); returned once, for the page to show. */
export async function replaceRecoveryCodes(trx: Kysely<Database>, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  await trx
    .insertInto("staff_recovery_codes")
    .values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: hashCode(normaliseRecoveryCode(code)!),
        created_at: now.toISOString(),
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

export async function voidRecoveryCodes(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
}

/** Uses a code: true exactly once per code, whatever requests race for it. */
export async function spendRecoveryCode(
  userId: number,
  typed: string,
  now: Date,
  trx: Kysely<Database> = db,
): Promise<boolean> {
  const normalised = normaliseRecoveryCode(typed);
  if (!normalised) return false;
  const result = await trx
    .updateTable("staff_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashCode(normalised))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(userId: number, trx: Kysely<Database> = db): Promise<number> {
  const row = await trx
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
