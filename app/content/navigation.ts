import { siteContent } from "./load-content.server";
import type { NavItem, NavLink } from "./types";

export type { NavItem, NavLink };

/** The header's menu (content/navigation.yaml, spec §2 Header); the mobile menu shows the same entries. */
export function mainNavigation(): NavItem[] {
  return siteContent().mainNavigation;
}

/** Footer quick links (spec §2 Footer). */
export const footerLinks: NavLink[] = siteContent().footerLinks;
