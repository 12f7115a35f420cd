import { rows } from "../support/database";
import { asSomeoneElse, fitsNarrowScreen, signedInAs } from "../support/desk-browser";
import { addStaff, signIn, staffCli } from "../support/staff";
import { expect, hydrated, test } from "./fixtures";

// The team's pages on the shared site, which sends no e-mail, at 390 px with JavaScript on and
// off: the invitation link to hand over, no "Forgot password", the command line's link; and a
// post that never reaches the server.
test.use({ viewport: { width: 390, height: 844 } });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A new admin account (the command line's default), signed in over HTTP from its own address; its session cookie. */
async function admin(baseURL: string, label: string, ip: string) {
  const email = `${label}-admin-${unique()}@northbridge-lpo.example`;
  const secret = await addStaff(email, { DATA_DIR: process.env.E2E_DATA_DIR! });
  const { cookie } = await signIn(baseURL, email, secret, { headers: { "x-forwarded-for": ip } });
  expect(cookie).not.toBe("");
  return cookie;
}

test("without e-mail the team page shows the invitation link to copy, the sign-in page offers no forgot password, and the command line prints such a link", async ({
  page,
  context,
  baseURL,
  js,
}) => {
  const dataDir = process.env.E2E_DATA_DIR!;
  await signedInAs(
    context,
    baseURL!,
    await admin(baseURL!, `nomail-${js ? "js" : "nojs"}`, js ? "203.0.113.110" : "203.0.113.111"),
  );
  await page.goto("/staff/team");
  await expect(
    page.getByText("E-mail is not set up for this desk: you get the link to give them yourself."),
  ).toBeVisible();
  const colleague = `nomail-${js ? "js" : "nojs"}-${unique()}@northbridge-lpo.example`;
  await page.getByRole("textbox", { name: "Their e-mail address" }).fill(colleague);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const shown = page.getByRole("textbox", { name: /^Invitation for .* made\. Give them this link yourself/ });
  await expect(shown).toHaveValue(new RegExp(`^${baseURL}/staff/invite/[A-Za-z0-9_-]{43}$`));
  await fitsNarrowScreen(page);
  const link = await shown.inputValue();
  // The link is shown once: the page again does not show it.
  await page.goto("/staff/team");
  expect(await page.content()).not.toContain(link);

  await asSomeoneElse(context, async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Step 1 of 2: choose a password" })).toBeVisible();
    await page.goto(`${baseURL}/staff/sign-in`);
    await expect(page.getByRole("link", { name: /Forgot password/ })).toHaveCount(0);
  });
  const cli = await staffCli(["invite", `cli-${unique()}@northbridge-lpo.example`, "--role", "recruiter"], {
    DATA_DIR: dataDir,
    SITE_URL: baseURL!,
  });
  expect(cli.code).toBe(0);
  const printed = /\n {2}(\S+)\n$/.exec(cli.stdout)?.[1];
  expect(printed).toMatch(new RegExp(`^${baseURL}/staff/invite/[A-Za-z0-9_-]{43}$`));
  expect((await fetch(printed!)).status).toBe(200);
});

test.describe("without JavaScript the browser itself shows its offline page", { tag: "@js-only" }, () => {
  test("with JavaScript, an invitation that never reaches the server says so and keeps what was typed", async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInAs(context, baseURL!, await admin(baseURL!, "offline", "203.0.113.112"));
    await page.goto("/staff/team");
    await hydrated(page);
    const email = `offline-${unique()}@northbridge-lpo.example`;
    await page.getByRole("textbox", { name: "Their e-mail address" }).fill(email);
    await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("admin");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
    await expect(page.getByRole("textbox", { name: "Their e-mail address" })).toHaveValue(email);
    await expect(page.getByRole("combobox", { name: "Role", exact: true })).toHaveValue("admin");
    await context.setOffline(false);
    expect(rows("select id from staff_tokens where email = ?", email)).toEqual([]);
  });
});
