import { siteContent } from "./load-content.server";
import type { CatalogueEntry, ServiceListSlug } from "./types";

export type { CatalogueEntry, ServiceListSlug };

/**
 * The four fixed service catalogues (content/service-catalogues.yaml, docs/product.md#admin-api): the slug in
 * /services/{slug} maps to the id the content source is asked for. List pages link a card by
 * matching its service name against these names case-insensitively.
 */
export const catalogues: Record<ServiceListSlug, CatalogueEntry[]> = siteContent().catalogues;

/** A catalogue entry that is a role rather than a service; it has a detail page too. */
export const coCaseCoordinator: CatalogueEntry = siteContent().coCaseCoordinator;

export const allCatalogueEntries: CatalogueEntry[] = [
  ...Object.values(catalogues).flat(),
  coCaseCoordinator,
];

export function findCatalogueEntryBySlug(slug: string): CatalogueEntry | undefined {
  const wanted = slug.toLowerCase();
  return allCatalogueEntries.find((entry) => entry.slug === wanted);
}

/** The slug for a service name from the API or database, or undefined (the card links to #). */
export function slugForServiceName(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return allCatalogueEntries.find((entry) => entry.name.toLowerCase() === wanted)?.slug;
}

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
