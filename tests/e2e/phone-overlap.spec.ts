import type { Page } from "@playwright/test";
import { expect, field, hydrated, test } from "./fixtures";

/** The visible lines of text inside `within` that lie under the chat button or back-to-top, as they stand now. */
function textUnderFloatingButtons(page: Page, within: string): Promise<string[]> {
  return page.evaluate((within) => {
    const floating = [...document.querySelectorAll(".chat-launcher, .back-to-top")]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((el) => el.getBoundingClientRect());
    const hits: string[] = [];
    for (const root of document.querySelectorAll(within)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (
          !node.textContent?.trim() ||
          !parent ||
          parent.closest(".chat-launcher, .back-to-top, .visually-hidden, [data-sonner-toaster]")
        )
          continue;
        // Text the visitor cannot see (a closed menu drawer) cannot be covered.
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0 || rect.height === 0) continue;
          if (
            floating.some(
              (f) => rect.left < f.right && rect.right > f.left && rect.top < f.bottom && rect.bottom > f.top,
            )
          )
            hits.push(`${parent.tagName.toLowerCase()}: ${node.textContent.trim().slice(0, 40)}`);
        }
      }
    }
    return hits;
  }, within);
}

test.describe("toasts, the chat button and back-to-top float only once JavaScript runs", { tag: "@js-only" }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("on a 390 px phone: a toast never covers the navigation, the chat button covers no heading as a page opens and the floating buttons no text at its end, office labels line up with their addresses, blog card titles look like card titles", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page);

    // A contact message's success toast opens below the sticky header (hamburger and logo stay usable).
    await field(page, "Name").fill("Ana Phone");
    await field(page, "Email").fill("ana.phone@firm.example");
    await field(page, "Phone number").fill("555 0100");
    await field(page, "Message").fill("Checking the toast on a phone.");
    await page.getByRole("button", { name: "Submit Message" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Message submitted successfully!");
    // The toast slides down into place: once its top is below the header's bottom, it stays there.
    await expect
      .poll(async () => {
        const [toastBox, headerBox] = await Promise.all([
          toast.boundingBox(),
          page.locator(".site-header").boundingBox(),
        ]);
        return toastBox && headerBox ? toastBox.y - (headerBox.y + headerBox.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);

    // As a page opens no heading lies under the chat button (at 390 × 844 the home page's "About
    // us" heading ends at the fold, where the button floats), and the first scroll brings the
    // button; at the page's very end no line of text lies under the chat button or back-to-top.
    const launcher = page.locator(".chat-launcher");
    for (const path of ["/contact", "/", "/about", "/Career"]) {
      if (path !== "/contact") {
        await page.goto(path);
        await hydrated(page);
        expect(
          await textUnderFloatingButtons(page, "h1, h2, h3, .eyebrow"),
          `${path}: a heading under the chat button`,
        ).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 40));
        await expect(launcher, path).toHaveCSS("opacity", "1");
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.locator(".back-to-top")).toBeVisible();
      expect(await textUnderFloatingButtons(page, "body"), `${path}: text under a floating button`).toEqual([]);
    }

    // Each office: its label and its address start at the same left edge, after the pin.
    const offices = page.locator(".site-footer .contact-block p").filter({ has: page.locator("strong") });
    await expect(offices).toHaveCount(2);
    for (const office of await offices.all()) {
      // The label's box, and the box of the address: the text after the line break.
      const [label, address] = await office.locator("strong").evaluate((strong) => {
        const range = document.createRange();
        range.setStartAfter(strong.nextSibling!);
        range.setEndAfter(strong.parentElement!.lastChild!);
        const first = range.getClientRects()[0];
        return [strong.getBoundingClientRect().toJSON(), { x: first.x, y: first.y }];
      });
      expect(Math.abs(label.x - address.x)).toBeLessThan(1);
      expect(address.y).toBeGreaterThan(label.y + 1);
    }

    // A blog card's title (an h2 on the list) wears the same type as every other card title.
    const titleStyle = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((link) => {
          const heading = getComputedStyle(link.closest("h2, h3")!);
          const own = getComputedStyle(link);
          return {
            size: heading.fontSize,
            weight: heading.fontWeight,
            color: own.color,
            underline: own.textDecorationLine,
          };
        });
    await page.goto("/roles");
    const cardTitle = await titleStyle(".card--link h3 a");
    await page.goto("/Blog");
    expect(await titleStyle(".post-card__title a")).toEqual(cardTitle);
  });
});
