import { generateTOTP } from "@epic-web/totp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// What admins do to accounts, recovery codes and re-enrolment, on a real database (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set). No e-mail here: links come back to show.
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { loadSessionSecret } = await import("~/http/session.server");
const staff = await import("~/staff-auth/staff.server");
const team = await import("./team.server");
const enrolment = await import("./enrolment.server");
const recovery = await import("./recovery-codes.server");
const account = await import("./account.server");
const { ENROLMENT_MS } = await import("./tokens.server");

const PASSWORD = "copper meadow kite 9 anchor";
const codeFor = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
let ipCounter = 1;
const ip = () => `198.51.100.${ipCounter++}`;

beforeAll(async () => {
  await migrateToLatest();
  await loadSessionSecret();
});
afterAll(closeDb);

/** An account made on the command line, signed in; its member, session token and secret. */
async function signedIn(email: string, role: "admin" | "staff" | "recruiter") {
  const made = await staff.addStaffUser(email, PASSWORD, role);
  if (!made) throw new Error("exists");
  const step = await staff.checkPassword(email, PASSWORD, ip());
  if (!step.ok) throw new Error("password refused");
  const done = await staff.checkCode(step.token, await codeFor(made.secret), ip());
  if (!done.ok) throw new Error("code refused");
  const member = (await staff.staffForToken(done.token))!;
  return {
    member,
    by: { actor: email, ip: "198.51.100.200", userId: member.userId },
    token: done.token,
    secret: made.secret,
  };
}

/** What was done to an account in the desk (the command line's "account added" left out). */
const auditOf = (detail: string) =>
  db
    .selectFrom("staff_audit")
    .select(["actor", "action", "detail"])
    .where("detail", "like", `${detail}%`)
    .where("actor", "<>", "command line")
    .orderBy("id")
    .execute();

