import fs from "node:fs";

/** Debian's Chromium (browser downloads fail here), quiet: no first-run, sync or update traffic. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * What Playwright drives: Debian's `chromium-headless-shell`, the same engine without the desktop
 * browser around it (Playwright's own default for headless Chromium). Measured here, it spends
 * about a third less CPU per page load than full Chromium in headless mode, and the suite is
 * bound by this 2-core machine's CPU. Full Chromium stands in where the shell is not installed.
 */
const headlessShellPath = "/usr/bin/chromium-headless-shell";
export const testBrowserPath =
  process.env.CHROME_PATH ?? (fs.existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The flags Playwright launches with.
 * - RenderDocument, an internal step of Chromium's navigation (a new frame host and compositor
 *   link for every document), cost this machine about a fifth of the renderer's CPU and half the
 *   GPU process's per page load; pages behave the same without it.
 * - One process for the browser, its renderers and its compositor: Chromium starts a new renderer
 *   process for nearly every navigation (the reused page goes to about:blank between tests), and
 *   on this VM each start cost more than the page itself. Measured over 24 page loads: 32.5 CPU-s
 *   with JavaScript and 17.9 without in separate processes, 10.8 and 4.6 in one. The pages run
 *   the same Blink and V8; only the sandbox and site isolation between processes are gone, which
 *   the tests of our own site on loopback do not rely on.
 */
export const testBrowserArgs = [...chromiumArgs, "--disable-features=RenderDocument", "--single-process"];
