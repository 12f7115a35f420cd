import path from "node:path";
import SQLite from "better-sqlite3";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { startAdminApiStandIn } from "../support/admin-api-standin";
import { siteDatabase } from "../support/database";
import { postForm } from "../support/forms";
import { pool, waitFor } from "../support/concurrency";
import { expect, test } from "./fixtures";

// Hostile input, load, crash and shutdown against our own server on loopback. Every kind of
// request is sent at any scale; HOSTILE_SCALE sets how many times over (1 = the full
// counts: 1,500 hostile requests, 2,000 submissions; the test command runs a tenth).
test.describe.configure({ mode: "serial", timeout: 240_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  const SCALE = Number(process.env.HOSTILE_SCALE ?? 0.1);
  const submissions = Math.round(2000 * SCALE);

  function pendingDeliveries(dataDir: string): number {
    const db = siteDatabase(dataDir);
    try {
      return (db.prepare("select count(*) n from outbox where status <> 'delivered'").get() as { n: number }).n;
    } finally {
      db.close();
    }
  }

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

  const payloads = [
    "' OR 1=1 --",
    '"; DROP TABLE contact_messages; --',
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "javascript:alert(1)",
    "../../../../etc/passwd",
    "..%2F..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2f%2e%2e%2f",
    "%00%ff%fe",
    "\u0000\u0001\u001f",
    "𝕳𝖊𝖑𝖑𝖔 🙂 عربى 中文",
    "A".repeat(1024 * 1024),
    "{{7*7}}${7*7}",
    "\r\nSet-Cookie: evil=1",
  ];

  // One site takes the hostile requests, then the load, and last the SIGTERM that ends it; the
  // crash test kills and restarts a site of its own.
  let shared: SiteProcess;
  test.beforeAll(async () => {
    shared = await startSite({ FORM_RATE_LIMIT: "100000", CHAT_CONNECTIONS_PER_ADDRESS: "1000" });
  });
  test.afterAll(async () => shared?.stop());

  test("hostile requests of every kind: no 5xx, no live payload, still healthy", async () => {
    const site = shared;
    const db = siteDatabase(site.dataDir);
    const job = db.prepare("select slug from job_openings limit 1").get() as { slug: string };
    db.close();
    const requests: (() => Promise<Response>)[] = [];
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    const base = { name: "N", email: "n@example.com", number: "1", phone: "1", comment: "c" };
    // Each payload reaches every field of every form: in all of them at once (the refused form
    // echoes each value back), in the free-text ones of an otherwise valid post (stored, mailed and
    // shown to staff), and in the spam traps.
    const placements = [
      ["name", "email", "number", "phone", "comment"],
      ["name", "comment"],
      ["website_url", "form_started"],
    ];
    for (const payload of payloads) {
      for (const keys of placements) {
        for (const path of ["/contact", "/Booking/Legal-Admin$15", `/ApplyForm/${job.slug}`]) {
          const fields = { ...base, ...Object.fromEntries(keys.map((key) => [key, payload])) };
          requests.push(() => fetch(site.url + path, { method: "POST", body: form(fields), redirect: "manual" }));
        }
      }
      for (const route of [
        "/services/",
        "/Blog-detail/",
        "/CareerDetails/",
        "/ApplyForm/",
        "/Booking/",
        "/search?q=",
      ]) {
        requests.push(() =>
          fetch(site.url + route + encodeURIComponent(payload.slice(0, 2000)), { redirect: "manual" }),
        );
        requests.push(() =>
          fetch(site.url + route + payload.slice(0, 200).replace(/[\s#?]/g, ""), { redirect: "manual" }),
        );
      }
      requests.push(() =>
        fetch(`${site.url}/api/chat/lead`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: payload, email: payload }),
        }),
      );
      requests.push(() =>
        fetch(`${site.url}/api/chat/lead/${encodeURIComponent(payload.slice(0, 100))}/`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ contact_method: payload.slice(0, 100) }),
        }),
      );
    }
    // Missing, duplicated and empty fields; wrong and broken encodings; malformed multipart.
    for (let i = 0; i < Math.max(1, Math.round(52 * SCALE)); i++) {
      for (const path of ["/contact", "/Booking/Case-Manager$17", `/ApplyForm/${job.slug}`]) {
        requests.push(() =>
          fetch(site.url + path, {
            method: "POST",
            body: "name=a&name=b&email=x&email=y&comment=",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            redirect: "manual",
          }),
        );
        requests.push(() => fetch(site.url + path, { method: "POST", body: "", redirect: "manual" }));
        requests.push(() =>
          fetch(site.url + path, {
            method: "POST",
            body: "name=%E0%A4%A&email=%ZZ",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            redirect: "manual",
          }),
        );
        requests.push(() =>
          fetch(site.url + path, {
            method: "POST",
            body: Buffer.from([0xff, 0xfe, 0x00, 0x41]),
            headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
            redirect: "manual",
          }),
        );
        requests.push(() =>
          fetch(site.url + path, {
            method: "POST",
            body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
            headers: { "content-type": "multipart/form-data; boundary=x" },
            redirect: "manual",
          }),
        );
        requests.push(() =>
          fetch(site.url + path, {
            method: "POST",
            body: "not multipart at all",
            headers: { "content-type": "multipart/form-data" },
            redirect: "manual",
          }),
        );
        requests.push(() =>
          fetch(site.url + path, {
            method: "POST",
            body: '{"name":1}',
            headers: { "content-type": "application/json" },
            redirect: "manual",
          }),
        );
      }
      requests.push(() =>
        fetch(`${site.url}/api/chat/lead`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"name": [1,2,{',
        }),
      );
      requests.push(() =>
        fetch(`${site.url}/api/chat/lead`, {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: "name=x",
        }),
      );
    }
    const failures: string[] = [];
    let liveScript = 0;
    // (Four at a time: hostile input, not load. Ten renders at once on a busy two-core machine once ran one past the
    // server's 5 s render limit and got its 503.)
    await pool(requests, 4, async (send, index) => {
      let response: Response;
      try {
        response = await send().catch((error: Error) => {
          // A kept-alive connection the server closed as idle just as the request went out: reset before any byte
          // of an answer. Browsers send such a request again on a new connection; so does this test, once.
          if ((error.cause as { code?: string } | undefined)?.code !== "ECONNRESET") throw error;
          return send();
        });
      } catch (error) {
        failures.push(`#${index}: ${(error as Error).cause ?? error} ${send.toString().slice(0, 160)}`);
        return;
      }
      const body = await response.text();
      if (response.status >= 500) failures.push(`#${index}: ${response.status} ${body.slice(0, 120)}`);
      if (/<script>alert\(1\)<\/script>|<img src=x onerror/i.test(body)) {
        liveScript++;
        console.log(
          "live payload in answer to",
          send.toString().slice(0, 200),
          body.slice(
            Math.max(0, body.search(/<script>alert|<img src=x/i) - 200),
            body.search(/<script>alert|<img src=x/i) + 60,
          ),
        );
      }
    });
    console.log(`hostile input: ${requests.length} requests, ${failures.length} 5xx`);
    // What the server logged says why (a busy machine once gave one 500 that no rerun repeated).
    expect(failures, failures.length ? site.output().slice(-3000) : undefined).toEqual([]);
    expect(liveScript).toBe(0);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });

  test(`${submissions} contact and booking submissions at concurrency 50: exactly ${submissions} rows, none twice`, async () => {
    const site = shared;
    const total = submissions;
    const tag = `load${Date.now()}`;
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();
    await pool(
      Array.from({ length: total }, (_, i) => i),
      50,
      async (i) => {
        const t = performance.now();
        const response =
          i % 2 === 0
            ? await postForm(site.url, "/contact", {
                name: `Load ${i}`,
                email: `${tag}-${i}@example.com`,
                number: "1",
                comment: "load",
              })
            : await postForm(site.url, "/Booking/Paralegal-Role$14", {
                name: `Load ${i}`,
                email: `${tag}-${i}@example.com`,
                phone: "1",
                comment: "load",
              });
        latencies.push(performance.now() - t);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      },
    );
    latencies.sort((a, b) => a - b);
    const db = siteDatabase(site.dataDir);
    const contacts = db
      .prepare("select count(*) n, count(distinct email) d from contact_messages where email like ?")
      .get(`${tag}-%`) as {
      n: number;
      d: number;
    };
    const bookings = db
      .prepare("select count(*) n, count(distinct email) d from bookings where email like ?")
      .get(`${tag}-%`) as { n: number; d: number };
    db.close();
    console.log(
      `load: ${total} submissions in ${((Date.now() - started) / 1000).toFixed(1)} s; rows ${contacts.n + bookings.n}; median ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms (page + post)`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 302: total });
    expect(contacts.n + bookings.n).toBe(total);
    expect(contacts.d + bookings.d).toBe(total);
  });

  test("killed with SIGKILL mid-load and restarted: every acknowledged submission is stored and delivered exactly once", async () => {
    const standIn = await startAdminApiStandIn({});
    standIn.mode = "down";
    // An attempt may take a busy machine a while (the stand-in answers from the test's own
    // process); the killed process's claims are expired by the test below instead of waited out.
    const outbox = {
      OUTBOX_POLL_MS: "200",
      OUTBOX_BASE_BACKOFF_MS: "200",
      OUTBOX_CLAIM_MS: "120000",
      OUTBOX_ATTEMPT_TIMEOUT_MS: "60000",
    };
    let site = await startSite({ ADMIN_API_URL: standIn.url, FORM_RATE_LIMIT: "100000", ...outbox });
    const dataDir = site.dataDir;
    try {
      const total = Math.round(600 * SCALE);
      const tag = `crash${Date.now()}`;
      const acknowledged: string[] = [];
      let killed = false;
      await pool(
        Array.from({ length: total }, (_, i) => i),
        20,
        async (i) => {
          const email = `${tag}-${i}@example.com`;
          try {
            const response = await postForm(site.url, "/contact", {
              name: `Crash ${i}`,
              email,
              number: "1",
              comment: "x",
            });
            if (response.status === 302) acknowledged.push(email);
          } catch {
            // refused once the server is gone
          }
          if (!killed && acknowledged.length >= total / 3) {
            killed = true;
            site.child.kill("SIGKILL");
          }
        },
      );
      expect(killed).toBe(true);
      await site.stop("SIGKILL");
      // The killed process's claims would expire after OUTBOX_CLAIM_MS and the retries it put off
      // come due after their backoff: the test moves both into the past, the state the restarted
      // site would find later.
      const queue = new SQLite(path.join(dataDir, "site.db"));
      queue
        .prepare(
          "update outbox set claimed_until = '1970-01-01T00:00:00.000Z', next_attempt_at = '1970-01-01T00:00:00.000Z' where status = 'pending'",
        )
        .run();
      queue.close();
      standIn.mode = "ok";
      site = await startSite({ ADMIN_API_URL: standIn.url, ...outbox }, { dataDir });
      const db = siteDatabase(dataDir);
      const stored = new Set(
        (
          db.prepare("select email from contact_messages where email like ?").all(`${tag}-%`) as { email: string }[]
        ).map((r) => r.email),
      );
      db.close();
      for (const email of acknowledged) expect(stored.has(email), email).toBe(true);
      // Once every stored row is marked delivered nothing can send it again; then count what arrived.
      await waitFor(() => pendingDeliveries(dataDir) === 0, 60_000, "every stored submission to be delivered").catch(
        (error: Error) => {
          // Which rows, in which state, and why: a busy machine once left one undelivered here.
          const db = siteDatabase(dataDir);
          const rows = db
            .prepare("select id, status, attempts, last_error from outbox where status <> 'delivered'")
            .all();
          db.close();
          throw new Error(`${error.message}: ${JSON.stringify(rows)}\n${site.output().slice(-2000)}`);
        },
      );
      const delivered = standIn.deliveries.map((d) => decodeURIComponent(String(d.headers["x-email"])));
      console.log(
        `crash: ${acknowledged.length} acknowledged before SIGKILL, ${stored.size} stored, ${delivered.length} delivered after restart, ${delivered.length - new Set(delivered).size} twice`,
      );
      expect(new Set(delivered).size).toBe(stored.size);
      expect(delivered.length).toBe(stored.size);
    } finally {
      await site.stop();
      await standIn.close();
    }
  });

  test("SIGTERM during load: in-flight requests finish and no acknowledged submission is lost", async () => {
    const site = shared;
    const tag = `term${Date.now()}`;
    const acknowledged: string[] = [];
    let signalled = false;
    let exit: Promise<number | null> | undefined;
    let broken = 0;
    const total = Math.round(400 * SCALE);
    await pool(
      Array.from({ length: total }, (_, i) => i),
      20,
      async (i) => {
        const email = `${tag}-${i}@example.com`;
        try {
          const response = await postForm(site.url, "/contact", {
            name: `Term ${i}`,
            email,
            number: "1",
            comment: "x",
          });
          if (response.status === 302) acknowledged.push(email);
          else if (response.status >= 500) broken++;
        } catch {
          // connection refused after the server stopped listening
        }
        // A quarter in, the server is told to stop while the rest are still arriving.
        if (!signalled && acknowledged.length >= total / 4) {
          signalled = true;
          exit = site.stop("SIGTERM");
        }
      },
    );
    expect(await exit).toBe(0);
    expect(broken).toBe(0);
    const db = siteDatabase(site.dataDir);
    const stored = new Set(
      (db.prepare("select email from contact_messages where email like ?").all(`${tag}-%`) as { email: string }[]).map(
        (r) => r.email,
      ),
    );
    db.close();
    console.log(`graceful shutdown: ${acknowledged.length} acknowledged, ${stored.size} stored`);
    for (const email of acknowledged) expect(stored.has(email), email).toBe(true);
  });
});
