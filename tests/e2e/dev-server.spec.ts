import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import WebSocket from "ws";
import { startDevServer, projectCopy, type DevServer } from "../support/dev-server";
import { postForm } from "../support/forms";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { waitFor } from "../support/concurrency";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

// `npm run dev` (scripts/dev.ts) on a throwaway copy of the project: Vite in middleware mode inside
// the site's own Express server. Edits to a component, a route module, a stylesheet and a content
// file show without a build. Run once, in the JS project (hot updates need the browser's scripts).
test.describe.configure({ mode: "serial" });
test.describe("the dev server and its hot updates, run once", { tag: "@js-only" }, () => {
  let root: string;
  let dev: DevServer;
  let sink: SmtpSink;
  const cspViolations: string[] = [];

  /**
   * Replaces `from` (which must be there) with `to` in a file of the copy, as an editor saving atomically does. Written
   * in place, the file is empty between the truncation and the write; on a busy machine the watcher read it then, and
   * Vite sent the page a module with no exports.
   */
  function edit(file: string, from: string, to: string) {
    const full = path.join(root, file);
    const text = fs.readFileSync(full, "utf8");
    if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
    // Beside the copy, not in it: the watcher sees only the finished file arrive.
    const written = `${root}.${path.basename(file)}`;
    fs.writeFileSync(written, text.replace(from, to));
    fs.renameSync(written, full);
  }

  function mailOutbox() {
    const db = new SQLite(path.join(dev.dataDir, "site.db"), { readonly: true });
    db.pragma("busy_timeout = 5000");
    try {
      return db.prepare("select status from mail_outbox").all() as { status: string }[];
    } finally {
      db.close();
    }
  }

  const pageHtml = async (pathname: string) => (await fetch(dev.url + pathname)).text();

  /**
   * Opens a page and waits until it is hydrated and its hot-update client has connected: an edit made before the
   * client connects is broadcast to no one, and on a busy machine the socket can connect after hydration.
   */
  async function openConnected(page: Page, pathname: string) {
    const connected = page.waitForEvent("console", {
      predicate: (message) => message.text().includes("[vite] connected"),
      timeout: 60_000,
    });
    await page.goto(dev.url + pathname);
    await hydrated(page);
    await connected;
  }

  test.beforeAll(async () => {
    // A safety net for a busy machine, not a budget: Vite transforms the whole app as the server starts.
    test.setTimeout(240_000);
    sink = await startSmtpSink();
    root = projectCopy();
    dev = await startDevServer(root, {
      SMTP_URL: sink.url,
      MAIL_FROM: "Northbridge LPO <desk@northbridge-lpo.example>",
      STAFF_NOTIFY_TO: "desk@northbridge-lpo.example",
      OUTBOX_POLL_MS: "100",
    });
    test.info().annotations.push({ type: "dev server start", description: `${dev.startMs} ms` });
  });

  test.afterAll(async () => {
    await dev?.stop();
    await sink?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
    if (dev) fs.rmSync(dev.dataDir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ page }) => {
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) cspViolations.push(message.text());
    });
  });

  test.afterEach(async ({ page }) => {
    page.removeAllListeners("console");
    expect(cspViolations, "the dev page's scripts run under the site's CSP").toEqual([]);
  });

  test("an edited component, route module and stylesheet reach the open page by hot update, and the next request", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openConnected(page, "/about");
    // Gone if the page reloads: the edits below must arrive as hot updates.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    edit(
      "app/components/layout/site-footer.tsx",
      "legal support staff trained to work",
      "legal support staff, edited in development.",
    );
    await expect(page.locator(".site-footer__about")).toContainText("edited in development.", { timeout: 60_000 });

    edit("app/routes/about.tsx", ">Who We Are<", ">Who We Are, edited<");
    await expect(page.locator("#who-heading")).toHaveText("Who We Are, edited", { timeout: 60_000 });

    edit("app/styles/app.css", ".site-footer {\n", ".site-footer {\n  outline: 3px solid rgb(1, 2, 3);\n");
    await expect(page.locator(".site-footer")).toHaveCSS("outline-color", "rgb(1, 2, 3)", { timeout: 60_000 });

    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    // The server renders the edited modules too, from the next request on, with no build.
    const html = await pageHtml("/about");
    expect(html).toContain("edited in development.");
    expect(html).toContain("Who We Are, edited");
  });

  test("an edited content file shows on the next request, and open pages reload with it", async ({ page }) => {
    test.setTimeout(120_000);
    await openConnected(page, "/about");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    expect(await pageHtml("/about")).toContain("Remote Legal Support Built Around Your Firm<");

    const edited = Date.now();
    edit(
      "content/about.md",
      "heading: Remote Legal Support Built Around Your Firm\n",
      "heading: Remote Legal Support Built Around Your Practice\n",
    );
    await expect
      .poll(() => pageHtml("/about"), { timeout: 60_000 })
      .toContain("Remote Legal Support Built Around Your Practice<");
    test.info().annotations.push({ type: "content edit to served", description: `${Date.now() - edited} ms` });

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Remote Legal Support Built Around Your Practice",
      { timeout: 60_000 },
    );
    expect(await page.evaluate(() => "samePage" in window)).toBe(false);
  });

  test("the server's own parts work as in production: guards, CSP, the chat socket, a form, its e-mail", async () => {
    test.setTimeout(120_000);
    expect((await fetch(dev.url + "/", { method: "DELETE" })).status).toBe(405);
    const crossSite = await fetch(dev.url + "/contact", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: new URLSearchParams({ name: "x" }),
    });
    expect(crossSite.status).toBe(403);
    const about = await fetch(dev.url + "/about");
    expect(about.headers.get("content-security-policy")).toMatch(/script-src 'self' '(nonce|sha256)-/);
    const desk = await fetch(dev.url + "/staff/sign-in");
    expect(desk.status).toBe(200);
    expect(desk.headers.get("x-robots-tag")).toBe("noindex, nofollow");

    const ws = new WebSocket(`${dev.url.replace(/^http/, "ws")}/ws/chat`);
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    let answer = "";
    const ended = new Promise<void>((resolve) =>
      ws.on("message", (data) => (String(data) === "[END]" ? resolve() : (answer += String(data)))),
    );
    ws.send("What does a paralegal cost?");
    await ended;
    ws.close();
    expect(answer).toMatch(/\$\d/);

    // The form's action runs in the build loaded for the request, its e-mail goes from the mail worker server.ts started.
    const email = `dev-${Date.now()}@example.com`;
    const posted = await postForm(dev.url, "/contact", {
      name: "Dev Loop",
      email,
      number: "555-0100",
      comment: "Sent in development",
    });
    expect(posted.status).toBe(302);
    // The toast's cookie is signed with the secret server.ts settled at start: one cookie module, one secret.
    const cookie = posted.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const after = await fetch(new URL(posted.headers.get("location")!, dev.url), { headers: { cookie } });
    expect(await after.text()).toContain("Message submitted successfully!");
    await waitFor(() => mailOutbox().every((row) => row.status === "sent"), 30_000, "the e-mail marked sent");
    expect(mailOutbox()).toHaveLength(1);
    expect(sink.received.filter((mail) => mail.raw.includes(email))).toHaveLength(1);
  });

  test("the production server serves no source and no Vite client", async ({ request }) => {
    for (const pathname of ["/@vite/client", "/app/root.tsx", "/server.ts", "/app/styles/app.css"]) {
      expect((await request.get(pathname)).status(), pathname).toBe(404);
    }
  });
});
