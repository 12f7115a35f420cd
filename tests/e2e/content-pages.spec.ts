import { practiceAreas } from "../../app/content/practice-areas";
import { roles } from "../../app/content/roles";
import { expect, hydrated, test } from "./fixtures";

const practiceRoutes =
  "Personal Criminal Family Immigration RealEstate Employment Corporate EstatePlanning Bankruptcy Intellectual ContractLaw Civil Environmental Taxlaw Healthcare Administrative Insurance Construction Maritime Medialaw Consumerprotection Municipal Transportation Education Lemonlaw Habitabilitylaw".split(
    " ",
  );
const practiceTitles = [
  "Personal Injury",
  "Criminal",
  "Family",
  "Immigration",
  "Real Estate",
  "Employment & Labor",
  "Corporate & Business",
  "Estate Planning & Probate",
  "Bankruptcy",
  "IP Law",
  "Contract Law",
  "Civil Litigation",
  "Environmental",
  "Tax",
  "Healthcare",
  "Administrative",
  "Insurance",
  "Construction",
  "Maritime/Admiralty",
  "Entertainment/Media",
  "Consumer Protection/Class Actions",
  "Municipal/Local Government",
  "Transportation and Logistics",
  "Education",
  "Lemon Law",
  "Habitability",
];

/** Every static and practice-area route of docs/product.md#routes. */
const specRoutes = [
  "/",
  "/about",
  "/roles",
  "/service",
  "/Blog",
  "/blog",
  "/contact",
  "/internalguide",
  "/privacypolicy",
  "/Career",
  "/paralegal-service",
  "/Paralegal-service",
  "/contract-life-cycle-management",
  "/document-review",
  "/admin-supports",
  "/Legal",
  "/DraftCaseStatus",
  "/DraftCorrespondence",
  "/Deposition",
  "/Case-Coordinator",
  "/Case-Manager",
  "/Paralegal-Role",
  "/Secretary-Receptionist",
  "/Legal-Admin",
  "/Intake-Specialist",
  ...practiceRoutes.map((r) => `/${r}`),
];

// The booking links of one role (docs/product.md#constants); every role's are unit-tested over the pricing table (app/content/pricing.test.ts).
const secretaryBookingTargets = ["Secretary-Receptionist$12", "Secretary-Receptionist$12", "Secretary-Receptionist$15"];

