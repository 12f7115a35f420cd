import type { Illustration as IllustrationData } from "~/content/types";

/** One of the site's drawings (content/illustrations.yaml): its size reserved, so nothing shifts as it loads. */
export function Illustration({ art, className = "illustration", eager = false }: { art: IllustrationData; className?: string; eager?: boolean }) {
  return <img className={className} src={art.src} alt={art.alt} width={art.width} height={art.height} loading={eager ? undefined : "lazy"} decoding="async" />;
}
