import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";

const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * The mailbox an address reaches, as far as can be told from outside: case folded, without a
 * "+tag" (most providers deliver name+anything@ to name@), and Gmail's dots ignored, so
 * "Target+1@…" and "t.arget+2@gmail.com" count as the mailbox they fill.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  let local = lower.slice(0, at).replace(/\+.*$/, "");
  let domain = lower.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return `${local || lower.slice(0, at)}@${domain}`;
}

/**
 * Whether a visitor confirmation may go to `address` now, recorded if so: at most one an hour per
 * mailbox (mailboxOf), whoever posts and on whichever instance (the row is shared through the database), so
 * the form cannot be used to fill a stranger's inbox. Runs inside the submission's transaction:
 * a submission that is not stored sends nothing and uses up nothing.
 */
export async function claimVisitorAck(trx: Kysely<Database>, address: string, now = new Date()): Promise<boolean> {
  // Only a hash is kept: the table says when some address was last written to, never who.
  const recipientHash = crypto.createHash("sha256").update(mailboxOf(address)).digest("base64url");
  const sentAt = now.toISOString();
  const claimed = await trx
    .insertInto("visitor_acks")
    .values({ recipient_hash: recipientHash, sent_at: sentAt })
    .onConflict((oc) =>
      oc
        .column("recipient_hash")
        .doUpdateSet({ sent_at: sentAt })
        .where("visitor_acks.sent_at", "<", new Date(now.getTime() - ONE_HOUR_MS).toISOString()),
    )
    .returning("recipient_hash")
    .executeTakeFirst();
  return claimed !== undefined;
}
