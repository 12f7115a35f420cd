import { generateTOTP } from "@epic-web/totp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// Invitations and their one-time links on a real database (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), without e-mail: the link comes back to show. Time is passed in.
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { loadSessionSecret } = await import("~/http/session.server");
const staff = await import("~/staff-auth/staff.server");
const invitations = await import("./invitations.server");
const { INVITATION_MS, hashToken } = await import("./tokens.server");

const admin = { actor: "admin@northbridge-lpo.example", ip: "198.51.100.1" };
const PASSWORD = "violet harbour tram 42 ledger";
const codeFor = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
const tokenOf = (link: string | null) => link!.split("/").pop()!;

beforeAll(async () => {
  await migrateToLatest();
  await loadSessionSecret();
});
afterAll(closeDb);

/** An invitation taken to step two by a browser whose draft cookie hashes to `owner`. */
async function drafted(email: string, role: "admin" | "staff" | "recruiter" = "staff", owner = `owner-${email}`) {
  const invited = await invitations.inviteColleague(admin, email, role);
  if (!invited.ok) throw new Error("not invited");
  const token = tokenOf(invited.link);
  expect(await invitations.draftInvitation(token, PASSWORD, owner)).toBe(true);
  const page = await invitations.invitationPage(token, owner);
  if (page?.step !== "authenticator") throw new Error("no draft");
  return { token, owner, secret: page.setup.secret.replaceAll(" ", ""), page };
}

