import { useRouteLoaderData } from "react-router";
import type { IconName } from "~/content/types";

/**
 * An icon of the site's set (app/content/icons.server.ts). The drawings are served once as an SVG
 * sprite (`/icons.svg`, see icon-sprite.server.ts) rather than shipped in every page's JavaScript.
 */
export type { IconName };

/** The social networks' marks in the same sprite (app/components/brand-icons.server.ts). */
export type BrandIconName = `brand-${"facebook" | "twitter" | "instagram" | "linkedin" | "youtube"}`;

/** The sprite's versioned URL, from the root loader; the bare path when the root failed to load. */
function useSpriteUrl(): string {
  const root = useRouteLoaderData<{ iconSprite?: string }>("root");
  return root?.iconSprite ?? "/icons.svg";
}

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
  const sprite = useSpriteUrl();
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
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
