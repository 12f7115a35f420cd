import { siteContent } from "./load-content.server";
import type { IconCard, PracticeArea, PracticeHubContent } from "./types";

/** The 26 practice-area pages and their hub (content/practice-areas/*.md, content/practice-hub.md), in file order. */
export const practiceAreas: PracticeArea[] = siteContent().practiceAreas;

/** The five reasons shown on every practice-area page. */
export const practiceWhyChoose: IconCard[] = siteContent().practiceWhyChoose;

/** The four points in the hub's why-choose grid. */
export const hubWhyChoose: IconCard[] = siteContent().hubWhyChoose;

/** Copy for the Practice Areas hub at /internalguide. */
export const practiceHub: PracticeHubContent = siteContent().practiceHub;

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
