import { siteContent } from "./load-content.server";
import type { ServiceListSlug } from "./types";

/** The service list pages' paths, in content/service-lists.yaml order. */
export const serviceListPaths: ServiceListSlug[] = siteContent().serviceListPaths;

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
