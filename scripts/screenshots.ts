/**
 * `npm run screenshots`: full-page screenshots of every public page type at a phone's width
 * (390 px) and a laptop's (1366 px), with JavaScript on and off, from the built site on its
 * embedded defaults, into screenshots/ (not committed). Run `npm run build` first. Motion is
 * reduced so below-the-fold sections are shown as they settle, not mid-fade; each page is scrolled
 * through first, as a visitor would, so its lazy images are loaded.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { startSite } from "./site-process";

const pageTypes: Record<string, string> = {
  home: "/",
  about: "/about",
  "roles and pricing": "/roles",
  "roles: cost worked out without JavaScript": "/roles?role=Paralegal-Role&schedule=full-time&bilingual=on&staff=2",
  role: "/Paralegal-Role",
  "practice areas": "/internalguide",
  "practice area": "/Immigration",
  services: "/service",
  "service list": "/paralegal-service",
  "service page": "/Legal",
  "service detail": "/services/legal-research-and-case-law-summaries",
  careers: "/Career",
  "career detail": "/CareerDetails/case-manager",
  application: "/ApplyForm/case-manager",
  blog: "/Blog",
  "blog post": "/Blog-detail/1",
  contact: "/contact",
  booking: "/Booking/Legal-Admin$15?tier=full-time",
  "sample work": "/sample-work",
  "privacy policy": "/privacypolicy",
  search: "/search?q=price+of+a+paralegal",
  "page not found": "/no-such-page",
  "staff sign-in": "/staff/sign-in",
};
const widths = [390, 1366];

const outDir = path.resolve(import.meta.dirname, "..", "screenshots");
fs.mkdirSync(outDir, { recursive: true });
const site = await startSite();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const index: string[] = [];
try {
  for (const javaScriptEnabled of [true, false]) {
    for (const width of widths) {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width, height: width < 800 ? 844 : 900 },
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const [name, pagePath] of Object.entries(pageTypes)) {
        const response = await page.goto(site.url + pagePath, { waitUntil: "load" });
        // Scroll through as a visitor would, so lazy images and fade-ins are there, then back to the top.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 400) await page.mouse.wheel(0, 400);
        // Only the pictures drawn at this width: a lazy image in a hidden column (a banner's drawing
        // on a phone) never loads, and waiting on it held every page for the whole timeout.
        await page.waitForFunction(
          () => [...document.images].every((image) => image.complete || !image.checkVisibility()),
          undefined,
          { polling: 100 },
        );
        await page.evaluate(() => scrollTo(0, 0));
        await page.evaluate(() => document.fonts.ready);
        const file = `${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}-${width}-${javaScriptEnabled ? "js" : "no-js"}.png`;
        await page.screenshot({ path: path.join(outDir, file), fullPage: true });
        index.push(`${file}\t${response?.status()}\t${pagePath}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
fs.writeFileSync(path.join(outDir, "index.tsv"), index.join("\n") + "\n");
console.log(`${index.length} screenshots in ${outDir}`);
