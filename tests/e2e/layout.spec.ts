import { expect, hydrated, test, afterNextFrames, installClock } from "./fixtures";

const roleLinks = [
  "Case-Coordinator",
  "Case-Manager",
  "Paralegal-Role",
  "Secretary-Receptionist",
  "Legal-Admin",
  "Intake-Specialist",
];
const serviceLinks = ["paralegal-service", "contract-life-cycle-management", "document-review", "admin-supports"];

/**
 * From the end of a hydrated page, follows the footer's About link and returns how far down the
 * new page was in each frame the browser drew of it, until it came to rest at the top.
 */
async function scrollPositionsOnTheNextPage(page: import("@playwright/test").Page): Promise<number[]> {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Every frame: the page shown (its heading) and how far down it is.
  await page.evaluate(() => {
    const frames: [string, number][] = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const sample = () => {
      frames.push([document.querySelector("main h1")?.textContent ?? "", window.scrollY]);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const before = await page.locator("main h1").textContent();
  await page.locator(".site-footer").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  await afterNextFrames(page);
  const frames = await page.evaluate(() => (window as unknown as { frames_: [string, number][] }).frames_);
  return frames.filter(([heading]) => heading !== before).map(([, y]) => y);
}

test("header: logo, menu entries and contact button", async ({ page, js }) => {
  test.skip(!js, "the same HTML with JavaScript off; checked once");
  await page.goto("/about");
  const header = page.locator(".site-header");
  await expect(header.getByRole("link", { name: /Northbridge LPO home/ })).toHaveAttribute("href", "/");
  const nav = header.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [
    ["Home", "/"],
    ["About Us", "/about"],
    ["Practice Areas", "/internalguide"],
    ["Roles", "/roles"],
    ["Services", "/service"],
    ["Blogs", "/Blog"],
    ["Careers", "/Career"],
    ["Contact", "/contact"],
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("sub-menus open on hover and list the six roles and four services", async ({ page, js }) => {
  test.skip(!js, "the same HTML with JavaScript off; checked once");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const rolesMenu = nav.getByRole("list", { name: "Roles pages" });
  await expect(rolesMenu).toBeHidden();
  await nav.getByRole("link", { name: "Roles", exact: true }).hover();
  await expect(rolesMenu).toBeVisible();
  const hrefs = await rolesMenu.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(roleLinks.map((r) => `/${r}`));

  await nav.getByRole("link", { name: "Services", exact: true }).hover();
  const servicesMenu = nav.getByRole("list", { name: "Services pages" });
  await expect(servicesMenu).toBeVisible();
  await expect(rolesMenu).toBeHidden();
  const serviceHrefs = await servicesMenu
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(serviceHrefs).toEqual(serviceLinks.map((s) => `/${s}`));
});

test("sub-menus open on keyboard focus and every sub-menu link is reachable by Tab", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Roles", exact: true }).focus();
  await expect(nav.getByRole("list", { name: "Roles pages" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", "/Case-Coordinator");
  for (let i = 1; i < roleLinks.length; i++) await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", "/Intake-Specialist");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", "/service");
  await expect(nav.getByRole("list", { name: "Services pages" })).toBeVisible();
});

test("header takes its sticky look after 50 px of scrolling", async ({ page, js }) => {
  test.skip(!js, "the sticky look is applied by the running bundle");
  await page.goto("/");
  await hydrated(page);
  const header = page.locator(".site-header");
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.mouse.wheel(0, 40);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  await afterNextFrames(page);
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute("data-sticky", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-sticky", "false");
});

test.describe("phone viewport", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens from the hamburger, holds search, navigation and socials, and closes", async ({
    page,
    js,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.locator(".mobile-menu__toggle");
    const panel = page.locator(".mobile-menu__panel");
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByPlaceholder("Search here...")).toBeVisible();
    const mobileNav = panel.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("link", { name: "Practice Areas" })).toHaveAttribute("href", "/internalguide");
    await expect(mobileNav.getByRole("link", { name: "Legal Admin" })).toHaveAttribute("href", "/Legal-Admin");
    await expect(panel.locator(".social-links a")).toHaveCount(5);
    await toggle.click();
    await expect(panel).toBeHidden();

    await toggle.click();
    await mobileNav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (js) await expect(page.locator(".mobile-menu__panel")).toBeHidden();
  });

  test("Escape closes the mobile menu", async ({ page, js }) => {
    test.skip(!js, "keyboard closing is an enhancement");
    await page.goto("/");
    await hydrated(page);
    await page.locator(".mobile-menu__toggle").click();
    await expect(page.locator(".mobile-menu__panel")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".mobile-menu__panel")).toBeHidden();
  });
});

test("footer: socials, quick links and contact block", async ({ page, js }) => {
  test.skip(!js, "the same HTML with JavaScript off; checked once");
  await page.goto("/");
  const footer = page.locator(".site-footer");
  const quick = footer.getByRole("navigation", { name: "Quick links" });
  const hrefs = await quick
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute("href")]));
  expect(hrefs).toEqual([
    ["Home", "/"],
    ["About", "/about"],
    ["Practice Areas", "/internalguide"],
    ["Roles", "/roles"],
    ["Contact", "/contact"],
    ["Careers", "/Career"],
    ["Privacy Policy", "/privacypolicy"],
  ]);
  const socials = footer.locator(".social-links a");
  await expect(socials).toHaveCount(5);
  for (const network of ["facebook", "twitter", "instagram", "linkedin", "youtube"]) {
    await expect(footer.locator(`.social-links a[href="https://${network}.example/northbridge-lpo"]`)).toHaveAttribute(
      "target",
      "_blank",
    );
  }
  await expect(footer.getByRole("link", { name: "+1 (305) 555-0142" })).toHaveAttribute("href", "tel:+13055550142");
  await expect(footer.getByRole("link", { name: "support@northbridge-lpo.example" })).toHaveAttribute(
    "href",
    "mailto:support@northbridge-lpo.example",
  );
  await expect(footer).toContainText("Kingston 10, Jamaica");
  await expect(footer).toContainText("Miami, FL 33131");
});

