import type { Page } from "@playwright/test";
import { rows } from "../support/database";
import { pdfFile } from "../support/files";
import { expect, field, hydrated, test } from "./fixtures";

// Something in front of the site (nginx, a load balancer) answers a form post with its own
// error page, or the site answers its own 503. With JavaScript the page answers that itself, as
// the spec says for a non-OK answer: the failure toast, every typed value kept. Without
// JavaScript the browser shows whatever page the proxy sent, which no site can change.
test.describe("without JavaScript the proxy's own page is what the browser shows", { tag: "@js-only" }, () => {
  const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  /** What the proxies in front of a site send instead of the site's answer. */
  const proxyAnswers = [
    {
      status: 502,
      contentType: "text/html",
      body: "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>",
    },
    { status: 504, contentType: "text/plain", body: "upstream request timeout" },
    // The site's own answer when it cannot take a request (server.ts).
    {
      status: 503,
      contentType: "text/plain; charset=utf-8",
      body: "The site is briefly unavailable. Please try again in a moment.",
    },
    { status: 500, contentType: "text/html", body: "<!DOCTYPE html><h1>Internal Server Error</h1>" },
  ];

  /** Answers the form's next posts with each proxy answer in turn (the page's own reads pass). */
  async function answerPostsAs(page: Page) {
    let next = 0;
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ ...proxyAnswers[next++ % proxyAnswers.length], headers: { "retry-after": "5" } })
          : route.continue(),
    );
  }

  async function fillFields(page: Page, values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
  }

  /** Sends the form once per proxy answer: each time a new toast and the alert, every value still there. */
  async function expectEveryAnswerKeepsTheForm(
    page: Page,
    submit: string,
    failure: string,
    typed: Record<string, string>,
  ) {
    for (const answer of proxyAnswers) {
      // The toasts already shown are marked, so each answer is seen to raise a toast of its own.
      await page
        .locator("[data-sonner-toast]")
        .evaluateAll((toasts) => toasts.forEach((toast) => toast.setAttribute("data-seen", "")));
      await page.getByRole("button", { name: submit }).click();
      const toast = page.locator("[data-sonner-toast]:not([data-seen])").filter({ hasText: failure });
      await expect(toast.first(), `${answer.status} ${answer.contentType}`).toBeVisible();
      await expect(page.locator(".form-error[role=alert]").filter({ hasText: failure })).toBeVisible();
      await expect(page.getByText("An unexpected error stopped this page")).toHaveCount(0);
      for (const [name, value] of Object.entries(typed))
        await expect(field(page, name), `${answer.status}: ${name}`).toHaveValue(value);
      await expect(page.getByRole("button", { name: submit })).toBeEnabled();
    }
  }

  test("contact, reached by Back: a proxy's 500, 502, 503 or 504 keeps every value and shows the failure toast", async ({
    page,
  }) => {
    const email = unique("proxy-contact");
    await page.goto("/contact");
    await hydrated(page);
    await page.locator(".site-footer").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    const typed = {
      Name: "Proxy Visitor",
      Email: email,
      "Phone number": "555 0146",
      Message: "Typed once.\nKept through every error.",
    };
    await fillFields(page, typed);
    await page.getByLabel(/Save my name/).check();
    await answerPostsAs(page);
    await expectEveryAnswerKeepsTheForm(page, "Submit Message", "Something went wrong. Please try again.", typed);
    await expect(page.getByLabel(/Save my name/)).toBeChecked();
    expect(rows("select * from contact_messages where email = ?", email)).toHaveLength(0);

    // Once the proxy lets it through, the same form is sent.
    await page.unrouteAll();
    await page.getByRole("button", { name: "Submit Message" }).click();
    await expect(page.getByText("Message submitted successfully!").first()).toBeVisible();
    await expect.poll(() => rows("select * from contact_messages where email = ?", email).length).toBe(1);
  });

  test("booking: a proxy's error answer keeps every value and shows the failure toast", async ({ page }) => {
    const email = unique("proxy-booking");
    await page.goto("/Booking/Legal-Admin$18");
    await hydrated(page);
    const typed = { Name: "Proxy Booker", Email: email, Phone: "+1 305 555 0147", Comment: "Mornings, from March" };
    await fillFields(page, typed);
    await answerPostsAs(page);
    await expectEveryAnswerKeepsTheForm(page, "Book Now", "Something went wrong. Please try again.", typed);
    await expect(page.getByLabel("Price (per hour)")).toHaveValue("$18");
    expect(rows("select * from bookings where email = ?", email)).toHaveLength(0);
  });

  test("application: a proxy's error answer keeps every typed value and shows its failure toast", async ({ page }) => {
    const email = unique("proxy-apply");
    const job = rows<{ slug: string }>("select slug from job_openings order by id limit 1")[0];
    await page.goto(`/ApplyForm/${job.slug}`);
    await hydrated(page);
    const typed = {
      Name: "Proxy Applicant",
      Email: email,
      Phone: "+1 876 555 0148",
      "Experience (optional)": "6 years",
      "Cover note": "Kept cover note.",
    };
    await fillFields(page, typed);
    await page.getByLabel(/Resume/).setInputFiles(pdfFile("Proxy CV.pdf"));
    await answerPostsAs(page);
    await expectEveryAnswerKeepsTheForm(
      page,
      "Submit Application",
      "Something went wrong. Please try again later.",
      typed,
    );
    expect(rows("select * from applications where email = ?", email)).toHaveLength(0);
  });
});
