import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AdminApiClient } from "./admin-api-source.server";

// The provider's uploads folder, stood in for on loopback: one image, one missing file, and one
// whose requests go unanswered while `slow` is on.
let slow = true;
const heads: Record<string, number> = {};
const server = http.createServer((req, res) => {
  const file = (req.url ?? "").replace("/api/uploads/", "");
  if (req.method === "HEAD") heads[file] = (heads[file] ?? 0) + 1;
  if (file === "slow.png" && slow) return; // never answered
  if (file === "icon.png" || file === "slow.png") res.writeHead(200, { "content-type": "image/png" }).end();
  else res.writeHead(404, { "content-type": "text/html" }).end();
});
let api: AdminApiClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The unanswered file costs the whole limit; a shorter one failed the answered files on a busy machine.
  api = new AdminApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`, 5_000, 60_000);
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("whether an icon from the API's uploads can be shown", () => {
  test("the API's answer is remembered; no answer in time leaves the icon to the browser and is asked again", async () => {
    const [icon, missing, slowIcon] = ["icon.png", "missing.png", "slow.png"].map((file) => api.uploadsUrl(file));
    expect(await api.uploadIsImage(icon)).toBe(true);
    expect(await api.uploadIsImage(missing)).toBe(false);
    // A timeout says nothing about the file: not replaced by the default icon, and not remembered.
    expect(await api.uploadIsImage(slowIcon)).toBe(true);

    slow = false;
    expect(
      await Promise.all([api.uploadIsImage(icon), api.uploadIsImage(missing), api.uploadIsImage(slowIcon)]),
    ).toEqual([true, false, true]);
    expect(heads).toEqual({ "icon.png": 1, "missing.png": 1, "slow.png": 2 });
  });
});