test("every page ends with the free-consultation call with a tap-to-call link", async ({ page, js }) => {
  test.skip(!js, "the same HTML with JavaScript off; checked once");
  for (const path of ["/", "/about", "/no-such-page"]) {
    await page.goto(path);
    const cta = page.locator(".consultation-cta");
    await expect(cta).toContainText("+1 (305) 555-0142");
    await expect(cta.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+13055550142");
  }
});

test("navigating scrolls the new page to the top", async ({ page, js }) => {
  test.skip(!js, "client-side navigation only");
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator(".site-footer").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // With reduced motion (this project's setting) the new page is at the top from its first frame.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const aboutHeading = await page.locator("main h1").textContent();
  await page.evaluate(() => {
    const frames: number[] = [];
    (window as unknown as { frames_: number[] }).frames_ = frames;
    let heading = document.querySelector("main h1")?.textContent;
    const sample = () => {
      const now = document.querySelector("main h1")?.textContent;
      if (now !== heading) frames.push(window.scrollY);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    heading = document.querySelector("main h1")?.textContent;
  });
  await page.locator(".site-footer").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.locator("main h1")).not.toHaveText(aboutHeading!);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { frames_: number[] }).frames_.length))
    .toBeGreaterThan(2);
  expect(await page.evaluate(() => (window as unknown as { frames_: number[] }).frames_.filter((y) => y > 0))).toEqual(
    [],
  );
});

test("the page's JavaScript is fetched only after its first paint, then the page hydrates", async ({ page, js }) => {
  test.skip(!js, "about the JavaScript");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  for (const path of ["/", "/Paralegal-Role", "/contact"]) {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint, path).toBeGreaterThan(0);
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.firstPaint!);
    // React Router asks for the routes of the page's links just after hydration; leaving before
    // that answer arrives aborts it, and the aborted request is logged as an error.
    await page.waitForLoadState("networkidle");
  }
  // Client-side navigation works on the hydrated page, and nothing was refused by the CSP.
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(errors).toEqual([]);
});

test("a browser that never reports a paint (a background tab) still gets the JavaScript soon after load", async ({
  page,
  js,
}) => {
  test.skip(!js, "about the JavaScript");
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type !== "paint") observe.call(this, options);
    };
  });
  // The page's clock stands still from before the load until the test moves it.
  const clock = await installClock(page);
  await clock.pause();
  await page.goto("/");
  const moduleScripts = () => page.evaluate(() => document.querySelectorAll('script[type="module"]').length);
  // Held for 3 s after load: nothing of React Router's scripts has started a millisecond before.
  await page.clock.runFor(2999);
  expect(await moduleScripts()).toBe(0);
  await page.clock.runFor(1);
  expect(await moduleScripts()).toBeGreaterThan(0);
  await page.clock.resume();
  await hydrated(page);
});

