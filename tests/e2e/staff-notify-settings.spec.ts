import { deskSession } from "../support/desk-items";
import { expect, hydrated, test } from "./fixtures";

// Who is e-mailed about new items, set by an admin in the browser, with JavaScript on and off:
// a refused list comes back beside its field with what was typed kept; a good one is saved.
// (Admins only, cross-site posts, header injection and a second instance: staff-people-hostile.spec.ts.)
test("an admin routes one kind to recruiting alone, and back to the usual list", async ({ page, baseURL, js }) => {
  // The setting is the shared server's: each project changes a kind of its own.
  const label = test.info().project.name === "js" ? "New job applications" : "New bookings";
  const session = await deskSession(baseURL!, "notify");
  await page.context().addCookies([session.browserCookie]);
  await page.goto("/staff/settings");
  // With JavaScript, typing waits for hydration: React resets a textarea's value to the server's when it
  // hydrates, and a Save pressed before it is a full post whose answer hydrates again (seen once in CI).
  if (js) await hydrated(page);
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
