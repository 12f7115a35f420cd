import { ClosingBanner } from "~/components/closing-banner";
import { getSettings } from "~/config/site-settings.server";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { SectionHead } from "~/components/page-banner";
import { ServiceCardGrid } from "~/components/service-card-grid";
import { contentSource } from "~/content-source/content-source.server";
import { contentOrUnavailable, contentPageHeaders } from "~/content-source/unavailable.server";
import { notFound } from "~/content/registry-lookup";
import { errorPageMeta, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/service-detail";

export async function loader({ params }: Route.LoaderArgs) {
  const service = (await contentOrUnavailable(contentSource().serviceDetail(params.slug ?? ""))) ?? notFound();
  return { bannerArt: illustrations.banners.serviceDetail, service, phone: getSettings().phone };
}

export const headers = contentPageHeaders;

export const meta: Route.MetaFunction = ({ data, matches, error }) =>
  data
    ? pageMeta(matches, {
        title: data.service.metaTitle,
        description:
          data.service.metaDescription || `${data.service.name}: remote paralegal support for U.S. law firms.`,
        path: `/services/${data.service.slug}`,
      })
    : errorPageMeta(matches, error);

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, service, phone } = loaderData;
  const { first, second, third, closing } = service;
  return (
    <>
      <IllustratedBanner kind="service" art={bannerArt} look="paper" eyebrow="Service" title={service.name}>
        <div className="data-html" dangerouslySetInnerHTML={{ __html: service.descriptionHtml }} />
      </IllustratedBanner>

      {first.heading || first.cards.length ? (
        <section className="section" aria-label={first.heading || "Overview"}>
          <div className="container">
            {first.heading ? <SectionHead title={first.heading} /> : null}
            <ServiceCardGrid cards={first.cards} />
          </div>
        </section>
      ) : null}

      {second.heading || second.descriptionHtml || second.cards.length ? (
        <section className="section section--mist" aria-label={second.heading || "Details"}>
          <div className="container">
            {second.heading ? <SectionHead title={second.heading} /> : null}
            {second.descriptionHtml ? (
              <div className="data-html narrow-text" dangerouslySetInnerHTML={{ __html: second.descriptionHtml }} />
            ) : null}
            <ServiceCardGrid cards={second.cards} />
          </div>
        </section>
      ) : null}

      {third.heading || third.descriptionHtml || third.cards.length ? (
        <section className="section" aria-label={third.heading || "More"}>
          <div className="container">
            {third.heading ? <SectionHead title={third.heading} /> : null}
            {third.descriptionHtml ? (
              <div className="data-html narrow-text" dangerouslySetInnerHTML={{ __html: third.descriptionHtml }} />
            ) : null}
            <ServiceCardGrid cards={third.cards} />
          </div>
        </section>
      ) : null}

      {closing.heading || closing.text ? (
        <ClosingBanner
          id="closing-heading"
          heading={closing.heading}
          text={closing.text}
          links={[{ to: "/contact", label: "Contact With Us" }]}
          phone={phone}
        />
      ) : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
