import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { TitleText } from "~/components/title-text";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { contentSource } from "~/content-source/content-source.server";
import { formatDate, formatSalary, orFallback } from "~/content-source/job-format";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/careers";

export async function loader() {
  const jobs = await contentSource().listJobs();
  // Only what a card shows: each job's full description stays on its own page, out of this page's data.
  const cards = jobs.map(({ id, slug, name, summaryHtml, price1, price2, location, employmentType, validity }) => ({
    id,
    slug,
    name,
    summaryHtml,
    price1,
    price2,
    location,
    employmentType,
    validity,
  }));
  return { bannerArt: illustrations.banners.careers, jobs: cards };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Careers",
    description:
      "Remote jobs for paralegals, case managers, legal assistants and intake specialists who want to work with U.S. law firms.",
    path: "/Career",
  });

export default function CareerListPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, jobs } = loaderData;
  return (
    <>
      <IllustratedBanner
        kind="careers"
        art={bannerArt}
        look="light"
        eyebrow="Careers"
        title="Join Our Remote Legal Team"
        compact
      >
        <p>Work with U.S. law firms from where you live. Training, steady hours and a team that has your back.</p>
      </IllustratedBanner>
      <section className="section" aria-labelledby="openings-heading">
        <div className="container">
          <h2 id="openings-heading">Current Openings</h2>
          {jobs.length === 0 ? (
            <p className="empty-state">No job openings available at the moment.</p>
          ) : (
            <div className="grid grid--2">
              {jobs.map((job) => (
                <article key={job.id} className="card card--link" data-fade="">
                  <h3>
                    <Link to={`/CareerDetails/${job.slug}`}>
                      <TitleText>{job.name}</TitleText>
                    </Link>
                  </h3>
                  <p className="job-meta">
                    {formatSalary(job.price1, job.price2)} per month · {orFallback(job.location, "Not specified")} ·{" "}
                    <span className="nowrap">{orFallback(job.employmentType, "Full-time")}</span>
                  </p>
                  <div className="data-html" dangerouslySetInnerHTML={{ __html: job.summaryHtml }} />
                  {job.validity ? <p className="small">Apply by {formatDate(job.validity)}</p> : null}
                  <span className="card__more" aria-hidden="true">
                    View details
                  </span>
                </article>
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
