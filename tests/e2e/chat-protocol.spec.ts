import WebSocket from "ws";
import { startSite } from "../../scripts/site-process";
import { expect, test } from "./fixtures";

// The chat API and socket as a client program sees them: server behaviour, run once.
test.describe("protocol tests, run once", { tag: "@js-only" }, () => {
  function socketUrl(baseURL: string, query = "") {
    return `${baseURL.replace(/^http/, "ws")}/ws/chat${query}`;
  }

  /** Sends each message and collects the text up to each [END]. */
  async function converse(url: string, messages: (string | Buffer)[]): Promise<string[]> {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    const answers: string[] = [];
    let current = "";
    const done = new Promise<void>((resolve) => {
      ws.on("message", (data) => {
        const text = data.toString();
        if (text === "[END]") {
          answers.push(current);
          current = "";
          if (answers.length === messages.length) resolve();
        } else current += text;
      });
    });
    for (const message of messages) ws.send(message);
    await done;
    ws.close();
    return answers;
  }

  test("lead API: create, validate, update the contact method; only the lead's own token reaches it", async ({
    request,
  }) => {
    const created = await request.post("/api/chat/lead", {
      data: { name: "Proto", email: "proto@example.com", phone_number: "", company_name: "Acme" },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    // An unguessable token (192 random bits), not a row number.
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const second = (
      await (await request.post("/api/chat/lead", { data: { name: "Other", email: "other@example.com" } })).json()
    ).id;
    expect(second).not.toBe(id);

    const invalid = await request.post("/api/chat/lead", { data: { name: "", email: "nope" } });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).errors).toMatchObject({ name: expect.any(Array), email: expect.any(Array) });

    const malformed = await request.post("/api/chat/lead", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.text()).not.toMatch(/at .*\.js/);

    const huge = await request.post("/api/chat/lead", { data: { name: "x".repeat(20_000), email: "a@example.com" } });
    expect(huge.status()).toBe(413);

    expect((await request.patch(`/api/chat/lead/${id}/`, { data: { contact_method: "Phone" } })).status()).toBe(200);
    expect((await request.patch(`/api/chat/lead/${id}/`, { data: { contact_method: "Fax" } })).status()).toBe(400);
    for (const wrong of [
      "1",
      "2",
      "99999999",
      "abc",
      `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`,
      "x".repeat(32),
    ]) {
      expect(
        (await request.patch(`/api/chat/lead/${wrong}/`, { data: { contact_method: "Email" } })).status(),
        wrong,
      ).toBe(404);
    }
  });

  test("socket: a wrong or malformed lead token answers 404; the lead's own token is accepted", async ({
    baseURL,
    request,
  }) => {
    const { id } = await (
      await request.post("/api/chat/lead", { data: { name: "Sock", email: "sock@example.com" } })
    ).json();
    const status = (query: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(socketUrl(baseURL!, query));
        ws.once("open", () => {
          resolve("open");
          ws.close();
        });
        ws.once("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
        ws.once("error", () => resolve("error"));
      });
    for (const wrong of ["?lead=1", "?lead=../../etc", "?lead=", `?lead=${"A".repeat(32)}`])
      expect(await status(wrong), wrong).toBe("404");
    expect(await status(`?lead=${id}`)).toBe("open");
  });

  test("socket: a page of another site cannot open the chat", async ({ baseURL }) => {
    const outcome = await new Promise<string>((resolve) => {
      const ws = new WebSocket(socketUrl(baseURL!), { headers: { origin: "https://evil.example" } });
      ws.once("open", () => resolve("open"));
      ws.once("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
      ws.once("error", () => resolve("error"));
    });
    expect(outcome).toBe("403");
    const own = new WebSocket(socketUrl(baseURL!), { headers: { origin: baseURL! } });
    await new Promise((resolve, reject) => own.once("open", resolve).once("error", reject));
    own.close();
  });

  test("socket: a quiet socket is closed after CHAT_IDLE_SECONDS, and one that stops answering pings is dropped", async () => {
    // Pings every second; quiet for three seconds closes. A silent client misses its second ping first.
    const site = await startSite({ CHAT_IDLE_SECONDS: "3", CHAT_HEARTBEAT_SECONDS: "1" });
    try {
      const quiet = new WebSocket(socketUrl(site.url));
      const closed = new Promise<number>((resolve) => quiet.once("close", (code) => resolve(code)));
      await new Promise((resolve) => quiet.once("open", resolve));
      expect(await closed).toBe(4000);
      // A client that never answers pings (a dead phone behind a proxy) is terminated by the heartbeat.
      const silent = new WebSocket(socketUrl(site.url), { autoPong: false });
      const dropped = new Promise<number>((resolve) => silent.once("close", (code) => resolve(code)));
      await new Promise((resolve) => silent.once("open", resolve));
      expect(await dropped).toBe(1006);
    } finally {
      await site.stop();
    }
  });

  test("socket: a chat started with another visitor's e-mail address does not carry on their conversation", async ({
    baseURL,
    request,
  }) => {
    const email = `victim-${Date.now()}@example.com`;
    const tokenFor = async (name: string) =>
      (await (await request.post("/api/chat/lead", { data: { name, email } })).json()).id as string;
    const victim = await tokenFor("Victim");
    await converse(socketUrl(baseURL!, `?lead=${victim}`), ["How much is a case manager?"]);
    const fourCaseManagers = `$${(4 * 160 * 14).toLocaleString("en-US")}`;
    const intruder = await tokenFor("Intruder");
    const [intruderAnswer] = await converse(socketUrl(baseURL!, `?lead=${intruder}`), ["and four of them full time?"]);
    expect(intruderAnswer).not.toContain(fourCaseManagers);
    expect(intruderAnswer).not.toMatch(/case manager/i);
    // The visitor's own chat, reconnected, still carries on.
    const [victimAnswer] = await converse(socketUrl(baseURL!, `?lead=${victim}`), ["and four of them full time?"]);
    expect(victimAnswer).toContain(fourCaseManagers);
  });

  test("socket: a question streams in several chunks and ends with [END]", async ({ baseURL }) => {
    const ws = new WebSocket(socketUrl(baseURL!));
    await new Promise((resolve) => ws.once("open", resolve));
    const chunks: string[] = [];
    await new Promise<void>((resolve) => {
      ws.on("message", (data) => {
        chunks.push(data.toString());
        if (data.toString() === "[END]") resolve();
      });
      ws.send("Which languages do you offer?");
    });
    ws.close();
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toContain("Spanish");
    expect(chunks.at(-1)).toBe("[END]");
  });

  test("socket: oversized, binary and flooding messages get a polite refusal, and the server lives on", async ({
    baseURL,
    request,
  }) => {
    const [big, binary] = await converse(socketUrl(baseURL!), ["x".repeat(3000), Buffer.from([0, 1, 2, 3])]);
    expect(big).toContain("too long");
    expect(binary).toContain("only read text");
    const flood = await converse(
      socketUrl(baseURL!),
      Array.from({ length: 24 }, (_, i) => `What is your phone number? ${i}`),
    );
    expect(flood.slice(0, 20).every((a) => a.includes("555-0142"))).toBe(true);
    expect(flood.slice(20).every((a) => a.includes("faster than I can answer"))).toBe(true);
    expect((await request.get("/healthz")).status()).toBe(200);
  });

  test("other upgrade paths are refused", async ({ baseURL }) => {
    const ws = new WebSocket(`${baseURL!.replace(/^http/, "ws")}/ws/other`);
    const outcome = await new Promise<string>((resolve) => {
      ws.once("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
      ws.once("open", () => resolve("open"));
      ws.once("error", () => resolve("error"));
    });
    expect(outcome).toBe("404");
  });

  test("socket: the upgrade obeys the Host rule of HTTP and accepts only the site's own origin, scheme included", async ({
    baseURL,
  }) => {
    const port = new URL(baseURL!).port;
    const outcome = (headers: Record<string, string>) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(socketUrl(baseURL!), { headers });
        ws.once("open", () => {
          resolve("open");
          ws.close();
        });
        ws.once("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
        ws.once("error", () => resolve("error"));
      });
    // DNS rebinding: a page of evil.example whose name now points at the site.
    expect(await outcome({ host: "evil.example", origin: "http://evil.example" })).toBe("400");
    expect(await outcome({ host: `evil.example:${port}`, origin: `http://evil.example:${port}` })).toBe("400");
    expect(await outcome({ host: `127.0.0.1:99999`, origin: `http://127.0.0.1:99999` })).toBe("400");
    // The right host, but another scheme or port: not this site's page.
    expect(await outcome({ origin: `https://127.0.0.1:${port}` })).toBe("403");
    expect(await outcome({ origin: `http://127.0.0.1:${Number(port) + 1}` })).toBe("403");
    expect(await outcome({ origin: "null" })).toBe("403");
    expect(await outcome({ origin: baseURL! })).toBe("open");
  });
});
