import { usd } from "~/content/staffing-cost";

/** "$700 - $1,100" in USD per month; "$0 - $0" when the job gives none. */
export function formatSalary(price1: number | null, price2: number | null): string {
  return `${usd(price1 ?? 0)} - ${usd(price2 ?? 0)}`;
}

export function orFallback(value: string | null | undefined, fallback = "N/A"): string {
  return value && value.trim() ? value : fallback;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-03-04" (or an ISO time) as U.S. readers write it: "March 4, 2026"; anything else as given. */
export function formatDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? "");
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : (iso ?? "");
}
