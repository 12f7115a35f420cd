import path from "node:path";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { rows } from "../support/database";
import { postForm } from "../support/forms";
import { expect, expectClientRedirectAfter, field, fieldError, hydrated, installClock, test } from "./fixtures";

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function open(page: Page, path: string, js: boolean) {
  await page.goto(path);
  if (js) await hydrated(page);
}

test.describe("contact form", () => {
  test("success stores the message, shows the toast text and clears the form", async ({ page, js }) => {
    const email = unique("contact");
    const clock = js ? await installClock(page) : undefined;
    await open(page, "/contact", js);
    await field(page, "Name").fill("Ana Díaz");
    await field(page, "Email").fill(email);
    await field(page, "Phone number").fill("555 0100");
    await field(page, "Message").fill("We need a bilingual intake specialist.\nSecond line.");
    await clock?.pause();
    await page.getByRole("button", { name: "Submit Message" }).click();
    if (clock) {
      // With JavaScript the message is a toast that can be closed, and expires after 3 s.
      const toast = page.locator("[data-sonner-toast]", { hasText: "Message submitted successfully!" });
      await clock.runUntilVisible(toast);
      await expect(toast.getByRole("button", { name: /close/i })).toBeVisible();
      await page.clock.runFor(2999);
      await expect(toast).toHaveAttribute("data-removed", "false");
      await page.clock.runFor(1);
      await expect(toast).toHaveAttribute("data-removed", "true");
      await page.clock.resume();
      await expect(toast).toHaveCount(0);
    } else await expect(page.getByText("Message submitted successfully!")).toBeVisible();
    await expect(field(page, "Name")).toHaveValue("");
    await expect(field(page, "Email")).toHaveValue("");
    await expect(field(page, "Message")).toHaveValue("");
    await expect(page.getByLabel(/Save my name/)).not.toBeChecked();
    const stored = rows<{ name: string; number: string; comment: string; save_info: number }>(
      "select * from contact_messages where email = ?",
      email,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Ana Díaz",
      number: "555 0100",
      comment: "We need a bilingual intake specialist.\nSecond line.",
      save_info: 0,
    });
  });

  test("missing fields and a bad e-mail are reported beside their fields, values kept, nothing stored", async ({
    page,
    js,
  }) => {
    await open(page, "/contact", js);
    // Blank-looking values pass the browser's own `required` check, so the server's rules answer.
    await field(page, "Name").fill(js ? "" : "   ");
    await field(page, "Email").fill("ana@nowhere");
    await field(page, "Phone number").fill("555 0100");
    await field(page, "Message").fill(js ? "" : "  ");
    await page.getByRole("button", { name: "Submit Message" }).click();
    await expect(fieldError(page, "Name is required.")).toBeVisible();
    await expect(fieldError(page, "Message is required.")).toBeVisible();
    await expect(fieldError(page, /Enter a valid email address/)).toBeVisible();
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Email")).toHaveValue("ana@nowhere");
    await expect(field(page, "Phone number")).toHaveValue("555 0100");
    const describedBy = await field(page, "Email").getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy?.split(" ").pop()}"]`)).toContainText("valid email");
    expect(rows("select * from contact_messages where email = ?", "ana@nowhere")).toHaveLength(0);
  });

  test("the browser-side check loads when the visitor starts on the form, not with the page", async ({ page, js }) => {
    test.skip(!js, "the browser-side check needs JavaScript");
    const loads: string[] = [];
    page.on("request", (request) => {
      if (/form-schemas/.test(request.url())) loads.push(request.url());
    });
    await open(page, "/contact", js);
    // Everything the page fetches by itself has arrived: a reader who never touches the form
    // costs the phone no schema.
    await page.waitForLoadState("networkidle");
    await expect(page.locator('form[data-validation="server"]')).toBeAttached();
    expect(loads).toEqual([]);
    await field(page, "Name").click();
    await expect(page.locator('form[data-validation="browser"]')).toBeAttached();
    expect(loads.length).toBeGreaterThan(0);
  });

  test("pressing Submit straight from an empty field submits, though that field's error appears above the button", async ({
    page,
    js,
  }) => {
    test.skip(!js, "errors on leaving a field need JavaScript");
    await open(page, "/contact", js);
    // Once the browser-side check has loaded (the visitor started on the form), leaving a field
    // reports its error.
    await field(page, "Email").focus();
    await expect(page.locator('form[data-validation="browser"]')).toBeAttached();
    await field(page, "Email").fill("ana@nowhere");
    await field(page, "Phone number").focus();
    await expect(fieldError(page, /Enter a valid email address/)).toBeVisible();
    await field(page, "Message").focus();
    // Pressed near its top edge: the button must not move out from under the pointer mid-press.
    await page.getByRole("button", { name: "Submit Message" }).click({ position: { x: 20, y: 3 } });
    await expect(fieldError(page, "Name is required.")).toBeVisible();
    await expect(fieldError(page, "Message is required.")).toBeVisible();
  });

  test("the button reads Submitting... and is disabled while posting", async ({ page, js }) => {
    test.skip(!js, "a pending state only exists with JavaScript");
    await open(page, "/contact", js);
    // The post is held until the pending state has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact**", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await field(page, "Name").fill("Slow Poster");
    await field(page, "Email").fill(unique("slow"));
    await field(page, "Phone number").fill("1");
    await field(page, "Message").fill("Hello");
    await page.getByRole("button", { name: "Submit Message" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(page.getByText("Message submitted successfully!")).toBeVisible();
  });

  test("save-info keeps name and e-mail for next time; unticking forgets them", async ({ page, js }) => {
    const email = unique("saved");
    await open(page, "/contact", js);
    await field(page, "Name").fill("Saved Visitor");
    await field(page, "Email").fill(email);
    await field(page, "Phone number").fill("1");
    await field(page, "Message").fill("Keep me");
    await page.getByLabel(/Save my name/).check();
    await page.getByRole("button", { name: "Submit Message" }).click();
    await expect(page.getByText("Message submitted successfully!")).toBeVisible();
    await open(page, "/Booking/Legal-Admin$15", js);
    await expect(field(page, "Name")).toHaveValue("Saved Visitor");
    await expect(field(page, "Email")).toHaveValue(email);
    await expect(page.getByLabel(/Save my name/)).toBeChecked();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "visitor")).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    await open(page, "/contact", js);
    await field(page, "Phone number").fill("1");
    await field(page, "Message").fill("Forget me");
    await page.getByLabel(/Save my name/).uncheck();
    await page.getByRole("button", { name: "Submit Message" }).click();
    await expect(page.getByText("Message submitted successfully!")).toBeVisible();
    await open(page, "/contact", js);
    await expect(field(page, "Name")).toHaveValue("");
  });

  test("a filled honeypot (or none at all) is refused and nothing is stored", async ({ baseURL, js }) => {
    test.skip(!js, "server-side check, run once");
    const email = unique("bot");
    const fields = { name: "Bot", email, number: "1", comment: "spam" };
    const trapped = await postForm(baseURL!, "/contact", { ...fields, website_url: "https://spam.example" });
    expect(trapped.status).toBe(400);
    const page = await fetch(`${baseURL}/contact`);
    expect(page.status).toBe(200);
    const bare = await fetch(`${baseURL}/contact`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    expect(bare.status).toBe(400);
    expect(rows("select * from contact_messages where email = ?", email)).toHaveLength(0);
  });
});