// Tests run with reduced motion (playwright.config.ts); these are about the motion itself.
test.describe("with motion, as most visitors have it", () => {
  test.use({ reducedMotion: "no-preference" });

  test("back-to-top appears after 300 px and scrolls to the top", async ({ page, js }) => {
    await page.goto("/");
    const button = page.getByRole("link", { name: "Back to top" });
    if (!js) {
      // Without JavaScript it is a plain in-page link at the end of the footer.
      await expect(button).toHaveAttribute("href", "#top");
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      return;
    }
    await hydrated(page);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await afterNextFrames(page);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("a route change scrolls the new page to the top smoothly, through the positions between", async ({
    page,
    js,
  }) => {
    test.skip(!js, "client-side navigation only");
    await page.goto("/");
    await hydrated(page);
    const onAbout = await scrollPositionsOnTheNextPage(page);
    // A jump shows the new page at 0 from its first frame; a smooth scroll passes through positions on the way.
    expect(onAbout.filter((y) => y > 0).length, onAbout.join(",")).toBeGreaterThan(1);
  });

  test("content is never hidden from a visitor without JavaScript", async ({ page, js }) => {
    test.skip(js, "no-JS only");
    await page.goto("/");
    await expect(page.locator(".page-loader")).toBeHidden();
    const hidden = await page
      .locator("[data-fade]")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(hidden).toBe(0);
  });

  test("the first-load spinner shows for about a second, then the page", async ({ page, js }) => {
    test.skip(!js, "the spinner only runs with JavaScript");
    await page.goto("/", { waitUntil: "commit" });
    // A CSS animation from the first paint: shown, then gone after 1 s, whatever the load time.
    // Read once the stylesheet applies (a loaded machine may paint the bare document first).
    await page.waitForFunction(() => Boolean(document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet));
    const style = await page.locator(".page-loader").evaluate((el) => {
      const css = getComputedStyle(el);
      return { display: css.display, name: css.animationName, delay: css.animationDelay };
    });
    expect(style).toEqual({ display: "grid", name: "loader-out", delay: "1s" });
    await expect(page.locator(".page-loader")).toBeHidden();
    // A hidden spinner that kept turning would keep a phone drawing frames nobody sees.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === "running")
            .map((animation) => (animation as CSSAnimation).animationName),
        ),
      )
      .toEqual([]);
  });

  test("below-the-fold fade-ups run once and leave content visible", async ({ page, js }) => {
    test.skip(!js, "fade-ups run with JavaScript only");
    await page.goto("/");
    await hydrated(page);
    const armed = page.locator(".fade-armed");
    expect(await armed.count()).toBeGreaterThan(0);
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" });
        await frame();
      }
    });
    await expect(page.locator(".fade-armed:not(.is-visible)")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator(".fade-armed:not(.is-visible)")).toHaveCount(0);
  });
});

test.describe("reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });
  test("no spinner, no fade-ups, and a route change jumps to the top", async ({ page, js }) => {
    await page.goto("/");
    await expect(page.locator(".page-loader")).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.locator(".fade-armed").count()).toBe(0);
    if (!js) return;
    await hydrated(page);
    // The new page is at the top from the first frame drawn of it.
    const onAbout = await scrollPositionsOnTheNextPage(page);
    expect(onAbout.length).toBeGreaterThan(0);
    expect(onAbout.filter((y) => y > 0)).toEqual([]);
  });

  test("busy signs (a sending button, the navigation bar, Lexi typing) stand still", async ({ page }) => {
    await page.goto("/");
    const endless = await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        "beforeend",
        '<span class="button__spinner"></span><div class="nav-progress" data-active="true"></div><div class="chat__typing"><span></span><span></span><span></span></div>',
      );
      return document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity).length;
    });
    expect(endless).toBe(0);
  });
});

test("unknown paths answer 404 with a styled page inside the layout", async ({ page, js }) => {
  test.skip(!js, "the same HTML with JavaScript off; checked once");
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.locator(".site-header")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.locator("body")).not.toContainText(/at .*\.js:\d+/);
});

test("the not-found page offers the site search, which finds the page with JavaScript on and off", async ({ page }) => {
  await page.goto("/Paralegal-Services-Old");
  const search = page.getByRole("search", { name: "Search for the page" });
  await search.getByRole("searchbox", { name: "Search the site" }).fill("paralegal pricing");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=paralegal\+pricing$/);
  await expect(page.locator(".search-results a").first()).toHaveAttribute("href", "/Paralegal-Role");
});

test("healthz answers 200 when the database answers", async ({ request, js }) => {
  test.skip(!js, "server behaviour, checked once");
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("OK");
});
