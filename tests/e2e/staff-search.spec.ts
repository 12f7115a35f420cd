import { postForm } from "../support/forms";
import { deskSession, sendOneOfEach, uniqueMarker } from "../support/desk-items";
import { expect, test } from "./fixtures";

// "Search everything": one box finds a word in any field of any kind, message bodies and chat
// transcripts included, with the match marked — as text, never as markup.

test("one search box finds words in messages and transcripts, marked safely", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const marker = uniqueMarker("Find");
  const word = `Zanzibar${marker.slice(4)}`;
  await sendOneOfEach(baseURL!, marker, `in ${word}`);
  expect(
    (
      await postForm(baseURL!, "/contact", {
        name: `${marker} Markup`,
        email: "m@firm.example",
        number: "555-0104",
        comment: `<img src=x onerror="document.title='owned'"> <b>${word}</b> <script>document.title='owned'</script>`,
      })
    ).status,
  ).toBe(302);
  const session = await deskSession(baseURL!, "search");
  await page.context().addCookies([session.browserCookie]);

  await page.goto("/staff");
  await page.getByLabel("Search everything").fill(word.toLowerCase());
  await page.getByRole("button", { name: "Show" }).click();
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(5);
  // The chat lead was found by its transcript, the others by their messages; each shows the word marked.
  await expect(rows.filter({ hasText: `${marker} Lead` }).locator("mark")).toHaveText([word]);
  await expect(rows.filter({ hasText: `${marker} Contact` }).locator("mark")).toHaveText([word]);
  const markup = rows.filter({ hasText: `${marker} Markup` });
  await expect(markup.locator("mark")).toHaveText([word]);
  await expect(markup.locator(".desk-excerpt")).toContainText(`<b>${word}</b>`);
  await expect(markup.locator("img, b, script")).toHaveCount(0);
  expect(await page.title()).not.toBe("owned");

  // Filters narrow the search: kind, then a date range that excludes today.
  await page.goto(`/staff?q=${word}&kind=chat`);
  await expect(rows).toHaveCount(1);
  await page.goto(`/staff?q=${word}&to=2001-01-01`);
  await expect(page.getByText("Nothing here.")).toBeVisible();
  await page.goto(`/staff?q=${word}&kind=application`);
  await expect(rows).toHaveCount(1);
  const jobOption = page.locator("#filter-job option", { hasText: "Case Manager" }).first();
  await page.goto(`/staff?q=${word}&job=${await jobOption.getAttribute("value")}`);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${marker} Applicant`);
});

test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  test("SQL and full-text syntax in the search never fails the page or shows what it should not", async ({
    baseURL,
  }) => {
    const session = await deskSession(baseURL!, "search-hostile");
    const hostile = [
      "'; drop table contact_messages; --",
      '"',
      '"unbalanced',
      "a NEAR b",
      "NEAR(a b, 2)",
      "*",
      "abc*",
      "-abc",
      "a OR b",
      "((a",
      "a)) AND (",
      "name:abc",
      "a:* | !b",
      "\u0000",
      "%",
      "x".repeat(7_000),
    ];
    for (const q of hostile) {
      const response = await fetch(`${baseURL}/staff?q=${encodeURIComponent(q)}&from=2026-13-45&to=x&job=1;drop`, {
        headers: { cookie: session.cookie },
      });
      expect(response.status, q.slice(0, 20)).toBe(200);
      const html = await response.text();
      expect(html).toContain("<h1>Inbox</h1>");
      expect(html).not.toMatch(/SQLITE_|syntax error|fts5:|tsquery/i);
    }
    // Syntax alone is no words. Names and e-mails still match any part, and other specs store hostile
    // names in the same database, so the queries are runs of syntax no stored name holds.
    for (const q of ['*)(*"', '"*"((', '((*"*']) {
      const html = await (
        await fetch(`${baseURL}/staff?q=${encodeURIComponent(q)}`, { headers: { cookie: session.cookie } })
      ).text();
      expect(html, q).toContain("Nothing here.");
    }
    // 10 kB in the address is refused by the request guards, before the desk reads it.
    expect(
      (await fetch(`${baseURL}/staff?q=${"x".repeat(10_000)}`, { headers: { cookie: session.cookie } })).status,
    ).toBe(414);
  });
});
