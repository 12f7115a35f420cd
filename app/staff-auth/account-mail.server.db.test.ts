import { generateTOTP } from "@epic-web/totp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { waitFor } from "../../tests/support/concurrency";
import { headerLines, mailPart, startSmtpSink } from "../../tests/support/smtp-sink";

// Account e-mails (invitation, password reset) through the mail outbox to a real SMTP server on
// loopback, on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set).
const sink = await startSmtpSink();
process.env.SMTP_URL = sink.url;
process.env.MAIL_FROM = "Northbridge LPO desk <desk@northbridge-lpo.example>";
process.env.SITE_URL = "https://desk.northbridge-lpo.example";
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { loadSessionSecret } = await import("~/http/session.server");
const { queueAccountMail, sendDueMail, SENT_ACCOUNT_MAIL_BODY, stopMailWorker } = await import("~/mail/mail.server");
const staff = await import("~/staff-auth/staff.server");
const invitations = await import("./invitations.server");
const reset = await import("./password-reset.server");
const team = await import("./team.server");
const { PASSWORD_RESET_MS } = await import("./tokens.server");

const admin = { actor: "admin@northbridge-lpo.example", ip: "198.51.100.1" };
const PASSWORD = "saffron bridge lamp 3 quarry";
const codeFor = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
const linkIn = (raw: string, path: string) =>
  new RegExp(`https://desk\\.northbridge-lpo\\.example${path}([A-Za-z0-9_-]{43})`).exec(
    mailPart(raw, "text/plain"),
  )?.[1];

beforeAll(async () => {
  await migrateToLatest();
  await loadSessionSecret();
});
beforeEach(() => {
  sink.received.length = 0;
  sink.refuse = 0;
});
afterAll(async () => {
  await stopMailWorker();
  await closeDb();
  await sink.close();
});

/** Until the outbox has sent everything it holds (a pass kicked by the change may be sending already). */
async function deliver() {
  await waitFor(
    async () => {
      await sendDueMail();
      const pending = await db.selectFrom("mail_outbox").select("id").where("status", "=", "pending").execute();
      return pending.length === 0;
    },
    10_000,
    "the outbox to send everything",
  );
}

