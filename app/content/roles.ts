import { siteContent } from "./load-content.server";
import type { StaffRole } from "./types";

/** The six staffing roles (content/roles/*.md, rates from content/pricing.yaml). Order matters: cards follow it. */
export const roles: StaffRole[] = siteContent().roles;

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
