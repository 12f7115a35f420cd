import { rows } from "../support/database";
import { bigPdfFile, fakePdfFile, pdfFile } from "../support/files";
import { expect, expectClientRedirectAfter, field, fieldError, hydrated, installClock, test } from "./fixtures";

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function firstJob() {
  return rows<{ id: number; slug: string; job_name: string; employment_type: string | null; location: string | null }>(
    "select * from job_openings order by id limit 1",
  )[0];
}

async function fillApplication(page: import("@playwright/test").Page, email: string) {
  await field(page, "Name").fill("Applicant One");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("+1 876 555 0101");
  await field(page, "Cover note").fill("I have worked on PI files for three years.");
}

test("Apply Now leads from a job to its application form; unknown jobs answer 404", async ({ page }) => {
  const job = firstJob();
  await page.goto(`/CareerDetails/${job.slug}`);
  await page.getByRole("link", { name: "Apply Now" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career Application");
  await expect(page.locator("main")).toContainText(job.job_name);
  expect((await page.goto("/ApplyForm/not-a-job"))?.status()).toBe(404);
});

test("success with a PDF resume stores the application with the job's fields, then goes home after 2 s", async ({
  page,
  js,
}) => {
  const job = firstJob();
  const email = unique("apply");
  const clock = js ? await installClock(page) : undefined;
  await page.goto(`/ApplyForm/${job.slug}`);
  if (js) await hydrated(page);
  await fillApplication(page, email);
  await page.getByLabel(/Resume/).setInputFiles(pdfFile("My CV.pdf"));
  await clock?.pause();
  await page.getByRole("button", { name: "Submit Application" }).click();
  if (clock)
    await clock.runUntilVisible(
      page.locator("[data-sonner-toast]", { hasText: "Application submitted successfully!" }),
    );
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  const [stored] = rows<Record<string, string | number | Buffer | null>>(
    "select * from applications where email = ?",
    email,
  );
  expect(stored).toMatchObject({
    name: "Applicant One",
    job_id: job.id,
    job_name: job.job_name,
    employment_type: job.employment_type ?? "Full-time",
    location: job.location ?? "Not specified",
    experience: "N/A",
    resume_name: "My CV.pdf",
    resume_type: "application/pdf",
  });
  // Kept in the row, so every instance and the staff export find it.
  expect((stored.resume_data as Buffer).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(stored.resume_path).toBeNull();
  if (js) await expectClientRedirectAfter(page, 2000, "/");
  else {
    // Without JavaScript the page itself asks the browser to go home after 2 s.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "2;url=/");
    await page.waitForURL((url) => url.pathname === "/");
  }
});

test("a 6 MB resume is refused with the product's wording, every other value kept, nothing stored", async ({
  page,
  js,
}) => {
  const job = firstJob();
  const email = unique("big");
  await page.goto(`/ApplyForm/${job.slug}`);
  if (js) await hydrated(page);
  await fillApplication(page, email);
  await field(page, "Experience (optional)").fill("5 years");
  await page.getByLabel(/Resume/).setInputFiles(bigPdfFile(6 * 1024 * 1024));
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(fieldError(page, "Resume file size cannot exceed 5 MB.")).toBeVisible();
  if (js) expect(posts, "the browser stops the upload before sending").toEqual([]);
  await expect(field(page, "Name")).toHaveValue("Applicant One");
  await expect(field(page, "Email")).toHaveValue(email);
  await expect(field(page, "Experience (optional)")).toHaveValue("5 years");
  await expect(field(page, "Cover note")).toHaveValue("I have worked on PI files for three years.");
  expect(rows("select * from applications where email = ?", email)).toHaveLength(0);
});

test("an executable renamed .pdf is refused", async ({ page, js }) => {
  const job = firstJob();
  const email = unique("exe");
  await page.goto(`/ApplyForm/${job.slug}`);
  if (js) await hydrated(page);
  await fillApplication(page, email);
  await page.getByLabel(/Resume/).setInputFiles(fakePdfFile());
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(fieldError(page, "Resume must be a PDF, DOC or DOCX file.")).toBeVisible();
  await expect(field(page, "Name")).toHaveValue("Applicant One");
  expect(rows("select * from applications where email = ?", email)).toHaveLength(0);
});

test("required fields are checked beside their fields", async ({ page, js }) => {
  const job = firstJob();
  await page.goto(`/ApplyForm/${job.slug}`);
  if (js) await hydrated(page);
  await field(page, "Name").fill(js ? "" : " ");
  await field(page, "Email").fill("not-an-email@x");
  await field(page, "Phone").fill(js ? "" : " ");
  await field(page, "Cover note").fill(js ? "" : " ");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(fieldError(page, "Name is required.")).toBeVisible();
  await expect(fieldError(page, "Phone is required.")).toBeVisible();
  await expect(fieldError(page, "Cover note is required.")).toBeVisible();
  await expect(fieldError(page, /Enter a valid email address/)).toBeVisible();
});
