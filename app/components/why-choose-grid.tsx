import { InfoCardGrid, type IconCardData } from "~/components/cards";
import { SectionHead } from "~/components/page-banner";

export function WhyChooseSection({
  title,
  text,
  points,
  id,
  className = "section section--mist",
}: {
  title: string;
  text?: string;
  points: IconCardData[];
  id: string;
  className?: string;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <SectionHead eyebrow="Why choose us" title={title} text={text} id={id} />
        <InfoCardGrid cards={points} className={points.length === 5 ? "grid grid--5" : "grid"} />
      </div>
    </section>
  );
}
