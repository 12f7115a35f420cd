import type { Page } from "@playwright/test";
import { rows } from "../support/database";
import { expect, field, fieldError, hydrated, test } from "./fixtures";

async function open(page: Page, path: string, js: boolean) {
  await page.goto(path);
  if (js) await hydrated(page);
}

test("a refused post lists each problem at the top with a link to its field, and the list takes focus", async ({
  page,
  js,
}) => {
  test.skip(js, "with JavaScript the browser-side check answers first (next test)");
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/contact", js);
  // Blank-looking values pass the browser's own `required` check; the server refuses them.
  await field(page, "Name").fill("   ");
  await field(page, "Email").fill("ana@nowhere");
  await field(page, "Phone number").fill("555 0100");
  await field(page, "Message").fill("  ");
  await page.getByRole("button", { name: "Submit Message" }).click();
  const summary = page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: "There is a problem with your form" }) });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link")).toHaveText([
    "Name is required.",
    /Enter a valid email address/,
    "Message is required.",
  ]);
  await summary.getByRole("link", { name: "Message is required." }).click();
  await expect(field(page, "Message")).toBeFocused();
  await expect(field(page, "Phone number")).toHaveValue("555 0100");
});

test("the résumé error of a refused application is at the top of a phone's screen, not two screens down", async ({
  page,
  js,
}) => {
  test.skip(js, "with JavaScript the browser stops the upload before sending");
  await page.setViewportSize({ width: 390, height: 844 });
  const [job] = rows<{ slug: string }>("select slug from job_openings order by id limit 1");
  await open(page, `/ApplyForm/${job.slug}`, js);
  await field(page, "Name").fill("Applicant");
  await field(page, "Email").fill("applicant@example.com");
  await field(page, "Phone").fill("555 0100");
  await field(page, "Cover note").fill("Hello");
  await page.getByLabel(/Resume/).setInputFiles({
    name: "big.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5.5 * 1024 * 1024)]),
  });
  await page.getByRole("button", { name: "Submit Application" }).click();
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link", { name: "Resume file size cannot exceed 5 MB." })).toBeVisible();
});

test("with JavaScript the first invalid field takes focus on submit", async ({ page, js }) => {
  test.skip(!js, "JavaScript only");
  await open(page, "/contact", js);
  await field(page, "Phone number").fill("555 0100");
  await expect(page.locator('form[data-validation="browser"]')).toBeAttached();
  await page.getByRole("button", { name: "Submit Message" }).click();
  await expect(field(page, "Name")).toBeFocused();
  await expect(fieldError(page, "Name is required.")).toBeVisible();
});

test("a field showing its error does not move or stretch its neighbour in a two-column row", async ({ page, js }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, "/contact", js);
  const nameBox = async () => (await field(page, "Name").boundingBox())!;
  const before = await nameBox();
  if (js) {
    await field(page, "Email").focus();
    await expect(page.locator('form[data-validation="browser"]')).toBeAttached();
    await field(page, "Email").fill("ana@nowhere");
    await field(page, "Phone number").focus();
  } else {
    await field(page, "Name").fill("Ana");
    await field(page, "Email").fill("ana@nowhere");
    await field(page, "Phone number").fill("1");
    await field(page, "Message").fill("x");
    await page.getByRole("button", { name: "Submit Message" }).click();
  }
  await expect(fieldError(page, /Enter a valid email address/)).toBeVisible();
  const emailBox = (await field(page, "Email").boundingBox())!;
  const after = await nameBox();
  // Side by side on a desktop, and the Name box neither pushed down nor stretched.
  expect(Math.abs(after.y - emailBox.y)).toBeLessThan(1);
  expect(after.height).toBe(before.height);
  if (js) expect(after.y).toBe(before.y);
});

/** Card and section headings whose lines break inside a word: pairs of letters on different lines. */
async function headingsBrokenMidWord(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const heading of document.querySelectorAll("main h2, main h3")) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      let previous: { top: number; letter: boolean } | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const letter = /\p{L}/u.test(text[i]);
          if (previous && previous.letter && letter && rect.top > previous.top + 2)
            broken.push(heading.textContent ?? "");
          previous = { top: rect.top, letter };
        }
        // Text nodes are joined across elements and <wbr>: a break after "/" is allowed.
        if (/[\s/]$/.test(text) && previous) previous.letter = false;
      }
    }
    return [...new Set(broken)];
  });
}

test("headings wrap between words or after a slash, never inside a word, from 320 to 1920 px", async ({ page, js }) => {
  test.skip(!js, "layout is the same without JavaScript");
  test.slow(); // three pages at six widths
  for (const path of ["/roles", "/internalguide", "/"]) {
    await page.goto(path);
    for (const width of [320, 390, 768, 1024, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await headingsBrokenMidWord(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
