import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";

/** The navy call-to-action band that closes a page: heading, text, one or two links (an https:// one opens in a new tab). */
export function ClosingBanner({ id, heading, text, links }: { id: string; heading: string; text: string; links: { to: string; label: string }[] }) {
  return (
    <section className="section section--navy closing-banner" aria-labelledby={heading ? id : undefined} aria-label={heading ? undefined : "Get started"}>
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
        </p>
      </div>
    </section>
  );
}
