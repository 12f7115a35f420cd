import { spawnSync } from "node:child_process";
import { siteCommand, startSite } from "../../scripts/site-process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import WebSocket from "ws";
import { siteDatabase } from "../support/database";
import { postForm } from "../support/forms";
import { expect, test } from "./fixtures";

// The production server's own behaviour, checked once (in the JS project).
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  test("a bad setting stops start-up with one line naming the variable", () => {
    for (const [name, value] of [
      ["PORT", "abc"],
      ["ADMIN_API_URL", "not a url"],
      ["SITE_BOOKING_URL", "booking"],
      ["SITE_EMAIL", "nobody"],
      ["OUTBOX_CLAIM_MS", "abc"],
      ["CHAT_CONNECTIONS_PER_ADDRESS", "abc"],
      ["FORM_MIN_FILL_MS", "-1"],
    ]) {
      const run = spawnSync(process.execPath, ["build/server/index.js"], {
        env: { ...process.env, NODE_ENV: "production", [name]: value },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(run.status, name).toBe(1);
      const lines = run.stderr.trim().split("\n");
      expect(lines, name).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid setting ${name}:`));
    }
  });

  test("an uncaught exception or an unhandled rejection is logged in one line and ends the process with a failure code, for the service manager to restart it", async () => {
    test.setTimeout(120_000);
    // Test-only triggers, preloaded by the test itself (production never loads tests/support/).
    const faults = [
      {
        preload: "tests/support/throw-on-signal.mjs",
        line: "uncaught exception: Error: thrown outside any request (test)",
      },
      {
        preload: "tests/support/reject-on-signal.mjs",
        line: "unhandled rejection: Error: rejected outside any request (test)",
      },
    ];
    const sites = await Promise.all(
      faults.map(({ preload }) =>
        // Two start at once: a busy machine may take a while over both.
        startSite(
          { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.resolve(preload)}` },
          { startTimeoutMs: 90_000 },
        ),
      ),
    );
    try {
      await Promise.all(
        sites.map(async (site, index) => {
          expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
          const before = site.output().length;
          // "close", not "exit": the last line may still be on its way through the pipe when the process ends.
          const exited = new Promise<number | null>((resolve) => site.child.once("close", (code) => resolve(code)));
          site.child.kill("SIGUSR2");
          expect(await exited).toBe(1);
          const logged = site.output().slice(before).trim().split("\n");
          expect(logged).toHaveLength(1);
          expect(logged[0]).toContain(faults[index].line);
          expect(logged[0]).toMatch(/exiting/i);
        }),
      );
    } finally {
      await Promise.all(sites.map((site) => site.stop()));
    }
  });

  test("a port another process holds stops start-up with a line naming it, rather than a process that serves nothing", async ({
    baseURL,
  }) => {
    const taken = new URL(baseURL!).port;
    const run = spawnSync(process.execPath, ["build/server/index.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: taken,
        HOST: "127.0.0.1",
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "site-port-")),
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Cannot listen on 127.0.0.1:${taken}`);
    expect(run.stderr).toContain("EADDRINUSE");
  });

  test("fingerprinted assets are cached for a year, other public files briefly, pages compressed", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/")).text();
    const script = /<link data-after-first-paint="" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await request.get("/favicon.svg");
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${baseURL}/`, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
    }
    // Assets go out as the build compressed them, whole, with their length; the same bytes once decoded.
    const plain = await fetch(baseURL + script!, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const original = await plain.text();
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(baseURL + script!, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
      expect(await response.text()).toBe(original);
    }
    const etag = plain.headers.get("etag")!;
    expect((await fetch(baseURL + script!, { headers: { "if-none-match": etag } })).status).toBe(304);
    // Only files of the client build, only read: no way out of the folder, no other method.
    for (const path of [
      "/assets/..%2f..%2fserver%2findex.js",
      "/assets/%2e%2e/%2e%2e/server/index.js",
      "/assets/../../package.json",
      "/illustrations/..%2f..%2fserver%2findex.js?v=1",
      "/..%2fserver%2findex.js",
    ]) {
      const response = await fetch(baseURL + path, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/createRequestHandler|"dependencies"/);
    }
    const posted = await fetch(baseURL + script!, { method: "POST", headers: { origin: baseURL! } });
    expect(posted.status).not.toBe(200);
    expect(await posted.text()).not.toBe(original);
  });

  test("the hydration hold rewrites a real React Router page: every module preload and the one module script made inert, nothing else", async ({
    request,
  }) => {
    for (const path of ["/", "/contact", "/Immigration"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html, path).not.toMatch(/<script[^>]*type="module"/);
      const heldLinks = html.match(/<link data-after-first-paint="" href="\/assets\/[^"]+\.js"\/>/g) ?? [];
      expect(heldLinks.length, path).toBeGreaterThan(2);
      const heldScripts = [...html.matchAll(/<script([^>]*)data-after-first-paint=""([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(heldScripts, path).toHaveLength(1);
      expect(heldScripts[0][0], path).toContain('type="text/plain"');
      expect(heldScripts[0][3], path).toMatch(/import\b[\s\S]*\/assets\/entry\.client-[^"]+\.js/);
      // The router's own context and stream scripts stay live: hydration reads them.
      expect(html, path).toMatch(/<script[^>]*>window\.__reactRouterContext = /);
      expect(html, path).toMatch(/<script[^>]*>window\.__reactRouterContext\.streamController\.close\(\)/);
    }
  });

  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .map(([, attributes, body]) => ({ attributes, body }))
      .filter((s) => s.body && !s.attributes.includes("application/ld+json"));
  const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

  // (Playwright's request client: Node's fetch marks conditional requests no-cache, which an origin
  // rightly answers in full.)
  test("pages the same for every visitor may be kept by a CDN, carry an ETag, and answer 304 when unchanged", async ({
    request,
  }) => {
    for (const path of ["/", "/about", "/Immigration", "/Paralegal-Role", "/Blog", "/Career", "/privacypolicy"]) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const headers = first.headers();
      expect(headers["cache-control"], path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(headers["set-cookie"], path).toBeUndefined();
      expect(headers["vary"], path).toMatch(/\bCookie\b/);
      const etag = headers["etag"];
      expect(etag, path).toMatch(/^W\/".+"$/);
      const html = await first.text();

      // Shared by every visitor, so no per-request nonce: each inline script is allowed by its hash.
      const csp = headers["content-security-policy"];
      expect(csp, path).not.toContain("nonce-");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-/);
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const script of scripts) {
        expect(script.attributes, path).not.toContain("nonce");
        expect(csp, `${path}: hash of ${script.body.slice(0, 40)}`).toContain(sha256(script.body));
      }

      const unchanged = await request.get(path, { headers: { "if-none-match": etag } });
      expect(unchanged.status(), path).toBe(304);
      expect(await unchanged.text()).toBe("");
      const changed = await request.get(path, { headers: { "if-none-match": 'W/"something-else"' } });
      expect(changed.status(), path).toBe(200);
      expect(await changed.text()).toBe(html);
    }
  });

  test("a form page is shared until the visitor asks to be remembered; a toast or a form post is never shared", async ({
    baseURL,
    request,
  }) => {
    const anyone = await request.get("/contact");
    expect(anyone.headers()["cache-control"]).toMatch(/^public/);

    const name = `Remembered ${Date.now()}`;
    const posted = await postForm(baseURL!, "/contact", {
      name,
      email: "remember@example.com",
      number: "555-0106",
      comment: "x",
      saveInfo: "on",
    });
    expect(posted.status).toBe(302);
    const visitor = posted.headers
      .getSetCookie()
      .find((c) => c.startsWith("visitor="))!
      .split(";")[0];
    for (const path of ["/contact", "/Booking/Legal-Admin$15", "/ApplyForm/case-manager"]) {
      const response = await fetch(baseURL + path, { headers: { cookie: visitor } });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce, path).toBeTruthy();
      const html = await response.text();
      expect(html, path).toContain(`value="${name}"`);
      for (const script of inlineScripts(html)) expect(script.attributes, path).toContain(`nonce="${nonce}"`);
      const stranger = await fetch(baseURL + path);
      expect(stranger.headers.get("cache-control"), path).toMatch(/^public/);
      expect(await stranger.text(), path).not.toContain(name);
    }

    const invalid = await postForm(baseURL!, "/contact", {
      name: "",
      email: "not an address",
      number: "",
      comment: "",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("cache-control")).toBe("private, no-store");

    // The home page is in the server's page cache; a visitor arriving with a toast gets their own copy.
    await fetch(`${baseURL}/`);
    const booked = await postForm(baseURL!, "/Booking/Legal-Admin$15", {
      name: "Cache Check",
      email: "cache@example.com",
      phone: "555-0104",
      comment: "x",
    });
    expect(booked.status).toBe(302);
    const flash = booked.headers
      .getSetCookie()
      .find((c) => c.startsWith("flash="))!
      .split(";")[0];
    const withToast = await fetch(`${baseURL}/`, { headers: { cookie: flash } });
    expect(withToast.headers.get("cache-control")).toBe("private, no-store");
    expect(await withToast.text()).toContain("Booking saved successfully!");
    const nextVisitor = await fetch(`${baseURL}/`);
    expect(nextVisitor.headers.get("cache-control")).toMatch(/^public/);
    expect(await nextVisitor.text()).not.toContain("Booking saved successfully!");
  });

  test("an idle kept-alive connection outlives the proxy's (65 s against nginx's 60 s), and the site closes it itself after its own limit", async ({
    baseURL,
  }) => {
    /** One keep-alive request on a raw socket: the response head, and a promise of the socket's close. */
    async function keptAlive(url: string) {
      const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
      socket.setEncoding("utf8");
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      let received = "";
      const head = new Promise<string>((resolve) =>
        socket.on("data", (chunk) => {
          received += chunk;
          if (received.includes("\r\n\r\n")) resolve(received.split("\r\n\r\n")[0]);
        }),
      );
      socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      return { head: await head, closed, socket };
    }
    const byDefault = await keptAlive(baseURL!);
    expect(byDefault.head).toMatch(/\r\nKeep-Alive: timeout=65(\r\n|$)/i);
    expect(byDefault.head).not.toMatch(/\r\nConnection: close\r\n/i);
    byDefault.socket.destroy();

    const site = await startSite({ KEEP_ALIVE_SECONDS: "1" });
    try {
      const short = await keptAlive(site.url);
      expect(short.head).toMatch(/\r\nKeep-Alive: timeout=1(\r\n|$)/i);
      // Nothing more is sent: the site, not the client, ends the idle connection.
      await short.closed;
    } finally {
      await site.stop();
    }
  });

  test("security headers are sent with every page", async ({ request }) => {
    const headers = (await request.get("/about")).headers();
    const csp = headers["content-security-policy"];
    expect(csp).toMatch(/script-src 'self'( '(nonce|sha256)-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("microphone=(self)");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(csp).toContain("media-src 'self'");
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("SIGTERM lets an in-flight request finish and closes every other connection, then the server exits cleanly", async () => {
    const site = await startSite();
    const page = await (await fetch(`${site.url}/contact`)).text();
    const started = /name="form_started"[^>]*value="([^"]+)"/.exec(page)![1];
    const body = new URLSearchParams({
      website_url: "",
      form_started: started,
      name: "In Flight",
      email: "inflight@example.com",
      number: "1",
      comment: "sent across a restart",
    }).toString();
    const socket = net.connect(Number(new URL(site.url).port), "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    // "100 Continue" proves the server holds the request before the signal; the body follows after it.
    const continued = new Promise<void>((resolve) =>
      socket.on("data", (chunk) => {
        answer += chunk;
        if (answer.startsWith("HTTP/1.1 100")) resolve();
      }),
    );
    // A keep-alive request: the server must close the connection itself once it has answered.
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await continued;
    // A spare connection that has sent nothing yet, as browsers open ahead of need: Node's own
    // close() waited for it until the shutdown limit, and the process exited 1.
    const spare = net.connect(Number(new URL(site.url).port), "127.0.0.1");
    await new Promise<void>((resolve) => spare.on("connect", () => resolve()));
    const spareClosed = new Promise<void>((resolve) => spare.on("close", () => resolve()));
    // A client that trickles a request's headers and never finishes them (slowloris).
    const trickle = net.connect(Number(new URL(site.url).port), "127.0.0.1");
    await new Promise<void>((resolve) => trickle.on("connect", () => resolve()));
    trickle.write("GET /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    const trickleClosed = new Promise<void>((resolve) => trickle.on("close", () => resolve()));
    // An open chat is told the server is restarting (1001), not cut off.
    const chat = new WebSocket(`${site.url.replace(/^http/, "ws")}/ws/chat`, { headers: { origin: site.url } });
    await new Promise<void>((resolve) => chat.once("open", () => resolve()));
    const chatClosed = new Promise<number>((resolve) => chat.once("close", (code) => resolve(code)));
    const exited = site.stop("SIGTERM");
    // The body follows once the server is shutting down, so its answer must close the connection.
    await expect.poll(() => site.output()).toContain("SIGTERM received");
    socket.write(body);
    await Promise.all([closed, spareClosed, trickleClosed]);
    expect(answer).toMatch(/HTTP\/1\.1 302 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(await chatClosed).toBe(1001);
    expect(await exited).toBe(0);
    expect(site.output()).not.toContain("timed out");
    expect(site.output()).toContain("SIGTERM received");
    const db = siteDatabase(site.dataDir);
    expect(db.prepare("select count(*) n from contact_messages where email = ?").get("inflight@example.com")).toEqual({
      n: 1,
    });
    db.close();
  });

  test("staff can list and export submissions from the command line", async ({ request }) => {
    const email = `staff-${Date.now()}@example.com`;
    const html = await (await request.get("/contact")).text();
    const started = /name="form_started"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? "";
    const posted = await request.post("/contact", {
      form: {
        website_url: "",
        form_started: started,
        name: '=HYPERLINK("x")',
        email,
        number: "1",
        comment: 'Line, with "quotes"',
      },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(302);
    const run = (args: string[]) =>
      spawnSync(process.execPath, siteCommand("submissions", args), {
        env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
        encoding: "utf8",
        timeout: 30_000,
      });
    const listing = run([]);
    expect(listing.status).toBe(0);
    expect(listing.stdout).toContain(email);
    const csv = run(["--csv", "contact"]);
    expect(csv.status).toBe(0);
    const line = csv.stdout.split("\n").find((l) => l.includes(email))!;
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain(`"Line, with ""quotes"""`);
  });
});
