import { practiceAreas } from "../../app/content/practice-areas";
import { roles } from "../../app/content/roles";
import { axeViolations, expect, hydrated, test } from "./fixtures";

// axe-core on every distinct page layout of docs/product.md#routes, once each: paths that share a
// layout (26 practice areas, 6 roles, the four service lists, the static service pages) by one
// example, Corporate's reordered sections besides. Each is checked as the server sends it with
// every script removed (what a visitor without JavaScript gets); the pages whose DOM JavaScript
// changes (forms, the calculator, search, the header's menu, the chat launcher) are checked
// hydrated as well. One test per page, so they spread over the workers.
const layouts = [
  "/about",
  "/service",
  "/Blog",
  "/internalguide",
  "/sample-work",
  "/privacypolicy",
  "/Career",
  "/paralegal-service",
  "/Legal",
  "/services/legal-research-and-case-law-summaries",
  "/CareerDetails/case-manager",
  "/no-such-page",
  `/${roles.at(-1)!.slug}`,
  `/${practiceAreas[0].slug}`,
];
const scriptedLayouts = [
  "/",
  "/roles",
  "/contact",
  "/Booking/Legal-Admin$18",
  "/ApplyForm/case-manager",
  "/search?q=immigration",
  "/Blog-detail/1",
  "/Corporate",
];

// axe runs inside the page, so it needs JavaScript; the JS-off page is checked as the server
// sends it with every script removed.
test.describe("axe needs JavaScript in the page; see the script-free pass", { tag: "@js-only" }, () => {
  test("the check finds what it looks for: an unnamed image, an unlabelled field, faint text", async ({
    page,
    baseURL,
  }) => {
    const planted = `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1>
    <img src="/favicon.ico"><input type="text"><p style="color:#ccc;background:#fff">Faint text</p></main></body></html>`;
    await page.route(baseURL + "/planted-violations", (r) => r.fulfill({ body: planted, contentType: "text/html" }));
    await page.goto("/planted-violations");
    const found = (await axeViolations(page)).map((line) => line.split(" ")[1]);
    expect(found).toEqual(expect.arrayContaining(["image-alt", "label", "color-contrast"]));
  });

  for (const route of [...layouts, ...scriptedLayouts]) {
    test(`no axe violations on ${route} without JavaScript (the server's HTML, scripts removed)`, async ({
      page,
      baseURL,
    }) => {
      const html = await (await page.request.get(route)).text();
      const scriptFree = html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<link data-after-first-paint=""[^>]*>/g, "");
      await page.route(baseURL + route, (r) => r.fulfill({ body: scriptFree, contentType: "text/html" }));
      await page.goto(route);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const route of scriptedLayouts) {
    test(`no axe violations on ${route}`, async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
