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
