import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { TitleText } from "~/components/title-text";
import type { IconName, LinkCardData } from "~/content/types";

export type { LinkCardData };

/** A card whose title links somewhere, with a Read More link (the whole card is clickable). */
export function LinkCard({
  card,
  more = "Read More",
  headingLevel = 3,
}: {
  card: LinkCardData;
  more?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const external = /^https?:/.test(card.href);
  return (
    <article className="card card--link" data-fade="">
      {card.icon ? (
        <span className="card__icon">
          <Icon name={card.icon} size={28} />
        </span>
      ) : null}
      <Heading>
        {external || card.href === "#" ? (
          <a href={card.href}>
            <TitleText>{card.title}</TitleText>
          </a>
        ) : (
          <Link to={card.href}>
            <TitleText>{card.title}</TitleText>
          </Link>
        )}
      </Heading>
      <p>{card.text}</p>
      <span className="card__more" aria-hidden="true">
        {more} <Icon name="ArrowRight" size={16} />
      </span>
    </article>
  );
}

export function LinkCardGrid({
  cards,
  more,
  className = "grid",
}: {
  cards: LinkCardData[];
  more?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      {cards.map((card) => (
        <LinkCard key={card.href + card.title} card={card} more={more} />
      ))}
    </div>
  );
}

export interface IconCardData {
  title: string;
  text: string;
  icon?: IconName;
}

/** A card with an icon, a title and text, no link (why-choose points, benefits, steps). */
export function InfoCard({ card, children }: { card: IconCardData; children?: React.ReactNode }) {
  return (
    <article className="card" data-fade="">
      {card.icon ? (
        <span className="card__icon">
          <Icon name={card.icon} size={28} />
        </span>
      ) : null}
      <h3>
        <TitleText>{card.title}</TitleText>
      </h3>
      <p>{card.text}</p>
      {children}
    </article>
  );
}

export function InfoCardGrid({ cards, className = "grid" }: { cards: IconCardData[]; className?: string }) {
  return (
    <div className={className}>
      {cards.map((card) => (
        <InfoCard key={card.title} card={card} />
      ))}
    </div>
  );
}
