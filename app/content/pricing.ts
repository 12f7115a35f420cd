import { siteContent } from "./load-content.server";
import { roles } from "./roles";
import { usd, type CostTable } from "./staffing-cost";
import type { PricingTier, StaffRole } from "./types";

export type { PricingTier };

/** The one pricing catalogue (content/pricing.yaml, docs/product.md#constants): three tiers per role, hourly USD. */
export function pricingTiers(role: StaffRole): PricingTier[] {
  return siteContent().pricingTiers.map(({ key, name, rate, terms }) => ({
    key,
    name,
    rate: role.rates[rate],
    terms,
    // Contract Base and Full Time share a rate: the tier rides along by name.
    bookingPath: `/Booking/${role.slug}$${role.rates[rate]}?tier=${key}`,
  }));
}

export interface BookingChoice {
  role: StaffRole;
  rate: number;
  /** "$14" */
  price: string;
}

/**
 * Reads a booking id such as "Secretary-Receptionist$12": one of the six roles and one of its
 * tier rates, or undefined.
 */
export function parseBookingId(id: string): BookingChoice | undefined {
  const match = /^([A-Za-z-]+)\$(\d{1,3})$/.exec(id);
  if (!match) return undefined;
  const role = roles.find((r) => r.slug.toLowerCase() === match[1].toLowerCase());
  if (!role) return undefined;
  const rate = Number(match[2]);
  if (rate !== role.rates.standard && rate !== role.rates.multilingual) return undefined;
  return { role, rate, price: `$${rate}` };
}

/** Every role's rates, the schedules with their hours, and the public wage compared: what the cost calculator computes from. */
export function costTable(): CostTable {
  const { pricingTiers: tiers, inHouseComparison } = siteContent();
  return {
    roles: roles.map((r) => ({ slug: r.slug, title: r.title, standard: r.rates.standard, multilingual: r.rates.multilingual })),
    schedules: tiers.flatMap((t) => (t.hoursPerMonth ? [{ key: t.key, name: t.name, hoursPerMonth: t.hoursPerMonth }] : [])),
    inHouse: inHouseComparison,
  };
}

export interface BookingTier {
  key: PricingTier["key"];
  name: string;
  /** "160 hours a month, $2,400 a month" or "English/French or English/Spanish" */
  detail: string;
}

/** The role's tiers at the booking's rate: what the visitor may pick between on the booking form. */
export function bookingTiers(choice: BookingChoice): BookingTier[] {
  const hours = new Map(siteContent().pricingTiers.map((t) => [t.key, t.hoursPerMonth]));
  return pricingTiers(choice.role)
    .filter((tier) => tier.rate === choice.rate)
    .map(({ key, name, rate, terms }) => {
      const perMonth = hours.get(key);
      return { key, name, detail: perMonth ? `${perMonth} hours a month, ${usd(rate * perMonth)} a month` : terms.join(" or ") };
    });
}

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
