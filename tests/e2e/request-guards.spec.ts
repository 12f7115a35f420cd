import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import SQLite from "better-sqlite3";
import path from "node:path";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { siteDatabase } from "../support/database";
import { postForm } from "../support/forms";
import { formHandedOutAt } from "../support/spam-trap";
import { expect, test } from "./fixtures";

// Requests an outsider crafts by hand, against the production server; run once (JS project).
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  /** Sends raw bytes and returns the status line and the whole answer. */
  function rawRequest(port: number, text: string): Promise<{ status: number; answer: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.end(text));
      let answer = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk) => (answer += chunk));
      socket.on("error", reject);
      socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), answer }));
    });
  }

  let site: SiteProcess;
  let port: number;
  test.beforeAll(async () => {
    site = await startSite({ FORM_RATE_LIMIT: "1000" });
    port = Number(new URL(site.url).port);
  });
  test.afterAll(async () => site?.stop());

  test("a path of thousands of segments is refused before the router, and /healthz answers throughout", async () => {
    const attack = "/a".repeat(4000);
    const attacks = Array.from({ length: 20 }, () => fetch(site.url + attack));
    const health = Array.from({ length: 20 }, () => fetch(`${site.url}/healthz`).then((r) => r.status));
    const answers = await Promise.all(attacks);
    for (const answer of answers) {
      expect([404, 414]).toContain(answer.status);
      // A plain refusal, not the site's rendered 404 page: the router never saw it.
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    expect(await Promise.all(health)).toEqual(Array(20).fill(200));
    expect((await fetch(`${site.url}/a/b/c/d/e/f/g/h/i/j`)).status).toBe(404);
  });

  test("a Host that would make the page another page is refused, and the cache keeps serving the real page", async () => {
    const poisoned = await rawRequest(port, "GET / HTTP/1.1\r\nHost: x\\search?q=Site closed - call 1-900-555-0100#\r\nConnection: close\r\n\r\n");
    expect(poisoned.status).toBe(400);
    for (const header of [
      "Host: evil.example",
      "Host: 127.0.0.1:1\r\nX-Forwarded-Host: a\\b",
      "Host: 127.0.0.1:1\r\nX-Forwarded-Proto: javascript",
      "Host: 127.0.0.1:1\r\nX-Forwarded-Host: ::::",
    ]) {
      const answer = await rawRequest(port, `GET / HTTP/1.1\r\n${header}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, header).toBe(400);
    }
    // A monitor asking by IP address still gets its health answer.
    const health = await rawRequest(port, "GET /healthz HTTP/1.1\r\nHost: 10.0.0.5:3000\r\nConnection: close\r\n\r\n");
    expect(health.status).toBe(200);
    // An absolute-form target naming another site.
    expect((await rawRequest(port, `GET http://evil.example/search?q=closed HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)).status).toBe(
      400,
    );
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).not.toContain("Site closed");
    expect(home).toContain("Remote Paralegals");
  });

  test("unsupported methods answer 405 with Allow, before the router", async () => {
    for (const method of ["TRACE", "OPTIONS", "PROPFIND", "PUT", "DELETE"]) {
      const answer = await rawRequest(port, `${method} /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, method).toBe(405);
      expect(answer.answer, method).toMatch(/\r\nAllow: GET, HEAD, POST, PATCH\r\n/i);
    }
    expect(site.output()).not.toMatch(/\n\s+at /);
  });

  test("cross-site form posts answer 403 'Form not accepted'; our own origin and SITE_URL's are accepted", async () => {
    const fields = { name: "Origin Test", email: "origin@example.com", number: "555-0100", comment: "hello" };
    for (const origin of ["https://evil.example", "null"]) {
      const answer = await postForm(site.url, "/contact", fields, { headers: { origin } });
      expect(answer.status, origin).toBe(403);
      expect(await answer.text()).toContain("Form not accepted");
    }
    const crossSiteFetch = await postForm(site.url, "/contact", fields, { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSiteFetch.status).toBe(403);
    expect((await postForm(site.url, "/contact", fields, { headers: { origin: site.url } })).status).toBe(302);

    // Behind a proxy that rewrites Host, the browser's Origin is SITE_URL's.
    const proxied = await startSite({ SITE_URL: "https://www.northbridge-lpo.example", FORM_RATE_LIMIT: "1000" });
    try {
      const answer = await postForm(proxied.url, "/contact", fields, { headers: { origin: "https://www.northbridge-lpo.example" } });
      expect(answer.status).toBe(302);
      // SITE_URL is https: every cookie is Secure, whatever the proxy said.
      const withCookie = await postForm(proxied.url, "/contact", { ...fields, saveInfo: "on" });
      expect(withCookie.status).toBe(302);
      const cookies = withCookie.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await proxied.stop();
    }
  });

  test("garbage in the spam trap's timestamp is a 400, never a 500", async () => {
    const values = ["", "abc", "1.2", "9".repeat(200), "1795475601032.", "1795475601032.%%%", `${Date.now()}.${"A".repeat(43)}`, "\u0000", "../../etc/passwd"];
    for (let i = 0; i < 40; i++) values.push(Buffer.from(Array.from({ length: 1 + (i % 60) }, (_, j) => (i * 31 + j * 7) % 256)).toString("latin1"));
    for (const value of values) {
      const answer = await fetch(`${site.url}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ website_url: "", form_started: value, name: "A", email: "a@example.com", number: "1", comment: "x" }),
      });
      expect(answer.status, JSON.stringify(value)).toBe(400);
    }
  });

  test("a form sent faster than a person types is asked again with every value kept; after the pause it is stored", async () => {
    // A minute is the least a person takes here, so a post sent as soon as the page arrives is
    // early however busy the machine is.
    const strict = await startSite({ FORM_MIN_FILL_MS: "60000", FORM_RATE_LIMIT: "1000" });
    try {
      const page = await (await fetch(`${strict.url}/contact`)).text();
      const pageToken = /name="form_started"[^>]*value="([^"]+)"/.exec(page)![1];
      const post = (started: string) =>
        fetch(`${strict.url}/contact`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            website_url: "",
            form_started: started,
            name: "Quick Quinn",
            email: "quick@example.com",
            number: "555-0101",
            comment: "typed fast",
          }),
        });
      const fast = await post(pageToken);
      expect(fast.status).toBe(400);
      const html = await fast.text();
      expect(html).toContain("This form timed out. Please check your details and send it again.");
      expect(html).toContain("Quick Quinn");
      expect(html).toContain("typed fast");
      // The token's own age decides: a form this site handed out two minutes ago is stored.
      expect((await post(formHandedOutAt(strict.dataDir, Date.now() - 2 * 60_000))).status).toBe(302);
      const stored = siteDatabase(strict.dataDir);
      expect(stored.prepare("select count(*) n from contact_messages where email = ?").get("quick@example.com")).toEqual({ n: 1 });
      stored.close();
    } finally {
      await strict.stop();
    }
  });

  test("while another process holds the database's write lock, a form post gets the failure text with its values, pages still read, nothing is lost", async () => {
    const fields = { name: "Locked Out", email: "locked@example.com", number: "555-0102", comment: "sent during a lock" };
    const holder = new SQLite(path.join(site.dataDir, "site.db"));
    holder.pragma("busy_timeout = 5000");
    holder.exec("BEGIN IMMEDIATE");
    try {
      const answer = await postForm(site.url, "/contact", fields);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      const html = await answer.text();
      expect(html).toContain("Something went wrong. Please try again.");
      expect(html).toContain("Locked Out");
      expect(html).toContain("sent during a lock");
      expect((await fetch(`${site.url}/Immigration?fresh=1`)).status).toBe(200);
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    const db = siteDatabase(site.dataDir);
    expect(db.prepare("select count(*) n from contact_messages where email = ?").get("locked@example.com")).toEqual({ n: 0 });
    db.close();
    expect((await postForm(site.url, "/contact", fields)).status).toBe(302);
    const after = siteDatabase(site.dataDir);
    expect(after.prepare("select count(*) n from contact_messages where email = ?").get("locked@example.com")).toEqual({ n: 1 });
    after.close();
  });

  test("a database error in the chat API is answered 503 with Retry-After and the process lives on", async () => {
    const holder = new SQLite(path.join(site.dataDir, "site.db"));
    holder.exec("BEGIN IMMEDIATE");
    try {
      const answer = await fetch(`${site.url}/api/chat/lead`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Chat Lock", email: "chat-lock@example.com" }),
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBeTruthy();
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect(site.child.exitCode).toBeNull();
  });

  test("a multipart application with 1,600 fields or two resumes is refused whole, and nothing is written to disk", async () => {
    const db = siteDatabase(site.dataDir);
    const job = db.prepare("select slug from job_openings limit 1").get() as { slug: string };
    db.close();
    const page = await (await fetch(`${site.url}/ApplyForm/${job.slug}`)).text();
    const started = /name="form_started"[^>]*value="([^"]+)"/.exec(page)![1];
    const base = () => {
      const form = new FormData();
      form.append("website_url", "");
      form.append("form_started", started);
      for (const [name, value] of Object.entries({ name: "Many Fields", email: "many@example.com", phone: "555-0103", comment: "x" })) form.append(name, value);
      return form;
    };
    const flood = base();
    for (let i = 0; i < 1600; i++) flood.append(`extra${i}`, "y".repeat(64));
    const flooded = await fetch(`${site.url}/ApplyForm/${job.slug}`, { method: "POST", body: flood, redirect: "manual" });
    expect(flooded.status).toBe(400);
    await flooded.text();
    const twoResumes = base();
    twoResumes.append("resume", new Blob(["%PDF-1.4 one"], { type: "application/pdf" }), "one.pdf");
    twoResumes.append("resume", new Blob(["%PDF-1.4 two"], { type: "application/pdf" }), "two.pdf");
    const doubled = await fetch(`${site.url}/ApplyForm/${job.slug}`, { method: "POST", body: twoResumes, redirect: "manual" });
    expect(doubled.status).toBe(400);
    await doubled.text();
    expect(fs.existsSync(path.join(site.dataDir, "resumes"))).toBe(false);
  });

  test("start-up clears upload leftovers an older version left in the data folder", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-leftovers-"));
    const incoming = path.join(dataDir, "resumes", ".incoming");
    fs.mkdirSync(incoming, { recursive: true });
    fs.writeFileSync(path.join(incoming, "3f1c.pdf"), "%PDF-1.4 an applicant's CV");
    const restarted = await startSite({}, { dataDir });
    try {
      expect(fs.existsSync(incoming)).toBe(false);
    } finally {
      await restarted.stop();
    }
  });

  test("X-Forwarded-For from a peer TRUST_PROXY does not trust is logged once", async () => {
    const behindUnknownProxy = await startSite({ TRUST_PROXY: "10.0.0.0/8" });
    try {
      for (let i = 0; i < 3; i++) await fetch(`${behindUnknownProxy.url}/healthz`, { headers: { "x-forwarded-for": `203.0.113.${i}` } });
      await fetch(`${behindUnknownProxy.url}/`, { headers: { "x-forwarded-for": "203.0.113.9" } });
      await expect.poll(() => behindUnknownProxy.output()).toContain("which TRUST_PROXY does not trust");
      expect(behindUnknownProxy.output().match(/which TRUST_PROXY does not trust/g)).toHaveLength(1);
    } finally {
      await behindUnknownProxy.stop();
    }
    await fetch(`${site.url}/`, { headers: { "x-forwarded-for": "203.0.113.10" } });
    expect(site.output()).not.toContain("which TRUST_PROXY does not trust");
  });
});
