import type { Page } from "@playwright/test";
import { waitFor } from "../support/concurrency";
import { BACKENDS, startSiteOn, type Backend, type SiteWithDatabase } from "../support/site-database";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { asSomeoneElse, fitsNarrowScreen, sessionCookie, signedInAs } from "../support/desk-browser";
import { signIn, STAFF_PASSWORD, staffCli, totp } from "../support/staff";
import { linkInMail } from "../support/staff-links";
import { axeViolations, expect, hydrated, test } from "./fixtures";

// The team manages itself in the desk, as admins and colleagues do it in a browser at 390 px,
// with JavaScript on and off: invitations with a QR code, the team page, one's own account,
// recovery codes, forgot password. A site of its own with e-mail to a real SMTP server on
// loopback, on SQLite without JavaScript and on PostgreSQL (with TEST_DATABASE_URL) with it.
// Without e-mail: staff-team-without-mail.spec.ts.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const NEW_PASSWORD = "marigold canal 8 fiddle stone";

const passwordField = (page: Page, label: RegExp) => page.getByLabel(label);
const status = (page: Page) => page.locator(".desk-notice");

/**
 * Each project on one back-end: with JavaScript on PostgreSQL (when there is one), without on
 * SQLite. Both JavaScript modes and both back-ends are covered while the browser flows run once a
 * project (staff-team-hostile.spec.ts and the model tests run everything on both back-ends).
 */
const backendOf = (project: string): Backend =>
  project === "js" && BACKENDS.includes("postgres" as Backend) ? "postgres" : "sqlite";

