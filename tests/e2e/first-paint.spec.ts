import { expect, hydrated, test } from "./fixtures";

test.describe("what waits for the first paint is held by the page's head script", { tag: "@js-only" }, () => {
  /** Every page type the first seconds are judged on (scripts/bench.ts runs Lighthouse on the same). */
  const pageTypes = [
    "/",
    "/about",
    "/Immigration",
    "/Paralegal-Role",
    "/contact",
    "/Booking/Legal-Admin$18",
    "/ApplyForm/case-manager",
    "/Blog",
    "/Blog-detail/1",
    "/Career",
    "/CareerDetails/case-manager",
    "/search?q=paralegal",
    "/sample-work",
  ];

  test("before its first paint a page fetches its stylesheet and its pictures, nothing else: no script, font, icon sprite, manifest or captions", async ({
    page,
  }) => {
    // Every page as a first visit sees it: nothing in the cache (a font in the renderer's memory cache
    // is taken at once, with the stylesheet that names it, network or not).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    for (const path of pageTypes) {
      await page.goto(path);
      const early = await page.evaluate(async () => {
        // The first paint has an entry once it has happened; the page's scripts start after it.
        const paint = await new Promise<PerformanceEntry>((resolve) =>
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName("first-contentful-paint")[0];
            if (entry) {
              observer.disconnect();
              resolve(entry);
            }
          }).observe({ type: "paint", buffered: true }),
        );
        return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime < paint.startTime)
          .map((entry) => ({ url: new URL(entry.name).pathname, initiator: entry.initiatorType }));
      });
      const stylesheets = early.filter((entry) => entry.initiator === "link" && entry.url.endsWith(".css"));
      expect(stylesheets, `${path}: the stylesheet comes before the first paint`).toHaveLength(1);
      const pictures = early.filter(
        (entry) =>
          ["img", "css"].includes(entry.initiator) &&
          /\.(svg|png|webp|avif|jpe?g)$/.test(entry.url) &&
          !entry.url.startsWith("/icons"),
      );
      const others = early.filter((entry) => !stylesheets.includes(entry) && !pictures.includes(entry));
      expect(others, `${path}: fetched before the first paint`).toEqual([]);
      // The next page as the first of a visit too (a visit's later pages find the heading face in the cache).
      await page.waitForFunction(() =>
        [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Fraunces" && face.status === "loaded"),
      );
      await page.evaluate(() => sessionStorage.clear());
    }
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
    await cdp.detach();
  });

  test("no page makes the browser load its locale data while it starts: no Intl, toLocaleString or localeCompare", async ({
    page,
  }) => {
    // The first use of the browser's locale data in a page costs 20-50 ms in one task on this
    // machine, four times that on Lighthouse's phone: all of it counts as blocking time (decision 0041).
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { localeDataCalls: calls });
      const record = (name: string) => calls.push(`${name}, ${new Error().stack?.split("\n")[3]?.trim() ?? "?"}`);
      for (const [prototype, names] of [
        [String.prototype, ["localeCompare"]],
        [Number.prototype, ["toLocaleString"]],
        [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
      ] as const) {
        for (const name of names) {
          const original = (prototype as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
          Object.defineProperty(prototype, name, {
            value(this: unknown, ...args: unknown[]) {
              record(name);
              return original.apply(this, args);
            },
          });
        }
      }
      for (const name of [
        "NumberFormat",
        "DateTimeFormat",
        "Collator",
        "PluralRules",
        "RelativeTimeFormat",
        "ListFormat",
      ]) {
        const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
        intl[name] = new Proxy(intl[name], {
          construct(target, args) {
            record(`Intl.${name}`);
            return new target(...args);
          },
        });
      }
    });
    for (const path of [...pageTypes, "/roles"]) {
      await page.goto(path);
      await hydrated(page);
      // What the page starts once it is idle (the chat button's script, the heading face) too.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(
        await page.evaluate(() => (window as unknown as { localeDataCalls: string[] }).localeDataCalls),
        path,
      ).toEqual([]);
    }
  });

  test("a page's history entry is written once, before its first paint, and scroll positions still come back on Back and on reload", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const writes: { painted: boolean }[] = [];
      Object.assign(window, { historyWrites: writes });
      const replaceState = History.prototype.replaceState;
      History.prototype.replaceState = function (this: History, ...args: Parameters<History["replaceState"]>) {
        writes.push({ painted: performance.getEntriesByName("first-contentful-paint").length > 0 });
        return replaceState.apply(this, args);
      };
    });
    const historyWrites = () =>
      page.evaluate(() => (window as unknown as { historyWrites: { painted: boolean }[] }).historyWrites);
    for (const path of ["/about", "/Booking/Legal-Admin$18", "/Career"]) {
      await page.goto(path);
      await hydrated(page);
      expect(await historyWrites(), path).toEqual([{ painted: false }]);
    }

    // React Router still keys the entry as its own: a position left on this page comes back.
    await page.goto("/about");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // A link in the sticky header: clicking it scrolls nothing first.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Roles", exact: true }).click();
    await expect(page).toHaveURL(/\/roles$/);
    // The new page is shown from its top; until it is, a 900 read after Back could be this page's.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test("the first page of a visit sets headings in the metric-matched fallback and fetches the face after it loaded; the next page uses the face", async ({
    page,
  }) => {
    const fontOf = async (selector: string) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      await cdp.detach();
      return fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (web font)" : ""}`);
    };
    await page.goto("/");
    expect(await fontOf("main h1")).not.toContain("Fraunces (web font)");
    // The face is fetched once the page has loaded, and is then ready for the next page.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Fraunces").map((face) => face.status),
        ),
      )
      .toEqual(["loaded"]);
    expect(await fontOf("main h1"), "the page on screen keeps its face: nothing reflows").not.toContain(
      "Fraunces (web font)",
    );

    // A page rendered in the browser (a link followed) takes the face...
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => fontOf("main h1")).toEqual(["Fraunces (web font)"]);
    // ...and so does every page the visit loads afresh, from its first paint.
    await page.goto("/Personal");
    for (const selector of ["main h1", "main h2"])
      expect(await fontOf(selector), selector).toEqual(["Fraunces (web font)"]);
  });

  test("after the first paint the page links its manifest and, once running, can draw any icon on pages it renders itself", async ({
    page,
  }) => {
    // The contact page draws no headset; the roles page, rendered in the browser, does.
    expect(await (await page.request.get("/contact")).text()).not.toContain("icon-Headset");
    await page.goto("/contact");
    await hydrated(page);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    await expect.poll(() => page.locator("#icon-symbols symbol").count()).toBeGreaterThan(90);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Roles", exact: true }).click();
    await expect(page).toHaveURL(/\/roles$/);
    const headsetIcon = page.locator('main use[href="#icon-Headset"]').first();
    await expect(headsetIcon).toBeAttached();
    const box = await headsetIcon.evaluate((use: SVGUseElement) => ({ width: use.getBBox().width }));
    expect(box.width, "the symbol it points to draws something").toBeGreaterThan(0);
  });
});

