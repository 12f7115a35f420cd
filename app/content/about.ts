import { siteContent } from "./load-content.server";
import type { AboutContent } from "./types";

export type { AboutContent };

/** About Us (content/about.md; its FAQ from content/faqs.yaml). */
export const about: AboutContent = siteContent().about;

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
