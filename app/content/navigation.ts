import { siteContent } from "./load-content.server";
import type { NavItem, NavLink } from "./types";

export type { NavItem, NavLink };

/** The header's menu (content/navigation.yaml, docs/product.md#layout); the mobile menu shows the same entries. */
export function mainNavigation(): NavItem[] {
  return siteContent().mainNavigation;
}

/** Footer quick links (docs/product.md#layout). */
export const footerLinks: NavLink[] = siteContent().footerLinks;
