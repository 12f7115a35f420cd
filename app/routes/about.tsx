import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { InfoCardGrid } from "~/components/cards";
import { FaqAccordion } from "~/components/faq-accordion";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { SectionHead } from "~/components/page-banner";
import { Illustration } from "~/components/illustration";
import { about } from "~/content/about";
import { illustrations } from "~/content/illustrations";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { pageMeta } from "~/utils/seo";

export async function loader() {
  return { bannerArt: illustrations.banners.about, about, teamArt: illustrations.banners.listing };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, { title: "About Us", description: data?.about.metaDescription ?? "", path: "/about" });

export default function AboutPage() {
  const { bannerArt, about, teamArt } = useLoaderData<typeof loader>();
  return (
    <>
      <IllustratedBanner kind="about" art={bannerArt} look="light" eyebrow="About us" title={about.whoWeAre.heading}>
        <p>{about.whoWeAre.paragraphs[0]}</p>
      </IllustratedBanner>

      <section className="section" aria-labelledby="who-heading">
        <div className="container split">
          <div>
            <h2 id="who-heading">Who We Are</h2>
            {about.whoWeAre.paragraphs.slice(1).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="art-panel">
            <Illustration art={teamArt} />
            <p className="stat-badge">
              <strong>5</strong> Years of Experience
            </p>
          </div>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="mvv-heading">
        <div className="container">
          <SectionHead eyebrow="What drives us" id="mvv-heading" title="Mission, Vision and Values" />
          <InfoCardGrid cards={about.missionVisionValues} />
        </div>
      </section>

      <section className="section" aria-labelledby="how-heading">
        <div className="container split">
          <div>
            <SectionHead eyebrow="Process" id="how-heading" title="How We Work" />
            <ol className="steps">
              {about.howWeWork.map((step) => (
                <li key={step.title} data-fade="">
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
          <div className="art-panel">
            <p className="stat-badge">
              <strong>100%</strong> Success Rate
            </p>
          </div>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="faq-heading">
        <div className="container narrow">
          <SectionHead eyebrow="FAQ" id="faq-heading" title="Frequently Asked Questions" />
          <FaqAccordion items={about.faq} />
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
