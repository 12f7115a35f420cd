import fs from "node:fs";
import { postForm } from "../support/forms";
import { deskSession, sendOneOfEach, uniqueMarker } from "../support/desk-items";
import { forbiddenIn } from "../support/desk-words";
import { expect, test } from "./fixtures";

// The inbox's CSV export holds exactly the view on screen: its filters, every page, newest first,
// headed in words, notes and transcripts included, UTF-8 with a byte-order mark, formulas made text.

const ALL_HEADERS =
  "Received,Kind,Name,E-mail,Phone,Company,Role,Rate,Tier,Preferred start date,Job,Pay,Experience,Resume,Message,Contact by,Hand-off request,Status,Assigned to,Delivery,Notes,Transcript";
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

test("the export link downloads exactly the inbox's current view, in words", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const marker = uniqueMarker("Export");
  const ids = await sendOneOfEach(baseURL!, marker, "café Zoë Ñúñez");
  expect(
    (
      await postForm(baseURL!, "/contact", {
        name: `${marker} Formula`,
        email: "f@firm.example",
        number: "555-0103",
        comment: '=HYPERLINK("http://evil.example","x")',
      })
    ).status,
  ).toBe(302);
  const session = await deskSession(baseURL!, "export");
  const post = (kind: string, id: number, fields: Record<string, string>) =>
    fetch(`${baseURL}/staff/${kind}/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session.cookie, origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  for (const [kind, id] of [
    ["contact", ids.contact],
    ["chat", ids.chat],
  ] as const) {
    expect((await post(kind, id, { intent: "status", status: "in_progress" })).status).toBe(302);
    expect((await post(kind, id, { intent: "note", note: "Rappelé à 15 h; rendez-vous vendredi" })).status).toBe(302);
  }
  await page.context().addCookies([session.browserCookie]);

  /** Opens the inbox with `search`, follows its export link as staff would, returns the file's bytes and rows. */
  async function exportOf(search: string) {
    await page.goto(`/staff${search}`);
    const downloaded = page.waitForEvent("download");
    await page.getByRole("link", { name: /^Export .* as CSV$/ }).click();
    const download = await downloaded;
    const bytes = fs.readFileSync((await download.path())!);
    return { bytes, name: download.suggestedFilename(), rows: parseCsv(bytes.toString("utf8").replace(/^\uFEFF/, "")) };
  }

  // Every kind the search finds: five items, in the inbox's order, headed in words.
  const all = await exportOf(`?q=${marker}`);
  expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(all.name).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = all.rows;
  expect(header.join(",")).toBe(ALL_HEADERS);
  await page.goto(`/staff?q=${marker}`);
  const inboxOrder = await page.locator("tbody tr td[data-label=From] a:first-of-type").allTextContents();
  expect(rows.map((row) => row[2])).toEqual(inboxOrder);
  expect([...inboxOrder].sort()).toEqual([
    `${marker} Applicant`,
    `${marker} Booking`,
    `${marker} Contact`,
    `${marker} Formula`,
    `${marker} Lead`,
  ]);
  const byName = (suffix: string) => rows.find((row) => row[2] === `${marker} ${suffix}`)!;
  const column = (name: string) => header.indexOf(name);
  for (const row of rows) expect(row[column("Received")]).toMatch(ISO_WITH_OFFSET);
  // A formula is text to a spreadsheet; accents arrive as they were typed.
  expect(byName("Formula")[column("Message")]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  expect(byName("Contact")[column("Message")]).toBe("Please call café Zoë Ñúñez");
  expect(byName("Contact")[column("Notes")]).toMatch(
    /^Rappelé à 15 h; rendez-vous vendredi \(export-\S+@northbridge-lpo\.example, \d{4}-\d{2}-\d{2}T[\d:]+\+00:00\)$/,
  );
  expect(byName("Contact")[column("Status")]).toBe("In progress");
  expect(byName("Contact")[column("Delivery")]).toBe("Not forwarded");
  expect(byName("Booking")[column("Rate")]).toBe("$18 per hour");
  expect(byName("Applicant")[column("Pay")]).toMatch(/^\$[\d,]+ - \$[\d,]+ USD per month$/);
  expect(byName("Applicant")[column("Resume")]).toBe("cv.pdf");
  expect(byName("Lead")[column("Company")]).toBe(`${marker} Firm LLP`);
  expect(byName("Lead")[column("Transcript")]).toMatch(
    new RegExp(`^\\S+\\+00:00 ${marker} Lead: What does a paralegal cost\\? café Zoë Ñúñez\\n\\S+\\+00:00 Assistant: `),
  );
  expect(forbiddenIn(all.bytes.toString("utf8"))).toEqual([]);

  // The status filter: only the two items in progress.
  const inProgress = await exportOf(`?q=${marker}&status=in_progress`);
  expect(
    inProgress.rows
      .slice(1)
      .map((row) => row[2])
      .sort(),
  ).toEqual([`${marker} Contact`, `${marker} Lead`]);

  // One kind: its own columns only.
  const bookings = await exportOf(`?q=${marker}&kind=booking`);
  expect(bookings.rows[0].join(",")).toBe(
    "Received,Kind,Name,E-mail,Phone,Role,Rate,Tier,Preferred start date,Message,Status,Assigned to,Delivery,Notes",
  );
  expect(bookings.rows.slice(1).map((row) => row[2])).toEqual([`${marker} Booking`]);
});

test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  test("the export refuses visitors, other sites and unknown kinds, and survives any query", async ({ baseURL }) => {
    const session = await deskSession(baseURL!, "export-hostile");
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${baseURL}${path}`, { redirect: "manual", headers: { cookie: session.cookie, ...headers } });

    // Signed out: to the sign-in page, no data.
    const signedOut = await fetch(`${baseURL}/staff/export/all`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/staff/sign-in");
    expect(await signedOut.text()).not.toContain("Received");
    // Another site's request, even one carrying the cookie: refused.
    const crossSite = await get("/staff/export/all", { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).not.toContain("Received");
    expect((await get("/staff/export/everything")).status).toBe(404);
    // A URL past 8 KB is refused by the request guards before the desk reads it.
    expect((await get(`/staff/export/all?q=${"x".repeat(10_000)}`)).status).toBe(414);

    for (const q of ["'; drop table bookings; --", '" OR 1=1 --', "%", "_", "\\", "x".repeat(7_000), "\u0000"]) {
      const response = await get(`/staff/export/all?q=${encodeURIComponent(q)}&status=done'--&kind=<script>`);
      expect(response.status, q.slice(0, 20)).toBe(200);
      expect((await response.text()).split("\r\n")[0]).toBe(ALL_HEADERS);
    }
  });
});