describe(`invitations (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("an invitation makes an active, signed-in account with the invited role, once; only the link's hash is stored", async () => {
    const now = new Date();
    const invited = await invitations.inviteColleague(admin, "Rita@Northbridge-LPO.example", "recruiter", {}, now);
    if (!invited.ok) throw new Error("not invited");
    expect(invited.email).toBe("rita@northbridge-lpo.example");
    expect(invited.link).toMatch(/\/staff\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(invited.link);
    const [row] = await db
      .selectFrom("staff_tokens")
      .selectAll()
      .where("email", "=", "rita@northbridge-lpo.example")
      .execute();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(48 * 60 * 60_000);

    // Step one: a page for choosing a password; another browser never sees this browser's draft.
    expect(await invitations.invitationPage(token, null)).toMatchObject({
      step: "password",
      email: "rita@northbridge-lpo.example",
      role: "recruiter",
    });
    expect(await invitations.draftInvitation(token, PASSWORD, "browser-a")).toBe(true);
    const page = await invitations.invitationPage(token, "browser-a");
    if (page?.step !== "authenticator") throw new Error("no step two");
    expect(page.setup.uri).toMatch(
      /^otpauth:\/\/totp\/Northbridge%20LPO%20desk:rita%40northbridge-lpo\.example\?secret=[A-Z2-7]{32}&/,
    );
    expect(page.setup.qr.size).toBeGreaterThan(21);
    expect(page.setup.qr.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect((await invitations.invitationPage(token, "browser-b"))?.step).toBe("password");
    const secret = page.setup.secret.replaceAll(" ", "");
    expect(await invitations.acceptInvitation(token, await codeFor(secret), "browser-b", "198.51.100.2")).toEqual({
      ok: false,
      reason: "restart",
    });

    // Step two: a wrong code, then the right one.
    expect(
      await invitations.acceptInvitation(
        token,
        "000000" === (await codeFor(secret)) ? "111111" : "000000",
        "browser-a",
        "198.51.100.2",
      ),
    ).toEqual({
      ok: false,
      reason: "wrong_code",
    });
    const accepted = await invitations.acceptInvitation(token, await codeFor(secret), "browser-a", "198.51.100.2");
    if (!accepted.ok) throw new Error(accepted.reason);
    const member = await staff.staffForToken(accepted.sessionToken);
    expect(member).toMatchObject({
      email: "rita@northbridge-lpo.example",
      role: "recruiter",
      timeZone: "America/New_York",
    });

    // Spent: the link shows nothing and accepts nothing, in any browser.
    expect(await invitations.invitationPage(token, "browser-a")).toBeNull();
    expect(await invitations.acceptInvitation(token, await codeFor(secret), "browser-a", "198.51.100.2")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await invitations.draftInvitation(token, PASSWORD, "browser-b")).toBe(false);
    const [used] = await db.selectFrom("staff_tokens").selectAll().where("id", "=", row.id).execute();
    expect(used.used_at).not.toBeNull();
    expect(used.draft_password_hash).toBeNull();
    // The password works, with a code of a later step than the one used to enrol.
    expect((await staff.checkPassword("rita@northbridge-lpo.example", PASSWORD, "198.51.100.3")).ok).toBe(true);
    expect(await invitations.inviteColleague(admin, "rita@northbridge-lpo.example", "staff")).toEqual({
      ok: false,
      reason: "account_exists",
    });
  });

  test("a link works for 48 hours and no longer; a new invitation or a withdrawal ends the old link; forged links find nothing", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    const first = await invitations.inviteColleague(admin, "sam@northbridge-lpo.example", "staff", {}, now);
    if (!first.ok) throw new Error("not invited");
    const token = tokenOf(first.link);
    expect(await invitations.invitationPage(token, null, new Date(now.getTime() + INVITATION_MS - 1))).not.toBeNull();
    expect(await invitations.invitationPage(token, null, new Date(now.getTime() + INVITATION_MS))).toBeNull();
    expect(
      await invitations.draftInvitation(token, PASSWORD, "late", new Date(now.getTime() + INVITATION_MS + 1)),
    ).toBe(false);
    const open = await invitations.openInvitations(new Date(now.getTime() + INVITATION_MS + 1));
    expect(open.find((invitation) => invitation.email === "sam@northbridge-lpo.example")?.expired).toBe(true);

    const second = await invitations.inviteColleague(admin, "sam@northbridge-lpo.example", "admin", {}, now);
    if (!second.ok) throw new Error("not invited");
    expect(second.replaced).toBe(true);
    expect(await invitations.invitationPage(token, null, now)).toBeNull();
    const secondToken = tokenOf(second.link);
    expect((await invitations.invitationPage(secondToken, null, now))?.role).toBe("admin");
    const [row] = await db
      .selectFrom("staff_tokens")
      .select("id")
      .where("token_hash", "=", hashToken(secondToken))
      .execute();
    expect(await invitations.revokeInvitation(admin, row.id, now)).toBe(true);
    expect(await invitations.revokeInvitation(admin, row.id, now)).toBe(false);
    expect(await invitations.invitationPage(secondToken, null, now)).toBeNull();

    for (const forged of [
      "",
      "x",
      "A".repeat(43),
      secondToken.slice(0, -1) + (secondToken.endsWith("A") ? "B" : "A"),
      `${secondToken}A`,
      "../../etc/passwd",
    ]) {
      expect(await invitations.invitationPage(forged, null, now)).toBeNull();
    }
    expect(await invitations.invitationPage(undefined, null, now)).toBeNull();
    const audit = await db
      .selectFrom("staff_audit")
      .select(["action", "actor", "detail"])
      .where("detail", "like", "sam@%")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "invitation_link_made", actor: admin.actor, detail: "sam@northbridge-lpo.example as Staff" },
      { action: "invitation_link_made", actor: admin.actor, detail: "sam@northbridge-lpo.example as Admin" },
      { action: "invitation_revoked", actor: admin.actor, detail: "sam@northbridge-lpo.example" },
    ]);
  });

  test("two requests accepting one invitation at once make one account", async () => {
    const { token, owner, secret } = await drafted("twice@northbridge-lpo.example");
    const code = await codeFor(secret);
    const results = await Promise.all([
      invitations.acceptInvitation(token, code, owner, "198.51.100.4"),
      invitations.acceptInvitation(token, code, owner, "198.51.100.5"),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(
      await db.selectFrom("staff_users").select("id").where("email", "=", "twice@northbridge-lpo.example").execute(),
    ).toHaveLength(1);
  });

  test("five wrong codes lock the link for 15 minutes", async () => {
    const { token, owner, secret } = await drafted("guess@northbridge-lpo.example");
    const right = await codeFor(secret);
    const wrong = right === "123456" ? "654321" : "123456";
    const reasons = [];
    for (let i = 0; i < 5; i++)
      reasons.push(
        (await invitations.acceptInvitation(token, wrong, owner, `198.51.100.${10 + i}`)) as { reason: string },
      );
    expect(reasons.map((r) => r.reason)).toEqual(["wrong_code", "wrong_code", "wrong_code", "wrong_code", "locked"]);
    expect(await invitations.acceptInvitation(token, right, owner, "198.51.100.20")).toEqual({
      ok: false,
      reason: "locked",
    });
  });
});
