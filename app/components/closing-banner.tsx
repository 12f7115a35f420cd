import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";

/**
 * The band that closes a page with a heading of its own: heading, text, one or two links (an
 * https:// one opens in a new tab) and the free consultation by phone every page ends with (spec
 * §1). It takes the place of the site-wide <ConsultationCta> (app.css hides that one after a page
 * that has this), so a page ends with one call to action, not two in a row.
 */
export function ClosingBanner({
  id,
  heading,
  text,
  links,
  phone,
}: {
  id: string;
  heading: string;
  text: string;
  links: { to: string; label: string }[];
  /** The site's number (from the page's loader: the settings hook would put a chunk of its own on every page). */
  phone: { display: string; href: string };
}) {
  return (
    <section
      className="section section--navy closing-banner"
      aria-labelledby={heading ? id : undefined}
      aria-label={heading ? undefined : "Get started"}
    >
      <div className="container narrow">
        {heading ? <h2 id={id}>{heading}</h2> : null}
        {text ? <p>{text}</p> : null}
        <p className="button-row">
          {links.map((link, index) => {
            const className = index === 0 ? "button button--gold" : "button button--light";
            return /^https?:/.test(link.to) ? (
              <ExternalLink key={link.to} href={link.to} className={className}>
                {link.label}
              </ExternalLink>
            ) : (
              <Link key={link.to} to={link.to} className={className}>
                {link.label}
              </Link>
            );
          })}
          <a href={phone.href} className="button button--light">
            <Icon name="Phone" size={18} /> Call Now
          </a>
        </p>
        <p className="closing-banner__call">
          Book a free consultation by phone:{" "}
          <a href={phone.href} className="closing-banner__number">
            {phone.display}
          </a>
        </p>
      </div>
    </section>
  );
}
