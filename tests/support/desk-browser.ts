import { expect, type BrowserContext, type Page } from "@playwright/test";

/** The desk in a test's browser: sessions made over HTTP, people taking turns, the 390 px check. */

/** The browser as a signed-in staff member: the session cookie an HTTP sign-in made. */
export async function signedInAs(context: BrowserContext, url: string, cookie: string) {
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
  await context.addCookies([{ name, value, url }]);
}

/**
 * Someone else at the same browser: their own cookies while `work` runs, then the first person's
 * again. (The test browser runs as one process, which cannot hold a second context.)
 */
export async function asSomeoneElse<T>(context: BrowserContext, work: () => Promise<T>): Promise<T> {
  const saved = await context.cookies();
  await context.clearCookies();
  try {
    return await work();
  } finally {
    await context.clearCookies();
    await context.addCookies(saved);
  }
}

/** The session cookie the browser holds now, as a Cookie header. */
export async function sessionCookie(context: BrowserContext, url: string) {
  const session = (await context.cookies(url)).find((cookie) => cookie.name === "staff");
  return session ? `${session.name}=${session.value}` : "";
}

/** The page fits 390 px: nothing scrolls sideways. */
export async function fitsNarrowScreen(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}
