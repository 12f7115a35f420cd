import type { IconName } from "~/content/types";

/**
 * An icon of the site's set (app/content/icons.server.ts). The drawings (Lucide's) are not shipped
 * in the page's JavaScript: the server writes the symbols a page uses into the page itself
 * (<IconSymbols>, icon-sprite.server.ts), so nothing is fetched for them before the first paint,
 * and the whole sprite (`/icons.svg`) follows once the page has loaded, for what the browser
 * renders later.
 */
export type { IconName };

/** The social networks' marks in the same sprite (app/components/brand-icons.server.ts). */
export type BrandIconName = `brand-${"facebook" | "twitter" | "instagram" | "linkedin" | "youtube"}`;

export function Icon({
  name,
  size = 24,
  className,
  label,
}: {
  name: IconName | BrandIconName;
  size?: number;
  className?: string;
  /** Accessible name; without one the icon is decorative. */
  label?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? "img" : undefined}
      focusable="false"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/**
 * The symbols the page's icons draw from, at the end of the page. The server fills the empty
 * <defs> with the ones the page uses (inlineIconSymbols); once the page has loaded, the head script
 * adds the rest of the sprite for what the browser renders later (after-first-paint.ts). React
 * leaves an element with inner HTML alone after hydration.
 */
export function IconSymbols() {
  return (
    <svg className="icon-symbols" aria-hidden="true" focusable="false" width="0" height="0">
      <defs id="icon-symbols" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    </svg>
  );
}
