import type { ServiceListSlug } from "./service-catalogues";

export const serviceListPaths: ServiceListSlug[] = [
  "paralegal-service",
  "contract-life-cycle-management",
  "document-review",
  "admin-supports",
];
