import type { Illustration as IllustrationData } from "~/content/types";

/**
 * One of the site's drawings (content/illustrations.yaml): its size reserved, so nothing shifts as it loads.
 * A banner's drawing (`eager`) is fetched at once but after the stylesheet (low priority): the
 * page's text is its largest paint, and the drawing should not share the connection with what
 * that paint waits for.
 */
export function Illustration({
  art,
  className = "illustration",
  eager = false,
}: {
  art: IllustrationData;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={art.src}
      alt={art.alt}
      width={art.width}
      height={art.height}
      loading={eager ? undefined : "lazy"}
      fetchPriority={eager ? "low" : undefined}
      decoding="async"
    />
  );
}
