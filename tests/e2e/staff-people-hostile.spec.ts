import { waitFor } from "../support/concurrency";
import { BACKENDS, startSiteOn, type SiteWithDatabase } from "../support/site-database";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { signIn, STAFF_PASSWORD, staffCli } from "../support/staff";
import { postAs } from "../support/staff-links";
import { expect, test } from "./fixtures";

// People, lead sources and notification settings as an attacker sees them: plain HTTP against the
// built site, e-mail to a real SMTP server on loopback, on PostgreSQL with TEST_DATABASE_URL, else
// SQLite. The queries themselves run on both back-ends in app/desk/people.server.db.test.ts; site
// starts and sign-ins per back-end cost a minute of the suite, so this runs on one. That a saved
// list reaches the other instances at once is multi-instance.spec.ts's (three on one database).
// Server behaviour, run once.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  for (const backend of BACKENDS.slice(-1)) {
    test.describe(`on ${backend}`, () => {
      let sink: SmtpSink;
      let site: SiteWithDatabase;
      const cookies: Record<"admin" | "staff" | "recruiter", string> = {} as never;

      async function account(role: "admin" | "staff" | "recruiter", ip: string) {
        const email = `${role}-${unique()}@northbridge-lpo.example`;
        const made = await staffCli(["add", email, "--role", role], site.cliEnv, `${STAFF_PASSWORD}\n`);
        const secret = /secret: ([A-Z2-7]+)/.exec(made.stdout)?.[1];
        if (made.code !== 0 || !secret) throw new Error(`staff add failed: ${made.stdout}${made.stderr}`);
        const { cookie } = await signIn(site.url, email, secret, { headers: { "x-forwarded-for": ip } });
        expect(cookie, `${role} signed in`).not.toBe("");
        return cookie;
      }
      const get = (path: string, cookie = "", headers: Record<string, string> = {}) =>
        fetch(site.url + path, { redirect: "manual", headers: { ...(cookie ? { cookie } : {}), ...headers } });

      /** A contact message as a browser without JavaScript sends it: the page (from `referer`), then the post from it. */
      async function sendContact(
        origin: string,
        email: string,
        referer?: string,
        postFields: Record<string, string> = {},
      ) {
        const page = await fetch(`${origin}/contact`, { headers: referer ? { referer } : {} });
        const html = await page.text();
        const hidden = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
        const fields: Record<string, string> = {
          website_url: "",
          form_started: hidden("form_started") ?? "",
          name: "Sam Source",
          email,
          number: "555-0100",
          comment: "Hello",
        };
        const host = hidden("source_host");
        if (host) fields.source_host = host;
        const posted = await fetch(`${origin}/contact`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin,
            referer: `${origin}/contact?from=ad`,
          },
          body: new URLSearchParams({ ...fields, ...postFields }),
        });
        return { page, html, posted };
      }

      test.beforeAll(async () => {
        test.setTimeout(120_000);
        sink = await startSmtpSink();
        const env = {
          SMTP_URL: sink.url,
          MAIL_FROM: "desk@northbridge-lpo.example",
          STAFF_NOTIFY_TO: "intake@northbridge-lpo.example",
          OUTBOX_POLL_MS: "100",
          FORM_RATE_LIMIT: "1000",
        };
        site = await startSiteOn(backend, env);
        cookies.admin = await account("admin", "203.0.113.11");
        cookies.staff = await account("staff", "203.0.113.12");
        cookies.recruiter = await account("recruiter", "203.0.113.13");
      });

      test.afterAll(async () => {
        await site?.stop();
        await sink?.close();
      });

      test("a person's page: signed-out visitors sign in first; each role sees only its kinds; unknown and odd addresses are 404", async () => {
        const email = `Pat.Person-${unique()}@Firm.example`;
        expect((await sendContact(site.url, email)).posted.status).toBe(302);
        const path = `/staff/people/${encodeURIComponent(email.toLowerCase())}`;

        const signedOut = await get(path);
        expect(signedOut.status).toBe(302);
        expect(signedOut.headers.get("location")).toMatch(/^\/staff\/sign-in/);

        const page = await get(`/staff/people/${encodeURIComponent(email.toUpperCase())}`, cookies.staff);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain(email.toLowerCase());
        expect(html).toMatch(/href="\/staff\/contact\/\d+"/);
        // The inbox links every item's address to its person.
        expect(await (await get("/staff?kind=contact", cookies.staff)).text()).toContain(`href="${path}"`);

        // Times in the reader's own zone (chosen on their account page), with its abbreviation.
        await site.query("update staff_users set time_zone = 'Asia/Tokyo' where role = 'staff'");
        const [{ created_at }] = await site.query<{ created_at: string }>(
          "select created_at from contact_messages where email = ?",
          email,
        );
        const tokyo = new Intl.DateTimeFormat("en-CA", {
          timeZone: "Asia/Tokyo",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        })
          .format(new Date(created_at))
          .replace(", ", " ");
        expect(await (await get(path, cookies.staff)).text()).toContain(`${tokyo} GMT+9`);
        // A recruiter sees applications only: this person's page does not exist for them.
        expect((await get(path, cookies.recruiter)).status).toBe(404);
        for (const odd of [
          "nobody%40firm.example",
          "%27%20or%201%3D1%20--",
          "a%00b%40firm.example",
          encodeURIComponent("x".repeat(400)),
          "%3Cscript%3E",
        ])
          expect((await get(`/staff/people/${odd}`, cookies.admin)).status, odd).toBe(404);
      });

      test("where a lead came from: recorded from headers, checked, shown as text; a form page seen by a visitor from elsewhere is theirs alone", async () => {
        const email = `src-${unique()}@firm.example`;
        const { page, html, posted } = await sendContact(
          site.url,
          email,
          "https://www.search.example/results?q=paralegal",
        );
        expect(posted.status).toBe(302);
        expect(html).toContain('name="source_host" value="www.search.example"');
        expect(page.headers.get("cache-control")).toBe("private, no-store");
        // The next visitor, who came from nowhere, never gets that field (nor a copy of that page).
        const plain = await fetch(`${site.url}/contact`);
        expect(await plain.text()).not.toContain("source_host");
        const stored = await site.query<{ source_page: string; source_host: string }>(
          "select source_page, source_host from contact_messages where email = ?",
          email,
        );
        expect(stored).toEqual([{ source_page: "/contact", source_host: "www.search.example" }]);

        // Forged values: refused, never stored.
        const forged = `forged-${unique()}@firm.example`;
        const hostile = await sendContact(site.url, forged, undefined, {
          source_host: "<img src=x onerror=alert(1)>.example\r\nBcc: x@evil.example",
        });
        expect(hostile.posted.status).toBe(302);
        const sneaky = await fetch(`${site.url}/contact`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: site.url,
            referer: "javascript:alert(document.cookie)",
          },
          body: new URLSearchParams({
            website_url: "",
            form_started: "",
            name: "X",
            email: forged,
            number: "",
            comment: "x",
          }),
        });
        expect([302, 400]).toContain(sneaky.status);
        const forgedRows = await site.query<{ source_page: string | null; source_host: string | null }>(
          "select source_page, source_host from contact_messages where email = ?",
          forged,
        );
        for (const row of forgedRows) expect(row.source_host).toBeNull();
        expect(forgedRows[0].source_page).toBe("/contact");

        // The dashboard on the desk's home lists them as text.
        const home = await (await get("/staff", cookies.staff)).text();
        expect(home).toContain("Leads per week, by kind");
        expect(home).toMatch(/<svg[^>]*aria-hidden="true"/);
        expect(home).toContain("<caption>Leads per week, by kind</caption>");
        expect(home).toContain("www.search.example");
        expect(home).not.toContain("<img src=x");
        // A filtered view is the inbox alone.
        expect(await (await get("/staff?kind=contact", cookies.staff)).text()).not.toContain("Leads per week");
      });

      test("notification settings: admins only, same-site posts only, every address checked; a saved list routes the next e-mail", async () => {
        const save = (fields: Record<string, string>, cookie: string, headers: Record<string, string> = {}) =>
          postAs(site.url, "/staff/settings", { intent: "recipients", ...fields }, cookie, headers);
        const good = { notify_contact: "front-desk@northbridge-lpo.example" };
        expect((await save(good, "")).status).toBe(302);
        expect((await get("/staff/settings", "")).headers.get("location")).toMatch(/^\/staff\/sign-in/);
        expect((await save(good, cookies.staff)).status).toBe(404);
        expect((await save(good, cookies.recruiter)).status).toBe(404);
        expect((await get("/staff/settings", cookies.staff)).status).toBe(404);
        expect((await save(good, cookies.admin, { origin: "https://evil.example" })).status).toBe(403);
        expect(
          (await postAs(site.url, "/staff/settings", { intent: "visitor_ack", visitor_ack: "on" }, cookies.staff))
            .status,
        ).toBe(404);

        for (const bad of [
          "front-desk@northbridge-lpo.example\r\nBcc: thief@evil.example",
          "a@northbridge-lpo.example, thief@evil.example",
          "Thief <thief@evil.example>",
          "x@evil.example\u2028y@evil.example",
          Array.from({ length: 21 }, (_, i) => `p${i}@northbridge-lpo.example`).join("\n"),
        ]) {
          const answer = await save({ notify_contact: bad }, cookies.admin);
          expect(answer.status, JSON.stringify(bad).slice(0, 40)).toBe(400);
          const html = await answer.text();
          expect(html).toMatch(/line of its own|not an e-mail address|At most 20|one address a line/);
        }
        expect(
          await site.query("select key from desk_settings where key like 'notify_%'"),
          "nothing stored by a refused post",
        ).toEqual([]);

        expect((await save(good, cookies.admin)).status).toBe(302);
        // The next message's e-mail: to the new list only, one address per recipient.
        const email = `routed-${unique()}@firm.example`;
        expect((await sendContact(site.url, email)).posted.status).toBe(302);
        await waitFor(() => sink.received.some((mail) => mail.raw.includes(email)), 30_000, "the staff e-mail");
        const mail = sink.received.find((m) => m.raw.includes(email))!;
        expect(mail.to).toEqual(["front-desk@northbridge-lpo.example"]);
        expect(mail.raw).not.toMatch(/thief@evil\.example/);
        const settings = await (await get("/staff/settings", cookies.admin)).text();
        expect(settings).toContain("front-desk@northbridge-lpo.example</textarea>");
        // Back to the default: empty.
        expect((await save({ notify_contact: "" }, cookies.admin)).status).toBe(302);
        expect(await site.query("select key from desk_settings where key like 'notify_%'")).toEqual([]);
      });
    });
  }
});
