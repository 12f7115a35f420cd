import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testBrowserArgs, testBrowserPath } from "./tests/support/chromium";

// The config is evaluated in the runner and again in each worker; the runner's choices travel in
// the environment so every worker talks to the same server.
// Below Linux's ephemeral range (32768–60999): a busy machine's outgoing connections hold ports
// there, and one of them made the server's start fail now and then.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 10000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));

const port = Number(process.env.E2E_PORT);

// A spec with nothing that differs without JavaScript puts its tests in
// `test.describe("why", { tag: "@js-only" }, …)`. The no-js project leaves those tests out instead of
// skipping them one by one, so it never starts their servers and stand-ins (beforeAll hooks run
// even when every test of the file then skips).
const jsOnly = /@js-only\b/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two, with or without CI (.ci/run sets no CI variable): the suite is bound by this 2-core
  // machine's CPU, and a third worker measured slower here (Playwright 9.0 min and 1014 CPU-s
  // against 8.6 min and 915 CPU-s with two, on an otherwise idle machine).
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Safety nets for a hung test, not budgets: generous, so a machine busy with other work still
  // passes (time budgets live in `npm run bench`).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: testBrowserPath, args: testBrowserArgs },
    trace: "off",
    // Tests judge the settled page; the tests about motion opt back in. Animations also cost
    // this machine's software compositor about 0.4 CPU-s a page load.
    reducedMotion: "reduce",
    // One page per worker, reset between tests (cookies, storage, cache, routes, viewport): a
    // fresh context and page cost this 2-core machine about 1 s of a 2.5 s page test. Playwright
    // documents what the reset leaves alone; fixtures.ts resets the one such state a test sets.
    reuseContext: true,
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false }, grepInvert: jsOnly },
  ],
  webServer: {
    command: "node build/server/index.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      // The address the tests browse: canonical links, cookies (not Secure over http) and the
      // origin check all follow it.
      SITE_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_REQUESTS: "false",
      FORM_RATE_LIMIT: "1000",
      // Playwright fills a form faster than a person; the minimum is tested on its own server.
      FORM_MIN_FILL_MS: "0",
      // Every browser of the parallel tests connects from 127.0.0.1.
      CHAT_CONNECTIONS_PER_ADDRESS: "1000",
      // Answers stream without the 25 ms a piece at which a person reads them: that pacing is measured by the bench
      // (npm run bench), and here it was only waiting (about 20 s of the suite). Answers still go out in pieces.
      CHAT_CHUNK_DELAY_MS: "0",
      // The tests' own processes read and write this server's database beside it; on a busy machine their
      // locks outlast the production quarter second (a 503 on a desk post in CI). The locked case is tested on
      // its own server with the default (request-guards.spec.ts).
      SQLITE_BUSY_TIMEOUT_MS: "5000",
    },
  },
});
