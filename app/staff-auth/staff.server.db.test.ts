import { generateTOTP } from "@epic-web/totp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// Staff accounts, sign-in, lock-out and sessions on a real database (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set).
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { loadSessionSecret } = await import("~/http/session.server");
const staff = await import("./staff.server");

const PASSWORD = "correct horse battery staple";
const ip = (n: number) => `198.51.100.${n}`;
const codeFor = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;

beforeAll(async () => {
  await migrateToLatest();
  await loadSessionSecret();
});
afterAll(closeDb);

async function audit(actor: string) {
  return db
    .selectFrom("staff_audit")
    .select(["action", "detail", "ip"])
    .where("actor", "=", actor)
    .orderBy("id")
    .execute();
}

describe(`staff sign-in (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("password then a code that works once opens a session; sign-out and a reset end it", async () => {
    const enrolment = await staff.addStaffUser("Ada@Northbridge-LPO.example", PASSWORD);
    expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(await staff.addStaffUser("ada@northbridge-lpo.example", PASSWORD)).toBeNull();

    expect(await staff.checkPassword("ada@northbridge-lpo.example", "wrong password!", ip(1))).toEqual({
      ok: false,
      locked: false,
    });
    const step = await staff.checkPassword(" ADA@northbridge-lpo.example ", PASSWORD, ip(1));
    if (!step.ok) throw new Error("password refused");
    // A pending sign-in is not a session.
    expect(await staff.staffForToken(step.token)).toBeNull();
    const code = await codeFor(enrolment!.secret);
    expect((await staff.checkCode(step.token, "000000" === code ? "111111" : "000000", ip(1))).ok).toBe(false);
    const signedIn = await staff.checkCode(step.token, code, ip(1));
    if (!signedIn.ok) throw new Error("code refused");
    const member = await staff.staffForToken(signedIn.token);
    expect(member?.email).toBe("ada@northbridge-lpo.example");
    // The pending token is spent; the same code on a new pending sign-in is refused.
    expect((await staff.checkCode(step.token, code, ip(1))).restart).toBe(true);
    const again = await staff.checkPassword("ada@northbridge-lpo.example", PASSWORD, ip(1));
    if (!again.ok) throw new Error("password refused");
    expect(await staff.checkCode(again.token, code, ip(1))).toMatchObject({ ok: false });

    await staff.endSessions(member!, false, ip(1));
    expect(await staff.staffForToken(signedIn.token)).toBeNull();

    expect((await audit("ada@northbridge-lpo.example")).map((e) => e.action)).toEqual([
      "sign_in_failed",
      "sign_in_password_ok",
      "sign_in_failed",
      "sign_in_ok",
      "sign_in_password_ok",
      "sign_in_failed",
      "signed_out",
    ]);
    expect((await audit("ada@northbridge-lpo.example")).find((e) => e.detail === "code already used")).toBeTruthy();
  });

  test("five failures lock the account and the address for 15 minutes, even for the right password", async () => {
    const enrolment = await staff.addStaffUser("ben@northbridge-lpo.example", PASSWORD);
    const firstGuessAt = Date.now();
    for (let i = 0; i < 4; i++)
      expect(await staff.checkPassword("ben@northbridge-lpo.example", `guess number ${i}`, ip(10 + i))).toEqual({
        ok: false,
        locked: false,
      });
    expect(await staff.checkPassword("ben@northbridge-lpo.example", "guess number 4", ip(14))).toEqual({
      ok: false,
      locked: true,
    });
    expect(await staff.checkPassword("ben@northbridge-lpo.example", PASSWORD, ip(15))).toEqual({
      ok: false,
      locked: true,
    });

    // One address guessing five different accounts is locked too, for every account.
    await staff.addStaffUser("cy@northbridge-lpo.example", PASSWORD);
    for (let i = 0; i < 5; i++) await staff.checkPassword(`nobody${i}@northbridge-lpo.example`, PASSWORD, ip(20));
    expect(await staff.checkPassword("cy@northbridge-lpo.example", PASSWORD, ip(20))).toEqual({
      ok: false,
      locked: true,
    });
    expect((await staff.checkPassword("cy@northbridge-lpo.example", PASSWORD, ip(21))).ok).toBe(true);
    const lastGuessAt = Date.now();

    const locks = await db
      .selectFrom("staff_lockouts")
      .selectAll()
      .where("subject", "in", ["account:ben@northbridge-lpo.example", "address:198.51.100.20"])
      .execute();
    // Fifteen minutes from the failure that locked it, which came between the first guess and the last.
    for (const lock of locks) {
      expect(Date.parse(lock.locked_until!)).toBeGreaterThanOrEqual(firstGuessAt + 15 * 60_000);
      expect(Date.parse(lock.locked_until!)).toBeLessThanOrEqual(lastGuessAt + 15 * 60_000);
    }
    // When the lock has passed, the right password and code work again.
    await db
      .updateTable("staff_lockouts")
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const step = await staff.checkPassword("ben@northbridge-lpo.example", PASSWORD, ip(15));
    if (!step.ok) throw new Error("still locked");
    expect((await staff.checkCode(step.token, await codeFor(enrolment!.secret), ip(15))).ok).toBe(true);
    expect((await audit("ben@northbridge-lpo.example")).filter((e) => e.action === "sign_in_refused")).toHaveLength(1);
  });

  test("a session ends after 12 idle hours, after 7 days whatever, on sign-out everywhere, and when the account is reset or removed", async () => {
    const enrolment = await staff.addStaffUser("dee@northbridge-lpo.example", PASSWORD);
    const sessions: string[] = [];
    for (let i = 0; i < 4; i++) {
      const step = await staff.checkPassword("dee@northbridge-lpo.example", PASSWORD, ip(30));
      if (!step.ok) throw new Error("password refused");
      // Each sign-in needs a code of a step not used before.
      await db
        .updateTable("staff_users")
        .set({ totp_last_step: null })
        .where("email", "=", "dee@northbridge-lpo.example")
        .execute();
      const done = await staff.checkCode(step.token, await codeFor(enrolment!.secret), ip(30));
      if (!done.ok) throw new Error("code refused");
      sessions.push(done.token);
    }
    const rows = await db
      .selectFrom("staff_sessions")
      .select(["id", "created_at"])
      .where("stage", "=", "active")
      .orderBy("created_at")
      .execute();
    const ids = rows.slice(-4).map((r) => r.id);
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: new Date(Date.now() - staff.SESSION_IDLE_MS - 1000).toISOString() })
      .where("id", "=", ids[0])
      .execute();
    await db
      .updateTable("staff_sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", ids[1])
      .execute();
    expect(await staff.staffForToken(sessions[0])).toBeNull();
    expect(await staff.staffForToken(sessions[1])).toBeNull();
    const member = await staff.staffForToken(sessions[2]);
    expect(member).not.toBeNull();
    await staff.endSessions(member!, true, ip(30));
    expect(await staff.staffForToken(sessions[3])).toBeNull();

    const step = await staff.checkPassword("dee@northbridge-lpo.example", PASSWORD, ip(30));
    if (!step.ok) throw new Error("password refused");
    await staff.resetStaffUser("dee@northbridge-lpo.example", "a brand new long password");
    expect(await staff.pendingSignIn(step.token)).toBeNull();
    expect((await staff.checkPassword("dee@northbridge-lpo.example", PASSWORD, ip(31))).ok).toBe(false);
    expect(await staff.removeStaffUser("dee@northbridge-lpo.example")).toBe(true);
    expect((await staff.checkPassword("dee@northbridge-lpo.example", "a brand new long password", ip(31))).ok).toBe(
      false,
    );
  });
});
