import { useRouteLoaderData, type HeadersFunction, type MetaDescriptor } from "react-router";
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

/** The page of everything an address sent (app/routes/staff/person.tsx). */
export const personPath = (email: string) => `/staff/people/${encodeURIComponent(email.trim().toLowerCase())}`;

/** The office's zone: what the desk shows before anyone chose (app/staff-auth/time-zones.server.ts says the same). */
const OFFICE_TIME_ZONE = "America/New_York";

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZoneName: "short",
      });
    } catch {
      return formatIn(OFFICE_TIME_ZONE);
    }
    formats.set(zone, format);
  }
  return format;
}

/** A stored ISO time in `zone`, with the zone's abbreviation: "2026-11-24 02:31 EST". */
export function formatDeskTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return "";
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  const part = Object.fromEntries(
    formatIn(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

/**
 * The signed-in staff member's way of reading a stored time: in the zone chosen on their account
 * page (the desk's layout loader passes it), with its abbreviation. Call at the top of a component.
 */
export function useDeskTime(): (iso: string | null | undefined) => string {
  const desk = useRouteLoaderData("routes/staff/layout") as { timeZone?: string } | undefined;
  const zone = desk?.timeZone ?? OFFICE_TIME_ZONE;
  return (iso) => formatDeskTime(iso, zone);
}
