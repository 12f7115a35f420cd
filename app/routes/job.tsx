import { data, Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Icon } from "~/components/icon";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import type { Illustration as IllustrationData } from "~/content/types";
import { contentSource } from "~/content-source/content-source.server";
import { jobPostingText } from "~/seo/structured-data.server";
import { formatDate, formatSalary, orFallback } from "~/content-source/job-format";
import { contentOrUnavailable, contentPageHeaders } from "~/content-source/unavailable.server";
import { notFound } from "~/content/registry-lookup";
import { errorPageMeta, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/job";

export async function loader({ params }: Route.LoaderArgs) {
  const job = (await contentOrUnavailable(contentSource().job(params.slug ?? ""))) ?? notFound();
  // A closed job's page stays, as a 410 that points to the open roles: gone for search engines, clear for people.
  if (job.closed)
    return data({ bannerArt: illustrations.banners.job, job, closed: true as const, jsonLd: null }, { status: 410 });
  return { bannerArt: illustrations.banners.job, job, closed: false as const, jsonLd: jobPostingText(job) };
}

export const headers = contentPageHeaders;

export const meta: Route.MetaFunction = ({ data, matches, error }) =>
  data
    ? pageMeta(matches, {
        title: data.closed ? `${data.job.name} (closed)` : `${data.job.name} (Remote Job)`,
        description: `Apply for ${data.job.name}: ${formatSalary(data.job.price1, data.job.price2)} USD per month, ${orFallback(data.job.employmentType, "Full-time")}.`,
        path: `/CareerDetails/${data.job.slug}`,
      })
    : errorPageMeta(matches, error);

function ClosedJob({ name, art }: { name: string; art: IllustrationData }) {
  return (
    <>
      <IllustratedBanner kind="job" art={art} look="light" eyebrow="Careers" title={name} compact>
        <p>This position is closed and no longer accepts applications.</p>
      </IllustratedBanner>
      <section className="section">
        <div className="container narrow">
          <p>Thank you for your interest. Our current openings are listed on the careers page.</p>
          <p>
            <Link to="/Career" className="button">
              See open roles
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

export default function CareerDetailPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, job, closed, jsonLd } = loaderData;
  if (closed) return <ClosedJob name={job.name} art={bannerArt} />;
  const facts: [string, string][] = [
    ["Salary", `${formatSalary(job.price1, job.price2)} USD per month`],
    ["Position", orFallback(job.position)],
    ["Location", orFallback(job.location, "Not specified")],
    ["Employment type", orFallback(job.employmentType, "Full-time")],
    ["Apply by", job.validity ? formatDate(job.validity) : "N/A"],
    ...(job.datePosted ? ([["Posted", formatDate(job.datePosted)]] as [string, string][]) : []),
  ];
  return (
    <>
      <IllustratedBanner kind="job" art={bannerArt} look="light" eyebrow="Careers" title={job.name} compact>
        <p className="button-row">
          <Link to={`/ApplyForm/${job.slug}`} className="button button--gold">
            Apply Now
          </Link>
        </p>
      </IllustratedBanner>
      <section className="section">
        <div className="container job-layout">
          <aside className="job-aside">
            <div className="card">
              <h2 className="h3">Job overview</h2>
              <dl className="facts">
                {facts.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <Link to={`/ApplyForm/${job.slug}`} className="button">
                Apply Now
              </Link>
              <p className="small">
                After you apply, a short skills assessment follows. Please apply for one job at a time.
              </p>
              <p className="small">
                By applying you agree to our <Link to="/privacypolicy">Privacy Policy</Link>.
              </p>
            </div>
            <div className="card benefits">
              <h2 className="h3">Benefits</h2>
              <ul className="checklist">
                {["Competitive salary", "Health coverage", "Development opportunities"].map((b) => (
                  <li key={b}>
                    <Icon name="CircleCheck" size={20} />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
          <article className="prose">
            <div className="data-html" dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
          </article>
        </div>
      </section>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
