import { useId, useRef } from "react";
import type { FaqItem } from "~/content/types";

/**
 * Questions as <details>: readable and openable without JavaScript, one open at a time either way.
 * Sharing a `name` makes them an exclusive accordion the browser itself keeps to one open item
 * (Chromium 120, Safari 17.2, Firefox 130); the script does the same for older browsers. Clicking
 * the open item closes it (native <details> behaviour).
 */
export function FaqAccordion({ items, firstOpen = true }: { items: FaqItem[]; firstOpen?: boolean }) {
  const listRef = useRef<HTMLDivElement>(null);
  const group = `faq${useId().replace(/[^A-Za-z0-9]/g, "")}`;

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
        <details
          key={item.question}
          name={group}
          className="faq__item"
          open={firstOpen && index === 0}
          onToggle={closeOthers}
        >
          <summary>{item.question}</summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
