import { roles } from "./roles";
import type { StaffRole } from "./types";

export interface PricingTier {
  key: "contract" | "full-time" | "multilingual";
  name: string;
  rate: number;
  /** Two short lines under the price, e.g. "80 hours/month", "20 hrs/week". */
  terms: [string, string];
  bookingPath: string;
}

/** The one pricing catalogue (spec §9): three tiers per role, hourly USD. */
export function pricingTiers(role: StaffRole): PricingTier[] {
  const bookingPath = (rate: number) => `/Booking/${role.slug}$${rate}`;
  return [
    { key: "contract", name: "Contract Base", rate: role.rates.standard, terms: ["80 hours/month", "20 hrs/week"], bookingPath: bookingPath(role.rates.standard) },
    { key: "full-time", name: "Full Time", rate: role.rates.standard, terms: ["160 hours/month", "40 hrs/week"], bookingPath: bookingPath(role.rates.standard) },
    { key: "multilingual", name: "Multilingual", rate: role.rates.multilingual, terms: ["English/French", "English/Spanish"], bookingPath: bookingPath(role.rates.multilingual) },
  ];
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
