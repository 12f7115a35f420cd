import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..", "..");
const fontsource = path.join(root, "node_modules", "@fontsource-variable", "fraunces");

/** The one weight the stylesheet sets headings in (h1, h2). */
export const HEADING_WEIGHT = 650;

/** Where the instance is written; the stylesheet names it. */
export const headingFontPath = path.join(root, "app", "styles", "fraunces-heading-latin.woff2");

/** The same instance as TrueType, for the sample PDFs (pdfkit embeds TrueType; its WOFF2 glyphs came out blank). */
export const headingFontTtfPath = path.join(root, "app", "content", "fraunces-heading-latin.ttf");

/** The Latin subset's code points, as @fontsource-variable/fraunces declares them in its own stylesheet. */
export function latinUnicodeRange(): string {
  const css = fs.readFileSync(path.join(fontsource, "wght.css"), "utf8");
  const block = /\/\* fraunces-latin-wght-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(css);
  if (!block) throw new Error("@fontsource-variable/fraunces/wght.css has no latin block");
  return block[1].trim();
}

function codePoints(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * Fraunces' Latin variable file (weight axis 100–900, 36.6 KB) pinned at the heading weight: the
 * site sets every heading at 650, and the axis's deltas were half the file. The instance keeps the
 * same glyphs, kerning and ligatures at 17.7 KB, so a phone on a slow network has it in time for
 * `font-display: optional` more often, and it costs the first paint half the bytes.
 */
export async function headingFontInstance(targetFormat: "woff2" | "truetype" = "woff2"): Promise<Buffer> {
  const variable = fs.readFileSync(path.join(fontsource, "files", "fraunces-latin-wght-normal.woff2"));
  return subsetFont(variable, codePoints(latinUnicodeRange()), {
    targetFormat,
    variationAxes: { wght: HEADING_WEIGHT },
  });
}
