import path from "node:path";
import SQLite from "better-sqlite3";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { waitFor } from "../support/concurrency";
import { deskSession } from "../support/desk-items";
import { fitsNarrowScreen, signedInAs } from "../support/desk-browser";
import { postForm } from "../support/forms";
import { headerLines, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { addStaff, signIn } from "../support/staff";
import { expect, fieldError, hydrated, test } from "./fixtures";

// Replies, saved replies, assignment and bulk actions in the desk, on a site of its own with a real
// SMTP server on loopback: the forms with JavaScript on and off, and the hostile HTTP cases once.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let sink: SmtpSink;
let site: SiteProcess;
let counter = 0;
const unique = (label: string) => `${label}${Date.now()}${++counter}`;

function sql<T>(text: string, ...params: unknown[]): T[] {
  const db = new SQLite(path.join(site.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const statement = db.prepare(text);
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
  } finally {
    db.close();
  }
}

async function staffMember(role: "admin" | "staff" | "recruiter", address: string) {
  const email = `${unique(role)}@northbridge-lpo.example`;
  const secret = await addStaff(email, { DATA_DIR: site.dataDir });
  sql("update staff_users set role = ? where email = ?", role, email);
  const { cookie } = await signIn(site.url, email, secret, { headers: { "x-forwarded-for": address } });
  expect(cookie).not.toBe("");
  return { email, cookie };
}

async function visitorContact(name: string) {
  const email = `${unique("visitor")}@firm.example`;
  expect(
    (await postForm(site.url, "/contact", { name, email, number: "555-0100", comment: "Please call" })).status,
  ).toBe(302);
  return { id: sql<{ id: number }>("select id from contact_messages where email = ?", email)[0].id, email };
}

const repliesTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email));

test.beforeAll(async () => {
  sink = await startSmtpSink();
  site = await startSite({
    SMTP_URL: sink.url,
    MAIL_FROM: "Northbridge LPO <desk@northbridge-lpo.example>",
    OUTBOX_POLL_MS: "100",
    FORM_RATE_LIMIT: "1000",
    FORM_MIN_FILL_MS: "0",
  });
});

test.afterAll(async () => {
  await site?.stop();
  await sink?.close();
});

test("staff write a saved reply, start a reply from it, send it once, and tick items for bulk changes", async ({
  page,
  js,
}) => {
  const staff = await staffMember("staff", js ? "203.0.113.61" : "203.0.113.62");
  const visitor = await visitorContact(`Rita ${unique("Reply")}`);
  await signedInAs(page.context(), site.url, staff.cookie);
  const title = unique("Thanks");

  // A saved reply, written on its page.
  await page.goto(`${site.url}/staff/replies/new`);
  if (js) await hydrated(page);
  await page.getByLabel("Name").fill(title);
  await page.getByLabel("Text").fill("Hello {name},\nthank you for writing.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved reply saved.")).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  // The reply form: nothing typed is refused beside the field; a saved reply fills it in.
  await page.goto(`${site.url}/staff/contact/${visitor.id}`);
  if (js) await hydrated(page);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(fieldError(page, "Write the reply first.")).toBeVisible();
  await page.getByRole("combobox", { name: "Start from a saved reply" }).selectOption({ label: title });
  await page.getByRole("button", { name: "Use this text" }).click();
  const body = page.getByLabel("Your reply");
  await expect(body).toHaveValue(/^Hello Rita Reply\d+,\nthank you for writing\.$/);
  await body.fill(`${await body.inputValue()}\nSee you soon.`);
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsNarrowScreen(page);
  if (js) {
    // A post that never reaches the server: the failure is said and the typed reply stays.
    await page.route(/\/staff\/contact\/\d+\.data/, (route) =>
      route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback(),
    );
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Something went wrong. Please try again.").first()).toBeVisible();
    await expect(body).toHaveValue(/^Hello Rita Reply\d+,\nthank you for writing\.\nSee you soon\.$/);
    await page.unrouteAll();
  }
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent to the mail server's queue")).toBeVisible();
  const history = page.locator("section", { has: page.getByRole("heading", { name: "History" }) });
  await expect(history).toContainText("sent a reply:");
  await expect(history).toContainText("thank you for writing.\nSee you soon.");
  await expect(page.locator(".desk-details .desk-status").first()).toHaveText("Replied");
  await waitFor(() => repliesTo(visitor.email).length > 0, 30_000, "the reply");
  const [mail] = repliesTo(visitor.email);
  expect(headerLines(mail.raw).find((line) => /^subject:/i.test(line))).toBe(
    "Subject: Re: Your message | Northbridge LPO",
  );

  // Bulk: tick the item in the inbox, set its status, then delete it after confirming.
  await page.goto(`${site.url}/staff?q=${encodeURIComponent(visitor.email)}`);
  await fitsNarrowScreen(page);
  const tick = page.getByRole("checkbox", { name: new RegExp(`contact message #${visitor.id} from`) });
  await tick.check();
  await page.getByRole("combobox", { name: "With the ticked items" }).selectOption({ label: "Done" });
  await page.getByRole("button", { name: "Apply to ticked items" }).click();
  await expect(page.getByText("Changed the status of 1 item.")).toBeVisible();
  await tick.check();
  await page.getByRole("combobox", { name: "With the ticked items" }).selectOption({ label: "Delete…" });
  await page.getByRole("button", { name: "Apply to ticked items" }).click();
  await expect(page.getByText(/Delete these 1 item|Delete this item/).first()).toBeVisible();
  expect(sql("select id from contact_messages where id = ?", visitor.id)).toHaveLength(1);
  await page.getByRole("button", { name: "Delete this item permanently" }).click();
  await expect(page.getByText("Deleted 1 item.")).toBeVisible();
  expect(sql("select id from contact_messages where id = ?", visitor.id)).toHaveLength(0);
  await page.goto(`${site.url}/staff/replies`);
  await fitsNarrowScreen(page);
});

