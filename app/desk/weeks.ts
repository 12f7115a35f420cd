/**
 * Calendar weeks in a staff member's time zone, Monday to Monday, as UTC instants — what the
 * dashboard counts leads in. Intl knows every zone's offsets; a week's start is Monday 00:00 on the
 * wall clock there (across a daylight-saving change a week is an hour shorter or longer).
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The wall-clock date and time in `zone` at `instant` (ms), as numbers. */
function wallClock(instant: number, zone: string) {
  const part = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: part.year,
    month: part.month,
    day: part.day,
    hour: part.hour,
    minute: part.minute,
    second: part.second,
  };
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, zone: string): number {
  const w = wallClock(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant of 00:00 on the given calendar day in `zone`. */
export function midnightIn(year: number, month: number, day: number, zone: string): number {
  const asUtc = Date.UTC(year, month - 1, day);
  const first = asUtc - offsetAt(asUtc, zone);
  return asUtc - offsetAt(first, zone);
}

export interface Week {
  /** First instant of the week (Monday 00:00 in the zone), ISO. */
  start: string;
  /** First instant of the next week, ISO. */
  end: string;
  /** The Monday as a label: "Nov 17". */
  label: string;
  /** The Monday as a date: "2026-11-17". */
  day: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The last `count` weeks in `zone`, oldest first, the last one the week `now` is in. */
export function lastWeeks(now: Date, zone: string, count: number): Week[] {
  const today = wallClock(now.getTime(), zone);
  // Days since Monday, from the calendar date (UTC arithmetic on a date has no zone in it).
  const sinceMonday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
  const mondays = Array.from({ length: count + 1 }, (_, i) => {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day - sinceMonday - 7 * (count - 1 - i)));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  });
  return mondays.slice(0, count).map((monday, i) => {
    const next = mondays[i + 1];
    return {
      start: new Date(midnightIn(monday.year, monday.month, monday.day, zone)).toISOString(),
      end: new Date(midnightIn(next.year, next.month, next.day, zone)).toISOString(),
      label: `${MONTHS[monday.month - 1]} ${monday.day}`,
      day: `${monday.year}-${String(monday.month).padStart(2, "0")}-${String(monday.day).padStart(2, "0")}`,
    };
  });
}
