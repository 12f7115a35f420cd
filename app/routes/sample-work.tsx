import { IllustratedBanner } from "~/components/illustrated-banner";
import { SectionHead } from "~/components/page-banner";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SampleDocument } from "~/components/sample-document";
import { TitleText } from "~/components/title-text";
import { illustrations } from "~/content/illustrations";
import { samplePdfPath, sampleWorkPage, workSamples } from "~/content/samples";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/sample-work";

/**
 * /sample-work: short samples of the work our staff deliver, written for fictional matters
 * (content/samples/*.md), each readable here and downloadable as a PDF made from the same text
 * (routes/resources/sample-pdf.ts, at /sample-work/{slug}.pdf).
 */
export async function loader() {
  return {
    bannerArt: illustrations.banners.samples,
    page: sampleWorkPage,
    samples: workSamples.map((sample) => ({ ...sample, pdf: samplePdfPath(sample.slug) })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, { title: "Sample Work", description: data?.page.metaDescription ?? "", path: "/sample-work" });

export default function SampleWorkPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, page, samples } = loaderData;
  return (
    <>
      <IllustratedBanner
        kind="samples"
        art={bannerArt}
        look="paper"
        eyebrow={page.hero.badge}
        title={page.hero.heading}
      >
        <p>{page.hero.description}</p>
      </IllustratedBanner>

      <section className="section" aria-labelledby="samples-heading">
        <div className="container">
          <SectionHead eyebrow="The samples" id="samples-heading" title="Samples of Our Work" text={page.intro[0]} />
          <ul className="sample-list">
            {samples.map((sample) => (
              <li key={sample.slug} className="sample-card">
                <p className="eyebrow">{sample.kind}</p>
                <h3>
                  <a href={`#${sample.slug}`}>
                    <TitleText>{sample.title}</TitleText>
                  </a>
                </h3>
                <p>{sample.summary}</p>
                <p className="sample-card__links">
                  <a href={`#${sample.slug}`} aria-label={`Read the sample: ${sample.title}`}>
                    Read the sample
                  </a>
                  <a href={sample.pdf} download aria-label={`Download PDF: ${sample.title}`}>
                    Download PDF
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {samples.map((sample, index) => (
        <section
          key={sample.slug}
          id={sample.slug}
          className={index % 2 ? "section" : "section section--mist"}
          aria-labelledby={`${sample.slug}-title`}
        >
          <div className="container narrow">
            <p className="eyebrow">
              Sample {index + 1} of {samples.length}: {sample.kind}
            </p>
            <h2 id={`${sample.slug}-title`}>
              <TitleText>{sample.title}</TitleText>
            </h2>
            <SampleDocument id={sample.slug} notice={sample.notice} facts={sample.facts} blocks={sample.blocks} />
            <p className="button-row">
              <a className="button" href={sample.pdf} download>
                Download this {sample.kind.toLowerCase()} as PDF
              </a>
              <a className="button button--ghost" href="#samples-heading">
                All samples
              </a>
            </p>
          </div>
        </section>
      ))}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
