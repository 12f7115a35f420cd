import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { useSiteNavigation, useSiteSettings } from "./use-site-settings";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

export function SiteFooter() {
  const settings = useSiteSettings();
  const { footerLinks } = useSiteNavigation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <Logo />
          <p className="site-footer__about">
            {settings.brandLong}: remote paralegals, case managers and legal support staff trained to work with U.S. law
            firms.
          </p>
          <SocialLinks />
        </div>
        <nav aria-label="Quick links">
          <h2 className="site-footer__heading">Quick Links</h2>
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ContactBlock />
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {settings.brandLong}. All rights reserved.
        </p>
        <a href="#top" className="back-to-top" data-visible="false" aria-label="Back to top">
          <Icon name="ArrowUp" size={20} />
        </a>
      </div>
    </footer>
  );
}

/** Phone, e-mail and both offices; used in the footer and on the contact page. */
export function ContactBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const settings = useSiteSettings();
  const Heading = `h${headingLevel}` as const;
  return (
    <address className="contact-block">
      <Heading className="site-footer__heading">Contact</Heading>
      <p>
        <Icon name="Phone" size={18} /> <a href={settings.phone.href}>{settings.phone.display}</a>
      </p>
      <p>
        <Icon name="Mail" size={18} /> <a href={`mailto:${settings.email}`}>{settings.email}</a>
      </p>
      {settings.offices.map((office) => (
        <p key={office.region}>
          <Icon name="MapPin" size={18} />
          <span>
            <strong>{office.label}</strong>
            <br />
            {office.address}
          </span>
        </p>
      ))}
    </address>
  );
}
