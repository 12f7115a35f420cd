import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { pdfText } from "../support/pdf-text";
import { expect, test } from "./fixtures";

/** The samples as their content files say (content/samples/*.md): what the page and the PDFs must show. */
const samplesDir = path.resolve(import.meta.dirname, "..", "..", "content", "samples");
const samples = fs
  .readdirSync(samplesDir)
  .sort()
  .map((file) => {
    const [, front, body] = fs.readFileSync(path.join(samplesDir, file), "utf8").split(/^---$/m);
    const meta = YAML.parse(front) as {
      slug: string;
      kind: string;
      title: string;
      notice: string;
      roles: string[];
      practiceAreas: string[];
      services: string[];
    };
    const firstParagraph = body
      .split(/\n\n/)
      .find((block) => /^[A-Z][^|#-]/.test(block.trim()))!
      .trim()
      .replace(/\s+/g, " ");
    const firstCell = /\n\| ([^|]+?) \|/.exec(body.split(/\| ---/)[1] ?? "")?.[1]?.trim();
    return { ...meta, firstParagraph, firstCell };
  });

test("there are at least three samples, each a kind of work our staff deliver, each saying it is a sample with invented names", () => {
  expect(samples.length).toBeGreaterThanOrEqual(3);
  for (const sample of samples) expect(sample.notice, sample.slug).toMatch(/sample.*(invented|fictional)/i);
  expect(samples.map((s) => s.kind)).toEqual(
    expect.arrayContaining(["Deposition summary", "Medical-records chronology", "Intake summary"]),
  );
});

test("the Sample Work page shows every sample whole, with its notice, and links each to its PDF", async ({ page }) => {
  await page.goto("/sample-work");
  await expect(page).toHaveTitle(/Sample Work/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("See the Work Before You Hire");
  for (const [index, sample] of samples.entries()) {
    const section = page.locator(`section#${sample.slug}`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(sample.title);
    await expect(section.getByRole("note")).toHaveText(sample.notice);
    await expect(section).toContainText(sample.firstParagraph);
    if (sample.firstCell) await expect(section.locator("table").first()).toContainText(sample.firstCell);
    await expect(
      section.getByRole("link", { name: `Download this ${sample.kind.toLowerCase()} as PDF` }),
    ).toHaveAttribute("href", `/sample-work/${sample.slug}.pdf`);
    // The list at the top: read here, or download.
    const card = page.locator(".sample-card").nth(index);
    await expect(card.getByRole("link", { name: `Read the sample: ${sample.title}` })).toHaveAttribute(
      "href",
      `#${sample.slug}`,
    );
    await expect(card.getByRole("link", { name: `Download PDF: ${sample.title}` })).toHaveAttribute(
      "href",
      `/sample-work/${sample.slug}.pdf`,
    );
  }
});

// Plain HTTP requests, no page: the JS-off project would make the very same ones.
test.describe("PDF downloads and 404s over HTTP, the same without JavaScript", { tag: "@js-only" }, () => {
  test("each sample downloads as a PDF made from the same text: its title, notice, paragraphs and tables; cached and revalidated", async ({
    request,
  }) => {
    for (const sample of samples) {
      const response = await request.get(`/sample-work/${sample.slug}.pdf`);
      expect(response.status(), sample.slug).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${sample.slug}.pdf"`);
      const pdf = await response.body();
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // The document's title (an object of its own, named by /Title).
      expect(pdf.toString("latin1")).toMatch(/\/Title \d+ 0 R/);
      expect(pdf.toString("latin1")).toContain(`(${sample.title})`);
      const text = pdfText(pdf);
      expect(text, sample.slug).toContain(sample.notice);
      expect(text).toContain(sample.firstParagraph);
      if (sample.firstCell) expect(text).toContain(sample.firstCell);
      expect(text).toMatch(/a sample written by Northbridge LPO with invented names\. Page 1 of \d/);
      const again = await request.get(`/sample-work/${sample.slug}.pdf`, {
        headers: { "If-None-Match": response.headers()["etag"] },
      });
      expect(again.status()).toBe(304);
    }
  });

  test("a name that is not a sample's PDF is a 404, whatever it tries", async ({ request }) => {
    for (const path of [
      "/sample-work/no-such-sample.pdf",
      "/sample-work/deposition-summary",
      "/sample-work/deposition-summary.PDF",
      "/sample-work/deposition-summary.pdf.exe",
      "/sample-work/..%2F..%2Fpackage.json",
      "/sample-work/%2e%2e%2fcontent%2fsamples%2f01-deposition-summary.md",
      `/sample-work/${"a".repeat(200)}.pdf`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).not.toContain("application/pdf");
    }
    expect((await request.post("/sample-work/deposition-summary.pdf", { data: "x" })).status()).toBeGreaterThanOrEqual(
      400,
    );
  });
});

test("role, practice-area and service pages link to the samples that show their work; the page is in the sitemap and the site search", async ({
  page,
  request,
}) => {
  // The links are in the server's HTML, the same with JavaScript on or off: read over HTTP, not
  // with a page load each (fifteen of them).
  const linksOn = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const section = /<section[^>]*aria-labelledby="samples-of-work"[^>]*>([\s\S]*?)<\/section>/.exec(
      await response.text(),
    )?.[1];
    return [...(section ?? "").matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]);
  };
  for (const sample of samples) {
    for (const role of sample.roles)
      expect(await linksOn(`/${role}`), `/${role}`).toContain(`/sample-work#${sample.slug}`);
    expect(await linksOn(`/${sample.practiceAreas[0]}`), sample.practiceAreas[0]).toContain(
      `/sample-work#${sample.slug}`,
    );
    for (const service of sample.services)
      expect(await linksOn(`/${service}`), `/${service}`).toContain(`/sample-work#${sample.slug}`);
  }
  // A page no sample relates to says nothing about samples.
  expect(await linksOn("/Maritime")).toEqual([]);
  // Following a link lands on the sample.
  await page.goto("/Deposition");
  await page.locator("section[aria-labelledby='samples-of-work'] a").first().click();
  await expect(page).toHaveURL(/\/sample-work#deposition-summary$/);
  await expect(page.locator("section#deposition-summary h2")).toBeInViewport();

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/sample-work</loc>");
  await page.goto("/search?q=sample+work");
  await expect(page.locator(".search-results a").first()).toHaveAttribute("href", "/sample-work");
});
