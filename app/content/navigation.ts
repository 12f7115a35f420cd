import { roles } from "./roles";
import { serviceListPages } from "./home";
import { serviceListPaths } from "./service-lists";

export interface NavLink {
  href: string;
  label: string;
}

export interface NavItem extends NavLink {
  children?: NavLink[];
}

/** The header's menu (spec §2 Header); the mobile menu shows the same entries. */
export function mainNavigation(): NavItem[] {
  return [
    { href: "/", label: "Home" },
    { href: "/about", label: "About Us" },
    { href: "/internalguide", label: "Practice Areas" },
    {
      href: "/roles",
      label: "Roles",
      children: roles.map((role) => ({ href: `/${role.slug}`, label: role.title })),
    },
    {
      href: "/service",
      label: "Services",
      children: serviceListPaths.map((slug) => ({
        href: `/${slug}`,
        label: slug === "admin-supports" ? "Admin Supports" : serviceListPages[slug].title,
      })),
    },
    { href: "/Blog", label: "Blogs" },
  ];
}

/** Footer quick links (spec §2 Footer). */
export const footerLinks: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/internalguide", label: "Practice Areas" },
  { href: "/roles", label: "Roles" },
  { href: "/contact", label: "Contact" },
  { href: "/Career", label: "Careers" },
  { href: "/privacypolicy", label: "Privacy Policy" },
];