test.describe("on its own site with e-mail", () => {
  let sink: SmtpSink;
  let site: SiteWithDatabase;
  let admin: { email: string; cookie: string };

  /** An account made on the command line (an admin unless told), signed in over HTTP. */
  async function account(label: string, role: "admin" | "staff" | "recruiter", ip: string) {
    const email = `${label}-${unique()}@northbridge-lpo.example`;
    const made = await staffCli(["add", email, "--role", role], site.cliEnv, `${STAFF_PASSWORD}\n`);
    const secret = /secret: ([A-Z2-7]+)/.exec(made.stdout)![1];
    const { cookie } = await signIn(site.url, email, secret, { headers: { "x-forwarded-for": ip } });
    expect(cookie).not.toBe("");
    return { email, cookie, secret };
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    sink = await startSmtpSink();
    site = await startSiteOn(backendOf(test.info().project.name), {
      SMTP_URL: sink.url,
      MAIL_FROM: "Northbridge LPO desk <desk@northbridge-lpo.example>",
      OUTBOX_POLL_MS: "100",
      FORM_RATE_LIMIT: "1000",
    });
    admin = await account("admin", "admin", "203.0.113.101");
  });

  test.afterAll(async () => {
    await site?.stop();
    await sink?.close();
  });

  test("an admin invites a colleague; the colleague gets one e-mail, chooses a password, scans the QR code, confirms a code and is signed in; the team page shows them", async ({
    page,
    context,
    js,
  }) => {
    const colleague = `invited-${js ? "js" : "nojs"}-${unique()}@northbridge-lpo.example`;
    await signedInAs(context, site.url, admin.cookie);
    // The desk's settings: the time zone a new colleague starts with.
    const zone = js ? "America/Chicago" : "America/Los_Angeles";
    await page.goto(`${site.url}/staff/settings`);
    await fitsNarrowScreen(page);
    await page.getByRole("combobox", { name: "Time zone a new colleague starts with" }).selectOption(zone);
    await page.getByRole("form", { name: "New accounts" }).getByRole("button", { name: "Save", exact: true }).click();
    await expect(status(page)).toHaveText("Settings saved.");
    await expect(
      page.getByText("The desk sends e-mail (invitations, password links, notices of new items) as"),
    ).toBeVisible();

    await page.goto(`${site.url}/staff/team`);
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    await fitsNarrowScreen(page);
    if (js) await hydrated(page);
    await page.getByRole("textbox", { name: "Their e-mail address" }).fill(colleague);
    await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("recruiter");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(status(page)).toHaveText("Invitation sent. The link in it works once, for 48 hours.");
    await expect(
      page.locator("section", { has: page.getByRole("heading", { name: "Invitations not accepted yet" }) }),
    ).toContainText(`${colleague} as Recruiter`);
    const violations = js ? await axeViolations(page) : [];

    await waitFor(() => linkInMail(sink, colleague, "/staff/invite/") !== undefined, 20_000, "the invitation e-mail");
    expect(sink.received.filter((mail) => mail.to.includes(colleague))).toHaveLength(1);
    const link = linkInMail(sink, colleague, "/staff/invite/")!;

    await asSomeoneElse(context, async () => {
      const invitee = page;
      await invitee.goto(site.url + link);
      await expect(invitee.getByRole("heading", { level: 1, name: "Join the staff desk" })).toBeVisible();
      await expect(
        invitee.getByText(`${admin.email} invited you to the staff desk as ${colleague}, with the role Recruiter`),
      ).toBeVisible();
      await fitsNarrowScreen(invitee);
      if (js) await hydrated(invitee);
      // Two different passwords: refused beside the field, nothing typed elsewhere lost.
      await passwordField(invitee, /^Password/).fill(NEW_PASSWORD);
      await passwordField(invitee, /^The same password again/).fill(`${NEW_PASSWORD}!`);
      await invitee.getByRole("button", { name: "Continue" }).click();
      await expect(
        invitee.locator(".field__error").filter({ hasText: "The two passwords are not the same." }),
      ).toBeVisible();
      await passwordField(invitee, /^Password/).fill(NEW_PASSWORD);
      await passwordField(invitee, /^The same password again/).fill(NEW_PASSWORD);
      await invitee.getByRole("button", { name: "Continue" }).click();

      // Step 2: the QR code, drawn on the server, and the key as text.
      await expect(invitee.getByRole("heading", { name: "Step 2 of 2: set up two-step sign-in" })).toBeVisible();
      const qr = invitee.getByRole("img", { name: "QR code of your sign-in key, for your authenticator app" });
      await expect(qr).toBeVisible();
      const box = (await qr.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(200);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const key = (await invitee.locator(".desk-authenticator__secret").innerText()).replaceAll(" ", "");
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      expect(
        await invitee.getByRole("link", { name: "Open the key in your authenticator app" }).getAttribute("href"),
      ).toContain(`secret=${key}`);
      await fitsNarrowScreen(invitee);
      if (js) {
        await hydrated(invitee);
        violations.push(...(await axeViolations(invitee)));
      }
      const code = invitee.getByRole("textbox", { name: "Six-digit code from the app" });
      const right = await totp(key);
      await code.fill(right === "000000" ? "111111" : "000000");
      await invitee.getByRole("button", { name: "Finish and sign in" }).click();
      await expect(invitee.locator(".field__error").filter({ hasText: "That code did not work." })).toBeVisible();
      await code.fill(await totp(key));
      await invitee.getByRole("button", { name: "Finish and sign in" }).click();
      await expect(invitee.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
      // A recruiter's desk: applications and job openings, no team.
      await expect(invitee.getByRole("navigation", { name: "Desk" }).getByRole("link")).toHaveText([
        "Inbox",
        "Saved replies",
        "Job openings",
        "Your account",
      ]);
      await fitsNarrowScreen(invitee);
      // The link is spent.
      await invitee.goto(site.url + link);
      await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
    });

    await page.goto(`${site.url}/staff/team`);
    const card = page.locator("li", { has: page.getByRole("heading", { name: colleague }) });
    await expect(card).toContainText("RoleRecruiter");
    await expect(card).toContainText("StatusActive");
    await expect(card).not.toContainText("Last sign-inNever");
    await expect(card).toContainText("Two-step sign-inAuthenticator app; 0 recovery codes left");
    await expect(page.getByRole("heading", { name: "Invitations not accepted yet" })).toHaveCount(0);
    expect(await site.query("select role, time_zone from staff_users where email = ?", colleague)).toEqual([
      { role: "recruiter", time_zone: zone },
    ]);
    expect(violations).toEqual([]);
  });

  test("on the team page an admin changes a role, resets a colleague's two-step sign-in (they set it up again through the e-mailed link), ends their sessions, deactivates and removes them; the audit log names who did it", async ({
    page,
    context,
    js,
  }) => {
    const colleague = await account(`colleague-${js ? "js" : "nojs"}`, "staff", "203.0.113.102");
    await signedInAs(context, site.url, admin.cookie);
    await page.goto(`${site.url}/staff/team`);
    const card = page.locator("li", { has: page.getByRole("heading", { name: colleague.email }) });
    await card.getByRole("combobox", { name: `Role of ${colleague.email}` }).selectOption("recruiter");
    await card.getByRole("button", { name: `Change role of ${colleague.email}` }).click();
    await expect(status(page)).toHaveText("Role changed. It applies from their next page.");
    await expect(card).toContainText("RoleRecruiter");
    const deskStatus = async (cookie: string) =>
      (await fetch(`${site.url}/staff`, { headers: { cookie }, redirect: "manual" })).status;
    expect(await deskStatus(colleague.cookie)).toBe(200);
    expect(
      (await fetch(`${site.url}/staff/posts`, { headers: { cookie: colleague.cookie }, redirect: "manual" })).status,
    ).toBe(404);

    await card.getByRole("button", { name: `Reset two-step sign-in (${colleague.email})` }).click();
    await expect(status(page)).toContainText("Two-step sign-in reset: their sessions have ended");
    await expect(card).toContainText("waiting for them to set up their app again");
    expect(await deskStatus(colleague.cookie)).toBe(302);
    await fitsNarrowScreen(page);
    await waitFor(() => linkInMail(sink, colleague.email, "/staff/enrol/") !== undefined, 20_000, "the set-up e-mail");
    const link = linkInMail(sink, colleague.email, "/staff/enrol/")!;

    const theirCookie = await asSomeoneElse(context, async () => {
      const them = page;
      // The password alone now says what to do.
      await them.goto(`${site.url}/staff/sign-in`);
      await them.getByLabel("E-mail").fill(colleague.email);
      await them.getByLabel("Password").fill(STAFF_PASSWORD);
      await them.getByRole("button", { name: "Continue" }).click();
      await expect(them.getByRole("alert")).toContainText(
        "An administrator reset the two-step sign-in of this account.",
      );
      await them.goto(site.url + link);
      await expect(them.getByRole("heading", { level: 1, name: "Set up two-step sign-in" })).toBeVisible();
      await fitsNarrowScreen(them);
      await passwordField(them, /^Your password/).fill(STAFF_PASSWORD);
      await them.getByRole("button", { name: "Continue" }).click();
      const key = (await them.locator(".desk-authenticator__secret").innerText()).replaceAll(" ", "");
      expect(key).not.toBe(colleague.secret);
      await them.getByRole("textbox", { name: "Six-digit code from the app" }).fill(await totp(key));
      await them.getByRole("button", { name: "Finish and sign in" }).click();
      await expect(them.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
      return sessionCookie(context, site.url);
    });
    expect(await deskStatus(theirCookie)).toBe(200);
    await page.goto(`${site.url}/staff/team`);
    await card.getByRole("button", { name: `End their sessions (${colleague.email})` }).click();
    await expect(status(page)).toHaveText("Their sessions have ended: they sign in again with password and code.");
    expect(await deskStatus(theirCookie)).toBe(302);

    await card.getByRole("button", { name: `Deactivate (${colleague.email})` }).click();
    await expect(status(page)).toHaveText("Account deactivated: it cannot sign in, and its sessions have ended.");
    await expect(card).toContainText("StatusDeactivated");
    await card.getByRole("button", { name: `Reactivate (${colleague.email})` }).click();
    await expect(status(page)).toHaveText("Account reactivated: it can sign in again.");
    await card.getByRole("button", { name: `Remove… (${colleague.email})` }).click();
    await expect(card.getByRole("alert")).toContainText(`Remove ${colleague.email}?`);
    await card.getByRole("button", { name: "Remove permanently" }).click();
    await expect(status(page)).toHaveText("Account removed.");
    await expect(page.getByRole("heading", { name: colleague.email })).toHaveCount(0);

    // One's own card offers no two-step reset (the account page does that), and refuses to leave the desk without an admin.
    const mine = page.locator("li", { has: page.getByRole("heading", { name: `${admin.email} (you)` }) });
    await expect(mine.getByRole("button", { name: /Reset two-step sign-in/ })).toHaveCount(0);

    await page.goto(`${site.url}/staff/audit`);
    const rows = page.locator("tbody tr").filter({ hasText: colleague.email });
    for (const action of [
      "role changed",
      "two factor reset",
      "sessions ended",
      "account deactivated",
      "account reactivated",
      "account removed",
    ]) {
      await expect(rows.filter({ hasText: action }).filter({ hasText: admin.email }).first(), action).toBeVisible();
    }
  });

  test("one's own account: ten recovery codes shown once, each signing in once instead of a code; a new password ends the other sessions; a new authenticator; the time zone", async ({
    page,
    context,
    js,
  }) => {
    const me = await account(`own-${js ? "js" : "nojs"}`, "staff", "203.0.113.103");
    await signedInAs(context, site.url, me.cookie);
    await page.goto(`${site.url}/staff/account`);
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${me.email}, with the role Staff`)).toBeVisible();
    await fitsNarrowScreen(page);
    if (js) await hydrated(page);
    const violations = js ? await axeViolations(page) : [];

    // Recovery codes: the password first; shown once.
    const recovery = page.locator("section", { has: page.getByRole("heading", { name: "Recovery codes" }) });
    await recovery.getByLabel(/^Your current password/).fill("not my password at all");
    await recovery.getByRole("button", { name: "Make ten new recovery codes" }).click();
    await expect(recovery.locator(".field__error")).toHaveText("That is not your current password.");
    await recovery.getByLabel(/^Your current password/).fill(STAFF_PASSWORD);
    await recovery.getByRole("button", { name: "Make ten new recovery codes" }).click();
    await expect(page.getByRole("heading", { name: "Your new recovery codes" })).toBeVisible();
    await expect(page.locator(".desk-recovery-codes__list code")).toHaveCount(10);
    const codes = await page.locator(".desk-recovery-codes__list code").allInnerTexts();
    await fitsNarrowScreen(page);
    await page.goto(`${site.url}/staff/account`);
    await expect(page.locator(".desk-recovery-codes__list")).toHaveCount(0);
    await expect(recovery).toContainText("You have 10 unused recovery codes.");

    // Signed in elsewhere with a recovery code, once.
    const otherCookie = await asSomeoneElse(context, async () => {
      const other = page;
      const signInWithCode = async (code: string) => {
        await other.goto(`${site.url}/staff/sign-in`);
        await other.getByLabel("E-mail").fill(me.email);
        await other.getByLabel("Password").fill(STAFF_PASSWORD);
        await other.getByRole("button", { name: "Continue" }).click();
        await other.getByText("Lost your phone? Use a recovery code").click();
        await other.getByRole("textbox", { name: "Recovery code" }).fill(code);
        await other.getByRole("button", { name: "Sign in with a recovery code" }).click();
      };
      await signInWithCode(codes[0]);
      await expect(other.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
      await other.getByRole("button", { name: "Sign out", exact: true }).click();
      await signInWithCode(codes[0]);
      await expect(other.getByRole("alert")).toHaveText("Those details did not work. Check them and try again.");
      await other.getByRole("textbox", { name: "Recovery code" }).fill(codes[1].toUpperCase());
      await other.getByRole("button", { name: "Sign in with a recovery code" }).click();
      await expect(other.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
      return sessionCookie(context, site.url);
    });
    const deskStatus = async (cookie: string) =>
      (await fetch(`${site.url}/staff`, { headers: { cookie }, redirect: "manual" })).status;
    expect(await deskStatus(otherCookie)).toBe(200);

    // Two sessions; the other one ended from here.
    await page.goto(`${site.url}/staff/account`);
    const sessions = page.locator("section", { has: page.getByRole("heading", { name: "Where you are signed in" }) });
    await expect(sessions.locator("li")).toHaveCount(2);
    await expect(sessions.locator("li").filter({ hasText: "This browser." })).toHaveCount(1);
    await expect(recovery).toContainText("You have 8 unused recovery codes.");
    await sessions.getByRole("button", { name: /^End this session/ }).click();
    await expect(status(page)).toHaveText("Session ended.");
    expect(await deskStatus(otherCookie)).toBe(302);

    // The time zone.
    await page.getByRole("combobox", { name: "The desk shows times in" }).selectOption("America/Jamaica");
    await page.getByRole("button", { name: "Save the time zone" }).click();
    await expect(status(page)).toHaveText("Time zone saved.");
    await expect(page.getByRole("combobox", { name: "The desk shows times in" })).toHaveValue("America/Jamaica");

    // A new password: the current one is asked for.
    const password = page.locator("section", { has: page.getByRole("heading", { name: "Password", exact: true }) });
    await password.getByLabel(/^Current password/).fill("wrong current password");
    await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await password.getByLabel(/^The new password again/).fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "Change the password" }).click();
    await expect(
      password.locator(".field__error").filter({ hasText: "That is not your current password." }),
    ).toBeVisible();
    await password.getByLabel(/^Current password/).fill(STAFF_PASSWORD);
    await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await password.getByLabel(/^The new password again/).fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "Change the password" }).click();
    await expect(status(page)).toHaveText("Password changed. Your other sessions have ended.");

    // A new authenticator app: straight to its QR code, then back here.
    const authenticator = page.locator("section", { has: page.getByRole("heading", { name: "Authenticator app" }) });
    await authenticator.getByLabel(/^Your current password/).fill(NEW_PASSWORD);
    await authenticator.getByRole("button", { name: "Set up a new authenticator app" }).click();
    await expect(page).toHaveURL(/\/staff\/enrol\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    await fitsNarrowScreen(page);
    const key = (await page.locator(".desk-authenticator__secret").innerText()).replaceAll(" ", "");
    await page.getByRole("textbox", { name: "Six-digit code from the app" }).fill(await totp(key));
    await page.getByRole("button", { name: "Finish and sign in" }).click();
    await expect(status(page)).toHaveText(
      "Your new authenticator app is set up: codes from the old one no longer work.",
    );
    expect(await site.query("select totp_secret, time_zone from staff_users where email = ?", me.email)).toEqual([
      { totp_secret: key, time_zone: "America/Jamaica" },
    ]);
    if (js) violations.push(...(await axeViolations(page)));
    expect(violations).toEqual([]);
  });

  test("forgot password from the sign-in page: the same answer for any address; the e-mailed link sets a new password, ends every session, and the code is still asked for", async ({
    page,
    js,
  }) => {
    const me = await account(`forgot-${js ? "js" : "nojs"}`, "recruiter", "203.0.113.104");
    await page.goto(`${site.url}/staff/sign-in`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password" })).toBeVisible();
    await fitsNarrowScreen(page);
    if (js) await hydrated(page);
    const answer =
      "If an active account of the desk uses that address, we have e-mailed it a link to choose a new password.";
    await page.getByRole("textbox", { name: "E-mail" }).fill(`nobody-${unique()}@northbridge-lpo.example`);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("status")).toContainText(answer);
    await page.goto(`${site.url}/staff/forgot-password`);
    await page.getByRole("textbox", { name: "E-mail" }).fill(me.email);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("status")).toContainText(answer);

    await waitFor(() => linkInMail(sink, me.email, "/staff/reset-password/") !== undefined, 20_000, "the reset e-mail");
    await page.goto(site.url + linkInMail(sink, me.email, "/staff/reset-password/"));
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await fitsNarrowScreen(page);
    await passwordField(page, /^New password/).fill("password1234");
    await passwordField(page, /^The same password again/).fill("password1234");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(
      page.locator(".field__error").filter({ hasText: "This password is one of the most common ones" }),
    ).toBeVisible();
    await passwordField(page, /^New password/).fill(NEW_PASSWORD);
    await passwordField(page, /^The same password again/).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your password has changed and every session of your account has ended. Sign in with the new password and a code from your app.",
    );
    expect((await fetch(`${site.url}/staff`, { headers: { cookie: me.cookie }, redirect: "manual" })).status).toBe(302);

    await page.getByLabel("E-mail").fill(me.email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    const code = page.getByLabel("Six-digit code from your authenticator app");
    await expect(code).toBeVisible();
    // The account signed in moments ago with this 30-second step's code, which is spent; as if
    // the next step had come, the record of it is cleared.
    await site.query("update staff_users set totp_last_step = null where email = ?", me.email);
    await code.fill(await totp(me.secret));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  });
});
