/**
 * `npm run font`: writes the heading face (app/styles/fraunces-heading-latin.woff2), Fraunces'
 * Latin file from @fontsource-variable/fraunces pinned at the one weight headings use. The output
 * is committed; run it after changing the heading weight or the @fontsource-variable version. The
 * same instance as TrueType goes to app/content/ for the sample PDFs.
 */
import fs from "node:fs";
import { headingFontInstance, headingFontPath, headingFontTtfPath } from "./font/heading-font";

for (const [file, format] of [
  [headingFontPath, "woff2"],
  [headingFontTtfPath, "truetype"],
] as const) {
  const font = await headingFontInstance(format);
  fs.writeFileSync(file, font);
  console.log(`${file}: ${font.length} bytes`);
}
