import { useSiteSettings } from "~/utils/settings";

/** Structured data for search engines: who we are and how to reach us. */
export function OrganizationJsonLd() {
  const settings = useSiteSettings();
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.brand,
    legalName: settings.brandLong,
    url: settings.siteUrl,
    logo: `${settings.siteUrl}/favicon.svg`,
    telephone: settings.phone.display,
    email: settings.email,
    address: settings.offices.map((office) => ({
      "@type": "PostalAddress",
      name: office.label,
      streetAddress: office.address,
      addressCountry: office.region === "USA" ? "US" : "JM",
    })),
    sameAs: settings.socials.map((s) => s.href),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, "\\u003c") }} />;
}
