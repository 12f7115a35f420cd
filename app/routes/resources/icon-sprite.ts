import { iconSprite } from "~/components/icon-sprite.server";
import type { Route } from "./+types/icon-sprite";

/** The icon sprite; the versioned URL pages use is cached for good. */
export function loader({ url }: Route.LoaderArgs) {
  const { svg, version } = iconSprite();
  const current = url.searchParams.get("v") === version;
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
