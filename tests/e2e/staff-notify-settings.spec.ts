import { deskSession } from "../support/desk-items";
import { expect, test } from "./fixtures";

// Who is e-mailed about new items, set by an admin in the browser, with JavaScript on and off:
// a refused list comes back beside its field with what was typed kept; a good one is saved.
// (Admins only, cross-site posts, header injection and a second instance: staff-people-hostile.spec.ts.)
test("an admin routes one kind to recruiting alone, and back to the usual list", async ({ page, baseURL }) => {
  // The setting is the shared server's: each project changes a kind of its own.
  const label = test.info().project.name === "js" ? "New job applications" : "New bookings";
  const session = await deskSession(baseURL!, "notify");
  await page.context().addCookies([session.browserCookie]);
  await page.goto("/staff/settings");
  const applications = page.getByLabel(label);
  await applications.fill("recruiting@northbridge-lpo.example, boss@northbridge-lpo.example");
  await page.getByRole("button", { name: "Save who is e-mailed" }).click();
  await expect(page.getByText("Put each address on a line of its own").first()).toBeVisible();
  await expect(applications).toHaveValue("recruiting@northbridge-lpo.example, boss@northbridge-lpo.example");

  await applications.fill("recruiting@northbridge-lpo.example");
  await page.getByRole("button", { name: "Save who is e-mailed" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await expect(applications).toHaveValue("recruiting@northbridge-lpo.example");

  await applications.fill("");
  await page.getByRole("button", { name: "Save who is e-mailed" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await expect(applications).toHaveValue("");
});
