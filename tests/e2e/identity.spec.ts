import { expect, test } from "./fixtures";

test.describe("the server decides, and layout is CSS alone: run once", { tag: "@js-only" }, () => {
  /** Width and height from a PNG's IHDR chunk. */
  function pngSize(bytes: Buffer) {
    expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }

  /** An attribute's value in a tag of the served HTML (names are case-insensitive: React writes srcLang). */
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

  test.describe("identity over HTTP", () => {
    test("the heading font is one file of at most 40 KB, the one the stylesheet names, optional, cached for a year, never preloaded with the page", async ({
      request,
    }) => {
      const fonts = new Set<string>();
      for (const path of ["/", "/contact", "/Personal"]) {
        const page = await request.get(path);
        // Fetched after the first paint (after-first-paint.ts), so nothing shares the connection with what that paint needs.
        expect(page.headers()["link"] ?? "", `${path} preloads nothing`).not.toContain("preload");
        const html = await page.text();
        expect(html).not.toMatch(/<link[^>]+rel="preload"/);
        const css = await (await request.get(/<link rel="stylesheet" href="([^"]+)"/.exec(html)![1])).text();
        const named = [...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1].replace(/["']/g, ""));
        expect(named).toHaveLength(1);
        fonts.add(named[0]);
        expect(css).toContain("font-display:optional");
      }
      expect(fonts.size).toBe(1);
      const font = await request.get([...fonts][0]);
      expect(font.status()).toBe(200);
      expect(font.headers()["cache-control"]).toContain("immutable");
      expect((await font.body()).length).toBeLessThanOrEqual(40 * 1024);
    });

    test("every icon a page draws has its symbol in the page, whatever the page type", async ({ request }) => {
      for (const path of [
        "/",
        "/about",
        "/roles",
        "/Personal",
        "/Paralegal-Role",
        "/contact",
        "/Booking/Legal-Admin$18",
        "/Blog-detail/1",
        "/Career",
        "/search?q=rates",
        "/no-such-page",
      ]) {
        const html = await (await request.get(path)).text();
        const drawn = new Set([...html.matchAll(/<use href="#(icon-[\w-]+)"/g)].map((m) => m[1]));
        expect(drawn.size, `${path} draws icons`).toBeGreaterThan(3);
        const defined = new Set([...html.matchAll(/<symbol id="(icon-[\w-]+)"/g)].map((m) => m[1]));
        expect(
          [...drawn].filter((id) => !defined.has(id)),
          `${path}: icons without their symbol`,
        ).toEqual([]);
        expect(
          [...defined].filter((id) => !drawn.has(id)),
          `${path}: symbols no icon uses`,
        ).toEqual([]);
      }
    });

    test("every page type's images reserve their size and say what they show; banners carry their page type's drawing", async ({
      request,
    }) => {
      const pages: [string, string][] = [
        ["/", "/illustrations/home-hero.svg"],
        ["/about", "/illustrations/about.svg"],
        ["/roles", "/illustrations/listing.svg"],
        ["/Personal", "/illustrations/case-path.svg"],
        ["/Paralegal-Role", "/illustrations/role.svg"],
        ["/Legal", "/illustrations/service.svg"],
        ["/Career", "/illustrations/careers.svg"],
        ["/Blog", "/illustrations/blog.svg"],
      ];
      for (const [path, banner] of pages) {
        const html = await (await request.get(path)).text();
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
        const images = [...main.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
        expect(
          images.some((tag) => attribute(tag, "src")?.startsWith(`${banner}?v=`) && /banner__illustration/.test(tag)),
          `${path} shows ${banner}`,
        ).toBe(true);
        for (const tag of images) {
          expect(Number(attribute(tag, "width")), `${path}: ${tag}`).toBeGreaterThan(0);
          expect(Number(attribute(tag, "height")), `${path}: ${tag}`).toBeGreaterThan(0);
          expect(attribute(tag, "alt"), `${path}: ${tag}`).not.toBeUndefined();
          if (attribute(tag, "src")?.startsWith("/illustrations/"))
            expect(attribute(tag, "alt")!.length, `${path}: ${tag}`).toBeGreaterThan(10);
        }
      }
      // The three benefit cards of a practice area are pictured, each with its theme's alt text.
      const practice = await (await request.get("/Personal")).text();
      expect([
        ...practice.matchAll(
          /<img class="benefit-card__picture" src="\/illustrations\/benefit-[a-z]+\.svg\?v=\w+" alt="[^"]{10,}"/g,
        ),
      ]).toHaveLength(3);
      // Named with their content's version, the drawings are cached for a year; the bare name (the stylesheet's) for an hour.
      const [, versioned] = /src="(\/illustrations\/case-path\.svg\?v=\w+)"/.exec(practice) ?? [];
      const drawing = await request.get(versioned);
      expect(drawing.headers()["content-type"]).toContain("image/svg+xml");
      expect(drawing.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await request.get("/illustrations/case-path.svg")).headers()["cache-control"]).toBe(
        "public, max-age=3600",
      );
    });

    test("each page's og:image is its own branded 1200 × 630 PNG, cached and revalidated; no image for a page that does not exist", async ({
      request,
    }) => {
      const seen = new Set<string>();
      for (const path of [
        "/",
        "/Personal",
        "/Paralegal-Role",
        "/Blog-detail/1",
        "/CareerDetails/case-manager",
        "/contact",
      ]) {
        const html = await (await request.get(path)).text();
        const [, content] = /<meta property="og:image" content="([^"]+)"/.exec(html) ?? [];
        const url = new URL(content);
        expect(url.pathname).toBe(path === "/" ? "/og/home.png" : `/og${path}.png`);
        const image = await request.get(url.pathname);
        expect(image.status(), url.pathname).toBe(200);
        expect(image.headers()["content-type"]).toBe("image/png");
        expect(image.headers()["cache-control"]).toMatch(/public, max-age=604800/);
        const bytes = await image.body();
        expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
        seen.add(bytes.toString("base64"));
        const again = await request.get(url.pathname, { headers: { "If-None-Match": image.headers()["etag"] } });
        expect(again.status()).toBe(304);
      }
      expect(seen.size, "every page has a card of its own").toBe(6);
      for (const path of [
        "/og/no-such-page.png",
        "/og/Blog-detail/999999.png",
        "/og/%3Cscript%3E.png",
        "/og/..%2F..%2Fetc%2Fpasswd.png",
        "/og/Personal",
        "/og/.png",
      ]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
    });

    test("the explainer video is captioned, small, with a poster; the favicon set and the social marks are served", async ({
      request,
    }) => {
      const home = await (await request.get("/")).text();
      const [track] = /<track [^>]*>/.exec(home) ?? [""];
      expect(attribute(track, "kind")).toBe("captions");
      expect(attribute(track, "srclang")).toBe("en");
      const captions = await request.get(attribute(track, "src")!);
      expect(captions.headers()["content-type"]).toContain("text/vtt");
      const vtt = await captions.text();
      expect(vtt.startsWith("WEBVTT")).toBe(true);
      const cues = [...vtt.matchAll(/(\d\d):(\d\d)\.\d{3} --> (\d\d):(\d\d)\.\d{3}/g)];
      const end = Number(cues.at(-1)![3]) * 60 + Number(cues.at(-1)![4]);
      expect(end).toBeGreaterThanOrEqual(30);
      expect(end).toBeLessThanOrEqual(60);
      const video = await request.get("/media/why-choose-us.webm");
      expect(video.headers()["content-type"]).toBe("video/webm");
      expect((await video.body()).length).toBeLessThanOrEqual(2 * 1024 * 1024);
      expect((await request.get("/media/why-choose-us-poster.svg")).status()).toBe(200);

      expect(home).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
      expect(home).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
      expect(pngSize(await (await request.get("/apple-touch-icon.png")).body())).toEqual({ width: 180, height: 180 });
      expect(pngSize(await (await request.get("/favicon-32.png")).body())).toEqual({ width: 32, height: 32 });
      expect((await (await request.get("/favicon.ico")).body()).subarray(0, 4).toString("hex")).toBe("00000100");
      const manifest = (await (await request.get("/site.webmanifest")).json()) as {
        icons: { src: string; sizes: string }[];
      };
      for (const icon of manifest.icons) {
        const [width, height] = icon.sizes.split("x").map(Number);
        expect(pngSize(await (await request.get(icon.src)).body())).toEqual({ width, height });
      }

      // Brand marks are drawn from symbols in the page itself (nothing to fetch before the first
      // paint), the same as the sprite's the browser adds for pages it renders later.
      const sprite = /<defs id="icon-symbols" data-sprite="(\/icons\.svg\?v=\w+)"/.exec(home)?.[1] ?? "";
      expect(sprite, "the page names the sprite").toBeTruthy();
      const symbols = await (await request.get(sprite)).text();
      for (const network of ["facebook", "twitter", "instagram", "linkedin", "youtube"]) {
        expect(home).toContain(`<use href="#icon-brand-${network}"></use>`);
        const inPage = new RegExp(`<symbol id="icon-brand-${network}"[\\s\\S]*?</symbol>`).exec(home)?.[0];
        expect(inPage, network).toBeTruthy();
        expect(symbols).toContain(inPage);
      }
    });
  });

  test("one drawing per page type: each page type's banner shows its own, none borrowed from another type", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const pageTypes: Record<string, string> = {
      home: "/",
      about: "/about",
      "practice area": "/Immigration",
      role: "/Paralegal-Role",
      "service page": "/Legal",
      "service list": "/paralegal-service",
      "service detail": "/services/legal-research-and-case-law-summaries",
      services: "/service",
      "practice areas": "/internalguide",
      "roles and pricing": "/roles",
      careers: "/Career",
      job: "/CareerDetails/case-manager",
      blog: "/Blog",
      post: "/Blog-detail/1",
      contact: "/contact",
      booking: "/Booking/Legal-Admin$18",
      application: "/ApplyForm/case-manager",
      search: "/search?q=paralegal",
      "sample work": "/sample-work",
      "page not found": "/no-such-page",
    };
    const drawingOf = new Map<string, string>();
    for (const [type, path] of Object.entries(pageTypes)) {
      await page.goto(path);
      // A banner's <img>, or the picture its stylesheet draws behind a form page's band or above a page-not-found message.
      const drawing = await page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>("main .banner__illustration");
        if (img) return new URL(img.src).pathname;
        for (const element of document.querySelectorAll("main .banner, main .error-page .container")) {
          for (const style of [getComputedStyle(element), getComputedStyle(element, "::before")]) {
            const url = /url\("?([^")]+)"?\)/.exec(style.backgroundImage)?.[1];
            if (url) return new URL(url).pathname;
          }
        }
        return "";
      });
      expect(drawing, `${type} (${path}) shows a drawing`).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
      const response = await page.request.get(drawing);
      expect(response.headers()["content-type"], drawing).toContain("image/svg+xml");
      drawingOf.set(type, drawing);
    }
    const byDrawing = new Map<string, string[]>();
    for (const [type, drawing] of drawingOf) byDrawing.set(drawing, [...(byDrawing.get(drawing) ?? []), type]);
    expect(
      [...byDrawing.values()].filter((types) => types.length > 1),
      "page types sharing a drawing",
    ).toEqual([]);
    // Nor does a page's inner picture borrow another page type's banner (About's "Who we are" panel).
    await page.goto("/about");
    const aboutDrawings = await page
      .locator('main img[src*="/illustrations/"]')
      .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
    const borrowed = aboutDrawings.filter((drawing) => byDrawing.has(drawing) && drawing !== drawingOf.get("about"));
    expect(borrowed, "drawings on /about that are another page type's banner").toEqual([]);
  });

  test("a banner's drawing has its box before the drawing arrives, so nothing below it moves when it does", async ({
    page,
  }) => {
    // The drawings are still on their way (never answered): the box must come from the page's width
    // and the <img>'s size attributes. (A failed drawing would show its alt text instead.)
    await page.route(/\/illustrations\/.*\.svg(\?|$)/, () => {});
    const paths = [
      "/",
      "/about",
      "/Immigration",
      "/Paralegal-Role",
      "/Legal",
      "/roles",
      "/sample-work",
      "/Career",
      "/Blog",
    ];
    for (const width of [412, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const boxes = await page.locator("main .banner__illustration").evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.checkVisibility())
            .map((image) => {
              const { width: w, height: h } = image.getBoundingClientRect();
              const ratio = Number(image.getAttribute("height")) / Number(image.getAttribute("width"));
              return { w, h, expectedH: w * ratio };
            }),
        );
        for (const { w, h, expectedH } of boxes) {
          expect(w, `${path} at ${width} px: the drawing's width`).toBeGreaterThan(100);
          expect(Math.abs(h - expectedH), `${path} at ${width} px: the drawing's height`).toBeLessThan(1);
        }
      }
    }
  });

  test("practice-area benefit drawings are shown whole, never cover-cropped, at every width from a phone to a wide screen", async ({
    page,
  }) => {
    // The box each drawing is drawn into, against the drawings' own 5:3: `object-fit: cover` shows
    // only the part of a drawing that fits a box of another shape.
    await page.route(/\.(svg|woff2|png)(\?|$)/, (route) => route.abort());
    for (const width of [390, 800, 1000, 1100, 1200, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/Immigration");
      const shown = await page.locator(".benefit-card__picture").evaluateAll((pictures) =>
        pictures.map((picture) => {
          const { width: w, height: h } = picture.getBoundingClientRect();
          return Math.min(w / h / (5 / 3), 5 / 3 / (w / h));
        }),
      );
      expect(shown, `${width} px`).toHaveLength(3);
      for (const fraction of shown)
        expect(fraction, `${width} px: share of the drawing shown`).toBeGreaterThanOrEqual(0.95);
    }
  });
});
