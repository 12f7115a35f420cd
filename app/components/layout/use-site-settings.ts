import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root data used outside the root route");
  return data;
}

/** The site settings (brand, phone, e-mail, offices, socials, booking URL). */
export function useSiteSettings() {
  return useRootData().settings;
}

export function useSiteNavigation() {
  const { navigation, footerLinks } = useRootData();
  return { navigation, footerLinks };
}
