import type { TitledText } from "~/content/types";

/** "How we work" as a timeline: numbered steps joined by a line (across on wide screens, down on phones). */
export function ProcessTimeline({ steps }: { steps: TitledText[] }) {
  return (
    <ol className="timeline">
      {steps.map((step, index) => (
        <li key={step.title} className="timeline__step" data-fade="">
          <span className="timeline__marker" aria-hidden="true">
            {index + 1}
          </span>
          <div className="timeline__body">
            <p className="timeline__label">Step {index + 1}</p>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
