import { LinkCardGrid } from "~/components/cards";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { SectionHead } from "~/components/page-banner";
import { serviceListCards } from "~/content/cards";
import { servicesPage } from "~/content/home";
import { staticServicePages } from "~/content/static-services";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/services";

export async function loader() {
  return {
    bannerArt: illustrations.banners.services,
    page: servicesPage,
    cards: serviceListCards(),
    specialised: staticServicePages.map((p) => ({ href: `/${p.slug}`, title: p.title, text: p.summary })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, { title: "Services", description: data?.page.metaDescription ?? "", path: "/service" });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, page, cards, specialised } = loaderData;
  return (
    <>
      <IllustratedBanner kind="listing" art={bannerArt} eyebrow="Services" title={page.heading} compact>
        <p>{page.text}</p>
      </IllustratedBanner>
      <section className="section" aria-label="Service lines">
        <div className="container">
          <LinkCardGrid cards={cards} />
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="specialised-heading">
        <div className="container">
          <SectionHead id="specialised-heading" title="Specialised Paralegal Services" />
          <LinkCardGrid cards={specialised} />
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
