import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import SQLite from "better-sqlite3";
import path from "node:path";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { siteDatabase } from "../support/database";
import { postForm } from "../support/forms";
import { formHandedOutAt } from "../support/spam-trap";
import { addStaff, signIn, STAFF_PASSWORD } from "../support/staff";
import { expect, test } from "./fixtures";

// Requests an outsider crafts by hand, against the production server; run once (JS project).
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  /** Sends raw bytes and returns the status line and the whole answer. */
  function rawRequest(port: number, text: string): Promise<{ status: number; answer: string }> {
    return new Promise((resolve, reject) => {
      // Written, not half-closed: the server ends the connection after its answer (Connection: close).
      const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
      let answer = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk) => (answer += chunk));
      socket.on("error", reject);
      socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), answer }));
    });
  }

  let site: SiteProcess;
  let port: number;
  // The settings some tests below need and the main site must not have: the access log on, a
  // proxy range loopback is not in, a minute's minimum fill time. It starts on a data folder an
  // older version left upload leftovers in.
  let special: SiteProcess;
  let leftovers: string;
  test.beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-leftovers-"));
    leftovers = path.join(dataDir, "resumes", ".incoming");
    fs.mkdirSync(leftovers, { recursive: true });
    fs.writeFileSync(path.join(leftovers, "3f1c.pdf"), "%PDF-1.4 an applicant's CV");
    [site, special] = await Promise.all([
      startSite({ FORM_RATE_LIMIT: "1000" }),
      startSite(
        { LOG_REQUESTS: "true", TRUST_PROXY: "10.0.0.0/8", FORM_MIN_FILL_MS: "60000", FORM_RATE_LIMIT: "1000" },
        { dataDir },
      ),
    ]);
    port = Number(new URL(site.url).port);
  });
  test.afterAll(async () => Promise.all([site?.stop(), special?.stop()]));

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

  test("a path of backslashes, which the URL parser reads as slashes, is refused before the router as cheaply, and /healthz answers throughout", async () => {
    // fetch() would turn the backslashes into slashes itself: sent as raw bytes, as the probe did.
    const attack = `GET /${"a\\".repeat(2600)} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`;
    const attacks = Array.from({ length: 12 }, () => rawRequest(port, attack));
    const health = Array.from({ length: 12 }, () => fetch(`${site.url}/healthz`).then((r) => r.status));
    for (const answer of await Promise.all(attacks)) {
      expect([400, 404, 414]).toContain(answer.status);
      // A plain refusal, not the site's rendered page: the router never saw it.
      expect(answer.answer).toMatch(/\r\nContent-Type: text\/plain/i);
    }
    expect(await Promise.all(health)).toEqual(Array(12).fill(200));
    // Segments are counted on the path as the router reads it: dot segments that lead back to a
    // page are that page, however many slashes were written.
    const roundabout = await rawRequest(
      port,
      `GET /a/b/c/d/e/f/g/h/i/../../../../../../../../../about HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(roundabout.status).toBe(200);
    const encodedDots = await rawRequest(
      port,
      `GET ${"/a/%2e%2e".repeat(10)}/about HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(encodedDots.status).toBe(200);
  });

  test("a Host or X-Forwarded-Host with a port no URL can have is a 400", async () => {
    for (const header of [
      "Host: 127.0.0.1:99999",
      "Host: 127.0.0.1:65536",
      "Host: localhost:0",
      `Host: 127.0.0.1:${port}\r\nX-Forwarded-Host: 127.0.0.1:70000`,
      "Host: [::1]:123456",
    ]) {
      const answer = await rawRequest(port, `GET /contact HTTP/1.1\r\n${header}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, header).toBe(400);
    }
    expect(
      (await rawRequest(port, `GET /contact HTTP/1.1\r\nHost: 127.0.0.1:65535\r\nConnection: close\r\n\r\n`)).status,
    ).toBe(200);
    expect(site.output()).not.toContain("Failed to parse URL");
  });

  test("bad requests answer 400 or 405 with one short line each in the log: no stack, no 503", async () => {
    // The server with the access log on: one line per request is what the log should hold.
    const logged = special;
    const loggedPort = Number(new URL(logged.url).port);
    const requests: [string, number][] = [
      ["GET /\\ HTTP/1.1", 400],
      ["GET /about\\x HTTP/1.1", 400],
      // Percent-encoding that does not decode: React Router would log two warnings for each.
      ["GET /% HTTP/1.1", 400],
      ["GET /about/%E0%A4%A HTTP/1.1", 400],
      ["POST / HTTP/1.1", 405],
      ["POST /about HTTP/1.1", 405],
      ["POST /Paralegal-Role HTTP/1.1", 405],
      ["POST /about.data HTTP/1.1", 405],
    ];
    const before = logged.output().split("\n").length;
    for (let round = 0; round < 3; round++) {
      for (const [line, status] of requests) {
        const body = line.startsWith("POST") ? "a=b" : "";
        const head = `${line}\r\nHost: 127.0.0.1:${loggedPort}\r\nOrigin: ${logged.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
        expect((await rawRequest(loggedPort, head + body)).status, line).toBe(status);
      }
    }
    // The access log's line for each request, and nothing else.
    await expect.poll(() => logged.output().split("\n").length - before).toBeGreaterThanOrEqual(requests.length * 3);
    const lines = logged
      .output()
      .split("\n")
      .slice(before - 1)
      .filter((line) => line.trim());
    expect(lines).toHaveLength(requests.length * 3);
    for (const line of lines) expect(line).toMatch(/^127\.0\.0\.1 - - \[[^\]]+\] "(GET|POST) \S+ HTTP\/1\.1" 40[05] /);
  });

  test("a Host that would make the page another page is refused, and the cache keeps serving the real page", async () => {
    const poisoned = await rawRequest(
      port,
      "GET / HTTP/1.1\r\nHost: x\\search?q=Site closed - call 1-900-555-0100#\r\nConnection: close\r\n\r\n",
    );
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
    expect(
      (
        await rawRequest(
          port,
          `GET http://evil.example/search?q=closed HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
        )
      ).status,
    ).toBe(400);
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).not.toContain("Site closed");
    expect(home).toContain("Remote Paralegals");
  });

  test("unsupported methods answer 405 with Allow, before the router", async () => {
    for (const method of ["TRACE", "OPTIONS", "PROPFIND", "PUT", "DELETE"]) {
      const answer = await rawRequest(
        port,
        `${method} /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      );
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
    const crossSiteFetch = await postForm(site.url, "/contact", fields, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSiteFetch.status).toBe(403);
    expect((await postForm(site.url, "/contact", fields, { headers: { origin: site.url } })).status).toBe(302);

    // Behind a proxy that rewrites Host, the browser's Origin is SITE_URL's.
    const proxied = await startSite({ SITE_URL: "https://www.northbridge-lpo.example", FORM_RATE_LIMIT: "1000" });
    try {
      const answer = await postForm(proxied.url, "/contact", fields, {
        headers: { origin: "https://www.northbridge-lpo.example" },
      });
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
    const values = [
      "",
      "abc",
      "1.2",
      "9".repeat(200),
      "1795475601032.",
      "1795475601032.%%%",
      `${Date.now()}.${"A".repeat(43)}`,
      "\u0000",
      "../../etc/passwd",
    ];
    for (let i = 0; i < 40; i++)
      values.push(
        Buffer.from(Array.from({ length: 1 + (i % 60) }, (_, j) => (i * 31 + j * 7) % 256)).toString("latin1"),
      );
    for (const value of values) {
      const answer = await fetch(`${site.url}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          website_url: "",
          form_started: value,
          name: "A",
          email: "a@example.com",
          number: "1",
          comment: "x",
        }),
      });
      expect(answer.status, JSON.stringify(value)).toBe(400);
    }
  });

  test("a form sent faster than a person types is asked again with every value kept; after the pause it is stored", async () => {
    // A minute is the least a person takes there, so a post sent as soon as the page arrives is
    // early however busy the machine is.
    const strict = special;
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
    expect(stored.prepare("select count(*) n from contact_messages where email = ?").get("quick@example.com")).toEqual({
      n: 1,
    });
    stored.close();
  });

  test("a form page served from the page cache carries a spam-trap token minted as it is served; a token is accepted once, on any instance", async () => {
    const strict = await startSite({ FORM_MIN_FILL_MS: "1500", FORM_RATE_LIMIT: "1000" });
    const other = await startSite({ FORM_MIN_FILL_MS: "1500", FORM_RATE_LIMIT: "1000" }, { dataDir: strict.dataDir });
    const tokenOf = (html: string) => /name="form_started"[^>]*value="([^"]+)"/.exec(html)![1];
    const mintedAt = (token: string) => Number(token.split(".")[0]);
    const post = (origin: string, token: string, email: string) =>
      fetch(`${origin}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          website_url: "",
          form_started: token,
          name: "Cached Cass",
          email,
          number: "555-0104",
          comment: "from a cached page",
        }),
      });
    const stored = (email: string) => {
      const db = siteDatabase(strict.dataDir);
      try {
        return (db.prepare("select count(*) n from contact_messages where email = ?").get(email) as { n: number }).n;
      } finally {
        db.close();
      }
    };
    try {
      const first = await fetch(`${strict.url}/contact`);
      expect(first.headers.get("x-page-cache")).toBe("miss");
      const cachedToken = tokenOf(await first.text());
      // Until the copy the cache holds is older than the minimum fill time.
      await expect.poll(() => Date.now() - mintedAt(cachedToken), { timeout: 10_000 }).toBeGreaterThan(1700);

      const hit = await fetch(`${strict.url}/contact`);
      expect(hit.headers.get("x-page-cache")).toBe("hit");
      // Other caches (a CDN) must come back for every copy.
      expect(hit.headers.get("cache-control")).toBe("public, no-cache");
      const html = await hit.text();
      const token = tokenOf(html);
      expect(token).not.toBe(cachedToken);
      // The page's inline scripts (the token rides in its data too) are still allowed by the CSP's hashes.
      const csp = hit.headers.get("content-security-policy") ?? "";
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ]
        .map((m) => m[1])
        .filter(Boolean);
      expect(inline.some((script) => script.includes(token))).toBe(true);
      for (const script of inline)
        expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`);
      // The same holds for the data a client-side navigation reads.
      const data = [
        await (await fetch(`${strict.url}/contact.data`)).text(),
        await (await fetch(`${strict.url}/contact.data`)).text(),
      ];
      expect(data.map((text) => /"(\d{13}\.[\w-]{4}\.[\w-]{43})"/.exec(text)?.[1])).not.toContain(cachedToken);

      // Posted the moment it arrived: asked again, values kept.
      const instant = await post(strict.url, token, "cached@example.com");
      expect(instant.status).toBe(400);
      expect(await instant.text()).toContain("This form timed out. Please check your details and send it again.");
      // After the pause, stored once; the same token again, here or on another instance, stores nothing.
      await expect
        .poll(async () => (await post(strict.url, token, "cached@example.com")).status, {
          timeout: 10_000,
          intervals: [250],
        })
        .toBe(302);
      for (const origin of [strict.url, other.url]) {
        const replay = await post(origin, token, "cached@example.com");
        expect(replay.status, origin).toBe(400);
        const replayed = await replay.text();
        expect(replayed).toContain("This form timed out. Please check your details and send it again.");
        expect(replayed).toContain("Cached Cass");
        // The answer brings a fresh token, so the visitor can send it again.
        expect(tokenOf(replayed)).not.toBe(token);
      }
      expect(stored("cached@example.com")).toBe(1);
    } finally {
      await other.stop();
      await strict.stop();
    }
  });

  test("while another process holds the database's write lock, a form post gets the failure text with its values, pages still read, nothing is lost", async () => {
    const fields = {
      name: "Locked Out",
      email: "locked@example.com",
      number: "555-0102",
      comment: "sent during a lock",
    };
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
    expect(db.prepare("select count(*) n from contact_messages where email = ?").get("locked@example.com")).toEqual({
      n: 0,
    });
    db.close();
    expect((await postForm(site.url, "/contact", fields)).status).toBe(302);
    const after = siteDatabase(site.dataDir);
    expect(after.prepare("select count(*) n from contact_messages where email = ?").get("locked@example.com")).toEqual({
      n: 1,
    });
    after.close();
  });

  test("while the database is locked the staff desk answers 503 with Retry-After like the public forms, with one line in the log and no stack", async () => {
    const email = `lock-desk-${Date.now()}@northbridge-lpo.example`;
    const secret = await addStaff(email, { DATA_DIR: site.dataDir });
    const { cookie } = await signIn(site.url, email, secret);
    expect(cookie).not.toBe("");
    const before = site.output().length;
    const holder = new SQLite(path.join(site.dataDir, "site.db"));
    holder.exec("BEGIN IMMEDIATE");
    try {
      const signInPost = (suffix: string) =>
        fetch(`${site.url}/staff/sign-in${suffix}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
          body: new URLSearchParams({ intent: "password", email, password: STAFF_PASSWORD }),
        });
      // Without JavaScript (the page) and with it (React Router's data request).
      for (const answer of [
        await signInPost(""),
        await signInPost(".data"),
        await fetch(`${site.url}/staff/export/contact`, { headers: { cookie } }),
      ]) {
        expect(answer.status, answer.url).toBe(503);
        expect(answer.headers.get("retry-after"), answer.url).toBe("5");
        expect(answer.headers.get("cache-control"), answer.url).toContain("no-store");
        const text = await answer.text();
        expect(text, answer.url).not.toMatch(/SqliteError|SQLITE_BUSY|\bat \S+\.js/);
      }
      const page = await signInPost("");
      const html = await page.text();
      expect(html).toContain("<title>Temporarily unavailable");
      expect(html).not.toContain("An unexpected error stopped this page");
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    const logged = site.output().slice(before);
    expect(logged).not.toMatch(/\n\s+at /);
    expect(logged.trim().split("\n")).toHaveLength(4);
    for (const line of logged.trim().split("\n")) expect(line).toMatch(/failed: database unavailable/);
    // And once the lock is gone the same requests work.
    expect((await fetch(`${site.url}/staff/export/contact`, { headers: { cookie } })).status).toBe(200);
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
      for (const [name, value] of Object.entries({
        name: "Many Fields",
        email: "many@example.com",
        phone: "555-0103",
        comment: "x",
      }))
        form.append(name, value);
      return form;
    };
    const flood = base();
    for (let i = 0; i < 1600; i++) flood.append(`extra${i}`, "y".repeat(64));
    const flooded = await fetch(`${site.url}/ApplyForm/${job.slug}`, {
      method: "POST",
      body: flood,
      redirect: "manual",
    });
    expect(flooded.status).toBe(400);
    await flooded.text();
    const twoResumes = base();
    twoResumes.append("resume", new Blob(["%PDF-1.4 one"], { type: "application/pdf" }), "one.pdf");
    twoResumes.append("resume", new Blob(["%PDF-1.4 two"], { type: "application/pdf" }), "two.pdf");
    const doubled = await fetch(`${site.url}/ApplyForm/${job.slug}`, {
      method: "POST",
      body: twoResumes,
      redirect: "manual",
    });
    expect(doubled.status).toBe(400);
    await doubled.text();
    expect(fs.existsSync(path.join(site.dataDir, "resumes"))).toBe(false);
  });

  test("start-up clears upload leftovers an older version left in the data folder", () => {
    expect(fs.existsSync(leftovers)).toBe(false);
  });

  test("X-Forwarded-For from a peer TRUST_PROXY does not trust is logged once", async () => {
    const behindUnknownProxy = special;
    for (let i = 0; i < 3; i++)
      await fetch(`${behindUnknownProxy.url}/healthz`, { headers: { "x-forwarded-for": `203.0.113.${i}` } });
    await fetch(`${behindUnknownProxy.url}/`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    await expect.poll(() => behindUnknownProxy.output()).toContain("which TRUST_PROXY does not trust");
    expect(behindUnknownProxy.output().match(/which TRUST_PROXY does not trust/g)).toHaveLength(1);
    await fetch(`${site.url}/`, { headers: { "x-forwarded-for": "203.0.113.10" } });
    expect(site.output()).not.toContain("which TRUST_PROXY does not trust");
  });
});
