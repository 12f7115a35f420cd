import { ExternalLink } from "~/components/external-link";
import { SectionHead } from "~/components/page-banner";
import type { ProofContent } from "~/content/types";

/**
 * Testimonials, client logos, memberships and certifications from content/proof.yaml. Renders
 * nothing at all until the provider supplies an entry: the site never shows invented proof.
 */
export function ProofSection({ proof, id }: { proof: ProofContent; id: string }) {
  const { testimonials, clientLogos, memberships, certifications } = proof;
  if (testimonials.length + clientLogos.length + memberships.length + certifications.length === 0) return null;
  return (
    <section className="section proof" aria-labelledby={id}>
      <div className="container">
        <SectionHead
          eyebrow="Proof"
          id={id}
          title={testimonials.length ? "What Firms Say About Working With Us" : "Clients and Credentials"}
        />
        {testimonials.length ? (
          <div className="grid proof__testimonials">
            {testimonials.map((t) => (
              <figure key={t.quote} className="card proof__testimonial">
                <blockquote>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  {t.title || t.organization ? (
                    <span>{[t.title, t.organization].filter(Boolean).join(", ")}</span>
                  ) : null}
                </figcaption>
              </figure>
            ))}
          </div>
        ) : null}
        {clientLogos.length ? (
          <ul className="proof__logos" aria-label="Clients">
            {clientLogos.map((logo) => (
              <li key={logo.image}>
                <img
                  src={logo.image}
                  alt={logo.name}
                  width={logo.width}
                  height={logo.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        ) : null}
        {memberships.length || certifications.length ? (
          <div className="grid grid--2 proof__credentials">
            {memberships.length ? (
              <div>
                <h3>Memberships</h3>
                <ul className="proof__list">
                  {memberships.map((m) => (
                    <li key={m.name}>
                      {m.url ? <ExternalLink href={m.url}>{m.name}</ExternalLink> : m.name}
                      {m.since ? <span> (member since {m.since})</span> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {certifications.length ? (
              <div>
                <h3>Certifications</h3>
                <ul className="proof__list">
                  {certifications.map((c) => (
                    <li key={c.name}>
                      {c.url ? <ExternalLink href={c.url}>{c.name}</ExternalLink> : c.name}
                      <span>
                        {" "}
                        ({c.issuer}
                        {c.year ? `, ${c.year}` : ""})
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
