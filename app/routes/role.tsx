import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Icon } from "~/components/icon";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { SectionHead } from "~/components/page-banner";
import { SampleLinks } from "~/components/sample-links";
import { WhyChooseSection } from "~/components/why-choose-grid";
import { pricingTiers } from "~/content/pricing";
import { roles } from "~/content/roles";
import { samplesFor } from "~/content/samples";
import { findBySlug, firstPathSegment, notFound } from "~/content/registry-lookup";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/role";

/** One module for the six role pages; the path picks the role. */
export async function loader({ url }: Route.LoaderArgs) {
  const role = findBySlug(roles, firstPathSegment(url)) ?? notFound();
  return {
    bannerArt: illustrations.banners.role,
    role,
    tiers: pricingTiers(role),
    samples: samplesFor({ role: role.slug }),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: `Remote ${data.role.title}: Pricing and Duties`,
        description: data.role.metaDescription,
        path: `/${data.role.slug}`,
      })
    : [];

export default function RolePage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, role, tiers, samples } = loaderData;
  return (
    <>
      <IllustratedBanner
        kind="role"
        art={bannerArt}
        look="light"
        eyebrow="Remote staffing role"
        title={role.intro.heading}
      >
        <p>{role.summary}</p>
        <p className="button-row">
          <a href="#pricing" className="button button--gold">
            See pricing
          </a>
          <Link to="/roles" className="button button--light">
            All roles
          </Link>
        </p>
      </IllustratedBanner>

      <section className="section" aria-labelledby="intro-heading">
        <div className="container split">
          <div>
            <h2 id="intro-heading">What a {role.title} does for your firm</h2>
            {role.intro.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="card">
            <h3>{role.intro.listHeading}</h3>
            <ul className="checklist">
              {role.intro.list.map((item) => (
                <li key={item}>
                  <Icon name="CircleCheck" size={20} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section section--mist" id="pricing" aria-labelledby="pricing-heading">
        <div className="container">
          <SectionHead
            eyebrow="Pricing"
            id="pricing-heading"
            title={`${role.title} Pricing`}
            text="Hourly rates in USD. Pick the engagement that fits your caseload."
          />
          <div className="pricing-grid">
            {tiers.map((tier) => (
              <article
                key={tier.key}
                className={tier.key === "multilingual" ? "pricing-tier pricing-tier--highlight" : "pricing-tier"}
                data-fade=""
              >
                <h3>{tier.name}</h3>
                <p className="pricing-tier__price">
                  <strong>${tier.rate}</strong> <span>/ hour</span>
                </p>
                <ul className="pricing-tier__terms">
                  {tier.terms.map((term) => (
                    <li key={term}>{term}</li>
                  ))}
                </ul>
                <Link
                  to={tier.bookingPath}
                  className="button"
                  aria-label={`Get Started: ${role.title}, ${tier.name}, $${tier.rate} per hour`}
                >
                  Get Started
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <WhyChooseSection
        id="why-heading"
        title={role.whyChoose.heading}
        points={role.whyChoose.points}
        className="section"
      />

      <SampleLinks samples={samples} className="section section--mist" />

      <section className="section section--mist" aria-label="Disclaimer">
        <div className="container narrow">
          <p className="disclaimer">
            <Icon name="ShieldAlert" size={20} /> Disclaimer: a remote legal professional is not U.S. based or licensed,
            but is trained to work with U.S. law firms.
          </p>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
