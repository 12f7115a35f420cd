import crypto from "node:crypto";
import fs from "node:fs";
import { waitFor } from "../support/concurrency";
import { postForm, postMultipart } from "../support/forms";
import { BACKENDS, startSiteOn, type SiteWithDatabase } from "../support/site-database";
import { headerLines, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { signIn, STAFF_PASSWORD, staffCli, totp } from "../support/staff";
import { cookiesOf, linkInMail, postAs, secretOnPage } from "../support/staff-links";
import { expect, test } from "./fixtures";

// The team's pages as an attacker sees them: plain HTTP against the built site, with e-mail to a
// real SMTP server on loopback. Server behaviour, run once: with TEST_DATABASE_URL the tests are
// dealt out between SQLite and PostgreSQL in turn, so each back-end meets half of them and no
// attack is sent twice (the team's pages on both back-ends are staff-team.spec's).
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const from = (address: string) => ({ "x-forwarded-for": address });
  const NEW_PASSWORD = "juniper atlas 5 kettle drum";
  /** The answer's page without what differs per request (the CSP nonce). */
  const page = async (response: Response) => (await response.text()).replace(/ nonce="[^"]*"/g, "");
  const count = async (site: SiteWithDatabase, text: string, ...params: unknown[]) =>
    Number((await site.query<{ n: number }>(text, ...params))[0].n);

  for (const backend of BACKENDS) {
    test.describe(`on ${backend}`, () => {
      let sink: SmtpSink;
      let site: SiteWithDatabase;
      const accounts: Record<"admin" | "staff" | "recruiter", { email: string; cookie: string; id: number }> =
        {} as never;

      /** A new account of the role, made on the command line and signed in over HTTP. */
      async function account(role: "admin" | "staff" | "recruiter", ip: string) {
        const email = `${role}-${unique()}@northbridge-lpo.example`;
        const made = await staffCli(["add", email, "--role", role], site.cliEnv, `${STAFF_PASSWORD}\n`);
        const secret = /secret: ([A-Z2-7]+)/.exec(made.stdout)?.[1];
        if (made.code !== 0 || !secret) throw new Error(`staff add failed: ${made.stdout}${made.stderr}`);
        const { cookie } = await signIn(site.url, email, secret, { headers: from(ip) });
        expect(cookie, `${role} signed in`).not.toBe("");
        const [{ id }] = await site.query<{ id: number }>("select id from staff_users where email = ?", email);
        return { email, cookie, id: Number(id) };
      }

      test.beforeAll(async () => {
        test.setTimeout(120_000);
        sink = await startSmtpSink();
        site = await startSiteOn(backend, {
          SMTP_URL: sink.url,
          MAIL_FROM: "Northbridge LPO desk <desk@northbridge-lpo.example>",
          OUTBOX_POLL_MS: "100",
          OUTBOX_BASE_BACKOFF_MS: "100",
          FORM_RATE_LIMIT: "1000",
        });
        accounts.admin = await account("admin", "203.0.113.1");
        accounts.staff = await account("staff", "203.0.113.2");
        accounts.recruiter = await account("recruiter", "203.0.113.3");
      });

      test.afterAll(async () => {
        await site?.stop();
        await sink?.close();
      });

      // The tests run in order (serial): this back-end takes its turn of them, the others are skipped
      // here as dealt to the other back-end.
      let turn = 0;
      test.beforeEach(() => {
        test.skip(turn++ % BACKENDS.length !== BACKENDS.indexOf(backend), "dealt to the other back-end");
      });

      test("a recruiter gets 404 for every contact message, booking, chat lead, their exports, the team and every other page not theirs; a staff member for the team, settings, audit log and admin actions posted by hand; nothing changes", async () => {
        const marker = `Secret${unique()}`;
        expect(
          (
            await postForm(site.url, "/contact", {
              name: `${marker} Contact`,
              email: "c@firm.example",
              number: "555-0100",
              comment: "private",
            })
          ).status,
        ).toBe(302);
        expect(
          (
            await postForm(site.url, "/Booking/Legal-Admin$18", {
              name: `${marker} Booking`,
              email: "b@firm.example",
              phone: "555-0101",
              comment: "x",
            })
          ).status,
        ).toBe(302);
        const application = new FormData();
        for (const [k, v] of Object.entries({
          name: `${marker} Applicant`,
          email: "a@mail.example",
          phone: "555-0102",
          comment: "Hello",
        }))
          application.append(k, v);
        application.append(
          "resume",
          new Blob([fs.readFileSync("tests/support/sample-resume.pdf")], { type: "application/pdf" }),
          "cv.pdf",
        );
        expect((await postMultipart(site.url, "/ApplyForm/case-manager", application)).status).toBe(302);
        const lead = await fetch(`${site.url}/api/chat/lead`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: site.url },
          body: JSON.stringify({ name: `${marker} Lead`, email: "l@firm.example" }),
        });
        expect(lead.status).toBe(201);
        const idOf = async (table: string, suffix: string) =>
          Number(
            (await site.query<{ id: number }>(`select id from ${table} where name = ?`, `${marker} ${suffix}`))[0].id,
          );
        const ids = {
          contact: await idOf("contact_messages", "Contact"),
          booking: await idOf("bookings", "Booking"),
          application: await idOf("applications", "Applicant"),
          chat: await idOf("chat_leads", "Lead"),
        };
        const [post] = await site.query<{ id: number }>("select id from blog_posts order by id limit 1");
        const get = (path: string, cookie: string) =>
          fetch(site.url + path, { headers: { cookie }, redirect: "manual" });

        const recruiterRefused = [
          `/staff/contact/${ids.contact}`,
          `/staff/booking/${ids.booking}`,
          `/staff/chat/${ids.chat}`,
          `/staff/contact/${ids.contact}?delete=confirm`,
          "/staff/export/contact",
          "/staff/export/booking",
          "/staff/export/chat",
          "/staff?kind=contact",
          "/staff?kind=booking",
          "/staff?kind=chat",
          "/staff/team",
          "/staff/settings",
          "/staff/audit",
          "/staff/posts",
          "/staff/posts/new",
          `/staff/posts/${post.id}`,
          "/staff/team.data",
          `/staff/contact/${ids.contact}.data`,
        ];
        for (const path of recruiterRefused) {
          const response = await get(path, accounts.recruiter.cookie);
          const body = await response.text();
          expect(response.status, path).toBe(404);
          expect(body, path).not.toContain(marker);
          expect(body, path).not.toContain(accounts.admin.email);
          expect(response.headers.get("cache-control"), path).toBe("private, no-store");
        }
        // What is the recruiter's: applications and job openings, their own account.
        for (const path of [
          "/staff",
          `/staff/application/${ids.application}`,
          `/staff/application/${ids.application}/resume`,
          "/staff/export/application",
          "/staff/jobs",
          "/staff/account",
        ]) {
          expect((await get(path, accounts.recruiter.cookie)).status, path).toBe(200);
        }
        const inbox = await (await get(`/staff?q=${marker}`, accounts.recruiter.cookie)).text();
        expect(inbox).toContain(`${marker} Applicant`);
        expect(inbox).not.toContain(`${marker} Contact`);
        expect(inbox).not.toContain(`${marker} Lead`);
        expect(inbox).not.toContain('href="/staff/team"');
        expect(await (await get("/staff/export/application", accounts.recruiter.cookie)).text()).not.toContain(
          `${marker} Contact`,
        );

        // Hand-made posts: the recruiter at other kinds and pages, the staff member at admin actions.
        const refusedPosts: [string, string, Record<string, string>][] = [
          ["recruiter", `/staff/contact/${ids.contact}`, { intent: "delete", confirm: "yes" }],
          ["recruiter", `/staff/chat/${ids.chat}`, { intent: "status", status: "spam" }],
          ["recruiter", `/staff/booking/${ids.booking}`, { intent: "note", note: "pwned" }],
          ["recruiter", "/staff/posts/new", { intent: "save", title: "pwned" }],
          ["recruiter", "/staff/settings", { intent: "accounts", default_time_zone: "UTC" }],
          ["recruiter", "/staff/team", { intent: "invite", email: `r-${unique()}@evil.example`, role: "admin" }],
          ["staff", "/staff/team", { intent: "invite", email: `s-${unique()}@evil.example`, role: "admin" }],
          ["staff", "/staff/team", { intent: "role", user: String(accounts.staff.id), role: "admin" }],
          ["staff", "/staff/team", { intent: "role", user: String(accounts.admin.id), role: "recruiter" }],
          ["staff", "/staff/team", { intent: "reset-two-factor", user: String(accounts.admin.id) }],
          ["staff", "/staff/team", { intent: "end-sessions", user: String(accounts.admin.id) }],
          ["staff", "/staff/team", { intent: "deactivate", user: String(accounts.admin.id) }],
          ["staff", "/staff/team", { intent: "remove", user: String(accounts.admin.id), confirm: "yes" }],
          ["staff", "/staff/team", { intent: "revoke", invitation: "1" }],
          ["staff", "/staff/settings", { intent: "accounts", default_time_zone: "UTC" }],
        ];
        for (const [role, path, fields] of refusedPosts) {
          const response = await postAs(site.url, path, fields, accounts[role as "staff" | "recruiter"].cookie);
          expect(response.status, `${role} ${path} ${fields.intent}`).toBe(404);
        }
        for (const path of ["/staff/team", "/staff/settings", "/staff/audit"])
          expect((await get(path, accounts.staff.cookie)).status, path).toBe(404);
        expect((await get("/staff/posts", accounts.staff.cookie)).status).toBe(200);

        expect(await count(site, "select count(*) n from contact_messages where id = ?", ids.contact)).toBe(1);
        expect(
          await count(
            site,
            "select count(*) n from desk_items where item_id in (?, ?, ?)",
            ids.contact,
            ids.booking,
            ids.chat,
          ),
        ).toBe(0);
        expect(await count(site, "select count(*) n from staff_tokens where email like ?", "%@evil.example")).toBe(0);
        expect(
          await site.query(
            "select role, deactivated_at from staff_users where id in (?, ?) order by id",
            accounts.admin.id,
            accounts.staff.id,
          ),
        ).toEqual([
          { role: "admin", deactivated_at: null },
          { role: "staff", deactivated_at: null },
        ]);
        expect((await get("/staff", accounts.admin.cookie)).status).toBe(200);
        expect(await count(site, "select count(*) n from desk_settings")).toBe(0);
      });

      test("invitation links: forged, malformed, used, expired and withdrawn ones get one answer and make nothing; a second browser with the link neither sees the first one's QR code nor finishes after it", async () => {
        const invite = async (email: string, role = "staff") => {
          const response = await postAs(
            site.url,
            "/staff/team",
            { intent: "invite", email, role },
            accounts.admin.cookie,
          );
          expect(response.headers.get("location"), email).toBe("/staff/team?done=invited");
          await waitFor(
            () => linkInMail(sink, email, "/staff/invite/") !== undefined,
            20_000,
            `the invitation to ${email}`,
          );
          return linkInMail(sink, email, "/staff/invite/")!;
        };
        const notValid = async (path: string, label: string) => {
          const response = await fetch(site.url + path, { redirect: "manual" });
          expect(response.status, label).toBe(404);
          expect(await response.text(), label).toContain("This link no longer works");
          for (const fields of [
            { intent: "password", password: NEW_PASSWORD, confirm: NEW_PASSWORD },
            { intent: "code", code: "123456" },
          ] as Record<string, string>[]) {
            expect((await postAs(site.url, path, fields)).status, `${label} ${fields.intent}`).toBe(404);
          }
        };

        // Forged and malformed.
        for (const path of [
          "/staff/invite/" + "A".repeat(43),
          "/staff/invite/abc",
          "/staff/invite/" + "x".repeat(300),
          "/staff/invite/..%2F..%2Fetc%2Fpasswd",
        ]) {
          const response = await fetch(site.url + path, { redirect: "manual" });
          expect([404, 400], path).toContain(response.status);
        }
        await notValid("/staff/invite/" + "B".repeat(43), "forged");

        // Two browsers with one link.
        const email = `twobrowsers-${unique()}@northbridge-lpo.example`;
        const link = await invite(email);
        await notValid(link.slice(0, -1) + (link.endsWith("A") ? "B" : "A"), "one character changed");
        const first = await postAs(site.url, link, {
          intent: "password",
          password: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        });
        expect(first.status).toBe(302);
        const firstDraft = cookiesOf(first)["staff-draft"];
        expect(firstDraft).toBeTruthy();
        const firstPage = await (await fetch(site.url + link, { headers: { cookie: firstDraft } })).text();
        const secret = secretOnPage(firstPage)!;
        expect(firstPage).toMatch(/<svg[^>]*class="desk-authenticator__qr"/);
        const secondPage = await (await fetch(site.url + link)).text();
        expect(secretOnPage(secondPage)).toBeUndefined();
        expect(secondPage).not.toContain(secret.slice(0, 8));
        const code = await totp(secret);
        const stolen = await postAs(site.url, link, { intent: "code", code });
        expect(stolen.status).toBe(302);
        expect(stolen.headers.get("location")).toBe(link);
        expect(cookiesOf(stolen).staff).toBeUndefined();
        const done = await postAs(site.url, link, { intent: "code", code }, firstDraft);
        expect(done.headers.get("location")).toBe("/staff");
        const session = cookiesOf(done).staff;
        expect((await fetch(`${site.url}/staff`, { headers: { cookie: session }, redirect: "manual" })).status).toBe(
          200,
        );
        expect(await site.query("select role from staff_users where email = ?", email)).toEqual([{ role: "staff" }]);
        await notValid(link, "used");
        expect((await postAs(site.url, link, { intent: "code", code }, firstDraft)).status).toBe(404);

        // Expired: the row's expiry set in the past.
        const expiring = `expired-${unique()}@northbridge-lpo.example`;
        const expiredLink = await invite(expiring);
        await site.query(
          "update staff_tokens set expires_at = ? where email = ?",
          new Date(Date.now() - 1000).toISOString(),
          expiring,
        );
        await notValid(expiredLink, "expired");

        // Withdrawn, and replaced by a newer invitation.
        const withdrawn = `withdrawn-${unique()}@northbridge-lpo.example`;
        const withdrawnLink = await invite(withdrawn, "recruiter");
        const [{ id: invitationId }] = await site.query<{ id: number }>(
          "select id from staff_tokens where email = ?",
          withdrawn,
        );
        expect(
          (
            await postAs(
              site.url,
              "/staff/team",
              { intent: "revoke", invitation: String(invitationId) },
              accounts.admin.cookie,
            )
          ).headers.get("location"),
        ).toBe("/staff/team?done=revoked");
        await notValid(withdrawnLink, "withdrawn");
        const replaced = `replaced-${unique()}@northbridge-lpo.example`;
        const oldLink = await invite(replaced);
        sink.received.length = 0;
        const newLink = await invite(replaced, "admin");
        expect(newLink).not.toBe(oldLink);
        await notValid(oldLink, "replaced");
        expect((await fetch(site.url + newLink)).status).toBe(200);
        expect(
          await count(
            site,
            "select count(*) n from staff_users where email in (?, ?, ?)",
            expiring,
            withdrawn,
            replaced,
          ),
        ).toBe(0);
      });

      test("password reset and enrolment links: forged, expired, used ones refused; a reset ends every session and still asks for the code", async () => {
        const person = await account("staff", "203.0.113.60");
        const forgot = (email: string, ip: string) =>
          postAs(site.url, "/staff/forgot-password", { email }, "", from(ip));
        expect((await forgot(person.email, "203.0.113.61")).status).toBe(200);
        await waitFor(
          () => linkInMail(sink, person.email, "/staff/reset-password/") !== undefined,
          20_000,
          "the reset e-mail",
        );
        const link = linkInMail(sink, person.email, "/staff/reset-password/")!;
        for (const path of [
          "/staff/reset-password/" + "C".repeat(43),
          "/staff/enrol/" + "D".repeat(43),
          link.slice(0, -2) + "zz",
        ]) {
          expect((await fetch(site.url + path)).status, path).toBe(404);
          expect((await postAs(site.url, path, { password: NEW_PASSWORD, confirm: NEW_PASSWORD })).status, path).toBe(
            404,
          );
        }
        const refused = await postAs(site.url, link, { password: "password1234", confirm: "password1234" });
        expect(refused.status).toBe(400);
        expect(await refused.text()).not.toContain("password1234");
        const reset = await postAs(site.url, link, { password: NEW_PASSWORD, confirm: NEW_PASSWORD });
        expect(reset.headers.get("location")).toBe("/staff/sign-in?done=password-reset");
        expect(
          (await fetch(`${site.url}/staff`, { headers: { cookie: person.cookie }, redirect: "manual" })).status,
        ).toBe(302);
        expect(
          (await postAs(site.url, link, { password: "yet another long one 9", confirm: "yet another long one 9" }))
            .status,
        ).toBe(404);
        // The new password leads to the code step, not into the desk.
        const signInStep = await postAs(
          site.url,
          "/staff/sign-in",
          { intent: "password", email: person.email, password: NEW_PASSWORD },
          "",
          from("203.0.113.62"),
        );
        expect(signInStep.headers.get("location")).toBe("/staff/sign-in");
        const pending = cookiesOf(signInStep).staff;
        expect((await fetch(`${site.url}/staff`, { headers: { cookie: pending }, redirect: "manual" })).status).toBe(
          302,
        );
        expect(await (await fetch(`${site.url}/staff/sign-in`, { headers: { cookie: pending } })).text()).toContain(
          "Six-digit code",
        );

        // An expired reset link.
        sink.received.length = 0;
        expect((await forgot(person.email, "203.0.113.63")).status).toBe(200);
        await waitFor(
          () => linkInMail(sink, person.email, "/staff/reset-password/") !== undefined,
          20_000,
          "the second reset e-mail",
        );
        const second = linkInMail(sink, person.email, "/staff/reset-password/")!;
        await site.query(
          "update staff_tokens set expires_at = ? where purpose = 'password_reset' and used_at is null and email = ?",
          new Date(Date.now() - 1).toISOString(),
          person.email,
        );
        expect((await fetch(site.url + second)).status).toBe(404);
        expect(
          (await postAs(site.url, second, { password: "expired link password 1", confirm: "expired link password 1" }))
            .status,
        ).toBe(404);
      });

      test("cross-site posts to every new form are refused with 403 and change nothing", async () => {
        const email = `xsite-${unique()}@northbridge-lpo.example`;
        const invited = await postAs(
          site.url,
          "/staff/team",
          { intent: "invite", email, role: "staff" },
          accounts.admin.cookie,
        );
        expect(invited.status).toBe(302);
        await waitFor(() => linkInMail(sink, email, "/staff/invite/") !== undefined, 20_000, "the invitation");
        const inviteLink = linkInMail(sink, email, "/staff/invite/")!;
        const forms: [string, Record<string, string>, string][] = [
          [
            "/staff/team",
            { intent: "invite", email: `x-${unique()}@evil.example`, role: "admin" },
            accounts.admin.cookie,
          ],
          ["/staff/team", { intent: "role", user: String(accounts.staff.id), role: "admin" }, accounts.admin.cookie],
          ["/staff/team", { intent: "remove", user: String(accounts.staff.id), confirm: "yes" }, accounts.admin.cookie],
          ["/staff/account", { intent: "time-zone", time_zone: "UTC" }, accounts.admin.cookie],
          [
            "/staff/account",
            { intent: "password", current: STAFF_PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
            accounts.admin.cookie,
          ],
          ["/staff/account", { intent: "recovery-codes", current: STAFF_PASSWORD }, accounts.admin.cookie],
          ["/staff/account", { intent: "end-other-sessions" }, accounts.admin.cookie],
          ["/staff/settings", { intent: "accounts", default_time_zone: "UTC" }, accounts.admin.cookie],
          [inviteLink, { intent: "password", password: NEW_PASSWORD, confirm: NEW_PASSWORD }, ""],
          ["/staff/enrol/" + "E".repeat(43), { intent: "password", current: STAFF_PASSWORD }, ""],
          ["/staff/forgot-password", { email: accounts.admin.email }, ""],
          ["/staff/reset-password/" + "F".repeat(43), { password: NEW_PASSWORD, confirm: NEW_PASSWORD }, ""],
          ["/staff/sign-in", { intent: "code", code: "abcd-efgh-jkmn-pqrs" }, ""],
        ];
        const before = sink.received.length;
        for (const headers of [
          { origin: "https://evil.example" },
          { origin: "null" },
          { "sec-fetch-site": "cross-site" },
        ] as Record<string, string>[]) {
          for (const [path, fields, cookie] of forms) {
            const response = await fetch(site.url + path, {
              method: "POST",
              redirect: "manual",
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                ...(cookie ? { cookie } : {}),
                ...headers,
              },
              body: new URLSearchParams(fields),
            });
            expect(response.status, `${path} ${fields.intent ?? ""} ${JSON.stringify(headers)}`).toBe(403);
          }
        }
        expect(await count(site, "select count(*) n from staff_tokens where email like ?", "%@evil.example")).toBe(0);
        expect(
          await count(
            site,
            "select count(*) n from staff_tokens where email = ? and draft_owner_hash is not null",
            email,
          ),
        ).toBe(0);
        expect(
          await site.query(
            "select role, time_zone from staff_users where id in (?, ?) order by id",
            accounts.admin.id,
            accounts.staff.id,
          ),
        ).toEqual([
          { role: "admin", time_zone: "America/New_York" },
          { role: "staff", time_zone: "America/New_York" },
        ]);
        expect(
          await count(site, "select count(*) n from staff_recovery_codes where user_id = ?", accounts.admin.id),
        ).toBe(0);
        expect(await count(site, "select count(*) n from desk_settings")).toBe(0);
        expect(
          (await fetch(`${site.url}/staff`, { headers: { cookie: accounts.admin.cookie }, redirect: "manual" })).status,
        ).toBe(200);
        expect(sink.received.length).toBe(before);
      });

      test("no header can be injected through the invited address: the form refuses it beside the field, nothing is stored or sent; the command line refuses it too", async () => {
        sink.received.length = 0;
        const attempts = [
          "colleague@northbridge-lpo.example\r\nBcc: victim@evil.example",
          "colleague@northbridge-lpo.example\nX-Injected: yes",
          "colleague@northbridge-lpo.example, victim@evil.example",
          "colleague@northbridge-lpo.example;victim@evil.example",
          '"Colleague" <colleague@northbridge-lpo.example>',
          "colleague@northbridge-lpo.example%0d%0aBcc:victim@evil.example",
          "colleague@northbridge-lpo.example\u2028Bcc: victim@evil.example",
          "victim@evil.example\u0000@northbridge-lpo.example",
          `${"a".repeat(250)}@evil.example`,
        ];
        for (const email of attempts) {
          const response = await postAs(
            site.url,
            "/staff/team",
            { intent: "invite", email, role: "admin" },
            accounts.admin.cookie,
          );
          expect(response.status, JSON.stringify(email)).toBe(400);
          expect(await response.text()).toMatch(
            /Enter an e-mail address like name@example\.com|at most 254 characters/,
          );
        }
        const cli = await staffCli(
          ["invite", "colleague@northbridge-lpo.example\r\nBcc: victim@evil.example", "--role", "admin"],
          site.cliEnv,
        );
        expect(cli.code).toBe(2);
        expect(
          await count(
            site,
            "select count(*) n from staff_tokens where email like ? or email like ?",
            "%evil.example%",
            "%colleague%",
          ),
        ).toBe(0);
        expect(await count(site, "select count(*) n from mail_outbox where recipients like ?", "%evil%")).toBe(0);
        // A real invitation sent meanwhile carries no extra header or recipient.
        const email = `clean-${unique()}@northbridge-lpo.example`;
        await postAs(site.url, "/staff/team", { intent: "invite", email, role: "staff" }, accounts.admin.cookie);
        await waitFor(() => sink.received.length === 1, 20_000, "the clean invitation");
        expect(sink.received[0].to).toEqual([email]);
        expect(headerLines(sink.received[0].raw).filter((line) => /^(bcc|cc|x-injected):/i.test(line))).toEqual([]);
      });

      test("forgot password answers the same, with the same status, whether or not an account has the address; it is limited per typed address and per client address alike", async () => {
        sink.received.length = 0;
        const known = await account("recruiter", "203.0.113.80");
        const unknown = `nobody-${unique()}@northbridge-lpo.example`;
        const ask = (email: string, ip: string) => postAs(site.url, "/staff/forgot-password", { email }, "", from(ip));
        const knownAnswer = await ask(known.email, "203.0.113.81");
        const unknownAnswer = await ask(unknown, "203.0.113.82");
        expect(knownAnswer.status).toBe(200);
        expect(unknownAnswer.status).toBe(200);
        const knownPage = await page(knownAnswer);
        expect(knownPage).toContain("If an active account of the desk uses that address");
        expect(await page(unknownAnswer)).toBe(knownPage);
        expect(knownPage).not.toContain(known.email);
        await waitFor(() => sink.received.length === 1, 20_000, "the one reset e-mail");
        expect(sink.received[0].to).toEqual([known.email]);
        // Three per typed address in 15 minutes, whoever asks from wherever; the fourth is refused alike.
        for (const email of [known.email, unknown]) {
          for (const ip of ["203.0.113.83", "203.0.113.84"]) expect((await ask(email, ip)).status).toBe(200);
        }
        const knownLimited = await ask(known.email, "203.0.113.85");
        const unknownLimited = await ask(unknown, "203.0.113.86");
        expect(knownLimited.status).toBe(429);
        expect(unknownLimited.status).toBe(429);
        // The refused form keeps what was typed; with the address itself set aside, the answers are the same.
        expect((await page(unknownLimited)).replaceAll(unknown, "ADDRESS")).toBe(
          (await page(knownLimited)).replaceAll(known.email, "ADDRESS"),
        );
        // Ten per client address; the eleventh is refused whatever the address.
        const statuses = [];
        for (let i = 0; i < 11; i++)
          statuses.push((await ask(`spray-${i}-${unique()}@northbridge-lpo.example`, "203.0.113.87")).status);
        expect(statuses).toEqual([...Array(10).fill(200), 429]);
        expect((await ask(accounts.admin.email, "203.0.113.87")).status).toBe(429);
        // Malformed input: the form again, the address kept, nothing counted against anyone.
        const malformed = await ask("not an address", "203.0.113.88");
        expect(malformed.status).toBe(400);
        expect(await malformed.text()).toContain('value="not an address"');
      });

      test("the last admin cannot demote, deactivate or remove themselves; malformed and oversized posts to the team page are refused", async () => {
        const admins = await site.query<{ id: number }>(
          "select id from staff_users where role = 'admin' and deactivated_at is null",
        );
        // Other admins made by earlier tests step down first, by the hand of this one.
        for (const { id } of admins) {
          if (Number(id) !== accounts.admin.id)
            await postAs(
              site.url,
              "/staff/team",
              { intent: "role", user: String(id), role: "staff" },
              accounts.admin.cookie,
            );
        }
        const self = String(accounts.admin.id);
        for (const fields of [
          { intent: "role", user: self, role: "staff" },
          { intent: "deactivate", user: self },
          { intent: "remove", user: self, confirm: "yes" },
        ] as Record<string, string>[]) {
          const response = await postAs(site.url, "/staff/team", fields, accounts.admin.cookie);
          expect(response.status, fields.intent).toBe(409);
          expect(await response.text()).toContain("The desk needs at least one active admin");
        }
        expect(
          await site.query("select role, deactivated_at from staff_users where id = ?", accounts.admin.id),
        ).toEqual([{ role: "admin", deactivated_at: null }]);
        const post = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
          fetch(`${site.url}/staff/team`, {
            method: "POST",
            redirect: "manual",
            headers: { origin: site.url, cookie: accounts.admin.cookie, "content-type": type },
            body,
          });
        expect(
          (
            await post(
              new URLSearchParams({ intent: "invite", email: `${"a".repeat(300_000)}@x.example`, role: "staff" }),
            )
          ).status,
        ).toBe(413);
        expect((await post(JSON.stringify({ intent: "invite" }), "application/json")).status).toBe(400);
        expect((await post(new URLSearchParams({ intent: "drop-tables", user: "1" }))).status).toBe(400);
        expect((await post(new URLSearchParams({ intent: "role", user: "1 or 1=1", role: "admin" }))).status).toBe(404);
        expect((await post(new URLSearchParams({ intent: "role", user: "99999999", role: "admin" }))).status).toBe(404);
        expect(
          (await post(new URLSearchParams({ intent: "role", user: String(accounts.staff.id), role: "owner" }))).status,
        ).toBe(400);
        expect(
          (await post(new URLSearchParams({ intent: "invite", email: "new@northbridge-lpo.example", role: "owner" })))
            .status,
        ).toBe(400);
        expect(
          (
            await postAs(
              site.url,
              "/staff/account",
              { intent: "time-zone", time_zone: "Mars/Olympus_Mons" },
              accounts.admin.cookie,
            )
          ).status,
        ).toBe(400);
        expect(
          (
            await postAs(
              site.url,
              "/staff/account",
              { intent: "end-session", session: "' or 1=1 --" },
              accounts.admin.cookie,
            )
          ).status,
        ).toBe(302);
        expect(
          (await fetch(`${site.url}/staff`, { headers: { cookie: accounts.admin.cookie }, redirect: "manual" })).status,
        ).toBe(200);
      });

      test("without a session, with a forged one or one only half signed in, every new page sends to sign-in and every post changes nothing", async () => {
        const pages = ["/staff/team", "/staff/account", "/staff/settings"];
        const posts: [string, Record<string, string>][] = [
          ["/staff/team", { intent: "invite", email: `anon-${unique()}@evil.example`, role: "admin" }],
          ["/staff/team", { intent: "role", user: String(accounts.staff.id), role: "admin" }],
          ["/staff/team", { intent: "end-sessions", user: String(accounts.admin.id) }],
          ["/staff/account", { intent: "time-zone", time_zone: "UTC" }],
          ["/staff/account", { intent: "end-other-sessions" }],
          ["/staff/settings", { intent: "accounts", default_time_zone: "UTC" }],
        ];
        // Half signed in: the right password, no code yet.
        const half = await postAs(
          site.url,
          "/staff/sign-in",
          { intent: "password", email: accounts.staff.email, password: STAFF_PASSWORD },
          "",
          from("203.0.113.90"),
        );
        const pending = cookiesOf(half).staff;
        expect(pending).toBeTruthy();
        for (const cookie of ["", "staff=forged-session-value", `staff=${"A".repeat(43)}`, pending]) {
          for (const path of pages) {
            const response = await fetch(site.url + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
            expect(response.status, `${path} with ${cookie.slice(0, 20) || "no cookie"}`).toBe(302);
            expect(response.headers.get("location")).toBe("/staff/sign-in");
            expect(await response.text()).not.toContain(accounts.admin.email);
          }
          for (const [path, fields] of posts) {
            const response = await postAs(site.url, path, fields, cookie);
            expect(response.status, `${path} ${fields.intent} with ${cookie.slice(0, 20) || "no cookie"}`).toBe(302);
            expect(response.headers.get("location")).toBe("/staff/sign-in");
          }
        }
        expect(await count(site, "select count(*) n from staff_tokens where email like ?", "anon-%")).toBe(0);
        expect(await site.query("select role, time_zone from staff_users where id = ?", accounts.staff.id)).toEqual([
          { role: "staff", time_zone: "America/New_York" },
        ]);
        for (const who of [accounts.admin, accounts.staff]) {
          expect(
            (await fetch(`${site.url}/staff`, { headers: { cookie: who.cookie }, redirect: "manual" })).status,
            who.email,
          ).toBe(200);
        }
      });

      test("another person's session, draft or link cannot be used: ending someone else's session id, a draft cookie on another invitation, one person's recovery codes for another", async () => {
        // The staff member's session, named by its id on the admin's own account page.
        const [{ id: staffSessionId }] = await site.query<{ id: string }>(
          "select id from staff_sessions where user_id = ? limit 1",
          accounts.staff.id,
        );
        const ended = await postAs(
          site.url,
          "/staff/account",
          { intent: "end-session", session: staffSessionId },
          accounts.admin.cookie,
        );
        expect(ended.status).toBe(302);
        expect(
          (await fetch(`${site.url}/staff`, { headers: { cookie: accounts.staff.cookie }, redirect: "manual" })).status,
        ).toBe(200);
        expect(
          await (await fetch(`${site.url}/staff/account`, { headers: { cookie: accounts.admin.cookie } })).text(),
        ).not.toContain(staffSessionId);

        // A draft made on one invitation opens nothing on another.
        const links: string[] = [];
        for (const who of ["draft-a", "draft-b"]) {
          const email = `${who}-${unique()}@northbridge-lpo.example`;
          await postAs(site.url, "/staff/team", { intent: "invite", email, role: "recruiter" }, accounts.admin.cookie);
          await waitFor(
            () => linkInMail(sink, email, "/staff/invite/") !== undefined,
            20_000,
            `the invitation to ${email}`,
          );
          links.push(linkInMail(sink, email, "/staff/invite/")!);
        }
        const first = await postAs(site.url, links[0], {
          intent: "password",
          password: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        });
        const draft = cookiesOf(first)["staff-draft"];
        const secret = secretOnPage(await (await fetch(site.url + links[0], { headers: { cookie: draft } })).text())!;
        expect(secret).toBeTruthy();
        const other = await (await fetch(site.url + links[1], { headers: { cookie: draft } })).text();
        expect(secretOnPage(other)).toBeUndefined();
        const crossed = await postAs(site.url, links[1], { intent: "code", code: await totp(secret) }, draft);
        expect(cookiesOf(crossed).staff).toBeUndefined();
        expect(await count(site, "select count(*) n from staff_users where email like ?", "draft-%")).toBe(0);

        // Recovery codes belong to their account: the staff member's codes do not finish the admin's sign-in.
        const made = await postAs(
          site.url,
          "/staff/account",
          { intent: "recovery-codes", current: STAFF_PASSWORD },
          accounts.staff.cookie,
        );
        // Each code appears in the list and in the text to copy: ten different ones.
        const codes = [
          ...new Set(
            [...(await made.text()).matchAll(/\b([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4})\b/g)].map(
              (m) => m[1],
            ),
          ),
        ];
        expect(made.status).toBe(200);
        expect(codes.length).toBe(10);
        const adminHalf = await postAs(
          site.url,
          "/staff/sign-in",
          { intent: "password", email: accounts.admin.email, password: STAFF_PASSWORD },
          "",
          from("203.0.113.91"),
        );
        const refused = await postAs(
          site.url,
          "/staff/sign-in",
          { intent: "code", code: codes[0] },
          cookiesOf(adminHalf).staff,
          from("203.0.113.91"),
        );
        expect(refused.status).toBe(400);
        expect(cookiesOf(refused).staff).toBeUndefined();
        expect(
          await count(
            site,
            "select count(*) n from staff_recovery_codes where user_id = ? and used_at is not null",
            accounts.staff.id,
          ),
        ).toBe(0);
      });

      test("guessing links finds nothing: 50 random well-formed tokens on each link page answer alike, and none is accepted", async () => {
        const random = () => crypto.randomBytes(32).toString("base64url");
        const [users, usedLinks] = [
          await count(site, "select count(*) n from staff_users"),
          await count(site, "select count(*) n from staff_tokens where used_at is not null"),
        ];
        for (const path of ["/staff/invite/", "/staff/reset-password/", "/staff/enrol/"]) {
          const bodies = new Set<string>();
          for (let i = 0; i < 50; i++) {
            const response = await fetch(site.url + path + random(), { redirect: "manual" });
            expect(response.status, path).toBe(404);
            bodies.add(await page(response));
          }
          expect(bodies.size, `${path}: one page for every wrong guess`).toBe(1);
          const posted = await postAs(site.url, path + random(), {
            intent: "password",
            password: NEW_PASSWORD,
            confirm: NEW_PASSWORD,
          });
          expect(posted.status).toBe(404);
        }
        expect(await count(site, "select count(*) n from staff_users")).toBe(users);
        expect(await count(site, "select count(*) n from staff_tokens where used_at is not null")).toBe(usedLinks);
      });

      test("no header can be injected through the forgot-password form or the account e-mails: CR/LF and lists are refused, the reset e-mail has one recipient and no extra header", async () => {
        sink.received.length = 0;
        const attempts = [
          `${accounts.recruiter.email}\r\nBcc: victim@evil.example`,
          `${accounts.recruiter.email}\nX-Injected: yes`,
          `${accounts.recruiter.email}, victim@evil.example`,
          `"Name\r\nBcc: victim@evil.example" <${accounts.recruiter.email}>`,
          `=?utf-8?q?a=0D=0ABcc:victim@evil.example?= <${accounts.recruiter.email}>`,
          `${accounts.recruiter.email}\u0085Bcc: victim@evil.example`,
        ];
        for (const [i, email] of attempts.entries()) {
          const response = await postAs(
            site.url,
            "/staff/forgot-password",
            { email },
            "",
            from(`203.0.113.${100 + i}`),
          );
          expect(response.status, JSON.stringify(email)).toBe(400);
        }
        // The command line refuses the same addresses for a new account.
        const cli = await staffCli(
          ["add", `${accounts.recruiter.email}\r\nBcc: victim@evil.example`, "--role", "staff"],
          site.cliEnv,
          `${STAFF_PASSWORD}\n`,
        );
        expect(cli.code).not.toBe(0);
        // A real reset e-mail meanwhile: one recipient, no injected header.
        expect(
          (
            await postAs(
              site.url,
              "/staff/forgot-password",
              { email: accounts.recruiter.email },
              "",
              from("203.0.113.110"),
            )
          ).status,
        ).toBe(200);
        await waitFor(() => sink.received.length === 1, 20_000, "the one reset e-mail");
        expect(sink.received.length).toBe(1);
        expect(sink.received[0].to).toEqual([accounts.recruiter.email]);
        expect(headerLines(sink.received[0].raw).filter((line) => /^(bcc|cc|x-injected):/i.test(line))).toEqual([]);
        expect(await count(site, "select count(*) n from mail_outbox where recipients like ?", "%evil%")).toBe(0);
        expect(await count(site, "select count(*) n from staff_users where email like ?", "%evil%")).toBe(0);
      });

      test("malformed and oversized posts to every new form are refused without effect: the account, settings, link and forgot-password pages", async () => {
        const huge = "x".repeat(300_000);
        const forms: [string, Record<string, string>, string][] = [
          ["/staff/account", { intent: "time-zone", time_zone: huge }, accounts.admin.cookie],
          [
            "/staff/account",
            { intent: "password", current: huge, password: huge, confirm: huge },
            accounts.admin.cookie,
          ],
          ["/staff/settings", { intent: "accounts", default_time_zone: huge }, accounts.admin.cookie],
          ["/staff/forgot-password", { email: `${huge}@x.example` }, ""],
          ["/staff/reset-password/" + "G".repeat(43), { password: huge, confirm: huge }, ""],
          ["/staff/invite/" + "H".repeat(43), { intent: "password", password: huge, confirm: huge }, ""],
          ["/staff/sign-in", { intent: "code", code: huge }, ""],
        ];
        for (const [path, fields, cookie] of forms) {
          const response = await postAs(site.url, path, fields, cookie, from("203.0.113.120"));
          expect(response.status, `${path} ${fields.intent ?? ""} oversized`).toBe(413);
        }
        const malformed: [string, Record<string, string>, number][] = [
          ["/staff/account", { intent: "no-such-intent" }, 400],
          ["/staff/account", { intent: "password", current: "", password: "short", confirm: "other" }, 400],
          ["/staff/account", { intent: "time-zone", time_zone: "../../etc/passwd" }, 400],
          ["/staff/settings", { intent: "accounts", default_time_zone: "Not/A_Zone" }, 400],
          ["/staff/settings", { intent: "drop" }, 400],
        ];
        for (const [path, fields, status] of malformed) {
          const response = await postAs(site.url, path, fields, accounts.admin.cookie);
          expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(status);
        }
        for (const path of ["/staff/account", "/staff/settings", "/staff/forgot-password"]) {
          const json = await fetch(site.url + path, {
            method: "POST",
            redirect: "manual",
            headers: { origin: site.url, cookie: accounts.admin.cookie, "content-type": "application/json" },
            body: JSON.stringify({
              intent: "time-zone",
              time_zone: "UTC",
              default_time_zone: "UTC",
              email: accounts.admin.email,
            }),
          });
          expect(json.status, `${path} as JSON`).toBe(400);
        }
        expect(await site.query("select time_zone from staff_users where id = ?", accounts.admin.id)).toEqual([
          { time_zone: "America/New_York" },
        ]);
        expect(await count(site, "select count(*) n from desk_settings")).toBe(0);
        expect(
          (await fetch(`${site.url}/staff`, { headers: { cookie: accounts.admin.cookie }, redirect: "manual" })).status,
        ).toBe(200);
      });
    });
  }
});
