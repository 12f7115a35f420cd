import { rows } from "../support/database";
import { postForm } from "../support/forms";
import { addStaff, cookieOf, signIn, STAFF_PASSWORD, staffCli, totp } from "../support/staff";
import { expect, test } from "./fixtures";

// The desk as an attacker sees it: plain HTTP against the running site. Server behaviour, run once.
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  const dataDir = process.env.E2E_DATA_DIR!;
  const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  /** A client address of its own per test (the site trusts X-Forwarded-For from loopback), so lock-outs do not cross tests. */
  const from = (address: string) => ({ "x-forwarded-for": address });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  async function newStaff(label: string) {
    const email = `${label}-${unique()}@northbridge-lpo.example`;
    return { email, secret: await addStaff(email, { DATA_DIR: dataDir }) };
  }

  test("every desk URL and resume link, unauthenticated or with a cookie that is not a live session, leads to sign-in or 404 and shows no data", async ({
    baseURL,
  }) => {
    const marker = `Hostile${unique()}`;
    await postForm(baseURL!, "/contact", {
      name: `${marker} Secret`,
      email: "secret@firm.example",
      number: "555-0100",
      comment: "confidential",
    });
    const [contact] = rows<{ id: number }>("select id from contact_messages where name = ?", `${marker} Secret`);
    const { email, secret } = await newStaff("hostile-urls");
    const staff = await signIn(baseURL!, email, secret, { headers: from("203.0.113.10") });
    expect(staff.response.status).toBe(302);

    // A signed-out session, a password-only (pending) sign-in, a forged and a tampered cookie.
    const other = await signIn(baseURL!, email, secret, { headers: from("203.0.113.11"), code: "000000" });
    const revoked = staff.cookie;
    const [name, value] = revoked.split("=");
    const tampered = `${name}=${value.slice(0, -3)}${value.endsWith("AAA") ? "BBB" : "AAA"}`;
    const forged = `${name}=${encodeURIComponent(Buffer.from(JSON.stringify("x".repeat(43))).toString("base64"))}`;
    const live = await fetch(`${baseURL}/staff`, { headers: { cookie: revoked }, redirect: "manual" });
    expect(live.status).toBe(200);
    await fetch(`${baseURL}/staff/sign-out`, {
      method: "POST",
      headers: { cookie: revoked, origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });

    const urls = [
      "/staff",
      "/staff/",
      "/staff/audit",
      `/staff/contact/${contact.id}`,
      `/staff/contact/${contact.id}?delete=confirm`,
      "/staff/booking/1",
      "/staff/application/1",
      "/staff/chat/1",
      "/staff/application/1/resume",
      "/staff/export/contact",
      "/staff/export/application",
      "/staff/export/chat",
      "/STAFF",
      `/Staff/Contact/${contact.id}`,
      "/%73taff/export/contact",
      `/staff/contact/${contact.id}.data`,
      "/staff/export/contact.data",
    ];
    for (const cookie of [undefined, revoked, other.pendingCookie, tampered, forged]) {
      for (const url of urls) {
        const response = await fetch(baseURL + url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
        const body = await response.text();
        const label = `${url} with ${cookie ? cookie.slice(0, 20) : "no cookie"}`;
        if (url.endsWith(".data")) {
          // React Router's data requests carry the redirect in the body.
          expect([202, 404], label).toContain(response.status);
          if (response.status === 202) expect(body, label).toContain("/staff/sign-in");
        } else {
          expect([302, 404], label).toContain(response.status);
          if (response.status === 302) expect(response.headers.get("location"), label).toMatch(/\/staff\/sign-in$/);
        }
        expect(body, label).not.toContain(marker);
        expect(body, label).not.toContain("secret@firm.example");
        expect(response.headers.get("cache-control"), label).toBe("private, no-store");
        if (/^\/staff/i.test(url)) expect(response.headers.get("x-robots-tag"), label).toMatch(/noindex/);
      }
    }
    // Posts are refused the same way and change nothing.
    for (const intent of ["status", "note", "delete", "retry-delivery"]) {
      const response = await fetch(`${baseURL}/staff/contact/${contact.id}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: revoked, origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
        body: form({ intent, status: "spam", note: "pwned", confirm: "yes" }),
      });
      expect(response.status, intent).toBe(302);
      expect(response.headers.get("location")).toMatch(/\/staff\/sign-in$/);
    }
    expect(rows("select id from contact_messages where id = ?", contact.id)).toHaveLength(1);
    expect(rows("select * from desk_items where kind = 'contact' and item_id = ?", contact.id)).toEqual([]);
    expect(rows("select * from desk_notes where kind = 'contact' and item_id = ?", contact.id)).toEqual([]);
  });

  test("cross-site posts are refused with 403 and change nothing; same-origin posts with a live session work", async ({
    baseURL,
  }) => {
    await postForm(baseURL!, "/contact", {
      name: "Cross Site Target",
      email: "xs@firm.example",
      number: "555-0100",
      comment: "keep me",
    });
    const [contact] = rows<{ id: number }>(
      "select id from contact_messages where name = 'Cross Site Target' order by id desc limit 1",
    );
    const { email, secret } = await newStaff("hostile-xsite");
    const { cookie } = await signIn(baseURL!, email, secret, { headers: from("203.0.113.20") });
    const post = (path: string, body: URLSearchParams, headers: Record<string, string>) =>
      fetch(baseURL + path, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ] as Record<string, string>[]) {
      expect(
        (await post(`/staff/contact/${contact.id}`, form({ intent: "delete", confirm: "yes" }), headers)).status,
      ).toBe(403);
      expect((await post("/staff/sign-out", form({ everywhere: "yes" }), headers)).status).toBe(403);
      expect(
        (await post("/staff/sign-in", form({ intent: "password", email, password: STAFF_PASSWORD }), headers)).status,
      ).toBe(403);
    }
    expect(rows("select id from contact_messages where id = ?", contact.id)).toHaveLength(1);
    const same = await post(`/staff/contact/${contact.id}`, form({ intent: "status", status: "spam" }), {
      origin: baseURL!,
    });
    expect(same.status).toBe(302);
    expect(same.headers.get("location")).toBe(`/staff/contact/${contact.id}?done=status`);
    expect(rows("select status from desk_items where kind = 'contact' and item_id = ?", contact.id)).toEqual([
      { status: "spam" },
    ]);
  });

  test("malformed, oversized and injected input: 400/404/413, escaped on the page, nothing stored", async ({
    baseURL,
  }) => {
    const marker = `<img src=x onerror=alert(1)>${unique()}`;
    const lead = await fetch(`${baseURL}/api/chat/lead`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL! },
      body: JSON.stringify({
        name: marker,
        // An address of its own: chats from one address within a day join one lead.
        email: `inject-${unique()}@firm.example`,
        company_name: "'; drop table chat_leads; --",
      }),
    });
    expect(lead.status).toBe(201);
    const [row] = rows<{ id: number }>("select id from chat_leads where name = ?", marker);
    const { email, secret } = await newStaff("hostile-input");
    const { cookie } = await signIn(baseURL!, email, secret, { headers: from("203.0.113.30") });
    const page = await (await fetch(`${baseURL}/staff/chat/${row.id}`, { headers: { cookie } })).text();
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    const search = await (
      await fetch(`${baseURL}/staff?q=${encodeURIComponent("<script>alert(1)</script>' or 1=1 --")}`, {
        headers: { cookie },
      })
    ).text();
    expect(search).not.toContain("<script>alert(1)</script>");
    expect(search).toContain("Nothing here.");

    const post = (path: string, body: BodyInit, type = "application/x-www-form-urlencoded") =>
      fetch(baseURL + path, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: baseURL!, "content-type": type },
        body,
      });
    expect((await post(`/staff/chat/${row.id}`, form({ intent: "note", note: "x".repeat(300_000) }))).status).toBe(413);
    expect(
      (await post(`/staff/chat/${row.id}`, JSON.stringify({ intent: "note", note: "json" }), "application/json"))
        .status,
    ).toBe(400);
    expect((await post(`/staff/chat/${row.id}`, form({ intent: "status", status: "owned" }))).status).toBe(400);
    expect((await post(`/staff/chat/${row.id}`, form({ intent: "drop-tables" }))).status).toBe(400);
    expect(
      (await post(`/staff/chat/${row.id}`, form({ intent: "retry-mail", mail: "1 or 1=1" }))).headers.get("location"),
    ).toMatch(/done=unchanged$/);
    for (const path of [
      "/staff/chat/abc",
      "/staff/chat/0",
      "/staff/chat/99999999999",
      "/staff/chat/-1",
      "/staff/users/1",
      "/staff/export/users",
      "/staff/application/1e3/resume",
    ]) {
      expect((await fetch(baseURL + path, { headers: { cookie }, redirect: "manual" })).status, path).toBe(404);
    }
    expect(rows("select * from desk_notes where kind = 'chat' and item_id = ?", row.id)).toEqual([]);
    expect(rows("select id from chat_leads where id = ?", row.id)).toHaveLength(1);
  });

  test("brute force: five failures lock the account and the address for 15 minutes; a used code is refused; every attempt is audited", async ({
    baseURL,
  }) => {
    const { email } = await newStaff("hostile-brute");
    const attacker = from("203.0.113.40");
    const attempt = (password: string, headers: Record<string, string>) =>
      fetch(`${baseURL}/staff/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: baseURL!, "content-type": "application/x-www-form-urlencoded", ...headers },
        body: form({ intent: "password", email, password }),
      });
    const statuses = [];
    const firstGuessAt = Date.now();
    for (let i = 0; i < 5; i++) statuses.push((await attempt(`guess ${i} ${unique()}`, attacker)).status);
    const lockingGuessAnsweredAt = Date.now();
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // The right password no longer works, from the attacker's address or any other.
    const locked = await attempt(STAFF_PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Sign-in is paused for 15 minutes.");
    expect((await attempt(STAFF_PASSWORD, from("203.0.113.41"))).status).toBe(429);
    // The attacker's address is locked for other accounts too, with the same words as for an unknown one.
    const { email: bystander } = await newStaff("hostile-bystander");
    const fromAttacker = await fetch(`${baseURL}/staff/sign-in`, {
      method: "POST",
      headers: { origin: baseURL!, "content-type": "application/x-www-form-urlencoded", ...attacker },
      body: form({ intent: "password", email: bystander, password: STAFF_PASSWORD }),
    });
    expect(fromAttacker.status).toBe(429);
    const [lock] = rows<{ locked_until: string }>(
      "select locked_until from staff_lockouts where subject = ?",
      `account:${email}`,
    );
    // Fifteen minutes from the fifth failure, whenever it came.
    expect(Date.parse(lock.locked_until)).toBeGreaterThanOrEqual(firstGuessAt + 15 * 60_000);
    expect(Date.parse(lock.locked_until)).toBeLessThanOrEqual(lockingGuessAnsweredAt + 15 * 60_000);
    const audited = rows<{ action: string }>("select action from staff_audit where actor = ? order by id", email).map(
      (r) => r.action,
    );
    expect(audited).toEqual([...Array(5).fill("sign_in_failed"), "sign_in_refused", "sign_in_refused"]);

    // A code works once: the same code on a second sign-in is refused.
    const { email: second, secret: secondSecret } = await newStaff("hostile-code");
    const code = await totp(secondSecret);
    const first = await signIn(baseURL!, second, secondSecret, { headers: from("203.0.113.42"), code });
    expect(first.response.status).toBe(302);
    const replay = await signIn(baseURL!, second, secondSecret, { headers: from("203.0.113.43"), code });
    expect(replay.response.status).toBe(400);
    expect(await replay.response.text()).toContain("Those details did not work.");
    expect(
      rows<{ detail: string }>("select detail from staff_audit where actor = ? and action = 'sign_in_failed'", second),
    ).toEqual([{ detail: "code already used" }]);
  });

  test("a reset on the command line and sign-out everywhere end sessions at once; the session cookie is HttpOnly and SameSite=Strict", async ({
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { email, secret } = await newStaff("hostile-sessions");
    const first = await signIn(baseURL!, email, secret, { headers: from("203.0.113.50") });
    const setCookie = first.response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    const desk = (cookie: string) =>
      fetch(`${baseURL}/staff`, { headers: { cookie }, redirect: "manual" }).then((r) => r.status);
    expect(await desk(first.cookie)).toBe(200);

    // The command line, while the site runs: a refused password changes nothing; a reset ends the session.
    expect((await staffCli(["reset", email], { DATA_DIR: dataDir }, "password1234\n")).code).toBe(1);
    expect(await desk(first.cookie)).toBe(200);
    const reset = await staffCli(["reset", email], { DATA_DIR: dataDir }, "a different long passphrase 42\n");
    // (Failed once under a loaded CI run with code 1 and no output kept: the command's output is the message now.)
    expect(reset.code, `${reset.stdout}${reset.stderr}`).toBe(0);
    expect(await desk(first.cookie)).toBe(302);
    // The old password no longer works; the new one with the new secret does.
    expect((await signIn(baseURL!, email, secret, { headers: from("203.0.113.51") })).response.status).toBe(400);
    const newSecret = /secret: ([A-Z2-7]+)/.exec(reset.stdout)![1];
    const second = await signIn(baseURL!, email, newSecret, {
      headers: from("203.0.113.52"),
      password: "a different long passphrase 42",
    });
    expect(await desk(second.cookie)).toBe(200);
    const out = await fetch(`${baseURL}/staff/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: second.cookie, origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
      body: form({ everywhere: "yes" }),
    });
    expect(out.headers.get("location")).toBe("/staff/sign-in");
    expect(cookieOf(out)).toMatch(/=$/);
    expect(await desk(second.cookie)).toBe(302);
    expect(
      rows<{ n: number }>(
        "select count(*) n from staff_sessions s join staff_users u on u.id = s.user_id where u.email = ?",
        email,
      ),
    ).toEqual([{ n: 0 }]);
    expect((await staffCli(["remove", email], { DATA_DIR: dataDir })).code).toBe(0);
    expect((await staffCli(["list"], { DATA_DIR: dataDir })).stdout).not.toContain(email);
  });

  test("the desk is disallowed to robots and absent from the sitemap and the site search", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/staff$/m);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/staff");
    const search = await (await request.get("/search?q=staff%20desk%20sign%20in")).text();
    expect(search).not.toMatch(/href="\/staff/);
  });
});
