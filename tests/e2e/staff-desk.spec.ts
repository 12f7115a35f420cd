import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import WebSocket from "ws";
import { leadAddress } from "../support/desk-items";
import { postForm, postMultipart } from "../support/forms";
import { addStaff, totp } from "../support/staff";
import { axeViolations, expect, test } from "./fixtures";

// The staff desk as a staff member uses it, with JavaScript on and off: an account made on the
// command line while the site runs, sign-in with password and code, every kind of item, handling,
// resume, export, deletion, sign-out.

const dataDir = process.env.E2E_DATA_DIR!;

/** Talks to Lexi over the chat socket, so the lead has a real transcript. */
async function chat(baseURL: string, token: string, message: string) {
  const ws = new WebSocket(`${baseURL.replace(/^http/, "ws")}/ws/chat?lead=${token}`, { origin: baseURL });
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  const answered = new Promise<void>((resolve) => ws.on("message", (data) => data.toString() === "[END]" && resolve()));
  ws.send(message);
  await answered;
  ws.close();
}

/** What the assistant records when a visitor asks for a person or asks what it cannot answer (its engine calls requestHandoff and recordUnansweredQuestion). */
function recordHandoff(token: string, reason: string, question: string) {
  const db = new SQLite(path.join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const lead = db.prepare("select id from chat_leads where token = ?").get(token) as { id: number };
    const at = new Date().toISOString();
    db.prepare("update chat_leads set handoff_requested_at = ?, handoff_reason = ? where id = ?").run(
      at,
      reason,
      lead.id,
    );
    db.prepare("insert into chat_unanswered (lead_id, created_at, question) values (?, ?, ?)").run(
      lead.id,
      at,
      question,
    );
    return lead.id;
  } finally {
    db.close();
  }
}

