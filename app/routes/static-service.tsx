import { Link } from "react-router";
import { InfoCardGrid } from "~/components/cards";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { SectionHead } from "~/components/page-banner";
import { SampleLinks } from "~/components/sample-links";
import { samplesFor } from "~/content/samples";
import { staticServicePages } from "~/content/static-services";
import type { StaticServiceSection } from "~/content/types";
import { findBySlug, firstPathSegment, notFound } from "~/content/registry-lookup";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/static-service";

/** /Legal, /DraftCaseStatus, /DraftCorrespondence and /Deposition. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = findBySlug(staticServicePages, firstPathSegment(url)) ?? notFound();
  return { bannerArt: illustrations.banners.service, page, samples: samplesFor({ service: page.slug }) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta(matches, { title: data.page.title, description: data.page.metaDescription, path: `/${data.page.slug}` })
    : [];

function Section({ section, index }: { section: StaticServiceSection; index: number }) {
  const id = `section-${index}`;
  return (
    <section className={index % 2 ? "section section--mist" : "section"} aria-labelledby={id}>
      <div className="container">
        <SectionHead id={id} title={section.heading} text={section.intro} />
        {section.kind === "table" ? (
          <div className="table-wrap" data-fade="">
            <table>
              <thead>
                <tr>
                  <th scope="col">{section.columns[0]}</th>
                  <th scope="col">{section.columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {section.rows.map(([term, detail]) => (
                  <tr key={term}>
                    <th scope="row">{term}</th>
                    <td>{detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <InfoCardGrid cards={section.kind === "cards" ? section.cards : section.points} />
        )}
      </div>
    </section>
  );
}

export default function StaticServicePage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, page, samples } = loaderData;
  return (
    <>
      <IllustratedBanner kind="service" art={bannerArt} look="paper" eyebrow="Paralegal service" title={page.title}>
        {page.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p className="button-row">
          <Link to="/contact" className="button button--gold">
            Contact With Us
          </Link>
          <Link to="/paralegal-service" className="button button--light">
            All paralegal services
          </Link>
        </p>
      </IllustratedBanner>
      {page.sections.map((section, index) => (
        <Section key={section.heading} section={section} index={index} />
      ))}
      <SampleLinks samples={samples} className={page.sections.length % 2 ? "section section--mist" : "section"} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
