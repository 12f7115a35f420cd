import { useRef } from "react";
import type { FaqItem } from "~/content/types";

/**
 * Questions as <details>: readable and openable without JavaScript. With it, one item is open at
 * a time; clicking the open item closes it (native <details> behaviour).
 */
export function FaqAccordion({ items, firstOpen = true }: { items: FaqItem[]; firstOpen?: boolean }) {
  const listRef = useRef<HTMLDivElement>(null);

  function closeOthers(event: React.SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const details of listRef.current?.querySelectorAll("details") ?? []) {
      if (details !== opened) details.open = false;
    }
  }

  return (
    <div className="faq" ref={listRef}>
      {items.map((item, index) => (
        <details key={item.question} className="faq__item" open={firstOpen && index === 0} onToggle={closeOthers}>
          <summary>{item.question}</summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
