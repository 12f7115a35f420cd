import type { MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { PageBanner } from "~/components/page-banner";
import { privacyPolicy } from "~/content/privacy";
import type { PolicySection } from "~/content/types";
import { llmPrivacySection } from "~/models/assistant-llm.server";
import { getConfig } from "~/models/config.server";
import { pageMeta } from "~/utils/seo";

export async function loader() {
  // With the optional language model on, the policy names its provider (before "Contact Us").
  const llm = llmPrivacySection(getConfig().assistantLlm.url);
  if (!llm) return privacyPolicy;
  const sections: PolicySection[] = [...privacyPolicy.sections.slice(0, -1), llm, ...privacyPolicy.sections.slice(-1)];
  return { ...privacyPolicy, sections };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, { title: "Privacy Policy", description: data?.metaDescription ?? "", path: "/privacypolicy" });

export default function PrivacyPolicyPage() {
  const { effectiveDate, intro, sections } = useLoaderData<typeof loader>();
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
