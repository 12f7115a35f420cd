import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  HEADING_WEIGHT,
  headingFontInstance,
  headingFontPath,
  headingFontTtfPath,
  latinUnicodeRange,
} from "./heading-font";

const stylesheet = fs.readFileSync(path.resolve(import.meta.dirname, "..", "..", "app", "styles", "app.css"), "utf8");
const fontFace = /@font-face\s*{[^}]*font-family:\s*"Fraunces";[^}]*}/.exec(stylesheet)?.[0] ?? "";
const compact = (range: string) => range.replace(/\s+/g, "").toUpperCase();

describe("the heading font", () => {
  it("is the instance `npm run font` cuts, as last written (no hand edits), within the 40 KB font budget", async () => {
    const committed = fs.readFileSync(headingFontPath);
    expect(committed.equals(await headingFontInstance())).toBe(true);
    expect(committed.length).toBeLessThanOrEqual(40 * 1024);
    // The sample PDFs' copy (never sent to a browser).
    expect(fs.readFileSync(headingFontTtfPath).equals(await headingFontInstance("truetype"))).toBe(true);
  });

  it("is declared for exactly the code points and the weight it holds, the weight headings are set in", () => {
    expect(fontFace).toContain('url("./fraunces-heading-latin.woff2")');
    expect(compact(/unicode-range:([^;]+);/.exec(fontFace)?.[1] ?? "")).toBe(compact(latinUnicodeRange()));
    expect(/font-weight:\s*(\d+);/.exec(fontFace)?.[1]).toBe(String(HEADING_WEIGHT));
    const headings = /\nh1,\nh2 {[^}]*}/.exec(stylesheet)?.[0] ?? "";
    expect(headings).toContain("font-family: var(--font-display)");
    expect(headings).toContain(`font-weight: ${HEADING_WEIGHT};`);
  });
});
