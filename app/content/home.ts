import { siteContent } from "./load-content.server";
import type { HomeContent, IndexPageCopy, RolesPageCopy, ServiceListPageCopy, ServiceListSlug } from "./types";

export type { HomeContent, ServiceListPageCopy };

/** Home (content/home.md). */
export const home: HomeContent = siteContent().home;

/** Copy for the four service list pages (content/service-lists.yaml). */
export const serviceListPages: Record<ServiceListSlug, ServiceListPageCopy> = siteContent().serviceListPages;

/** /roles listing (content/index-pages.yaml). */
export const rolesPage: RolesPageCopy = siteContent().rolesPage;

/** /service listing (content/index-pages.yaml). */
export const servicesPage: IndexPageCopy = siteContent().servicesPage;

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
