import { siteContent } from "./load-content.server";
import type { StaffRole } from "./types";

/** The six staffing roles (content/roles/*.md, rates from content/pricing.yaml). Order matters: cards follow it. */
export const roles: StaffRole[] = siteContent().roles;
