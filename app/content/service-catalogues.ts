/**
 * The four fixed service catalogues (spec §3): the slug in /services/{slug} maps to the id the
 * content source is asked for. List pages link a card by matching its service name against these
 * names case-insensitively.
 */
export interface CatalogueEntry {
  id: string;
  name: string;
  slug: string;
}

export type ServiceListSlug =
  | "paralegal-service"
  | "contract-life-cycle-management"
  | "document-review"
  | "admin-supports";

function entries(suffix: string, list: [number, string, string][]): CatalogueEntry[] {
  return list.map(([n, name, slug]) => ({ id: `${n}_${suffix}`, name, slug }));
}

export const catalogues: Record<ServiceListSlug, CatalogueEntry[]> = {
  "paralegal-service": entries("Paralegal-Service", [
    [17, "Legal Research and Case Law Summaries", "legal-research-and-case-law-summaries"],
    [18, "Drafting Pleadings and Motions", "drafting-pleadings-and-motions"],
    [19, "Discovery Management", "discovery-management"],
    [20, "Deposition Summaries", "deposition-summaries"],
    [21, "Medical Records Review and Chronologies", "medical-records-review-and-chronologies"],
    [22, "Drafting Case Status Reports", "drafting-case-status-reports"],
    [23, "Draft Correspondence", "draft-correspondence"],
    [24, "Trial Preparation Support", "trial-preparation-support"],
    [25, "Court E-Filing", "court-e-filing"],
    [26, "Client Intake Management", "client-intake-management"],
    [27, "Calendar and Deadline Management", "calendar-and-deadline-management"],
    [28, "Demand Letter Preparation", "demand-letter-preparation"],
    [29, "Subpoena Preparation and Tracking", "subpoena-preparation-and-tracking"],
    [30, "Exhibit and Trial Binder Preparation", "exhibit-and-trial-binder-preparation"],
    [31, "Settlement Documentation", "settlement-documentation"],
    [32, "Immigration Forms Preparation", "immigration-forms-preparation"],
  ]),
  "contract-life-cycle-management": entries("Contract-Life-Cycle-Management", [
    [6, "Contract Drafting", "contract-drafting"],
    [9, "Contract Review and Redlining", "contract-review-and-redlining"],
    [10, "Obligation and Renewal Tracking", "obligation-and-renewal-tracking"],
    [12, "Contract Repository Management", "contract-repository-management"],
    [13, "Contract Amendments and Renewals", "contract-amendments-and-renewals"],
  ]),
  "document-review": entries("Document-Review", [
    [8, "First-Level Document Review", "first-level-document-review"],
    [9, "Privilege Review and Logs", "privilege-review-and-logs"],
    [10, "eDiscovery Coding and Tagging", "ediscovery-coding-and-tagging"],
    [11, "Due Diligence Review", "due-diligence-review"],
    [12, "Redaction Services", "redaction-services"],
  ]),
  "admin-supports": entries("Admin-Supports", [
    [13, "Legal Transcription", "legal-transcription"],
    [14, "Legal Billing and Invoicing", "legal-billing-and-invoicing"],
    [15, "Docket and Calendar Administration", "docket-and-calendar-administration"],
    [16, "Data Entry and File Organization", "data-entry-and-file-organization"],
  ]),
};

/** A catalogue entry that is a role rather than a service; it has a detail page too. */
export const coCaseCoordinator: CatalogueEntry = {
  id: "20",
  name: "Co-Case Coordinator",
  slug: "co-case-coordinator",
};

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
