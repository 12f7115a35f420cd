import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Icon } from "~/components/icon";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { contentSource } from "~/models/content.server";
import { formatSalary, orFallback } from "~/utils/job-format";
import { contentOrUnavailable, contentPageHeaders } from "~/utils/content-unavailable.server";
import { notFound } from "~/utils/registry-lookup";
import { pageMeta } from "~/utils/seo";

export async function loader({ params }: LoaderFunctionArgs) {
  const job = (await contentOrUnavailable(contentSource().job(params.slug ?? ""))) ?? notFound();
  return { bannerArt: illustrations.banners.careers, job };
}

export const headers = contentPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: `${data.job.name} (Remote Job)`,
        description: `Apply for ${data.job.name}: ${formatSalary(data.job.price1, data.job.price2)} USD per month, ${orFallback(data.job.employmentType, "Full-time")}.`,
        path: `/CareerDetails/${data.job.slug}`,
      })
    : [];

export default function CareerDetailPage() {
  const { bannerArt, job } = useLoaderData<typeof loader>();
  const facts: [string, string][] = [
    ["Salary", `${formatSalary(job.price1, job.price2)} USD per month`],
    ["Position", orFallback(job.position)],
    ["Location", orFallback(job.location, "Not specified")],
    ["Employment type", orFallback(job.employmentType, "Full-time")],
    ["Apply by", orFallback(job.validity)],
  ];
  return (
    <>
      <IllustratedBanner kind="careers" art={bannerArt} look="light" eyebrow="Careers" title={job.name} compact>
        <p className="button-row">
          <Link to={`/ApplyForm/${job.slug}`} className="button button--gold">
            Apply Now
          </Link>
        </p>
      </IllustratedBanner>
      <section className="section">
        <div className="container job-layout">
          <article className="prose">
            <div className="data-html" dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
          </article>
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
              <p className="small">After you apply, a short skills assessment follows. Please apply for one job at a time.</p>
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
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