describe(`the team (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("the desk always keeps an active admin: the last one cannot demote, deactivate or remove themselves; every change is audited with who made it", async () => {
    // Accounts from before roles existed became admins; this database starts empty, so make the first one here.
    await db.deleteFrom("staff_users").execute();
    const first = await signedIn("first@northbridge-lpo.example", "admin");
    for (const refused of [
      await team.changeRole(first.by, first.member.userId, "staff"),
      await team.setDeactivated(first.by, first.member.userId, true),
      await team.removeAccount(first.by, first.member.userId),
    ]) {
      expect(refused).toEqual({ ok: false, reason: "last_admin" });
    }
    const second = await signedIn("second@northbridge-lpo.example", "staff");
    expect(await team.changeRole(first.by, second.member.userId, "admin")).toEqual({
      ok: true,
      email: "second@northbridge-lpo.example",
    });
    expect(await team.changeRole(first.by, second.member.userId, "admin")).toEqual({ ok: false, reason: "unchanged" });
    // With a second admin, the first may step down; then the second is the last.
    expect((await team.changeRole(first.by, first.member.userId, "recruiter")).ok).toBe(true);
    expect(await team.removeAccount(second.by, second.member.userId)).toEqual({ ok: false, reason: "last_admin" });
    // A deactivated admin does not count.
    expect((await team.changeRole(second.by, first.member.userId, "admin")).ok).toBe(true);
    expect((await team.setDeactivated(second.by, first.member.userId, true)).ok).toBe(true);
    expect(await team.changeRole(second.by, second.member.userId, "staff")).toEqual({
      ok: false,
      reason: "last_admin",
    });
    expect(await staff.staffForToken(first.token)).toBeNull();
    expect((await staff.checkPassword("first@northbridge-lpo.example", PASSWORD, ip())).ok).toBe(false);
    expect((await team.setDeactivated(second.by, first.member.userId, false)).ok).toBe(true);
    expect((await staff.checkPassword("first@northbridge-lpo.example", PASSWORD, ip())).ok).toBe(true);
    expect(await team.removeAccount(second.by, first.member.userId)).toEqual({
      ok: true,
      email: "first@northbridge-lpo.example",
    });
    expect(await team.changeRole(second.by, first.member.userId, "staff")).toEqual({ ok: false, reason: "not_found" });

    expect(await auditOf("first@")).toEqual([
      {
        actor: "first@northbridge-lpo.example",
        action: "role_changed",
        detail: "first@northbridge-lpo.example: Admin → Recruiter",
      },
      {
        actor: "second@northbridge-lpo.example",
        action: "role_changed",
        detail: "first@northbridge-lpo.example: Recruiter → Admin",
      },
      {
        actor: "second@northbridge-lpo.example",
        action: "account_deactivated",
        detail: "first@northbridge-lpo.example",
      },
      {
        actor: "second@northbridge-lpo.example",
        action: "account_reactivated",
        detail: "first@northbridge-lpo.example",
      },
      { actor: "second@northbridge-lpo.example", action: "account_removed", detail: "first@northbridge-lpo.example" },
    ]);
  });

  test("two admins demoting each other at once leave one admin", async () => {
    await db.deleteFrom("staff_users").execute();
    const a = await signedIn("ann@northbridge-lpo.example", "admin");
    const b = await signedIn("bob@northbridge-lpo.example", "admin");
    const results = await Promise.all([
      team.changeRole(a.by, b.member.userId, "staff"),
      team.changeRole(b.by, a.member.userId, "staff"),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await db.selectFrom("staff_users").select("email").where("role", "=", "admin").execute()).toHaveLength(1);
  });

  test("a two-step reset voids the app, the recovery codes and the sessions; the colleague enrols again through the link with their password", async () => {
    const admin = await signedIn("reset-admin@northbridge-lpo.example", "admin");
    const colleague = await signedIn("lost-phone@northbridge-lpo.example", "staff");
    const codes = await db
      .transaction()
      .execute((trx) => recovery.replaceRecoveryCodes(trx, colleague.member.userId, new Date()));
    expect(await team.resetTwoFactor(admin.by, admin.member.userId)).toEqual({ ok: false, reason: "self" });
    const now = new Date();
    const reset = await team.resetTwoFactor(admin.by, colleague.member.userId, now);
    if (!reset.ok || !reset.link) throw new Error("no link");
    const token = reset.link.split("/").pop()!;
    expect(await staff.staffForToken(colleague.token)).toBeNull();
    expect(await recovery.recoveryCodesLeft(colleague.member.userId)).toBe(0);
    // The right password alone now says what to do, and opens nothing.
    expect(await staff.checkPassword("lost-phone@northbridge-lpo.example", PASSWORD, ip())).toEqual({
      ok: false,
      locked: false,
      enrolmentNeeded: true,
    });

    // The link: a wrong password, then the right one; another browser sees only step one.
    expect(await enrolment.confirmEnrolmentPassword(token, "not the password at all", "phone", ip(), now)).toBe(
      "wrong",
    );
    expect(await enrolment.confirmEnrolmentPassword(token, PASSWORD, "phone", ip(), now)).toBe("ok");
    expect((await enrolment.enrolmentPage(token, "laptop", now))?.step).toBe("password");
    const page = await enrolment.enrolmentPage(token, "phone", now);
    if (page?.step !== "authenticator") throw new Error("no step two");
    const secret = page.setup.secret.replaceAll(" ", "");
    expect(secret).not.toBe(colleague.secret);
    const finished = await enrolment.finishEnrolment(token, await codeFor(secret), "phone", ip(), null, now);
    if (!finished.ok || !finished.sessionToken) throw new Error("not finished");
    expect((await staff.staffForToken(finished.sessionToken))?.email).toBe("lost-phone@northbridge-lpo.example");
    expect(await enrolment.enrolmentPage(token, "phone", now)).toBeNull();

    // Old codes and the old app no longer sign in; the new app does.
    const step = await staff.checkPassword("lost-phone@northbridge-lpo.example", PASSWORD, ip());
    if (!step.ok) throw new Error("password refused");
    expect((await staff.checkCode(step.token, codes[0], ip())).ok).toBe(false);
    expect(await auditOf("lost-phone@")).toEqual([
      {
        actor: "reset-admin@northbridge-lpo.example",
        action: "two_factor_reset",
        detail: "lost-phone@northbridge-lpo.example",
      },
    ]);

    // A second reset's link is valid 48 hours; an expired one leads nowhere.
    const again = await team.resetTwoFactor(admin.by, colleague.member.userId, now);
    if (!again.ok || !again.link) throw new Error("no link");
    expect(
      await enrolment.enrolmentPage(again.link.split("/").pop(), null, new Date(now.getTime() + ENROLMENT_MS)),
    ).toBeNull();
    expect(
      await enrolment.confirmEnrolmentPassword(
        again.link.split("/").pop(),
        PASSWORD,
        "x",
        ip(),
        new Date(now.getTime() + ENROLMENT_MS + 1),
      ),
    ).toBe("invalid");
  });

  test("ten recovery codes, stored hashed: each signs in once instead of a code; new ones void the old", async () => {
    const user = await signedIn("codes@northbridge-lpo.example", "recruiter");
    const made = await account.newRecoveryCodes(user.member, PASSWORD, ip());
    if (!made.ok) throw new Error("refused");
    expect(made.codes).toHaveLength(10);
    expect(new Set(made.codes).size).toBe(10);
    for (const code of made.codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    const stored = JSON.stringify(
      await db.selectFrom("staff_recovery_codes").selectAll().where("user_id", "=", user.member.userId).execute(),
    );
    for (const code of made.codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll("-", ""));
    }
    expect(await account.newRecoveryCodes(user.member, "a wrong password here", ip())).toEqual({
      ok: false,
      reason: "wrong",
    });

    const signInWith = async (code: string) => {
      const step = await staff.checkPassword("codes@northbridge-lpo.example", PASSWORD, ip());
      if (!step.ok) throw new Error("password refused");
      return staff.checkCode(step.token, code, ip());
    };
    // Typed as people type: capitals, spaces instead of dashes.
    expect((await signInWith(` ${made.codes[3].toUpperCase().replaceAll("-", " ")} `.trim())).ok).toBe(true);
    expect((await signInWith(made.codes[3])).ok).toBe(false);
    expect(await recovery.recoveryCodesLeft(user.member.userId)).toBe(9);
    expect((await signInWith("0000-0000-0000-0000")).ok).toBe(false);

    const fresh = await account.newRecoveryCodes(user.member, PASSWORD, ip());
    if (!fresh.ok) throw new Error("refused");
    expect((await signInWith(made.codes[5])).ok).toBe(false);
    expect((await signInWith(fresh.codes[5])).ok).toBe(true);
    const audit = await db
      .selectFrom("staff_audit")
      .select(["action", "detail"])
      .where("actor", "=", "codes@northbridge-lpo.example")
      .orderBy("id")
      .execute();
    expect(
      audit.filter((entry) => entry.action === "sign_in_ok" && entry.detail?.startsWith("with a recovery code")),
    ).toEqual([
      { action: "sign_in_ok", detail: "with a recovery code (9 left)" },
      { action: "sign_in_ok", detail: "with a recovery code (9 left)" },
    ]);
    expect(audit.filter((entry) => entry.action === "recovery_codes_made")).toHaveLength(2);
  });

  test("one's own account: a new password ends the other sessions; a new authenticator replaces the old; the time zone is kept", async () => {
    const first = await signedIn("own@northbridge-lpo.example", "staff");
    // A second sign-in elsewhere (a later 30-second step, so the step counter is moved back).
    await db.updateTable("staff_users").set({ totp_last_step: null }).where("id", "=", first.member.userId).execute();
    const step = await staff.checkPassword("own@northbridge-lpo.example", PASSWORD, ip());
    if (!step.ok) throw new Error("password refused");
    const elsewhere = await staff.checkCode(step.token, await codeFor(first.secret), ip());
    if (!elsewhere.ok) throw new Error("code refused");

    const overview = await account.accountOverview(first.member);
    expect(overview.sessions.map((session) => session.current).sort()).toEqual([false, true]);
    expect(
      await account.changePassword(first.member, "not my password, surely", "another long passphrase 7", ip()),
    ).toBe("wrong");
    expect(await account.changePassword(first.member, PASSWORD, "another long passphrase 7", ip())).toBe("ok");
    expect(await staff.staffForToken(first.token)).not.toBeNull();
    expect(await staff.staffForToken(elsewhere.token)).toBeNull();

    const started = await enrolment.startOwnEnrolment(first.member, "another long passphrase 7", "this-browser", ip());
    if (!started.ok) throw new Error("refused");
    const page = await enrolment.enrolmentPage(started.token, "this-browser");
    if (page?.step !== "authenticator") throw new Error("no draft");
    const newSecret = page.setup.secret.replaceAll(" ", "");
    const finished = await enrolment.finishEnrolment(
      started.token,
      await codeFor(newSecret),
      "this-browser",
      ip(),
      first.member,
    );
    // Already signed in here: no second session.
    expect(finished).toEqual({ ok: true, sessionToken: null });
    const [row] = await db
      .selectFrom("staff_users")
      .select("totp_secret")
      .where("id", "=", first.member.userId)
      .execute();
    expect(row.totp_secret).toBe(newSecret);

    await account.setTimeZone(first.member, "America/Jamaica", ip());
    expect((await staff.staffForToken(first.token))?.timeZone).toBe("America/Jamaica");
  });
});
