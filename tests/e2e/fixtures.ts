import AxeBuilder from "@axe-core/playwright";
import { test as base, expect } from "@playwright/test";

/** `js` is true in the JavaScript-enabled project, false in the JavaScript-disabled one. */
export const test = base.extend<{ js: boolean }>({
  js: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  // The reused context (playwright.config.ts) keeps `setOffline`; a test that failed while
  // offline must not leave the next one offline.
  context: async ({ context }, use) => {
    await use(context);
    await context.setOffline(false);
  },
});

export { expect };

/** Waits until React has hydrated the page (JS project only). */
export async function hydrated(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** A form's text field by its accessible name (the "*" marking required fields is hidden from it). */
export function field(page: import("@playwright/test").Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

/** Resolves after the browser has run two animation frames: every scroll and resize handler queued before has run. */
export async function afterNextFrames(page: import("@playwright/test").Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The error shown beside a field (a refused post also lists it in the error summary above the form). */
export function fieldError(page: import("@playwright/test").Page, text: string | RegExp) {
  return page.locator(".field__error").filter({ hasText: text });
}

/**
 * axe-core's WCAG 2.1 A and AA violations on the page as it stands, one line each (rule, count,
 * first element). Legacy mode runs axe in the page itself instead of gathering per-frame results
 * in a second, blank page: the site has no iframes, and the blank page cost about 0.6 s a check.
 * Only violations are reported in full: the element lists of the passing rules cost about a
 * quarter of each check. (`options()` replaces `withTags()`, so the tags are given here.)
 */
export async function axeViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    })
    .analyze();
  return results.violations.map(
    (violation) => `${page.url()}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(" ")}`,
  );
}

/**
 * Puts the page's timers on a clock the test moves. Call before the page loads: the clock then
 * keeps pace with real time, so the page loads and hydrates as usual, until `pause()` stops it
 * (before the action whose timer is checked); from there only the test moves it.
 */
export async function installClock(page: import("@playwright/test").Page) {
  const installedAt = Date.now();
  await page.clock.install({ time: installedAt });
  return {
    // Paused ahead of wherever real time has taken the clock: no test lives five minutes.
    pause: () => page.clock.pauseAt(installedAt + 5 * 60_000),
    /** While paused: runs the timers due now (the page's zero-delay ones), without moving the clock, until `locator` shows. */
    runUntilVisible: (locator: import("@playwright/test").Locator) =>
      expect
        .poll(async () => {
          await page.clock.runFor(0);
          return locator.isVisible();
        })
        .toBe(true),
  };
}

/**
 * With the clock paused since before the page set its timer: the page asks for `pathname` exactly
 * `ms` later, not a millisecond before, and then shows it.
 */
export async function expectClientRedirectAfter(page: import("@playwright/test").Page, ms: number, pathname: string) {
  // React Router's data URL (trailing-slash aware, decision 0017): /contact → /contact.data, / → /_.data.
  const dataPath = pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`;
  const asked: string[] = [];
  const onRequest = (request: import("@playwright/test").Request) => {
    if (new URL(request.url()).pathname === dataPath) asked.push(request.url());
  };
  page.on("request", onRequest);
  try {
    await page.clock.runFor(ms - 1);
    // A task later (a message: the paused clock holds every timer), a navigation the timers
    // started has made its request.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    expect(asked, `nothing asked for ${pathname} before ${ms} ms`).toEqual([]);
    await page.clock.runFor(1);
    expect(asked, `${pathname} asked for at ${ms} ms`).toHaveLength(1);
    // The navigation itself runs on the page's timers too.
    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === pathname);
  } finally {
    page.off("request", onRequest);
  }
}
