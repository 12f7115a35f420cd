import type { HeadersFunction, MetaDescriptor } from "react-router";
import deskStylesHref from "~/styles/desk.css?url";

/**
 * What every staff desk route module shares: never stored by any cache, never indexed, its own
 * stylesheet (public pages never load it). The root leaves out the public chrome for /staff paths.
 */
export const deskHeaders: HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const deskLinks = () => [{ rel: "stylesheet", href: deskStylesHref }];

export const deskMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | Staff desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export { KIND_LABELS, STATUS_LABELS } from "./desk-labels";

/** A stored ISO time as staff read it: "2026-11-24 07:31 UTC". */
export const deskTime = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "");
