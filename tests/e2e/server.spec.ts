import { spawnSync } from "node:child_process";
import { startSite } from "../../scripts/site-process";
import { expect, test } from "./fixtures";

// The production server's own behaviour, checked once (in the JS project).
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "server behaviour, run once");

test("a bad setting stops start-up with one line naming the variable", () => {
  for (const [name, value] of [["PORT", "abc"], ["ADMIN_API_URL", "not a url"], ["SITE_BOOKING_URL", "booking"], ["SITE_EMAIL", "nobody"]]) {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], {
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

test("fingerprinted assets are cached for a year, other public files briefly, pages compressed", async ({ request, baseURL }) => {
  const html = await (await request.get("/")).text();
  const script = /<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const favicon = await request.get("/favicon.svg");
  expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");
  for (const encoding of ["br", "gzip"]) {
    const response = await fetch(`${baseURL}/`, { headers: { "accept-encoding": encoding } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
  }
});

test("security headers are sent with every page", async ({ request }) => {
  const headers = (await request.get("/about")).headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
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

test("SIGTERM lets an in-flight request finish, then the server exits cleanly", async () => {
  const site = await startSite();
  const inFlight = fetch(`${site.url}/sitemap.xml`);
  await new Promise((r) => setTimeout(r, 5));
  const exited = site.stop("SIGTERM");
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("</urlset>");
  expect(await exited).toBe(0);
  expect(site.output()).toContain("SIGTERM received");
});

test("staff can list and export submissions from the command line", async ({ request }) => {
  const email = `staff-${Date.now()}@example.com`;
  const html = await (await request.get("/contact")).text();
  const started = /name="form_started"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? "";
  const posted = await request.post("/contact", {
    form: { website_url: "", form_started: started, name: "=HYPERLINK(\"x\")", email, number: "1", comment: "Line, with \"quotes\"" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  const run = (args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/submissions.ts", ...args], { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: "utf8", timeout: 30_000 });
  const listing = run([]);
  expect(listing.status).toBe(0);
  expect(listing.stdout).toContain(email);
  const csv = run(["--csv", "contact"]);
  expect(csv.status).toBe(0);
  const line = csv.stdout.split("\n").find((l) => l.includes(email))!;
  expect(line).toContain(`"'=HYPERLINK(""x"")"`);
  expect(line).toContain(`"Line, with ""quotes"""`);
});
