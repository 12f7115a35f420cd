import WebSocket from "ws";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { siteDatabase } from "../support/database";
import { postForm } from "../support/forms";
import { expect, field, test } from "./fixtures";

// Per-address limits, on a site of their own with FORM_RATE_LIMIT 3: the shared one lets the
// parallel browser tests connect and post freely. Each test counts in buckets of its own: form
// posts and new chat leads are counted apart, and each test sends from addresses no other uses.
// Server behaviour, run once.
test.describe.configure({ mode: "serial" });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  function socketUrl(baseURL: string, query = "") {
    return `${baseURL.replace(/^http/, "ws")}/ws/chat${query}`;
  }

  let site: SiteProcess;
  test.beforeAll(async () => {
    site = await startSite({ FORM_RATE_LIMIT: "3" });
  });
  test.afterAll(async () => site?.stop());

  test("past FORM_RATE_LIMIT posts a minute, an address gets a 429 page and nothing is stored", async ({ page }) => {
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await postForm(site.url, "/contact", {
            name: "R",
            email: `r${i}@example.com`,
            number: "1",
            comment: "x",
          })
        ).status,
      ).toBe(302);
    }
    const refused = await postForm(site.url, "/contact", {
      name: "R",
      email: "r-over@example.com",
      number: "1",
      comment: "x",
    });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many requests");
    const db = siteDatabase(site.dataDir);
    expect(db.prepare("select count(*) n from contact_messages").get()).toEqual({ n: 3 });
    db.close();
    await page.goto(`${site.url}/contact`);
    await field(page, "Name").fill("Human");
    await field(page, "Email").fill("human@example.com");
    await field(page, "Phone number").fill("1");
    await field(page, "Message").fill("x");
    await page.getByRole("button", { name: "Submit Message" }).click();
    await expect(page.getByRole("heading", { name: "Too many requests" })).toBeVisible();
  });

  test("socket: one address cannot hold more than ten connections", async () => {
    const open: WebSocket[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const ws = new WebSocket(socketUrl(site.url));
        await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
        open.push(ws);
      }
      const extra = new WebSocket(socketUrl(site.url));
      const outcome = await new Promise<string>((resolve) => {
        extra.once("open", () => resolve("open"));
        extra.once("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
        extra.once("error", () => resolve("error"));
      });
      expect(outcome).toBe("429");
    } finally {
      for (const ws of open) ws.close();
    }
  });

  test("lead API: past FORM_RATE_LIMIT a minute one client gets 429, counted by the proxy-aware address, one IPv6 /64 as one client", async () => {
    const post = (forwardedFor: string) =>
      fetch(`${site.url}/api/chat/lead`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ name: "Limit", email: "limit@example.com" }),
      }).then((r) => r.status);
    // The test client is loopback, which TRUST_PROXY trusts by default: X-Forwarded-For names the visitor.
    expect([await post("203.0.113.1"), await post("203.0.113.1"), await post("::ffff:203.0.113.1")]).toEqual([
      201, 201, 201,
    ]);
    expect(await post("203.0.113.1")).toBe(429);
    expect(await post("203.0.113.2")).toBe(201);
    expect([await post("2001:db8:1:2::a"), await post("2001:db8:1:2::b"), await post("2001:db8:1:2:ffff::c")]).toEqual([
      201, 201, 201,
    ]);
    expect(await post("2001:db8:1:2::d")).toBe(429);
    expect(await post("2001:db8:1:3::a")).toBe(201);
  });

  test("rate-limit keys are canonical: IPv4-mapped IPv6 in any spelling is its IPv4 address, and a forwarded value that is no address counts as the connecting peer", async () => {
    const post = (forwardedFor?: string) =>
      fetch(`${site.url}/api/chat/lead`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }),
        },
        body: JSON.stringify({ name: "Canonical", email: "canonical@example.com" }),
      }).then((r) => r.status);
    // 203.0.113.8 is cb00:7108 in hexadecimal.
    expect([await post("203.0.113.8"), await post("203.0.113.8"), await post("203.0.113.8")]).toEqual([201, 201, 201]);
    expect(await post("203.0.113.8")).toBe(429);
    for (const spelling of ["::ffff:cb00:7108", "::FFFF:203.0.113.8", "0:0:0:0:0:ffff:cb00:7108"]) {
      expect(await post(spelling), spelling).toBe(429);
    }
    // Junk is not a client of its own: it is the peer that sent it (loopback here), one bucket for all.
    expect([await post("not-an-ip"), await post("999.1.1.1"), await post("1.2.3")]).toEqual([201, 201, 201]);
    for (const junk of ["not-an-ip", "999.1.1.1", "1.2.3", "::g", "203.0.113.8.1", ""])
      expect(await post(junk), junk).toBe(429);
    expect(await post()).toBe(429);
    expect(await post("198.51.100.7")).toBe(201);
  });
});