// The server sends the same HTML with JavaScript on or off, so what these pages hold is checked
// once, in the JS project; that none of it needs JavaScript to be seen is layout.spec.ts's and
// the accessibility pass's (the server's HTML with every script removed).
test.describe("server-rendered content", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the same HTML with JavaScript off; checked once");

  test("every route of the product's route tables answers 200 with one h1, a title and a canonical link", async ({
    request,
    baseURL,
  }) => {
    for (const route of specRoutes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g), route).toHaveLength(1);
      expect(/<title>([^<]{6,})<\/title>/.test(html), route).toBe(true);
      // The e2e server's SITE_URL is the address the tests browse.
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1].startsWith(`${baseURL}/`), route).toBe(true);
      expect(/<meta name="description" content="([^"]{31,})"/.test(html), route).toBe(true);
      expect(html.match(/<meta property="og:title"/g), route).toHaveLength(1);
    }
  });

  test("titles and meta descriptions are unique across the static pages", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of specRoutes.filter((r) => r !== "/blog" && r !== "/Paralegal-service")) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(
        descriptions.get(description),
        `${route} repeats the description of ${descriptions.get(description)}`,
      ).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
  });

  test("both casings of /Blog and /paralegal-service declare one canonical URL", async ({ page, baseURL }) => {
    await page.goto("/blog");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/Blog`);
    await page.goto("/Paralegal-service");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/paralegal-service`);
  });

  // One smoke test per layout: the content files themselves are checked by app/content/load-content.server.test.ts.
  test("practice-area layout: hero, six services, three benefits, five reasons, closing, in the order the content asks", async ({
    page,
  }) => {
    for (const area of practiceAreas.filter((a) => a.slug === "Personal" || a.slug === "Corporate")) {
      await page.goto(`/${area.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.hero.heading);
      await expect(page.locator(".banner .eyebrow")).toHaveText(area.hero.badge);
      await expect(page.locator(".banner")).toContainText(area.hero.description);
      await expect(page.locator(".service-list__item")).toHaveCount(6);
      await expect(page.locator(".service-list__item h3")).toHaveText(area.services.map((s) => s.title));
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: `How We Can Transform Your ${area.practiceName ?? area.title} Practice`,
        }),
      ).toBeVisible();
      await expect(page.locator(".benefit-card")).toHaveCount(3);
      const featured = page.locator(".benefit-card--featured");
      await expect(featured).toHaveCount(1);
      expect(await featured.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(400);
      await expect(page.locator("section[aria-labelledby='why-heading'] .card")).toHaveCount(5);
      await expect(page.locator("section[aria-labelledby='why-heading'] .card h3").nth(1)).toContainText(/bilingual/i);
      await expect(page.getByRole("heading", { name: area.closing.heading })).toBeVisible();
      // The page's closing band carries the free consultation by phone; the site-wide band is not repeated after it.
      await expect(page.locator(".closing-banner").getByRole("link", { name: "Call Now" })).toHaveAttribute(
        "href",
        "tel:+13055550142",
      );
      await expect(page.locator(".consultation-cta")).toBeHidden();
      const order = await page
        .locator("main section")
        .evaluateAll((sections) => sections.map((s) => s.getAttribute("aria-labelledby")));
      const services = order.indexOf("services-heading");
      const transform = order.indexOf("transform-heading");
      if (area.transformBeforeServices) expect(transform, area.slug).toBeLessThan(services);
      else expect(services, area.slug).toBeLessThan(transform);
    }
  });

  test("role layout: three tiers with the product's booking links, duties, why choose, disclaimer", async ({
    page,
  }) => {
    const role = roles.find((r) => r.slug === "Secretary-Receptionist")!;
    await page.goto(`/${role.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(role.intro.heading);
    await expect(page.locator("main")).toContainText(role.intro.paragraphs[0]);
    await expect(page.locator(".checklist li")).toHaveText(role.intro.list);
    const tiers = page.locator(".pricing-tier");
    await expect(tiers).toHaveCount(3);
    await expect(tiers.locator("h3")).toHaveText(["Contract Base", "Full Time", "Multilingual"]);
    await expect(tiers.nth(0)).toContainText("80 hours/month");
    await expect(tiers.nth(0)).toContainText("20 hrs/week");
    await expect(tiers.nth(1)).toContainText("160 hours/month");
    await expect(tiers.nth(1)).toContainText("40 hrs/week");
    await expect(tiers.nth(2)).toContainText("English/French");
    await expect(tiers.nth(2)).toContainText("English/Spanish");
    const hrefs = await tiers
      .getByRole("link", { name: /Get Started/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const tierKeys = ["contract", "full-time", "multilingual"];
    expect(hrefs).toEqual(secretaryBookingTargets.map((id, i) => `/Booking/${id}?tier=${tierKeys[i]}`));
    await expect(page.locator(".disclaimer")).toContainText(
      "not U.S. based or licensed, but is trained to work with U.S. law firms",
    );
    await expect(page.locator(".consultation-cta a[href^='tel:']").first()).toBeVisible();
  });

  test("roles and services listings link to their pages", async ({ page }) => {
    await page.goto("/roles");
    await expect(page.locator("main .card")).toHaveCount(6);
    await page.goto("/service");
    const lines = page.locator("section[aria-label='Service lines'] .card h3 a");
    await expect(lines).toHaveCount(4);
    expect(await lines.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/paralegal-service",
      "/contract-life-cycle-management",
      "/document-review",
      "/admin-supports",
    ]);
  });

  test("static service pages: two tables each, and Deposition's seven cards and four reasons", async ({ page }) => {
    for (const slug of ["Legal", "DraftCaseStatus", "DraftCorrespondence"]) {
      await page.goto(`/${slug}`);
      await expect(page.locator("main table"), slug).toHaveCount(2);
    }
    await page.goto("/Deposition");
    const sections = page.locator("main section.section").filter({ has: page.locator(".grid") });
    await expect(sections.nth(0).locator(".card")).toHaveCount(7);
    await expect(sections.nth(1).locator(".card")).toHaveCount(4);
  });

  test("practice areas hub: Book a Demo in a new tab, the 26 areas as a directory in groups, four reasons, a closing band to the demo, contact and the phone", async ({
    page,
  }) => {
    await page.goto("/internalguide");
    const demo = page.locator(".banner").getByRole("link", { name: /Book a Demo/ });
    await expect(demo).toHaveAttribute("href", "https://booking.northbridge-lpo.example/consultation");
    await expect(demo).toHaveAttribute("target", "_blank");
    const directory = page.locator("section[aria-labelledby='areas-heading'] .directory");
    await expect(directory.locator(".directory__group h3")).toHaveText([
      "Litigation and Claims",
      "Individuals and Families",
      "Business and Transactions",
      "Government and Regulated Industries",
    ]);
    // Every practice area once, each with its icon and its one line.
    const links = directory.locator(".directory__item a");
    await expect(links).toHaveCount(26);
    expect((await links.allTextContents()).sort()).toEqual([...practiceTitles].sort());
    await expect(directory.locator(".directory__item").first().locator("svg")).toHaveCount(1);
    await expect(directory.locator(".directory__item p")).toHaveCount(26);
    await expect(page.locator("section[aria-labelledby='hub-why-heading'] .card")).toHaveCount(4);
    // One band closes the page: the demo, contact, and the free consultation by phone.
    const closing = page.locator("section[aria-labelledby='hub-closing-heading']");
    await expect(closing.getByRole("link", { name: /^Book a Demo/ })).toHaveAttribute(
      "href",
      "https://booking.northbridge-lpo.example/consultation",
    );
    await expect(closing.getByRole("link", { name: "Contact With Us" })).toHaveAttribute("href", "/contact");
    await expect(closing.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+13055550142");
    await expect(page.locator(".consultation-cta")).toBeHidden();
  });

  test("About: badges, mission/vision/values, four steps and six FAQs", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("main")).toContainText("5 Years of Experience");
    await expect(page.locator("main")).toContainText("100% Success Rate");
    await expect(page.locator("section[aria-labelledby='mvv-heading'] .card h3")).toHaveText([
      "Mission",
      "Vision",
      "Values",
    ]);
    await expect(page.locator(".timeline li")).toHaveCount(4);
    await expect(page.locator(".faq__item")).toHaveCount(6);
  });

  test("privacy policy: effective date, SMS terms, under-18 clause, contact details, Back to Home", async ({
    page,
  }) => {
    await page.goto("/privacypolicy");
    const main = page.locator("main");
    await expect(main).toContainText("August 20, 2025");
    await expect(main).toContainText(/two messages per week/i);
    await expect(main).toContainText("STOP");
    await expect(main).toContainText(/carrier/i);
    await expect(main).toContainText(/18/);
    await expect(main).toContainText("support@northbridge-lpo.example");
    await expect(main).toContainText("+1 (305) 555-0142");
    await expect(main).toContainText("Miami, FL 33131");
    await expect(main).not.toContainText("{email}");
    expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("contact page: Get in Touch, both offices, phone, e-mail; the map loads only when asked", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
    });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
    const main = page.locator("main");
    await expect(main).toContainText("Kingston 10, Jamaica");
    await expect(main).toContainText("Miami, FL 33131");
    await expect(main.getByRole("link", { name: "+1 (305) 555-0142" })).toHaveAttribute("href", "tel:+13055550142");
    await expect(main.getByRole("link", { name: "support@northbridge-lpo.example" })).toBeVisible();
    await expect(main.getByRole("link", { name: /Open the address in OpenStreetMap/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    await main.getByRole("link", { name: "Show map" }).click();
    await expect(page.locator("iframe[title='Map of our Florida office']")).toHaveAttribute(
      "src",
      /openstreetmap\.org\/export\/embed/,
    );
  });

  test("legacy /CareerNew and /CareerNewDetails redirect permanently to /Career", async ({ request }) => {
    for (const path of ["/CareerNew", "/CareerNewDetails"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe("/Career");
    }
  });

  test("the sitemap lists every page and robots.txt points at it", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const route of specRoutes.filter((r) => r !== "/blog" && r !== "/Paralegal-service")) {
      expect(xml, route).toContain(`<loc>${baseURL}${route}</loc>`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("organisation JSON-LD names the brand, phone, e-mail and both offices", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
    const json = (JSON.parse(block)["@graph"] as Record<string, unknown>[]).find(
      (item) => item["@type"] === "Organization",
    ) as Record<string, unknown[]>;
    expect(json.name).toBe("Northbridge LPO");
    expect(json.telephone).toBe("+1 (305) 555-0142");
    expect(json.email).toBe("support@northbridge-lpo.example");
    expect(json.address).toHaveLength(2);
  });

  test("search finds pages for 'immigration' and 'Spanish', from the header's box and the mobile menu too", async ({
    page,
  }) => {
    await page.goto("/search?q=immigration");
    const results = page.locator(".search-results li");
    expect(await results.count()).toBeGreaterThan(0);
    await expect(results.first().getByRole("link")).toHaveAttribute("href", "/Immigration");
    await page.goto("/search?q=Spanish");
    expect(await results.count()).toBeGreaterThan(1);
    await expect(page.locator(".search-results")).toContainText(/Spanish/);

    await page.goto("/about");
    const headerSearch = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("searchbox", { name: "Search the site" });
    await headerSearch.fill("legal admin cost");
    await headerSearch.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=legal\+admin\+cost/);
    await expect(page.locator(".search-results li").first().getByRole("link")).toHaveAttribute("href", "/Legal-Admin");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.locator(".mobile-menu__toggle").click();
    const drawerSearch = page.locator(".mobile-menu").getByPlaceholder("Search here...");
    await drawerSearch.fill("bankruptcy");
    await drawerSearch.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=bankruptcy/);
    await expect(page.locator(".search-results li").first().getByRole("link")).toHaveAttribute("href", "/Bankruptcy");
  });

  test("an empty or absurd search gets a helpful empty state, never an error", async ({ page }) => {
    for (const q of ["", "%%%", "zzqxjv", "a".repeat(5000), "<script>alert(1)</script>", "' OR 1=1 --"]) {
      const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q.slice(0, 20)).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
      await expect(page.locator("main")).toContainText(
        q.trim() === "" ? "Type a word or two" : "Try a shorter or different word",
      );
    }
  });
});

// One open at a time with JavaScript and without (the <details> share a name): both are checked.
test("About FAQ: the first is open; one open at a time; clicking the open one closes it", async ({ page, js }) => {
  await page.goto("/about");
  const items = page.locator(".faq__item");
  const answers = page.locator(".faq__answer");
  await expect(answers.nth(0)).toBeVisible();
  for (let i = 1; i < 6; i++) await expect(answers.nth(i)).toBeHidden();
  if (js) await hydrated(page);
  // With JavaScript and without: the browser's exclusive accordion keeps one open.
  await items.nth(2).locator("summary").click();
  await expect(answers.nth(2)).toBeVisible();
  await expect(answers.nth(0)).toBeHidden();
  await items.nth(4).locator("summary").click();
  await expect(answers.nth(4)).toBeVisible();
  await expect(answers.nth(2)).toBeHidden();
  await items.nth(4).locator("summary").click();
  await expect(page.locator(".faq__item[open]")).toHaveCount(0);
  expect(await answers.nth(0).evaluate((el) => getComputedStyle(el).maxHeight)).toBe("200px");
});
