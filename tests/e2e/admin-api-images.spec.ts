import type { Locator, Page } from "@playwright/test";
import { startSite, type SiteProcess } from "../../scripts/site-process";
import { startAdminApiStandIn, type StandIn } from "../support/admin-api-standin";
import { expect, hydrated, test } from "./fixtures";

// With ADMIN_API_URL set, service icons and blog images come from the API's uploads folder. Our
// CSP must let exactly that folder through, and an icon that cannot be shown falls back to the
// default image: on the server when the API cannot serve it (so also without JavaScript), and in
// the browser when only the browser's request fails (also before the page has hydrated).
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1280, height: 4000 } }); // every lazy icon in view

const FALLBACK = "/uploads/default-icon.svg";
const svg = (colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="74" height="62"><rect width="74" height="62" fill="${colour}"/></svg>`,
  );
const card = (title: string, icon: string) => ({ title, definition: `<p>About ${title}</p>`, icon });

let standIn: StandIn;
let site: SiteProcess;

test.beforeAll(async () => {
  const id = "24_Paralegal-Service";
  standIn = await startAdminApiStandIn({
    get_data8: [{ id: 7, title: "Pictured post", img: "cover.svg", shart_description: "<p>Summary</p>" }],
    "get_blog_data/7": [{ title: "Pictured post", img: "cover.svg", description: "<p>Body</p>" }],
    [`get_data10/${id}`]: [
      card("Served icon", "served.svg"),
      card("Missing icon", "missing.png"),
      card("Browser-blocked icon", "blocked.svg"),
    ],
    [`get_data7/${id}`]: [
      { service_name: "Trial Preparation Support", description: "<p>From the API</p>", heading_name: "First heading" },
    ],
  });
  standIn.uploads = {
    "served.svg": { type: "image/svg+xml", body: svg("#2a6") },
    "blocked.svg": { type: "image/svg+xml", body: svg("#26a") },
    "cover.svg": { type: "image/svg+xml", body: svg("#a62") },
  };
  site = await startSite({
    ADMIN_API_URL: standIn.url,
    ADMIN_API_TIMEOUT_MS: "2000",
    CONTENT_CACHE_TTL_SECONDS: "300",
  });
});

test.afterAll(async () => {
  await site?.stop();
  await standIn?.close();
});

function cspViolations(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** The image's source once it has finished loading, and whether it shows a picture. */
function shown(img: Locator) {
  return expect.poll(() =>
    img.evaluate((i: HTMLImageElement) =>
      i.complete && i.naturalWidth > 0 ? new URL(i.currentSrc).pathname : "not shown",
    ),
  );
}

const icon = (page: Page, title: string) => page.locator("main .card").filter({ hasText: title }).locator("img");

test(
  "the CSP lets images through from the API's uploads folder and nowhere else of the API",
  { tag: "@js-only" },
  async ({ request }) => {
    const response = await request.get(`${site.url}/services/trial-preparation-support`);
    const csp = response.headers()["content-security-policy"];
    const imgSrc = csp.split("; ").find((d) => d.startsWith("img-src "));
    expect(imgSrc).toBe(`img-src 'self' data: ${standIn.url}uploads/`);
  },
);

test("service icons and blog images from the API are shown; an icon the API cannot serve is the default", async ({
  page,
}) => {
  const violations = cspViolations(page);
  await page.goto(`${site.url}/services/trial-preparation-support`);
  await shown(icon(page, "Served icon")).toBe("/api/uploads/served.svg");
  // Replaced in the HTML itself: no script needed.
  await expect(icon(page, "Missing icon")).toHaveAttribute("src", FALLBACK);
  await shown(icon(page, "Missing icon")).toBe(FALLBACK);

  // The post's cover, not the page banner's drawing.
  const cover = page.locator("main img:not(.banner__illustration)").first();
  await page.goto(`${site.url}/Blog-detail/7`);
  await shown(cover).toBe("/api/uploads/cover.svg");
  await page.goto(`${site.url}/Blog`);
  await shown(cover).toBe("/api/uploads/cover.svg");
  expect(violations).toEqual([]);
});

test("an icon only the browser fails to load, before the page has hydrated, falls back to the default", async ({
  page,
  js,
}) => {
  test.skip(!js, "without JavaScript only the server's check applies");
  let iconFailed!: () => void;
  const failed = new Promise<void>((resolve) => (iconFailed = resolve));
  await page.route(`${standIn.url}uploads/blocked.svg`, async (route) => {
    await route.abort("connectionrefused");
    iconFailed();
  });
  // Hydration waits until the icon has failed, so React never hears its error event.
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await failed;
    await route.continue();
  });
  await page.goto(`${site.url}/services/trial-preparation-support`);
  await hydrated(page);
  await shown(icon(page, "Browser-blocked icon")).toBe(FALLBACK);
  await shown(icon(page, "Served icon")).toBe("/api/uploads/served.svg");
});
