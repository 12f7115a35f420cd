/**
 * The cost calculator's arithmetic, shared by the /roles loader (the answer to its GET form,
 * without JavaScript) and the page (live, with it). Every figure comes from the pricing catalogue.
 */
export interface CostTable {
  roles: { slug: string; title: string; standard: number; multilingual: number }[];
  /** Contract Base and Full Time, with their hours a month. */
  schedules: { key: string; name: string; hoursPerMonth: number }[];
  inHouse: { role: string; label: string; hourlyWage: number; period: string; source: string; sourceUrl: string };
}

export interface CostQuery {
  role: string;
  schedule: string;
  bilingual: boolean;
  staff: number;
}

export const MAX_STAFF = 100;
export const STAFF_ERROR = `Enter a number of people from 1 to ${MAX_STAFF}.`;
/** What the estimate says while the number of people is not one it can work from: never an earlier total. */
export const NO_ESTIMATE = `The monthly cost shows here once the number of people is from 1 to ${MAX_STAFF}.`;

export interface CostEstimate {
  roleTitle: string;
  scheduleName: string;
  hours: number;
  rate: number;
  staff: number;
  perPerson: number;
  monthly: number;
  /** The same hours at the public in-house wage, for the role it is published for. */
  inHouseMonthly?: number;
}

/**
 * "$4,800", "$4,689.60". Written out rather than with `toLocaleString`: the browser's first use of
 * its locale data loads it in one task, 20–50 ms on this machine and four times that on a phone
 * (decision 0041).
 */
export function usd(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const fraction = cents % 100 ? `.${String(cents % 100).padStart(2, "0")}` : "";
  return `${amount < 0 && cents ? "-" : ""}$${dollars}${fraction}`;
}

/** The calculator's choices from a query string; anything unknown falls back to the first option. */
export function readCostQuery(params: URLSearchParams, table: CostTable): { query: CostQuery; staffError?: string; staffText?: string } {
  const role = table.roles.find((r) => r.slug === params.get("role"))?.slug ?? table.roles[0].slug;
  const schedule = table.schedules.find((s) => s.key === params.get("schedule"))?.key ?? table.schedules.at(-1)!.key;
  const rawStaff = params.get("staff")?.trim() ?? "1";
  const staff = /^\d{1,3}$/.test(rawStaff) ? Number(rawStaff) : NaN;
  const valid = staff >= 1 && staff <= MAX_STAFF;
  return {
    query: { role, schedule, bilingual: params.get("bilingual") === "on", staff: valid ? staff : 1 },
    // A refused count comes back as typed (at most a few characters), beside its error.
    ...(valid ? {} : { staffError: STAFF_ERROR, staffText: rawStaff.slice(0, 8) }),
  };
}

export function estimateCost(table: CostTable, query: CostQuery): CostEstimate {
  const role = table.roles.find((r) => r.slug === query.role) ?? table.roles[0];
  const schedule = table.schedules.find((s) => s.key === query.schedule) ?? table.schedules[0];
  const rate = query.bilingual ? role.multilingual : role.standard;
  const perPerson = rate * schedule.hoursPerMonth;
  return {
    roleTitle: role.title,
    scheduleName: schedule.name,
    hours: schedule.hoursPerMonth,
    rate,
    staff: query.staff,
    perPerson,
    monthly: perPerson * query.staff,
    inHouseMonthly: role.slug === table.inHouse.role ? table.inHouse.hourlyWage * schedule.hoursPerMonth * query.staff : undefined,
  };
}
