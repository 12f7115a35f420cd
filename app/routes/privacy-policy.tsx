import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { PageBanner } from "~/components/page-banner";
import { privacyPolicy } from "~/content/privacy";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/privacy-policy";

export async function loader() {
  // Its lines about the e-mail and language-model providers are there only when they are configured.
  return privacyPolicy;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, { title: "Privacy Policy", description: data?.metaDescription ?? "", path: "/privacypolicy" });

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { effectiveDate, intro, sections } = loaderData;
  return (
    <>
      <PageBanner title="Privacy Policy" compact>
        <p>Effective date: {effectiveDate}</p>
      </PageBanner>
      <article className="section">
        <div className="container narrow prose">
          <p className="lead">{intro}</p>
          {sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p>
            <Link to="/" className="button">
              Back to Home
            </Link>
          </p>
        </div>
      </article>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
