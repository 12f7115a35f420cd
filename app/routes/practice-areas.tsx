import { InfoCardGrid } from "~/components/cards";
import { ClosingBanner } from "~/components/closing-banner";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { ExternalLink } from "~/components/external-link";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { SectionHead } from "~/components/page-banner";
import { PracticeDirectory } from "~/components/practice-directory";
import { practiceAreaDirectory } from "~/content/cards";
import { hubWhyChoose, practiceHub } from "~/content/practice-areas";
import { getSettings } from "~/config/site-settings.server";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/practice-areas";

export async function loader() {
  const settings = getSettings();
  const { groups: _groups, ...hub } = practiceHub;
  return {
    bannerArt: illustrations.banners.practiceHub,
    hub,
    directory: practiceAreaDirectory(),
    whyChoose: hubWhyChoose,
    bookingUrl: settings.bookingUrl,
    phone: settings.phone,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, { title: "Practice Areas", description: data?.hub.metaDescription ?? "", path: "/internalguide" });

export default function PracticeAreasHub({ loaderData }: Route.ComponentProps) {
  const { bannerArt, hub, directory, whyChoose, bookingUrl, phone } = loaderData;
  return (
    <>
      <IllustratedBanner kind="listing" art={bannerArt} eyebrow={hub.hero.badge} title={hub.hero.heading}>
        <p>{hub.hero.description}</p>
        <p className="button-row">
          <ExternalLink href={bookingUrl} className="button button--gold">
            Book a Demo
          </ExternalLink>
        </p>
      </IllustratedBanner>

      <section className="section" aria-labelledby="areas-heading">
        <div className="container">
          <SectionHead eyebrow="26 practice areas" id="areas-heading" title="Specialties We Support" text={hub.intro} />
          <PracticeDirectory groups={directory} />
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="hub-why-heading">
        <div className="container">
          <SectionHead eyebrow="Why choose us" id="hub-why-heading" title="Why Firms Choose Our Practice Support" />
          <InfoCardGrid cards={whyChoose} />
        </div>
      </section>

      <ClosingBanner
        id="hub-closing-heading"
        heading={hub.closing.heading}
        text={hub.closing.text}
        links={[
          { to: bookingUrl, label: "Book a Demo" },
          { to: "/contact", label: "Contact With Us" },
        ]}
        phone={phone}
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
