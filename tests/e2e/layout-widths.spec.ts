import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.describe("layout is the stylesheet's alone: measured once", { tag: "@js-only" }, () => {
  /** Every page type, from a phone held upright to a wide desktop. */
  const pageTypes = [
    "/",
    "/about",
    "/roles",
    "/Paralegal-Role",
    "/internalguide",
    "/Immigration",
    "/service",
    "/paralegal-service",
    "/contract-life-cycle-management",
    "/Legal",
    "/services/legal-research-and-case-law-summaries",
    "/Career",
    "/CareerDetails/case-manager",
    "/ApplyForm/case-manager",
    "/Blog",
    "/Blog-detail/1",
    "/contact",
    "/Booking/Legal-Admin$18",
    "/search?q=paralegal",
    "/sample-work",
    "/privacypolicy",
    "/no-such-page",
  ];
  const widths = [320, 390, 768, 1024, 1366, 1920];

  /** The collections of cards whose rows are judged: grids of cards, benefit cards, service lists, price tiers, directories. */
  const CARD_COLLECTIONS = "main :is(.grid, .benefit-grid, .service-list, .pricing-grid, .directory, .sample-list)";
  /** Cards and badges that must never sit on a drawing. */
  const COVERS = "main :is(.stat-badge, .card, .benefit-card, .claim-badge)";
  /** A heading inside one of these is a card heading: three lines at most. */
  const CARD = ".card, .benefit-card, .service-list__item, .directory__group, .pricing-card, .sample-card";

  /**
   * What is wrong with the page's layout at the current width, one line per defect: a card or badge
   * over a drawing; a card collection whose last row holds one card (or less than half a row) while
   * another row holds more; a heading broken after a hyphen, or a card heading over three lines.
   */
  async function layoutDefects(page: Page): Promise<string[]> {
    return page.evaluate(
      ({ collections, covers, card }) => {
        const defects: string[] = [];
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
        };
        const name = (element: Element) =>
          `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? "." + element.className.trim().split(/\s+/).join(".") : ""}`;

        // 1. Nothing covers a drawing.
        const drawings = [...document.querySelectorAll("main img")].filter(visible);
        for (const cover of [...document.querySelectorAll(covers)].filter(visible)) {
          const a = cover.getBoundingClientRect();
          for (const drawing of drawings) {
            if (cover.contains(drawing)) continue;
            const b = drawing.getBoundingClientRect();
            const overlap =
              Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
              Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
            if (overlap > 4)
              defects.push(
                `${name(cover)} covers ${Math.round((overlap / (b.width * b.height)) * 100)}% of ${drawing.getAttribute("src")?.split("?")[0]}`,
              );
          }
        }

        // 2. Card collections: no lone card in a last row, no row less than half full, when a row holds more.
        for (const collection of [...document.querySelectorAll(collections)].filter(visible)) {
          const cards = [...collection.children].filter(visible);
          if (cards.length < 2) continue;
          const rows: number[] = [];
          let lastTop = Number.NaN;
          for (const child of cards) {
            const top = Math.round(child.getBoundingClientRect().top);
            if (Number.isNaN(lastTop) || Math.abs(top - lastTop) > 2) rows.push(0);
            rows[rows.length - 1]++;
            lastTop = top;
          }
          const widest = Math.max(...rows);
          // A grid of cards balances itself (app.css): every row reaches across the grid, leaving no empty column.
          if (collection.classList.contains("grid")) {
            const box = collection.getBoundingClientRect();
            let start = 0;
            for (const count of rows) {
              const row = cards.slice(start, start + count).map((child) => child.getBoundingClientRect());
              start += count;
              const span = Math.max(...row.map((r) => r.right)) - Math.min(...row.map((r) => r.left));
              if (span < box.width - 2)
                defects.push(
                  `${name(collection)} (${cards.length} cards): a row of ${count} leaves ${Math.round(box.width - span)} px empty`,
                );
            }
          }
          const last = rows[rows.length - 1];
          if (widest > 1 && (last === 1 || last < Math.ceil(widest / 2)))
            defects.push(
              `${name(collection)} (${cards.length} cards) in rows of ${rows.join("+")}: the last row is ${last === 1 ? "one card" : "less than half full"}`,
            );
        }

        // 3. Headings: never broken after a hyphen; in a card, three lines at most. The browser is
        //    asked for boxes only where it matters (a range's line boxes, the two sides of a hyphen):
        //    one question per character cost about a tenth of this test's CPU time.
        const top = (node: Node, offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getClientRects()[0]?.top;
        };
        // A job card's facts line ("… · Full-time") is held to the same rule.
        for (const heading of document.querySelectorAll("main :is(h1, h2, h3, h4, .job-meta)")) {
          if (!visible(heading)) continue;
          const whole = document.createRange();
          whole.selectNodeContents(heading);
          const tops: number[] = [];
          for (const line of whole.getClientRects())
            if (line.width > 0 && !tops.some((seen) => Math.abs(seen - line.top) < 3)) tops.push(line.top);
          // The characters in reading order, across the heading's text nodes (a hyphen may end one).
          const chars: { node: Node; offset: number; char: string }[] = [];
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            for (let offset = 0; offset < (node.textContent ?? "").length; offset++)
              chars.push({ node, offset, char: node.textContent![offset] });
          for (let i = 1; i < chars.length - 1; i++) {
            const [before, hyphen, after] = [chars[i - 1], chars[i], chars[i + 1]];
            if (hyphen.char !== "-" || !/\p{L}/u.test(before.char) || !/\p{L}/u.test(after.char)) continue;
            const hyphenTop = top(hyphen.node, hyphen.offset);
            const afterTop = top(after.node, after.offset);
            if (hyphenTop !== undefined && afterTop !== undefined && afterTop > hyphenTop + 3)
              defects.push(`"${heading.textContent?.trim()}" breaks after a hyphen`);
          }
          // Three lines where cards share a row; a card alone across a phone (480 px or less) gives a
          // long title the whole width, and may take a fourth (measured in DejaVu Sans, this
          // machine's system face, wider than the ones phones use).
          const holder = heading.closest(card);
          const alone =
            holder !== null &&
            window.innerWidth <= 480 &&
            holder.getBoundingClientRect().width > window.innerWidth * 0.8;
          if (holder && tops.length > (alone ? 4 : 3))
            defects.push(`card heading "${heading.textContent?.trim()}" runs to ${tops.length} lines`);
        }

        // 4. Benefit cards side by side are alike: the same drawing box and the drawing at the same place.
        const benefitRows = new Map<number, DOMRect[]>();
        for (const picture of [
          ...document.querySelectorAll("main .benefit-card:not(.benefit-card--featured) .benefit-card__picture"),
        ].filter(visible)) {
          const box = picture.getBoundingClientRect();
          const row = Math.round(box.top);
          benefitRows.set(row, [...(benefitRows.get(row) ?? []), box]);
        }
        for (const boxes of benefitRows.values())
          if (
            boxes.some((box) => Math.abs(box.height - boxes[0].height) > 1 || Math.abs(box.width - boxes[0].width) > 1)
          )
            defects.push(
              `benefit drawings side by side differ in size: ${boxes.map((box) => `${Math.round(box.width)}x${Math.round(box.height)}`).join(", ")}`,
            );

        return [...new Set(defects)];
      },
      { collections: CARD_COLLECTIONS, covers: COVERS, card: CARD },
    );
  }

  test("layouts hold from 320 to 1920 px on every page type: no card over a drawing, no lone last card, no heading broken at a hyphen or over three lines in a card", async ({
    page,
  }) => {
    test.slow(); // 22 page types at six widths
    // Layout needs the stylesheet and the images' reserved boxes, not the drawings or the web font;
    // headings in the fallback serif are the wider case.
    await page.route(/\.(svg|woff2|png|webm)(\?|$)/, (route) => route.abort());
    const found: string[] = [];
    for (const path of pageTypes) {
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        for (const defect of await layoutDefects(page)) found.push(`${path} at ${width} px: ${defect}`);
      }
    }
    expect(found).toEqual([]);
  });

  test("every page ends with one call-to-action band: the free consultation by phone, with the page's own heading and links where it has them", async ({
    page,
  }) => {
    for (const path of [
      "/",
      "/about",
      "/internalguide",
      "/Immigration",
      "/services/legal-research-and-case-law-summaries",
      "/Paralegal-Role",
      "/contact",
      "/no-such-page",
    ]) {
      await page.goto(path);
      const bands = page.locator(":is(.closing-banner, .consultation-cta):visible");
      await expect(bands, path).toHaveCount(1);
      await expect(bands.getByRole("link", { name: /Call Now/ }), path).toHaveAttribute("href", "tel:+13055550142");
      // The band is the last thing before the footer.
      const next = await bands.evaluate((band) => {
        let after = band.nextElementSibling ?? band.closest("main")?.nextElementSibling ?? null;
        while (after && getComputedStyle(after).display === "none") after = after.nextElementSibling;
        return after?.tagName.toLowerCase() ?? "";
      });
      expect(next, `${path}: after the band`).toBe("footer");
    }
  });
});
