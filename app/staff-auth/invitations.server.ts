import { getDeskSettings } from "./desk-settings.server";
import { db } from "~/db/db.server";
import type { DeskActor } from "./audit.server";
import { kickMail, queueAccountMail } from "~/mail/mail.server";
import type { StaffRole } from "~/db/schema.server";
import { recordAudit } from "~/staff-auth/audit.server";
import { isLocked, normaliseEmail, openSession, recordFailure } from "~/staff-auth/staff.server";
import { invitationMail } from "./account-mail.server";
import { hashPassword } from "./passwords.server";
import { ROLE_LABELS } from "./roles";
import {
  claimToken,
  INVITATION_MS,
  insertToken,
  linkUrl,
  revokeLiveTokens,
  usableToken,
  type TokenRow,
} from "./tokens.server";
import { authenticatorSetup, codeStep, newTotpSecret } from "./two-factor.server";

/**
 * Invitations: an admin (or the command line) invites an address with a role; the link, sent by
 * e-mail or shown to copy, leads to a page where the invitee chooses a password, then scans the
 * QR code and confirms a code. Only then does the account exist, signed in.
 */

export type InvitationResult =
  { ok: true; email: string; link: string | null; replaced: boolean } | { ok: false; reason: "account_exists" };

/**
 * Makes an invitation (an earlier one to the same address stops working). With SMTP it is
 * e-mailed and `link` is null, unless `mail: false` (the command line prints it instead).
 */
export async function inviteColleague(
  by: DeskActor,
  email: string,
  role: StaffRole,
  options: { mail?: boolean } = {},
  now = new Date(),
): Promise<InvitationResult> {
  const address = normaliseEmail(email);
  const result = await db.transaction().execute(async (trx): Promise<InvitationResult & { mailed?: boolean }> => {
    const existing = await trx.selectFrom("staff_users").select("id").where("email", "=", address).executeTakeFirst();
    if (existing) return { ok: false, reason: "account_exists" };
    const replaced = await revokeLiveTokens(trx, "invitation", { email: address }, now);
    const { id, token } = await insertToken(
      trx,
      { purpose: "invitation", email: address, role, createdBy: by.actor, ttlMs: INVITATION_MS },
      now,
    );
    const link = linkUrl("invitation", token);
    const mailed =
      options.mail !== false &&
      (await queueAccountMail(
        trx,
        "staff_invitation",
        id,
        address,
        invitationMail({ invitedBy: by.actor, role, link }),
      ));
    await recordAudit(
      {
        ...by,
        action: mailed ? "invitation_sent" : "invitation_link_made",
        detail: `${address} as ${ROLE_LABELS[role]}`,
      },
      trx,
    );
    return { ok: true, email: address, link: mailed ? null : link, replaced: replaced.length > 0, mailed };
  });
  if (result.ok && result.mailed) kickMail();
  if (result.ok) return { ok: true, email: result.email, link: result.link, replaced: result.replaced };
  return result;
}

/** Invitations not used or revoked yet (expired ones too, marked so), with their e-mail's state. */
export async function openInvitations(now = new Date()) {
  const rows = await db
    .selectFrom("staff_tokens")
    .leftJoin("mail_outbox", (join) =>
      join.on("mail_outbox.item_kind", "=", "account").onRef("mail_outbox.item_id", "=", "staff_tokens.id"),
    )
    .select([
      "staff_tokens.id",
      "staff_tokens.email",
      "staff_tokens.role",
      "staff_tokens.created_by",
      "staff_tokens.created_at",
      "staff_tokens.expires_at",
      "mail_outbox.status as mail_status",
    ])
    .where("staff_tokens.purpose", "=", "invitation")
    .where("staff_tokens.used_at", "is", null)
    .where("staff_tokens.revoked_at", "is", null)
    .orderBy("staff_tokens.id", "desc")
    .limit(200)
    .execute();
  return rows.map((row) => ({ ...row, role: row.role ?? "staff", expired: row.expires_at <= now.toISOString() }));
}

export async function revokeInvitation(by: DeskActor, id: number, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("staff_tokens")
      .select(["email"])
      .where("id", "=", id)
      .where("purpose", "=", "invitation")
      .executeTakeFirst();
    if (!row) return false;
    const revoked = await revokeLiveTokens(trx, "invitation", { email: row.email }, now);
    if (!revoked.includes(id)) return false;
    await recordAudit({ ...by, action: "invitation_revoked", detail: row.email }, trx);
    return true;
  });
}

