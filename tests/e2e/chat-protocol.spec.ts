import WebSocket from "ws";
import { startSite } from "../../scripts/site-process";
import { expect, test } from "./fixtures";

// The chat API and socket as a client program sees them: server behaviour, run once.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "protocol tests, run once");

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

test("lead API: create, validate, update the contact method, unknown ids", async ({ request }) => {
  const created = await request.post("/api/chat/lead", { data: { name: "Proto", email: "proto@example.com", phone_number: "", company_name: "Acme" } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect(Number.isInteger(id)).toBe(true);

  const invalid = await request.post("/api/chat/lead", { data: { name: "", email: "nope" } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors).toMatchObject({ name: expect.any(Array), email: expect.any(Array) });

  const malformed = await request.post("/api/chat/lead", { headers: { "content-type": "application/json" }, data: "{not json" });
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).not.toMatch(/at .*\.js/);

  const huge = await request.post("/api/chat/lead", { data: { name: "x".repeat(20_000), email: "a@example.com" } });
  expect(huge.status()).toBe(413);

  expect((await request.patch(`/api/chat/lead/${id}/`, { data: { contact_method: "Phone" } })).status()).toBe(200);
  expect((await request.patch(`/api/chat/lead/${id}/`, { data: { contact_method: "Fax" } })).status()).toBe(400);
  expect((await request.patch("/api/chat/lead/99999999/", { data: { contact_method: "Email" } })).status()).toBe(404);
  expect((await request.patch("/api/chat/lead/abc/", { data: { contact_method: "Email" } })).status()).toBe(404);
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

test("socket: oversized, binary and flooding messages get a polite refusal, and the server lives on", async ({ baseURL, request }) => {
  const [big, binary] = await converse(socketUrl(baseURL!), ["x".repeat(3000), Buffer.from([0, 1, 2, 3])]);
  expect(big).toContain("too long");
  expect(binary).toContain("only read text");
  const flood = await converse(socketUrl(baseURL!), Array.from({ length: 24 }, (_, i) => `What is your phone number? ${i}`));
  expect(flood.slice(0, 20).every((a) => a.includes("555-0142"))).toBe(true);
  expect(flood.slice(20).every((a) => a.includes("faster than I can answer"))).toBe(true);
  const malformedLead = await converse(socketUrl(baseURL!, "?lead=../../etc"), ["Hello?"]);
  expect(malformedLead[0].length).toBeGreaterThan(0);
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("socket: one address cannot hold more than ten connections", async () => {
  // Its own server: the shared one lets the parallel browser tests connect freely.
  const site = await startSite();
  const baseURL = site.url;
  const open: WebSocket[] = [];
  try {
    for (let i = 0; i < 10; i++) {
      const ws = new WebSocket(socketUrl(baseURL!));
      await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
      open.push(ws);
    }
    const extra = new WebSocket(socketUrl(baseURL!));
    const outcome = await new Promise<string>((resolve) => {
      extra.once("open", () => resolve("open"));
      extra.once("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
      extra.once("error", () => resolve("error"));
    });
    expect(outcome).toBe("429");
  } finally {
    for (const ws of open) ws.close();
    await site.stop();
  }
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
