import { expect, hydrated, test } from "./fixtures";

// Everything by keyboard alone, with a focus ring that can be seen. Each control is reached by
// pressing Tab (never by a script focusing it), then worked with Enter, Space and Escape.
type Page = import("@playwright/test").Page;

/** Presses Tab until the focused element matches `selector`; fails if it is never reached. */
async function tabTo(page: Page, selector: string, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} is not reachable with ${maxPresses} presses of Tab`);
}

/** The focused element's outline, as the visitor sees it. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      text: (element.textContent ?? "").trim().slice(0, 30),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
    };
  });

test("every stop on the home page's Tab order shows a focus ring", async ({ page, js }) => {
  await page.goto("/");
  if (js) await hydrated(page);
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const ring = await focusRing(page);
    if (ring.tag === "BODY") break;
    seen.add(`${ring.tag} ${ring.text}`);
    expect(ring.style, `${ring.tag} "${ring.text}"`).not.toBe("none");
    expect(ring.width, `${ring.tag} "${ring.text}"`).toBeGreaterThanOrEqual(2);
  }
  expect(seen.size).toBeGreaterThan(15);
  expect([...seen][0]).toContain("Skip to content");
});

test("the skip link moves focus past the header to the page", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});

test("FAQ answers open and close with Enter and Space", async ({ page, js }) => {
  await page.goto("/about");
  if (js) await hydrated(page);
  const answers = page.locator(".faq__answer");
  await tabTo(page, ".faq__item:nth-of-type(3) summary");
  await page.keyboard.press("Enter");
  await expect(answers.nth(2)).toBeVisible();
  await page.keyboard.press(" ");
  await expect(answers.nth(2)).toBeHidden();
});

test("a service sub-menu link is followed with Enter", async ({ page, js }) => {
  await page.goto("/");
  if (js) await hydrated(page);
  await tabTo(page, 'header a[href="/document-review"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/document-review$/);
});

test.describe("phone viewport", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, is walked and followed by keyboard", async ({ page, js }) => {
    await page.goto("/");
    if (js) await hydrated(page);
    await tabTo(page, ".mobile-menu__toggle");
    await page.keyboard.press("Enter");
    const panel = page.locator(".mobile-menu__panel");
    await expect(panel).toBeVisible();
    await tabTo(page, '.mobile-menu__panel a[href="/Legal-Admin"]');
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Legal-Admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("the video opens in a modal with Enter and closes with Escape, focus back on the play control", async ({
  page,
  js,
}) => {
  test.skip(!js, "without JavaScript the play control is a plain link to the file");
  await page.goto("/");
  await hydrated(page);
  const play = page.getByRole("link", { name: /Play video/ });
  await tabTo(page, "a[href='/media/why-choose-us.webm']");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog], dialog") !== null)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
});

test("Lexi is opened, answered and closed by keyboard", async ({ page, js }) => {
  test.skip(!js, "without JavaScript the chat control is a link to the contact page");
  await page.goto("/");
  await hydrated(page);
  const launcher = page.getByRole("link", { name: "Chat with Lexi" });
  await tabTo(page, ".chat-launcher", 200);
  await page.keyboard.press("Enter");
  const chat = page.getByRole("dialog", { name: "Chat with Lexi" });
  await expect(chat).toBeVisible();
  // Focus moves into the dialog on opening; the name field is there or a Tab or two away.
  expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
  if (!(await page.evaluate(() => document.activeElement?.matches("input[name=name]"))))
    await tabTo(page, "input[name=name]", 10);
  await page.keyboard.type("Kim Keys");
  await page.keyboard.press("Tab");
  await page.keyboard.type(`keys-${Date.now()}@example.com`);
  await page.keyboard.press("Enter");
  await expect(chat.getByText(/Hi Kim Keys, I'm Lexi/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("the contact form is filled and sent by keyboard", async ({ page, js }) => {
  await page.goto("/contact");
  if (js) await hydrated(page);
  await tabTo(page, "#contact-form input[name=name], form input[name=name]");
  await page.keyboard.type("Keyboard Only");
  await tabTo(page, "input[name=email]", 3);
  await page.keyboard.type(`keyboard-${Date.now()}@example.com`);
  await tabTo(page, "input[name=number]", 3);
  await page.keyboard.type("555-0105");
  await tabTo(page, "textarea[name=comment]", 3);
  await page.keyboard.type("Sent without a mouse.");
  await tabTo(page, "button[type=submit]", 5);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Message submitted successfully!")).toBeVisible();
});
