import { InfoCardGrid } from "~/components/cards";
import { ClaimBadge } from "~/components/claim-badge";
import { FaqAccordion } from "~/components/faq-accordion";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { Illustration } from "~/components/illustration";
import { SectionHead } from "~/components/page-banner";
import { ProcessTimeline } from "~/components/process-timeline";
import { ProofSection } from "~/components/proof-section";
import { about } from "~/content/about";
import { illustrations } from "~/content/illustrations";
import { proof } from "~/content/proof";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/about";

export async function loader() {
  return { bannerArt: illustrations.banners.about, about, proof, teamArt: illustrations.banners.team };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, { title: "About Us", description: data?.about.metaDescription ?? "", path: "/about" });

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, about, proof, teamArt } = loaderData;
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
          <div className="art-panel art-panel--claims">
            <Illustration art={teamArt} />
            <ClaimBadge claim={proof.claims.experience} />
            <ClaimBadge claim={proof.claims.successRate} />
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
        <div className="container">
          <SectionHead eyebrow="Process" id="how-heading" title="How We Work" />
          <ProcessTimeline steps={about.howWeWork} />
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="security-heading">
        <div className="container">
          <SectionHead
            eyebrow="Your clients' information"
            id="security-heading"
            title={about.security.heading}
            text={about.security.text}
          />
          <InfoCardGrid cards={about.security.points} className="grid grid--2" />
        </div>
      </section>

      <ProofSection proof={proof} id="proof-heading" />

      <section className="section" aria-labelledby="faq-heading">
        <div className="container narrow">
          <SectionHead eyebrow="FAQ" id="faq-heading" title="Frequently Asked Questions" />
          <FaqAccordion items={about.faq} />
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
