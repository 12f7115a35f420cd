import { test as base, expect } from "@playwright/test";

/** `js` is true in the JavaScript-enabled project, false in the JavaScript-disabled one. */
export const test = base.extend<{ js: boolean }>({
  js: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
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
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The error shown beside a field (a refused post also lists it in the error summary above the form). */
export function fieldError(page: import("@playwright/test").Page, text: string | RegExp) {
  return page.locator(".field__error").filter({ hasText: text });
}
