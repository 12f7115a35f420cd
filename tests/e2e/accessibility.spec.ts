import AxeBuilder from "@axe-core/playwright";
import { practiceAreas } from "../../app/content/practice-areas";
import { roles } from "../../app/content/roles";
import { expect, test } from "./fixtures";

// axe-core on every route of the spec's tables (and the parameterised ones by example), with
// JavaScript on and off: no violations.
const routes = [
  "/",
  "/about",
  "/roles",
  "/service",
  "/Blog",
  "/contact",
  "/internalguide",
  "/privacypolicy",
  "/Career",
  "/paralegal-service",
  "/contract-life-cycle-management",
  "/document-review",
  "/admin-supports",
  "/Legal",
  "/DraftCaseStatus",
  "/DraftCorrespondence",
  "/Deposition",
  "/search?q=immigration",
  "/services/legal-research-and-case-law-summaries",
  "/Blog-detail/1",
  "/CareerDetails/case-manager",
  "/ApplyForm/case-manager",
  "/Booking/Legal-Admin$18",
  "/no-such-page",
  ...roles.map((r) => `/${r.slug}`),
  ...practiceAreas.map((a) => `/${a.slug}`),
];

// Contrast is judged on the settled page: no fade-ups mid-animation.
test.use({ reducedMotion: "reduce" });
// axe runs inside the page, so it needs JavaScript; the JS-off page is checked as the server
// sends it with every script removed.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "axe needs JavaScript in the page; see the script-free pass");

async function audit(page: import("@playwright/test").Page, problems: string[], label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  for (const violation of results.violations) {
    problems.push(`${label}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(" ")}`);
  }
}

test("no axe violations on any route without JavaScript (the server's HTML, scripts removed)", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  for (const route of routes) {
    const html = await (await page.request.get(route)).text();
    const scriptFree = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link data-after-first-paint=""[^>]*>/g, "");
    await page.route(baseURL + route, (r) => r.fulfill({ body: scriptFree, contentType: "text/html" }));
    await page.goto(route);
    await page.unroute(baseURL + route);
    await audit(page, problems, `${route} (no JS)`);
  }
  expect(problems).toEqual([]);
});

test("no axe violations on any route", async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await audit(page, problems, route);
  }
  expect(problems).toEqual([]);
});
