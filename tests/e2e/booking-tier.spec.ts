import { rows } from "../support/database";
import { postForm } from "../support/forms";
import { expect, field, fieldError, hydrated, test } from "./fixtures";

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("Get Started keeps the tier the partner picked: named with its hours and monthly total, changeable, stored by name", async ({
  page,
  js,
}) => {
  await page.goto("/Legal-Admin");
  await page
    .locator(".pricing-tier", { hasText: "Full Time" })
    .getByRole("link", { name: /Get Started/ })
    .click();
  await expect(page).toHaveURL(/\/Booking\/Legal-Admin\$15\?tier=full-time$/);
  if (js) await hydrated(page);
  // Radio buttons, each option whole: a menu cut "Full Time: 160 hours a month, $2,…" short on a phone.
  const tier = page.getByRole("group", { name: "Tier" });
  await expect(tier.getByRole("radio", { checked: true })).toHaveAccessibleName(
    "Full Time: 160 hours a month, $2,400 a month",
  );
  // Only the tiers at this rate: the Multilingual rate is another booking.
  await expect(tier.locator("label")).toHaveText([
    "Contract Base: 80 hours a month, $1,200 a month",
    "Full Time: 160 hours a month, $2,400 a month",
  ]);
  await tier.getByRole("radio", { name: /^Contract Base/ }).check();
  const email = unique("tier");
  await field(page, "Name").fill("Pat Partner");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("555 0110");
  await field(page, "Comment").fill("Two admins soon");
  await page.getByLabel(/Preferred start date/).fill("2027-01-15");
  await page.getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByText("Booking saved successfully!")).toBeVisible();
  expect(rows("select role, price, tier, start_date from bookings where email = ?", email)).toEqual([
    { role: "Legal Admin", price: "$15", tier: "Contract Base", start_date: "2027-01-15" },
  ]);
});

test(
  "a tier from another rate, an unknown tier or an impossible date is refused with its field named",
  { tag: "@js-only" },
  async ({ request, baseURL }) => {
    const email = unique("bad-tier");
    for (const [fields, error] of [
      [{ tier: "multilingual" }, "Choose one of the tiers listed."],
      [{ tier: "platinum" }, "Choose one of the tiers listed."],
      [{ tier: "contract", startDate: "2027-02-30" }, "Enter a date like 2027-01-15."],
      [{ tier: "contract", startDate: "<script>" }, "Enter a date like 2027-01-15."],
    ] as const) {
      const response = await postForm(baseURL!, "/Booking/Legal-Admin$15", {
        name: "X",
        email,
        phone: "1",
        comment: "x",
        ...fields,
      });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const html = await response.text();
      expect(html).toContain(error);
      if (error.startsWith("Choose")) {
        // The error summary's link lands on the group's first radio button, whatever was posted.
        expect(html).toContain(`<a href="#booking-form-tier">${error}</a>`);
        expect(html).toMatch(/<input type="radio" id="booking-form-tier" name="tier"/);
      }
    }
    expect(rows("select * from bookings where email = ?", email)).toHaveLength(0);
    // A page asked for with a tier it does not have shows the first one at its rate.
    const html = await (await request.get("/Booking/Legal-Admin$18?tier=contract%22%3E%3Cscript%3E")).text();
    expect(html).toMatch(
      /<input type="radio" id="[^"]+" name="tier" checked="" value="multilingual"\/>Multilingual: English\/French or English\/Spanish<\/label>/,
    );
    expect(html).not.toContain('"><script>');
  },
);

test(
  "with JavaScript, an impossible tier never reaches the form: the choice offers only this rate's tiers",
  { tag: "@js-only" },
  async ({ page }) => {
    await page.goto("/Booking/Case-Manager$17?tier=multilingual");
    await hydrated(page);
    await expect(page.getByRole("group", { name: "Tier" }).getByRole("radio")).toHaveCount(1);
    await expect(page.getByRole("radio", { name: "Multilingual: English/French or English/Spanish" })).toBeChecked();
    await expect(fieldError(page, /./)).toHaveCount(0);
  },
);
