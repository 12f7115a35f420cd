import { siteContent } from "./load-content.server";
import type { StaticServicePage } from "./types";

/** The four static paralegal service pages (content/service-pages/*.md). */
export const staticServicePages: StaticServicePage[] = siteContent().staticServicePages;

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
