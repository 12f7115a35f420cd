import { deskSession, sendOneOfEach, uniqueMarker } from "../support/desk-items";
import { expect, test } from "./fixtures";

// The desk on a phone: every kind of desk page at 390 px wide scrolls only up and down, with
// JavaScript on and off. The items carry a long unbroken word (a pasted link), the usual culprit.

const PHONE = { width: 390, height: 844 };

/** The document's scroll width and the viewport's width, as the browser lays the page out. */
const widths = (page: import("@playwright/test").Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));

test("every desk page fits a 390 px wide phone", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const marker = uniqueMarker("Phone");
  const longWord = `https://www.firm.example/${"very-long-path-segment".repeat(8)}`;
  const ids = await sendOneOfEach(baseURL!, marker, longWord);
  await page.setViewportSize(PHONE);

  const measured: string[] = [];
  const check = async (path: string, heading: string | RegExp) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const { scroll, viewport } = await widths(page);
    measured.push(`${path}: ${scroll} px`);
    expect.soft(scroll, `${path} is ${scroll} px wide at ${viewport} px`).toBeLessThanOrEqual(viewport);
  };

  await check("/staff/sign-in", "Staff sign-in");
  const session = await deskSession(baseURL!, "phone");
  await page.context().addCookies([session.browserCookie]);
  await check("/staff", "Inbox");
  // The list is stacked rows: each item's cells one under the other, none beside the page.
  const firstRow = page.locator(".desk-table tbody tr").first();
  const lefts = await firstRow.locator("td").evaluateAll((tds) =>
    tds
      .map((td) => td.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => Math.round(box.left)),
  );
  expect(lefts.length).toBeGreaterThan(3);
  expect(new Set(lefts).size).toBe(1);
  await check(`/staff?q=${marker}`, "Inbox");
  await check(`/staff/contact/${ids.contact}`, /Contact message/);
  await check(`/staff/contact/${ids.contact}?delete=confirm`, /Contact message/);
  await check(`/staff/booking/${ids.booking}`, /Booking/);
  await check(`/staff/application/${ids.application}`, /Application/);
  await check(`/staff/chat/${ids.chat}`, /Chat lead/);
  await check("/staff/jobs", "Job openings");
  const jobEditor = await page.locator('tbody tr a[href^="/staff/jobs/"]').first().getAttribute("href");
  await check("/staff/jobs/new", "New job opening");
  await check(jobEditor!, /^Edit:/);
  await check("/staff/posts", "Blog posts");
  const postEditor = await page.locator('tbody tr a[href^="/staff/posts/"]').first().getAttribute("href");
  await check("/staff/posts/new", "New blog post");
  await check(postEditor!, /^Edit:/);
  await check("/staff/audit", "Audit log");
  // A person's page and the settings (the session is an admin's); the home above holds the dashboard.
  await check(`/staff/people/c%40firm.example`, /Contact$/);
  await check("/staff/settings", "Settings");
  await check("/staff/replies", "Saved replies");
  await check("/staff/replies/new", "New saved reply");
  test.info().annotations.push({ type: "widths at 390 px", description: measured.join("; ") });
});