test(
  "hostile posts: signed out, expired, cross-site, oversized, another item or kind, unknown ids; a double post sends once",
  {
    tag: "@js-only",
  },
  async () => {
    const staff = await staffMember("staff", "203.0.113.71");
    const recruiter = await staffMember("recruiter", "203.0.113.72");
    const visitor = await visitorContact("Hostile Target");
    const other = await visitorContact("Other Visitor");
    const post = (pathname: string, fields: Record<string, string> | string, headers: Record<string, string> = {}) =>
      fetch(`${site.url}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded", ...headers },
        body: typeof fields === "string" ? fields : new URLSearchParams(fields),
      });
    const reply = (key: string, body = "Hello from the desk") => ({ intent: "reply", body, form_key: key });
    const itemPath = `/staff/contact/${visitor.id}`;

    // Signed out, a session that expired, another site's page: refused, nothing queued.
    expect((await post(itemPath, reply("signedout-key-000001"))).headers.get("location")).toMatch(/\/staff\/sign-in$/);
    const expired = await staffMember("staff", "203.0.113.73");
    sql(
      "update staff_sessions set expires_at = '2001-01-01T00:00:00.000Z' where user_id = (select id from staff_users where email = ?)",
      expired.email,
    );
    const late = await post(itemPath, reply("expired-key-00000001"), { cookie: expired.cookie });
    expect([late.status, late.headers.get("location")]).toEqual([302, "/staff/sign-in"]);
    const fresh = await staffMember("staff", "203.0.113.74");
    for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }])
      expect((await post(itemPath, reply("crosssite-key-000001"), { cookie: fresh.cookie, ...headers })).status).toBe(
        403,
      );
    // Too large to read, too long to send, an item that does not exist, a kind the role may not open.
    expect(
      (
        await post(itemPath, `intent=reply&form_key=big-key-000000001&body=${"x".repeat(300_000)}`, {
          cookie: fresh.cookie,
        })
      ).status,
    ).toBe(413);
    const long = await post(itemPath, reply("long-key-0000000001", "y".repeat(10_001)), { cookie: fresh.cookie });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Shorten the reply to 10,000 characters or fewer.");
    expect(
      (await post("/staff/contact/99999999", reply("missing-key-00000001"), { cookie: fresh.cookie })).status,
    ).toBe(404);
    expect((await post(itemPath, reply("recruiter-key-000001"), { cookie: recruiter.cookie })).status).toBe(404);
    expect(
      (await post(itemPath, { intent: "reply", body: "x", form_key: "bad key\r\n" }, { cookie: fresh.cookie })).status,
    ).toBe(400);
    expect(sql("select id from desk_replies")).toEqual([]);

    // The same form posted twice sends one reply.
    for (let i = 0; i < 2; i++)
      expect((await post(itemPath, reply("double-key-000000001"), { cookie: fresh.cookie })).status).toBe(302);
    await waitFor(() => repliesTo(visitor.email).length > 0, 30_000, "the reply");
    expect(sql("select id from desk_replies")).toHaveLength(1);

    // Bulk actions: ids the role may not open, ids that do not exist, too many, another site.
    const bulk = (cookie: string, fields: [string, string][], headers: Record<string, string> = {}) =>
      post("/staff?index", new URLSearchParams(fields).toString(), { cookie, ...headers });
    const ids: [string, string][] = [
      ["item", `contact-${other.id}`],
      ["item", "contact-99999999"],
      ["item", "nonsense"],
    ];
    const refused = await bulk(recruiter.cookie, [["bulk", "delete"], ["confirm", "yes"], ...ids]);
    expect(refused.headers.get("location")).toContain("done=deleted&changed=0&skipped=3");
    expect((await bulk(recruiter.cookie, [["bulk", "status:spam"], ...ids])).headers.get("location")).toContain(
      "changed=0",
    );
    expect(sql("select id from contact_messages where id = ?", other.id)).toHaveLength(1);
    expect(sql("select * from desk_items where item_id = ? and kind = 'contact'", other.id)).toEqual([]);
    const many = Array.from({ length: 201 }, (_, i) => ["item", `contact-${i + 1}`] as [string, string]);
    expect((await bulk(staff.cookie, [["bulk", "status:spam"], ...many])).status).toBe(400);
    expect(
      (await bulk(staff.cookie, [["bulk", "delete"], ["confirm", "yes"], ...ids], { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(
      (
        await fetch(`${site.url}/staff?index`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
          body: "bulk=delete&confirm=yes&item=contact-1",
        })
      ).headers.get("location"),
    ).toMatch(/\/staff\/sign-in$/);
    expect(sql("select id from contact_messages where id = ?", other.id)).toHaveLength(1);
    // Saved replies: signed out, another site.
    expect((await post("/staff/replies/new", { title: "x", body: "y" })).headers.get("location")).toMatch(
      /\/staff\/sign-in$/,
    );
    expect(
      (
        await post(
          "/staff/replies/new",
          { title: "x", body: "y" },
          { cookie: staff.cookie, origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect(sql("select id from desk_saved_replies where title = 'x'")).toEqual([]);
    // Only the one reply reached the mail server.
    expect(repliesTo(visitor.email).filter((mail) => mail.raw.includes("Re: "))).toHaveLength(1);
  },
);

test(
  "without a mail server the reply form says so and offers the visitor's address to write from one's own program",
  {
    tag: "@js-only",
  },
  async ({ baseURL }) => {
    const email = `${unique("nomail")}@firm.example`;
    expect(
      (await postForm(baseURL!, "/contact", { name: "No Mail", email, number: "555-0100", comment: "Hi" })).status,
    ).toBe(302);
    const session = await deskSession(baseURL!, "nomail");
    const inbox = await (await fetch(`${baseURL}/staff?q=${email}`, { headers: { cookie: session.cookie } })).text();
    const id = /\/staff\/contact\/(\d+)/.exec(inbox)![1];
    const html = await (await fetch(`${baseURL}/staff/contact/${id}`, { headers: { cookie: session.cookie } })).text();
    expect(html).toContain("Replies cannot be sent from the desk: no mail server is set up");
    expect(html).toContain(`href="mailto:${encodeURIComponent(email)}?subject=Re%3A%20Your%20message`);
    expect(html).not.toContain("Send reply");
    const refused = await fetch(`${baseURL}/staff/contact/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session.cookie, origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "reply", body: "Hello", form_key: "nomail-key-000000001" }),
    });
    expect(refused.status).toBe(409);
  },
);