test.describe("a page the visitor acts on while it starts", { tag: "@js-only" }, () => {
  test("a visitor who taps and presses keys while the page starts still gets a running page, on the site and on the desk", async ({
    page,
  }) => {
    // In React 18 a tap during hydration hydrates at once; while the router still decoded the page's
    // data, that failed the root (React error #345) and the page never ran: the chat button fell back
    // to its link, the forms to plain posts. The taps here come between every two tasks, until it runs.
    await page.addInitScript(() => {
      const nextTask = new MessageChannel();
      nextTask.port1.onmessage = () => {
        if (document.documentElement.dataset.hydrated === "true") return;
        const target = document.querySelector("main") ?? document.body;
        target.click();
        target.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift", bubbles: true }));
        nextTask.port2.postMessage(null);
      };
      document.addEventListener("DOMContentLoaded", () => nextTask.port2.postMessage(null));
    });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    for (const path of ["/contact", "/staff/sign-in", "/"]) {
      await page.goto(path);
      await expect
        .poll(
          async () => pageErrors.join("\n") || (await page.evaluate(() => document.documentElement.dataset.hydrated)),
          path,
        )
        .toBe("true");
    }
    await page.getByRole("link", { name: "Chat with Lexi" }).click();
    await expect(page.getByRole("dialog", { name: "Chat with Lexi" })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
