import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { ClosingBanner } from "~/components/closing-banner";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Icon } from "~/components/icon";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { SectionHead } from "~/components/page-banner";
import { SampleLinks } from "~/components/sample-links";
import { WhyChooseSection } from "~/components/why-choose-grid";
import { Illustration } from "~/components/illustration";
import { illustrations } from "~/content/illustrations";
import { practiceAreas, practiceWhyChoose } from "~/content/practice-areas";
import { samplesFor } from "~/content/samples";
import { getSettings } from "~/config/site-settings.server";
import { findBySlug, firstPathSegment, notFound } from "~/content/registry-lookup";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/practice-area";

/** One module for all 26 practice-area pages; the path picks the registry entry. */
export async function loader({ url }: Route.LoaderArgs) {
  const area = findBySlug(practiceAreas, firstPathSegment(url)) ?? notFound();
  // The content check guarantees every benefit icon has its drawing.
  const benefitArt = area.benefits.map((benefit) => illustrations.benefitByIcon[benefit.icon]!);
  return {
    bannerArt: illustrations.banners.practiceArea,
    area,
    benefitArt,
    whyChoose: practiceWhyChoose,
    bookingUrl: getSettings().bookingUrl,
    phone: getSettings().phone,
    samples: samplesFor({ practiceArea: area.slug }),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: `${data.area.title} Paralegal Support`,
        description: data.area.metaDescription,
        path: `/${data.area.slug}`,
      })
    : [];

export default function PracticeAreaPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, area, benefitArt, whyChoose, bookingUrl, samples, phone } = loaderData;
  const practiceName = area.practiceName ?? area.title;

  const services = (
    <section className="section" aria-labelledby="services-heading" key="services">
      <div className="container">
        <SectionHead eyebrow="What we handle" id="services-heading" title={`${area.title} Paralegal Services`} />
        <ul className="service-list">
          {area.services.map((service) => (
            <li key={service.title} className="service-list__item" data-fade="">
              <Icon name="CircleCheck" size={22} />
              <div>
                <h3>{service.title}</h3>
                <p>{service.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );

  const transform = (
    <section className="section section--mist" aria-labelledby="transform-heading" key="transform">
      <div className="container">
        <SectionHead
          eyebrow="Benefits"
          id="transform-heading"
          title={`How We Can Transform Your ${practiceName} Practice`}
        />
        <div className="benefit-grid">
          {area.benefits.map((benefit, index) => (
            <article
              key={benefit.title}
              className={index === 0 ? "benefit-card benefit-card--featured" : "benefit-card"}
              data-fade=""
            >
              <Illustration art={benefitArt[index]} className="benefit-card__picture" />
              <div className="benefit-card__body">
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );

  return (
    <>
      <IllustratedBanner kind="practiceArea" art={bannerArt} eyebrow={area.hero.badge} title={area.hero.heading}>
        <p>{area.hero.description}</p>
        <p className="button-row">
          <ExternalLink href={bookingUrl} className="button button--gold">
            Book a Consultation
          </ExternalLink>
          <Link to="/internalguide" className="button button--light">
            All practice areas
          </Link>
        </p>
      </IllustratedBanner>
      {area.transformBeforeServices ? [transform, services] : [services, transform]}
      <WhyChooseSection
        id="why-heading"
        title={`Why Choose Us for ${area.title} Support`}
        points={whyChoose}
        className="section"
      />
      <SampleLinks samples={samples} className="section section--mist" />
      <ClosingBanner
        id="closing-heading"
        heading={area.closing.heading}
        text={area.closing.text}
        links={[
          { to: "/contact", label: "Contact With Us" },
          { to: "/roles", label: "See roles and pricing" },
        ]}
        phone={phone}
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
