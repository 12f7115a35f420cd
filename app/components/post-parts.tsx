import type { CoverImage } from "~/content-source/types";
import { formatDate } from "~/content-source/job-format";

/** A post's cover at its own dimensions (no layout shift), from the widths the server made of it. */
export function CoverPicture({
  cover,
  sizes,
  loading = "eager",
  priority = false,
}: {
  cover: CoverImage;
  sizes: string;
  loading?: "eager" | "lazy";
  priority?: boolean;
}) {
  return (
    <img
      className="post-cover"
      src={cover.src}
      srcSet={cover.srcset ?? undefined}
      sizes={cover.srcset ? sizes : undefined}
      alt={cover.alt}
      width={cover.width}
      height={cover.height}
      loading={loading}
      // The page's largest paint: decoded with the first paint, not a frame later.
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}

/** "March 4, 2026 · by Jane Doe" under a post's title. */
export function PostByline({ publishedAt, author }: { publishedAt: string | null; author: string | null }) {
  if (!publishedAt && !author) return null;
  return (
    <p className="post-byline">
      {publishedAt ? <time dateTime={publishedAt}>{formatDate(publishedAt)}</time> : null}
      {publishedAt && author ? " · " : null}
      {author ? `by ${author}` : null}
    </p>
  );
}
