import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closableServer } from "./graceful-close";

const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve)))));

/** A server that answers at once, reading the body first only when `read` says so. */
async function serve(read: boolean) {
  const server = http.createServer((request, response) => {
    const answer = () => response.writeHead(read ? 200 : 413, { "content-type": "text/plain" }).end("answer");
    if (read) request.resume().once("end", answer);
    else answer();
  });
  closableServer(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const megabyte = () => new URLSearchParams({ field: "A".repeat(1 << 20) });

describe("a connection after an answer sent before the body arrived", () => {
  it("is closed, so the client's next request goes on a new one and is answered", async () => {
    const url = await serve(false);
    const refused = await fetch(url, { method: "POST", body: megabyte() });
    expect(refused.status).toBe(413);
    expect(refused.headers.get("connection")).toBe("close");
    await refused.text();
    // On the reused connection this waited for a reset instead of an answer.
    const next = await fetch(url, { method: "POST", body: megabyte() });
    expect(next.status).toBe(413);
  });

  it("stays open for reuse when the body was read", async () => {
    const url = await serve(true);
    const read = await fetch(url, { method: "POST", body: megabyte() });
    expect(read.status).toBe(200);
    expect(read.headers.get("connection")).toBe("keep-alive");
    const plain = await fetch(url);
    expect(plain.headers.get("connection")).toBe("keep-alive");
  });

  it("stays open for reuse when the request has no body, though answered at once", async () => {
    const url = await serve(false);
    for (const method of ["GET", "DELETE"]) {
      const answered = await fetch(url, { method });
      expect(answered.headers.get("connection"), method).toBe("keep-alive");
    }
  });
});
