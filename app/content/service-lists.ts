import { siteContent } from "./load-content.server";
import type { ServiceListSlug } from "./types";

/** The service list pages' paths, in content/service-lists.yaml order. */
export const serviceListPaths: ServiceListSlug[] = siteContent().serviceListPaths;
