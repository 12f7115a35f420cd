import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { OG_HEIGHT, OG_WIDTH, ogImage, ogImageSvg, wrapTitle } from "./og-image.server";

describe("the Open Graph card", () => {
  it("escapes a hostile title: no markup of its own reaches the SVG, and the SVG still renders", async () => {
    const hostile = `<script>alert("x")</script> & <image href="https://evil.example/x.png"/> ]]> 'quoted'`;
    const svg = ogImageSvg({ kind: "blog", title: hostile }, `Brand & <b>Co</b> 'q'`, "www.northbridge-lpo.example");
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain('evil.example/x.png"/>');
    expect(svg).not.toMatch(/<image\b/);
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;script&gt;alert(&quot;");
    expect(svg).toContain("&amp; &lt;image");
    expect(svg).toContain("Brand &amp; &lt;b&gt;Co&lt;/b&gt;");
    expect(svg).toContain("&#39;q&#39;");
    const { width, height, format } = await sharp(Buffer.from(svg)).metadata();
    expect({ width, height, format }).toEqual({ width: OG_WIDTH, height: OG_HEIGHT, format: "svg" });
  });

  it("wraps a long title between words into at most four lines, the last cut with an ellipsis", () => {
    const lines = wrapTitle(
      "Remote Paralegal Support for Personal Injury, Family, Immigration and Estate Planning Firms Across the United States",
      17,
      4,
    );
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(17);
    expect(lines[3].endsWith("…")).toBe(true);
    expect(lines[0]).toBe("Remote Paralegal");
    expect(wrapTitle("Case Manager", 17, 4)).toEqual(["Case Manager"]);
  });

  it("cuts a word longer than a line instead of letting it run off the card", () => {
    const lines = wrapTitle("A".repeat(500), 15, 4);
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.length <= 15)).toBe(true);
  });

  it("renders a 1200 × 630 PNG once per title and serves the same bytes after", async () => {
    const first = await ogImage({ kind: "role", title: "Paralegal" });
    const meta = await sharp(first.png).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: 1200,
      height: 630,
      format: "png",
    });
    expect(await ogImage({ kind: "role", title: "Paralegal" })).toBe(first);
    expect((await ogImage({ kind: "role", title: "Case Manager" })).etag).not.toBe(first.etag);
  });
});
