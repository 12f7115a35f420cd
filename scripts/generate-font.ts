/**
 * `npm run font`: writes the heading face (app/styles/fraunces-heading-latin.woff2), Fraunces'
 * Latin file from @fontsource-variable/fraunces pinned at the one weight headings use. The output
 * is committed; run it after changing the heading weight or the @fontsource-variable version.
 */
import fs from "node:fs";
import { headingFontInstance, headingFontPath } from "./font/heading-font";

const font = await headingFontInstance();
fs.writeFileSync(headingFontPath, font);
console.log(`${headingFontPath}: ${font.length} bytes`);