describe(`account e-mails (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("an invitation is one e-mail to the invitee alone, whose link works; once sent, the outbox no longer holds the link", async () => {
    const invited = await invitations.inviteColleague(admin, "nina@northbridge-lpo.example", "staff");
    expect(invited).toEqual({ ok: true, email: "nina@northbridge-lpo.example", link: null, replaced: false });
    await deliver();
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail.to).toEqual(["nina@northbridge-lpo.example"]);
    expect(headerLines(mail.raw)).toContain("Subject: You are invited to the Northbridge LPO staff desk");
    const token = linkIn(mail.raw, "/staff/invite/");
    expect(token).toBeDefined();
    expect(mailPart(mail.raw, "text/html")).toContain(
      `href="https://desk.northbridge-lpo.example/staff/invite/${token}"`,
    );
    expect(mailPart(mail.raw, "text/plain")).toContain("admin@northbridge-lpo.example invited you");
    expect((await invitations.invitationPage(token, null))?.email).toBe("nina@northbridge-lpo.example");
    const [row] = await db.selectFrom("mail_outbox").selectAll().where("purpose", "=", "staff_invitation").execute();
    expect(row).toMatchObject({
      status: "sent",
      item_kind: "account",
      text_body: SENT_ACCOUNT_MAIL_BODY,
      html_body: SENT_ACCOUNT_MAIL_BODY,
    });
    const everything = JSON.stringify([
      await db.selectFrom("mail_outbox").selectAll().execute(),
      await db.selectFrom("staff_tokens").selectAll().execute(),
    ]);
    expect(everything).not.toContain(token);
  });

  test("a withdrawn invitation's e-mail, not sent yet, is never sent; no address that could forge a header is accepted", async () => {
    // The mail server turns away the first attempt, if the worker gets to it before the withdrawal.
    sink.refuse = 1;
    await invitations.inviteColleague(admin, "olga@northbridge-lpo.example", "recruiter");
    const [token] = await db
      .selectFrom("staff_tokens")
      .select("id")
      .where("email", "=", "olga@northbridge-lpo.example")
      .execute();
    expect(await invitations.revokeInvitation(admin, token.id)).toBe(true);
    expect(
      await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("item_kind", "=", "account")
        .where("item_id", "=", token.id)
        .execute(),
    ).toEqual([]);
    // Waits for a pass the invitation kicked off, if one is sending.
    await stopMailWorker();
    await deliver();
    expect(sink.received).toEqual([]);
    for (const address of [
      "a@b.example\r\nBcc: victim@evil.example",
      "a@b.example, victim@evil.example",
      '"a" <a@b.example>',
      "a@b.example\nX-Injected: 1",
    ]) {
      await expect(
        db
          .transaction()
          .execute((trx) =>
            queueAccountMail(trx, "staff_invitation", token.id, address, { subject: "s", text: "t", html: "h" }),
          ),
      ).rejects.toThrow(/header/);
    }
  });

  test("forgot password: the same answer and no e-mail for an unknown or deactivated address; a 30-minute link for a known one, which ends every session but not two-step sign-in", async () => {
    const made = await staff.addStaffUser("pat@northbridge-lpo.example", PASSWORD, "staff");
    const step = await staff.checkPassword("pat@northbridge-lpo.example", PASSWORD, "198.51.100.30");
    if (!step.ok) throw new Error("password refused");
    const signedIn = await staff.checkCode(step.token, await codeFor(made!.secret), "198.51.100.30");
    if (!signedIn.ok) throw new Error("code refused");
    await staff.addStaffUser("gone@northbridge-lpo.example", PASSWORD, "staff");
    const [gone] = await db
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", "gone@northbridge-lpo.example")
      .execute();
    await team.setDeactivated({ actor: "admin@northbridge-lpo.example", ip: "" }, gone.id, true);

    const now = new Date();
    expect(await reset.requestPasswordReset("nobody@northbridge-lpo.example", "198.51.100.31", now)).toBe("done");
    expect(await reset.requestPasswordReset("gone@northbridge-lpo.example", "198.51.100.31", now)).toBe("done");
    expect(await reset.requestPasswordReset(" PAT@northbridge-lpo.example ", "198.51.100.31", now)).toBe("done");
    await deliver();
    expect(sink.received.map((mail) => mail.to)).toEqual([["pat@northbridge-lpo.example"]]);
    const token = linkIn(sink.received[0].raw, "/staff/reset-password/");
    expect(mailPart(sink.received[0].raw, "text/plain")).toContain("within 30 minutes");

    expect(await reset.resetLinkPage(token, new Date(now.getTime() + PASSWORD_RESET_MS - 1))).toEqual({
      email: "pat@northbridge-lpo.example",
    });
    expect(await reset.resetLinkPage(token, new Date(now.getTime() + PASSWORD_RESET_MS))).toBeNull();
    expect(
      await reset.resetPassword(
        token,
        "a fresh long password 11",
        "198.51.100.32",
        new Date(now.getTime() + PASSWORD_RESET_MS + 1),
      ),
    ).toBe(false);

    expect(await reset.resetPassword(token, "a fresh long password 11", "198.51.100.32", now)).toBe(true);
    expect(await reset.resetPassword(token, "another fresh password 12", "198.51.100.32", now)).toBe(false);
    expect(await staff.staffForToken(signedIn.token)).toBeNull();
    // The new password opens only the code step.
    const after = await staff.checkPassword("pat@northbridge-lpo.example", "a fresh long password 11", "198.51.100.33");
    if (!after.ok) throw new Error("new password refused");
    expect(await staff.staffForToken(after.token)).toBeNull();
    expect((await staff.checkPassword("pat@northbridge-lpo.example", PASSWORD, "198.51.100.34")).ok).toBe(false);

    const audit = await db
      .selectFrom("staff_audit")
      .select(["actor", "action", "detail"])
      .where("action", "like", "password_reset%")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      {
        actor: "nobody@northbridge-lpo.example",
        action: "password_reset_requested",
        detail: "no active account: nothing sent",
      },
      {
        actor: "gone@northbridge-lpo.example",
        action: "password_reset_requested",
        detail: "no active account: nothing sent",
      },
      { actor: "pat@northbridge-lpo.example", action: "password_reset_requested", detail: "link e-mailed" },
      {
        actor: "pat@northbridge-lpo.example",
        action: "password_reset",
        detail: "through the e-mailed link; every session ended",
      },
    ]);
  });

  test("forgot password is limited per typed address and per client address, whether or not an account has it", async () => {
    await staff.addStaffUser("quinn@northbridge-lpo.example", PASSWORD, "staff");
    const now = new Date("2026-11-24T09:00:00Z");
    for (const email of ["quinn@northbridge-lpo.example", "unknown-quinn@northbridge-lpo.example"]) {
      const answers = [];
      for (let i = 0; i < reset.RESET_REQUESTS_PER_ACCOUNT + 1; i++)
        answers.push(await reset.requestPasswordReset(email, `198.51.100.${40 + i}`, now));
      expect(answers, email).toEqual([...Array(reset.RESET_REQUESTS_PER_ACCOUNT).fill("done"), "limited"]);
    }
    const fromOneAddress = [];
    for (let i = 0; i < reset.RESET_REQUESTS_PER_ADDRESS + 1; i++) {
      fromOneAddress.push(await reset.requestPasswordReset(`spray${i}@northbridge-lpo.example`, "198.51.100.60", now));
    }
    expect(fromOneAddress.at(-1)).toBe("limited");
    expect(fromOneAddress.slice(0, -1).every((answer) => answer === "done")).toBe(true);
    // Half an hour on, the earlier requests no longer count.
    expect(
      await reset.requestPasswordReset(
        "quinn@northbridge-lpo.example",
        "198.51.100.61",
        new Date(now.getTime() + 30 * 60_000),
      ),
    ).toBe("done");
    // Requests just before a window ends still count just after: a burst across the boundary is not let through twice.
    const windowEnd = Math.ceil(now.getTime() / (15 * 60_000)) * 15 * 60_000 + 60 * 60_000;
    const across = [];
    for (let i = 0; i < reset.RESET_REQUESTS_PER_ACCOUNT; i++)
      across.push(
        await reset.requestPasswordReset(
          "rowan@northbridge-lpo.example",
          `198.51.100.${70 + i}`,
          new Date(windowEnd - 1_000),
        ),
      );
    across.push(
      await reset.requestPasswordReset("rowan@northbridge-lpo.example", "198.51.100.75", new Date(windowEnd + 1_000)),
    );
    expect(across).toEqual([...Array(reset.RESET_REQUESTS_PER_ACCOUNT).fill("done"), "limited"]);
    await deliver();
    // Each new link replaces the one before (an e-mail not sent yet goes with it): only Quinn gets any.
    expect(sink.received.length).toBeGreaterThan(0);
    expect(sink.received.every((mail) => mail.to.join() === "quinn@northbridge-lpo.example")).toBe(true);
    const links = await db
      .selectFrom("staff_tokens")
      .select("id")
      .where("email", "=", "quinn@northbridge-lpo.example")
      .where("revoked_at", "is", null)
      .execute();
    expect(links).toHaveLength(1);
  });
});
