import { Link } from "react-router";
import { Icon } from "~/components/icon";

/**
 * Links to the samples of our work (/sample-work) that a role, practice area or service page
 * relates to: what a partner can judge instead of testimonials. Nothing when none relates.
 */
export function SampleLinks({
  samples,
  className = "section",
}: {
  samples: { slug: string; kind: string; title: string }[];
  className?: string;
}) {
  if (samples.length === 0) return null;
  return (
    <section className={className} aria-labelledby="samples-of-work">
      <div className="container narrow sample-links">
        <h2 id="samples-of-work">See Samples of the Work</h2>
        <p>
          Written by us for fictional matters, in the formats our staff deliver every day. Read them on the page or
          download them as PDF.
        </p>
        <ul>
          {samples.map((sample) => (
            <li key={sample.slug}>
              <Icon name="FileText" size={20} />
              <Link to={`/sample-work#${sample.slug}`}>
                {sample.kind}: {sample.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
