import { expect, hydrated, test } from "./fixtures";

test("/roles compares all six roles across the three tiers with monthly totals", async ({ page }) => {
  await page.goto("/roles");
  const table = page.getByRole("table");
  await expect(table.getByRole("rowheader")).toHaveCount(6);
  const legalAdmin = table.getByRole("row", { name: /Legal Admin/ });
  await expect(legalAdmin.getByRole("cell")).toHaveText([
    /\$15\/hour\s*\$1,200 a month/,
    /\$15\/hour\s*\$2,400 a month/,
    /\$18\/hour\s*\$1,440 \(80 h\) or \$2,880 \(160 h\) a month/,
  ]);
});

test("the cost calculator answers without JavaScript and live with it", async ({ page, js }) => {
  await page.goto("/roles");
  if (js) await hydrated(page);
  const calculator = page.getByRole("form", { name: "Cost calculator" });
  const result = page.locator("output.calculator__result");
  await calculator.getByLabel("Role").selectOption({ label: "Legal Admin" });
  await calculator.getByLabel(/Full Time/).check();
  await calculator.getByLabel("Number of people").fill("2");
  if (!js) await calculator.getByRole("button", { name: "Calculate" }).click();
  // 2 × 160 × $15
  await expect(result).toContainText("$4,800 a month");
  await expect(result).toContainText("2 × 160 hours × $15 an hour (Legal Admin, Full Time)");
  await expect(result).not.toContainText("For comparison");
  if (js) expect(new URL(page.url()).search, "no navigation: the estimate follows the form").toBe("");

  await calculator.getByLabel("Role").selectOption({ label: "Paralegal" });
  await calculator.getByLabel(/Bilingual/).check();
  await calculator.getByLabel("Number of people").fill("1");
  if (!js) await calculator.getByRole("button", { name: "Calculate" }).click();
  // 160 × $17, and the in-house comparison with its public source.
  await expect(result).toContainText("$2,720 a month");
  await expect(result).toContainText("For comparison");
  await expect(result.getByRole("link", { name: /Bureau of Labor Statistics/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.bls\.gov\//,
  );
});

test("the calculator never shows a total for a number of people it refuses: the last total goes, the error and the typed value stay", async ({
  page,
  js,
}) => {
  await page.goto("/roles");
  if (js) await hydrated(page);
  const calculator = page.getByRole("form", { name: "Cost calculator" });
  const result = page.locator("output.calculator__result");
  const people = calculator.getByLabel("Number of people");
  await calculator.getByLabel("Role").selectOption({ label: "Legal Admin" });
  await calculator.getByLabel(/Full Time/).check();
  await people.fill("2");
  if (!js) await calculator.getByRole("button", { name: "Calculate" }).click();
  await expect(result).toContainText("$4,800 a month");

  for (const refused of ["500", "0", ""]) {
    await people.fill(refused);
    if (!js) await calculator.getByRole("button", { name: "Calculate" }).click();
    await expect(calculator.getByText("Enter a number of people from 1 to 100."), refused).toBeVisible();
    await expect(people).toHaveAttribute("aria-invalid", "true");
    await expect(people, "what was typed stays in the field").toHaveValue(refused);
    await expect(result).toHaveText("The monthly cost shows here once the number of people is from 1 to 100.");
    await expect(result).not.toContainText("$");
  }

  await people.fill("3");
  if (!js) await calculator.getByRole("button", { name: "Calculate" }).click();
  await expect(result).toContainText("$7,200 a month");
  await expect(calculator.getByText("Enter a number of people from 1 to 100.")).toBeHidden();
});

test(
  "the calculator's query is read safely: unknown choices fall back, a bad count is explained",
  { tag: "@js-only" },
  async ({ request }) => {
    const response = await request.get(
      "/roles?role=%3Cscript%3Ealert(1)%3C%2Fscript%3E&schedule=x&staff=1e9&bilingual=on",
    );
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("Enter a number of people from 1 to 100.");
    // Shared pages are cached without their query; an answer for one query is never stored for all.
    expect(response.headers()["x-page-cache"] ?? "").not.toBe("hit");
  },
);
