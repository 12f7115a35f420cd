import path from "node:path";
import SQLite from "better-sqlite3";
import { deskSession, sendOneOfEach, uniqueMarker } from "../support/desk-items";
import { forbiddenIn } from "../support/desk-words";
import { expect, test } from "./fixtures";

// The desk speaks to staff in words: no environment variable, status key, column name or link
// markup on any desk page, with JavaScript on and off.

const dataDir = process.env.E2E_DATA_DIR!;

/** Lexi's answers carry markdown links; one as she writes them, added to the lead's transcript. */
function addLexiAnswer(leadId: number, text: string) {
  const db = new SQLite(path.join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare("insert into chat_messages (lead_id, at, sender, text) values (?, ?, 'bot', ?)").run(
      leadId,
      new Date().toISOString(),
      text,
    );
  } finally {
    db.close();
  }
}

test("no desk page shows staff an internal name, key or markup", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const marker = uniqueMarker("Plain");
  const ids = await sendOneOfEach(baseURL!, marker);
  addLexiAnswer(
    ids.chat,
    "A [Paralegal](/Paralegal-Role) costs $18 per hour. Reach us by [Phone or Email](#contact-options).",
  );
  const session = await deskSession(baseURL!, "plain");
  const post = (itemPath: string, fields: Record<string, string>) =>
    fetch(`${baseURL}${itemPath}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session.cookie, origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  for (const [kind, id] of Object.entries(ids)) {
    expect((await post(`/staff/${kind}/${id}`, { intent: "status", status: "in_progress" })).status).toBe(302);
    expect((await post(`/staff/${kind}/${id}`, { intent: "note", note: "Called back." })).status).toBe(302);
  }
  await page.context().addCookies([session.browserCookie]);

  const pages = [
    "/staff",
    `/staff?q=${marker}&status=in_progress`,
    ...Object.entries(ids).map(([kind, id]) => `/staff/${kind}/${id}`),
    "/staff/jobs",
    "/staff/jobs/new",
    "/staff/posts",
    "/staff/posts/new",
    "/staff/audit",
    "/staff/people/c%40firm.example",
    "/staff/settings",
    "/staff/replies",
    "/staff/replies/new",
    "/staff?assignee=none",
  ];
  const found: string[] = [];
  for (const pagePath of pages) {
    await page.goto(pagePath);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The editors' hint teaches the markup staff write there: the one place it belongs.
    const text = (await page.locator("body").innerText()).replace(
      /Markdown: [^\n]*\[links\]\(https:\/\/…\)[^\n]*/g,
      "",
    );
    found.push(...forbiddenIn(text).map((what) => `${pagePath}: ${what}`));
  }
  expect(found).toEqual([]);

  // What each word replaced, where staff read it.
  await page.goto(`/staff/chat/${ids.chat}`);
  const transcript = page.locator(".desk-transcript");
  await expect(transcript).toContainText("A Paralegal costs $18 per hour. Reach us by Phone or Email.");
  await expect(page.locator("section", { has: page.getByRole("heading", { name: "History" }) })).toContainText(
    "changed the status (from New to In progress)",
  );
  await page.goto(`/staff/application/${ids.application}`);
  await expect(page.locator(".desk-details")).toContainText(/Pay\s*\$[\d,]+ - \$[\d,]+ USD per month/);
  await expect(page.getByText("Not forwarded: this site keeps what visitors send itself")).toBeVisible();
  await page.goto(`/staff/booking/${ids.booking}`);
  await expect(page.locator(".desk-details")).toContainText(/Rate\s*\$18 per hour/);
  await page.goto("/staff/audit");
  await expect(page.locator("tbody")).toContainText("changed the status (from New to In progress)");
});
