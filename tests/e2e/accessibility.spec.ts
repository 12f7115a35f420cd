import AxeBuilder from "@axe-core/playwright";
import { practiceAreas } from "../../app/content/practice-areas";
import { roles } from "../../app/content/roles";
import { expect, test } from "./fixtures";

// axe-core on every distinct page layout of the spec's tables (paths that share a layout — 26
// practice areas, 6 roles — by a few examples, Corporate's reordered sections among them), with
// JavaScript on and off: no violations. One test per page, so they spread over the workers.
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
  `/${roles[0].slug}`,
  `/${roles.at(-1)!.slug}`,
  `/${practiceAreas[0].slug}`,
  "/Corporate",
  `/${practiceAreas.at(-1)!.slug}`,
];

// Contrast is judged on the settled page: no fade-ups mid-animation.
test.use({ reducedMotion: "reduce" });
// axe runs inside the page, so it needs JavaScript; the JS-off page is checked as the server
// sends it with every script removed.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "axe needs JavaScript in the page; see the script-free pass");

async function violations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(" ")}`);
}

for (const route of routes) {
  test(`no axe violations on ${route} without JavaScript (the server's HTML, scripts removed)`, async ({ page, baseURL }) => {
    const html = await (await page.request.get(route)).text();
    const scriptFree = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link data-after-first-paint=""[^>]*>/g, "");
    await page.route(baseURL + route, (r) => r.fulfill({ body: scriptFree, contentType: "text/html" }));
    await page.goto(route);
    expect(await violations(page)).toEqual([]);
  });

  test(`no axe violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    expect(await violations(page)).toEqual([]);
  });
}
