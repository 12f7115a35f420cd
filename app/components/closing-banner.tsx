import { Link } from "react-router";

/** The navy call-to-action band that closes a page: heading, text, one or two links. */
export function ClosingBanner({ id, heading, text, links }: { id: string; heading: string; text: string; links: { to: string; label: string }[] }) {
  return (
    <section className="section section--navy closing-banner" aria-labelledby={heading ? id : undefined} aria-label={heading ? undefined : "Get started"}>
      <div className="container narrow">
        {heading ? <h2 id={id}>{heading}</h2> : null}
        {text ? <p>{text}</p> : null}
        <p className="button-row">
          {links.map((link, index) => (
            <Link key={link.to} to={link.to} className={index === 0 ? "button button--gold" : "button button--light"}>
              {link.label}
            </Link>
          ))}
        </p>
      </div>
    </section>
  );
}