// ---- The invitee's page ------------------------------------------------------------------------

const ownsDraft = (row: TokenRow, ownerHash: string | null) =>
  Boolean(row.draft_totp_secret && ownerHash && row.draft_owner_hash === ownerHash);

/** What /staff/invite/<token> shows: null for a link that does not work (any reason: one answer). */
export async function invitationPage(token: string | undefined, ownerHash: string | null, now = new Date()) {
  const row = await usableToken("invitation", token, now);
  if (!row) return null;
  const base = {
    email: row.email,
    role: row.role ?? ("staff" as StaffRole),
    invitedBy: row.created_by,
    expiresAt: row.expires_at,
  };
  return ownsDraft(row, ownerHash)
    ? { ...base, step: "authenticator" as const, setup: authenticatorSetup(row.email, row.draft_totp_secret!) }
    : { ...base, step: "password" as const, setup: null };
}

/** Step one: the password (already checked against the policy). A new authenticator secret is drafted for this browser. */
export async function draftInvitation(
  token: string | undefined,
  password: string,
  ownerHash: string,
  now = new Date(),
): Promise<boolean> {
  const row = await usableToken("invitation", token, now);
  if (!row) return false;
  const passwordHash = await hashPassword(password);
  const updated = await db
    .updateTable("staff_tokens")
    .set({ draft_password_hash: passwordHash, draft_totp_secret: newTotpSecret(), draft_owner_hash: ownerHash })
    .where("id", "=", row.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Back to step one (another password): the draft is dropped. */
export async function dropInvitationDraft(
  token: string | undefined,
  ownerHash: string | null,
  now = new Date(),
): Promise<void> {
  const row = await usableToken("invitation", token, now);
  if (!row || !ownsDraft(row, ownerHash)) return;
  await db
    .updateTable("staff_tokens")
    .set({ draft_password_hash: null, draft_totp_secret: null, draft_owner_hash: null })
    .where("id", "=", row.id)
    .execute();
}

export type AcceptResult =
  | { ok: true; sessionToken: string }
  | { ok: false; reason: "invalid" | "restart" | "wrong_code" | "locked" | "account_exists" };

class Refused extends Error {
  constructor(readonly reason: "invalid" | "account_exists") {
    super(reason);
  }
}

/** Step two: the code from the app. The account is made with the drafted password and secret, and signed in; the link is spent. */
export async function acceptInvitation(
  token: string | undefined,
  code: string,
  ownerHash: string | null,
  ip: string,
  now = new Date(),
): Promise<AcceptResult> {
  const row = await usableToken("invitation", token, now);
  if (!row) return { ok: false, reason: "invalid" };
  if (!ownsDraft(row, ownerHash) || !row.draft_password_hash) return { ok: false, reason: "restart" };
  const subjects = [`link:${row.id}`, `address:${ip || "unknown"}`];
  if (await isLocked(subjects)) return { ok: false, reason: "locked" };
  const step = await codeStep(row.draft_totp_secret!, code);
  if (step === null) {
    await recordFailure(subjects);
    return { ok: false, reason: (await isLocked(subjects)) ? "locked" : "wrong_code" };
  }
  const { default_time_zone } = await getDeskSettings();
  try {
    const sessionToken = await db.transaction().execute(async (trx) => {
      if (!(await claimToken(trx, row.id, now))) throw new Refused("invalid");
      const inserted = await trx
        .insertInto("staff_users")
        .values({
          email: row.email,
          password_hash: row.draft_password_hash!,
          totp_secret: row.draft_totp_secret!,
          totp_last_step: step,
          created_at: now.toISOString(),
          role: row.role ?? "staff",
          time_zone: default_time_zone,
        })
        .onConflict((oc) => oc.column("email").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) throw new Refused("account_exists");
      await recordAudit(
        {
          actor: row.email,
          ip,
          action: "invitation_accepted",
          detail: `invited by ${row.created_by} as ${ROLE_LABELS[row.role ?? "staff"]}`,
        },
        trx,
      );
      return openSession(trx, inserted.id, ip, now);
    });
    return { ok: true, sessionToken };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}
