import { Illustration } from "~/components/illustration";
import { PageBanner } from "~/components/page-banner";
import type { BannerKind, Illustration as IllustrationData } from "~/content/types";

/**
 * A page's top banner with its page type's drawing (content/illustrations.yaml, from the loader) and that type's
 * look: `navy` (the default banner), `light` (mist, drawing first) or `paper` (white, ruled).
 * The form pages keep the bare <PageBanner>: their first-load JavaScript has no room for this.
 */
export function IllustratedBanner({
  kind,
  art,
  look = "navy",
  compact,
  eyebrow,
  title,
  badge,
  children,
}: {
  kind: BannerKind;
  art: IllustrationData;
  look?: "navy" | "light" | "paper";
  compact?: boolean;
  eyebrow?: string;
  title: string;
  /** Shown on the drawing's corner (e.g. a stat badge). */
  badge?: React.ReactNode;
  children?: React.ReactNode;
}) {
  // Below 861 px only the full light and white banners show their drawing: the others' drawing is
  // left to lazy loading, which never fetches a picture that is not displayed.
  const shownOnPhones = !compact && look !== "navy";
  return (
    <div className={`page-intro page-intro--${look} page-intro--${kind}`}>
      <PageBanner
        eyebrow={eyebrow}
        title={title}
        compact={compact}
        art={
          <>
            <Illustration art={art} className="banner__illustration" eager={shownOnPhones} />
            {badge}
          </>
        }
      >
        {children}
      </PageBanner>
    </div>
  );
}