test.describe("booking form", () => {
  const validIds = [
    "Case-Coordinator$14",
    "Case-Coordinator$17",
    "Case-Manager$14",
    "Case-Manager$17",
    "Paralegal-Role$14",
    "Paralegal-Role$17",
    "Secretary-Receptionist$12",
    "Secretary-Receptionist$15",
    "Legal-Admin$15",
    "Legal-Admin$18",
    "Intake-Specialist$12",
    "Intake-Specialist$15",
  ];

  test("every id the role pages link to opens the form with role and price read-only", async ({ page, request }) => {
    // One in the browser; the server renders the rest alike, read over HTTP.
    const [first, ...rest] = validIds;
    await page.goto(`/Booking/${first}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Appointment");
    await expect(page.getByLabel("Price (per hour)")).toHaveValue(`$${first.split("$")[1]}`);
    await expect(page.getByRole("textbox", { name: "Role", exact: true })).toBeDisabled();
    await expect(page.getByLabel("Price (per hour)")).toBeDisabled();
    for (const id of rest) {
      const response = await request.get(`/Booking/${id}`);
      expect(response.status(), id).toBe(200);
      const html = await response.text();
      expect(html, id).toContain(">Book Your Appointment</h1>");
      const price = /<input id="booking-price"[^>]*>/.exec(html)?.[0] ?? "";
      expect(price, id).toContain(`value="$${id.split("$")[1]}"`);
      expect(price, id).toContain('disabled=""');
    }
  });

  test("invalid roles, rates and malformed ids answer 404", { tag: "@js-only" }, async ({ request }) => {
    for (const id of [
      "Astronaut$14",
      "Legal-Admin$14",
      "Legal-Admin$999",
      "Legal-Admin",
      "Legal-Admin$",
      "$15",
      "Legal-Admin$15$15",
      "Legal-Admin%2415abc",
      "..%2F..%2Fetc",
    ]) {
      const response = await request.get(`/Booking/${id}`);
      expect(response.status(), id).toBe(404);
    }
  });

  test("success stores the booking with the URL's role and price, shows the toast, then goes home after 3 s", async ({
    page,
    js,
  }) => {
    const email = unique("booking");
    const clock = js ? await installClock(page) : undefined;
    await open(page, "/Booking/Secretary-Receptionist$12", js);
    await field(page, "Name").fill("Booker");
    await field(page, "Email").fill(email);
    await field(page, "Phone").fill("+1 305 555 0199");
    await field(page, "Comment").fill("Start Monday");
    // A tampered request cannot change what is booked.
    await page
      .locator("form[aria-label='Booking']")
      .evaluate((form) => {
        for (const [name, value] of [
          ["role", "Legal Admin"],
          ["price", "$1"],
        ]) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = name;
          input.value = value;
          form.appendChild(input);
        }
      })
      .catch(() => undefined);
    await clock?.pause();
    await page.getByRole("button", { name: "Book Now" }).click();
    if (clock)
      await clock.runUntilVisible(page.locator("[data-sonner-toast]", { hasText: "Booking saved successfully!" }));
    await expect(page.getByText("Booking saved successfully!")).toBeVisible();
    const stored = rows<{ role: string; price: string; comment: string }>(
      "select * from bookings where email = ?",
      email,
    );
    expect(stored).toEqual([
      expect.objectContaining({ role: "Secretary/Receptionist", price: "$12", comment: "Start Monday" }),
    ]);
    if (js) await expectClientRedirectAfter(page, 3000, "/");
    else {
      // Without JavaScript the page itself asks the browser to go home after 3 s.
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "3;url=/");
      await page.waitForURL((url) => url.pathname === "/");
    }
  });

  test("required fields are checked, values kept", async ({ page, js }) => {
    await open(page, "/Booking/Case-Manager$17", js);
    await field(page, "Name").fill("Kept Name");
    await field(page, "Email").fill("kept@example.com");
    await field(page, "Phone").fill(js ? "" : " ");
    await field(page, "Comment").fill(js ? "" : " ");
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(fieldError(page, "Phone is required.")).toBeVisible();
    await expect(fieldError(page, "Comment is required.")).toBeVisible();
    await expect(field(page, "Name")).toHaveValue("Kept Name");
    await expect(page.getByLabel("Price (per hour)")).toHaveValue("$17");
    expect(rows("select * from bookings where email = ?", "kept@example.com")).toHaveLength(0);
  });
});

test.describe("when the database refuses a submission", () => {
  // A trigger in the site's own SQLite database makes inserts for one address fail, as a full
  // disk or a locked file would.
  test("the visitor sees the failure text and keeps every value", async ({ page, js }) => {
    const email = unique("refused");
    const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, "site.db"));
    const trigger = `refuse_${js ? "js" : "nojs"}_${Date.now()}`;
    db.exec(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON contact_messages WHEN NEW.email = '${email}' BEGIN SELECT RAISE(ABORT, 'refused for test'); END;`,
    );
    db.close();
    try {
      await open(page, "/contact", js);
      await field(page, "Name").fill("Kept Visitor");
      await field(page, "Email").fill(email);
      await field(page, "Phone number").fill("555 0123");
      await field(page, "Message").fill("Please keep this text.");
      await page.getByRole("button", { name: "Submit Message" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again." }).first(),
      ).toBeVisible();
      await expect(field(page, "Name")).toHaveValue("Kept Visitor");
      await expect(field(page, "Email")).toHaveValue(email);
      await expect(field(page, "Message")).toHaveValue("Please keep this text.");
      await expect(page.getByText("Message submitted successfully!")).toHaveCount(0);
    } finally {
      const cleanup = new SQLite(path.join(process.env.E2E_DATA_DIR!, "site.db"));
      cleanup.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
      cleanup.close();
    }
  });
});
