import type { BrowserContext, Page } from "@playwright/test";
import { rows } from "../support/database";
import { pdfFile } from "../support/files";
import { expect, field, hydrated, test } from "./fixtures";

// A form post that fails in the network (the connection refused or reset, the browser offline)
// never reaches the server or never brings its answer back. With JavaScript the page answers it
// itself: the failure toast of docs/product.md#texts, every value kept, and the form can be sent again. Without
// JavaScript the browser shows its own network error page, which no site can change.
test.describe("the browser's own error page answers without JavaScript", { tag: "@js-only" }, () => {
  const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  type Failure = "connectionrefused" | "connectionreset" | "offline";
  type Form = "contact" | "booking" | "application";
  // Every failure on the contact form. Booking and application share its failure handling, so each
  // is checked with one failure: booking with a refused connection, the application (whose resume
  // must be chosen again) offline, the failure that differs most.
  const formsFailing: Record<Failure, Form[]> = {
    connectionrefused: ["contact", "booking"],
    connectionreset: ["contact"],
    offline: ["contact", "application"],
  };
  const checked = (failure: Failure, form: Form) => formsFailing[failure].includes(form);

  /** Makes the form's next post fail the given way; returns how to undo it. */
  async function failNextPost(page: Page, context: BrowserContext, failure: Failure): Promise<() => Promise<void>> {
    if (failure === "offline") {
      // The form fetches the toast layer once hydrated; a visitor who goes offline later still gets the toast.
      await page.waitForFunction(() =>
        performance.getEntriesByType("resource").some((entry) => entry.name.includes("/toasts.client")),
      );
      await context.setOffline(true);
      return () => context.setOffline(false);
    }
    const matcher = (url: URL) => url.pathname.endsWith(".data");
    await page.route(matcher, (route) =>
      route.request().method() === "POST" ? route.abort(failure) : route.continue(),
    );
    return () => page.unroute(matcher);
  }

  function alertAndToast(page: Page, text: string) {
    return {
      toast: page.locator("[data-sonner-toast]").filter({ hasText: text }),
      alert: page.locator(".form-error[role=alert]").filter({ hasText: text }),
    };
  }

  /** Types each value into the text field of that name. */
  async function fillFields(page: Page, values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
  }

  /** Every text field still holds what was typed. */
  async function expectFieldsKept(page: Page, values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) await expect(field(page, name)).toHaveValue(value);
  }

  async function expectFailureShown(page: Page, text: string) {
    const { toast, alert } = alertAndToast(page, text);
    await expect(toast).toBeVisible();
    await expect(alert).toBeVisible();
    await expect(page.getByText("An unexpected error stopped this page")).toHaveCount(0);
  }

  for (const failure of Object.keys(formsFailing) as Failure[]) {
    test.describe(`a post that fails in the network (${failure})`, () => {
      if (checked(failure, "contact"))
        test("contact: failure toast, every value kept, sent once the network is back", async ({ page, context }) => {
          const email = unique(`net-contact-${failure}`);
          await page.goto("/contact");
          await hydrated(page);
          const typed = {
            Name: "Net Visitor",
            Email: email,
            "Phone number": "555 0142",
            Message: "Line one.\nLine two, kept.",
          };
          await fillFields(page, typed);
          await page.getByLabel(/Save my name/).check();
          const restore = await failNextPost(page, context, failure);
          await page.getByRole("button", { name: "Submit Message" }).click();
          await expectFailureShown(page, "Something went wrong. Please try again.");
          await expectFieldsKept(page, typed);
          await expect(page.getByLabel(/Save my name/)).toBeChecked();
          await expect(page.getByRole("button", { name: "Submit Message" })).toBeEnabled();
          expect(rows("select * from contact_messages where email = ?", email)).toHaveLength(0);

          await restore();
          await page.getByRole("button", { name: "Submit Message" }).click();
          await expect(page.getByText("Message submitted successfully!").first()).toBeVisible();
          await expect.poll(() => rows("select * from contact_messages where email = ?", email).length).toBe(1);
        });

      if (checked(failure, "booking"))
        test("booking: failure toast, every value kept", async ({ page, context }) => {
          const email = unique(`net-booking-${failure}`);
          await page.goto("/Booking/Case-Manager$17");
          await hydrated(page);
          const typed = { Name: "Net Booker", Email: email, Phone: "+1 305 555 0143", Comment: "Start Monday" };
          await fillFields(page, typed);
          const restore = await failNextPost(page, context, failure);
          await page.getByRole("button", { name: "Book Now" }).click();
          await expectFailureShown(page, "Something went wrong. Please try again.");
          await expectFieldsKept(page, typed);
          await expect(page.getByLabel(/Save my name/)).not.toBeChecked();
          await expect(page.getByLabel("Price (per hour)")).toHaveValue("$17");
          expect(rows("select * from bookings where email = ?", email)).toHaveLength(0);
          await restore();
        });

      if (checked(failure, "application"))
        test("application: its own failure toast, every typed value kept", async ({ page, context }) => {
          const email = unique(`net-apply-${failure}`);
          const job = rows<{ slug: string }>("select slug from job_openings order by id limit 1")[0];
          await page.goto(`/ApplyForm/${job.slug}`);
          await hydrated(page);
          const typed = {
            Name: "Net Applicant",
            Email: email,
            Phone: "+1 876 555 0144",
            "Experience (optional)": "4 years",
            "Cover note": "Kept cover note.",
          };
          await fillFields(page, typed);
          await page.getByLabel(/Resume/).setInputFiles(pdfFile("Net CV.pdf"));
          const restore = await failNextPost(page, context, failure);
          await page.getByRole("button", { name: "Submit Application" }).click();
          await expectFailureShown(page, "Something went wrong. Please try again later.");
          await expectFieldsKept(page, typed);
          expect(rows("select * from applications where email = ?", email)).toHaveLength(0);

          // As after a failed post without JavaScript, the resume is chosen again.
          await restore();
          await page.getByLabel(/Resume/).setInputFiles(pdfFile("Net CV.pdf"));
          await page.getByRole("button", { name: "Submit Application" }).click();
          await expect(page.getByText("Application submitted successfully!").first()).toBeVisible();
          const stored = rows<{ resume_name: string }>("select resume_name from applications where email = ?", email);
          expect(stored).toEqual([{ resume_name: "Net CV.pdf" }]);
        });
    });
  }

  test("a post that fails before the toast layer could be fetched still ends beside the form, values kept", async ({
    page,
  }) => {
    await page.route(/\/toasts\.client-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => (route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue()),
    );
    await page.goto("/contact");
    await hydrated(page);
    const typed = {
      Name: "No Toast Layer",
      Email: unique("net-no-toasts"),
      "Phone number": "555 0145",
      Message: "Still here.",
    };
    await fillFields(page, typed);
    await page.getByRole("button", { name: "Submit Message" }).click();
    await expect(alertAndToast(page, "Something went wrong. Please try again.").alert).toBeVisible();
    await expect(page.getByText("An unexpected error stopped this page")).toHaveCount(0);
    await expectFieldsKept(page, typed);
  });
});
