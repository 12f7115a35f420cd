import type { ServiceCard } from "~/content-source/types";

const FALLBACK_ICON = "/uploads/default-icon.svg";

function showFallbackIcon(img: HTMLImageElement) {
  if (!img.src.endsWith(FALLBACK_ICON)) img.src = FALLBACK_ICON;
}

/** An icon that already failed before the page's script ran (React heard no error event for it). */
function replaceIfBroken(img: HTMLImageElement | null) {
  if (img?.complete) img.decode().catch(() => showFallbackIcon(img));
}

/** Service-detail cards: icon (74×62, falls back to a default image), title, definition. */
export function ServiceCardGrid({ cards }: { cards: ServiceCard[] }) {
  if (!cards.length) return null;
  return (
    <div className="grid">
      {cards.map((card) => (
        <article key={card.title} className="card" data-fade="">
          <img
            className="service-icon"
            src={card.iconUrl || FALLBACK_ICON}
            alt=""
            width={74}
            height={62}
            loading="lazy"
            decoding="async"
            ref={replaceIfBroken}
            onError={(event) => showFallbackIcon(event.currentTarget)}
          />
          <h3>{card.title}</h3>
          <p>{card.definition}</p>
        </article>
      ))}
    </div>
  );
}