test("a new staff member signs in with password and code and handles every kind of item", async ({
  page,
  baseURL,
  js,
}) => {
  test.setTimeout(60_000);
  const project = js ? "js" : "nojs";
  const marker = `Desk${project}${Date.now()}`;
  const email = `desk-${project}-${Date.now()}@northbridge-lpo.example`;
  const secret = await addStaff(email, { DATA_DIR: dataDir });

  // One of each kind, as visitors send them.
  expect(
    (
      await postForm(baseURL!, "/contact", {
        name: `${marker} Contact`,
        email: "c@firm.example",
        number: "555-0100",
        comment: "Please call",
      })
    ).status,
  ).toBe(302);
  expect(
    (
      await postForm(baseURL!, "/Booking/Legal-Admin$18", {
        name: `${marker} Booking`,
        email: "b@firm.example",
        phone: "555-0101",
        comment: "Two days",
      })
    ).status,
  ).toBe(302);
  const application = new FormData();
  for (const [k, v] of Object.entries({
    name: `${marker} Applicant`,
    email: "a@mail.example",
    phone: "555-0102",
    comment: "Hello",
    experience: "4 years",
  })) {
    application.append(k, v);
  }
  application.append(
    "resume",
    new Blob([fs.readFileSync("tests/support/sample-resume.pdf")], { type: "application/pdf" }),
    "../../my cv<script>.pdf",
  );
  expect((await postMultipart(baseURL!, "/ApplyForm/case-manager", application)).status).toBe(302);
  const lead = await (
    await fetch(`${baseURL}/api/chat/lead`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL! },
      body: JSON.stringify({ name: `${marker} Lead`, email: leadAddress(marker), company_name: `${marker} Firm LLP` }),
    })
  ).json();
  await chat(baseURL!, lead.id, "How much is a paralegal per month?");
  const leadId = recordHandoff(lead.id, "Can I speak to a real person please?", "Do you cover maritime salvage law?");

  // Any desk page sends a visitor who is not signed in to the sign-in page.
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByLabel("E-mail")).toHaveAttribute("autocomplete", "username");
  await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // By keyboard: type, Tab, type, Enter.
  await page.getByLabel("E-mail").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("wrong password entirely");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Those details did not work. Check them and try again.");
  await page.getByLabel("Password").fill("plum kettle orbit 7 lantern");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  const code = page.getByLabel("Six-digit code from your authenticator app");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await code.fill(await totp(secret));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  // The e2e site has no SMTP server configured: the desk says so.
  await expect(page.getByText("E-mail notifications are off")).toBeVisible();
  const violations = js ? await axeViolations(page) : [];

  // All four kinds, found by the search.
  await page.getByLabel("Search everything").fill(marker);
  await page.getByRole("button", { name: "Show" }).click();
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(4);
  // (A search lists by relevance; tests/e2e/staff-search.spec.ts checks what it finds.)
  expect((await rows.locator("td[data-label=Kind]").allTextContents()).sort()).toEqual([
    "Application",
    "Booking",
    "Chat lead",
    "Contact message",
  ]);
  await page.getByLabel("Search everything").fill(`${marker} Firm LLP`);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(rows).toHaveCount(1);

  // The chat lead: details, transcript, hand-off and unanswered question highlighted.
  await page.getByRole("link", { name: `${marker} Lead` }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/chat/${leadId}$`));
  await expect(page.getByRole("note", { name: "Hand-off request" })).toContainText(
    "Can I speak to a real person please?",
  );
  await expect(page.getByRole("note", { name: "Unanswered questions" })).toContainText("maritime salvage");
  const transcript = page.locator(".desk-transcript li");
  await expect(transcript.first()).toContainText("How much is a paralegal per month?");
  expect(await transcript.count()).toBeGreaterThanOrEqual(2);
  await expect(page.locator(".desk-details")).toContainText(`${marker} Firm LLP`);
  if (js) violations.push(...(await axeViolations(page)));

  // Status, note and who did it.
  await page.getByLabel("Status", { exact: true }).selectOption("in_progress");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await page.getByLabel("Internal note").fill("Called back; meeting on Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  const history = page.locator("section", { has: page.getByRole("heading", { name: "History" }) });
  await expect(history).toContainText(`${email} — changed the status (from New to In progress)`);
  await expect(history).toContainText(`${email} — added a note`);
  await expect(page.getByText("Called back; meeting on Friday.")).toBeVisible();

  // The application's resume downloads as an attachment with a safe name, never inline.
  await page.goto(`/staff?q=${marker}%20Applicant`);
  await page.getByRole("link", { name: `${marker} Applicant` }).click();
  const resumeHref = await page.getByRole("link", { name: /^Download/ }).getAttribute("href");
  const resume = await page.request.get(resumeHref!);
  // (X-Content-Type-Options: nosniff comes with every answer of the site.)
  expect(resume.status()).toBe(200);
  expect(resume.headers()["content-disposition"]).toBe('attachment; filename="my cv_script_.pdf"');
  expect(resume.headers()["content-type"]).toBe("application/octet-stream");
  expect(resume.headers()["x-content-type-options"]).toBe("nosniff");
  expect(resume.headers()["cache-control"]).toBe("private, no-store");
  expect(Buffer.compare(await resume.body(), fs.readFileSync("tests/support/sample-resume.pdf"))).toBe(0);

  // CSV export of one kind (tests/e2e/staff-export.spec.ts exports the inbox's views).
  const csv = await page.request.get(`/staff/export/chat?q=${marker}`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="chat-\d{4}-\d{2}-\d{2}\.csv"$/);
  const csvText = await csv.text();
  expect(csvText).toMatch(
    new RegExp(
      `,Chat lead,${marker} Lead,${leadAddress(marker).replace(/\./g, "\\.")},,${marker} Firm LLP,,[^,]+: Can I speak to a real person please\\?,In progress,,"Called back; meeting on Friday\\.`,
    ),
  );

  // Deletion asks first, then leaves only the audit line.
  await page.goto(`/staff?q=${marker}%20Contact`);
  await page.getByRole("link", { name: `${marker} Contact` }).click();
  await page.getByRole("button", { name: "Delete this item…" }).click();
  await expect(page.getByRole("alert")).toContainText("This cannot be undone");
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted contact message #");
  await page.goto(`/staff?q=${marker}`);
  await expect(rows).toHaveCount(3);
  await page.goto("/staff/audit");
  await expect(page.locator("tbody tr").filter({ hasText: email }).first()).toContainText("deleted the item");
  if (js) violations.push(...(await axeViolations(page)));
  expect(violations).toEqual([]);

  // Sign out: the desk is closed again.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.goto("/staff/audit");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});
