import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";

/** A form's spam-trap token stops being accepted two hours after it was minted (honeypot.server.ts). */
const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The form was already sent with this token: a replay, or the same page sent twice. */
export class FormTokenUsedError extends Error {
  constructor() {
    super("form token already used");
  }
}

/**
 * Spends a spam-trap token inside the transaction that stores its submission: a token admits one
 * submission, on whichever instance (the row is in the shared database). Throws
 * FormTokenUsedError, which rolls the submission back, when it was spent before. Rows of tokens
 * too old to be accepted anyway are cleared now and then.
 */
export async function spendFormToken(trx: Kysely<Database>, token: string, now = Date.now()): Promise<void> {
  const mintedAt = Number(token.split(".")[0]);
  const spent = await trx
    .insertInto("used_form_tokens")
    .values({
      token_hash: crypto.createHash("sha256").update(token).digest("base64url"),
      expires_at: new Date(mintedAt + TOKEN_LIFETIME_MS).toISOString(),
    })
    .onConflict((oc) => oc.column("token_hash").doNothing())
    .returning("token_hash")
    .executeTakeFirst();
  if (!spent) throw new FormTokenUsedError();
  if (Math.random() < 0.01) {
    await trx.deleteFrom("used_form_tokens").where("expires_at", "<", new Date(now).toISOString()).execute();
  }
}
