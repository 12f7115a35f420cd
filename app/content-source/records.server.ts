import { slugForServiceName } from "~/content/service-catalogues";
import { stripHtml } from "./html.server";
import type { ServiceCard, ServiceListItem } from "./types";

/** What both content sources make of their records: slugs, visible cards, list items, job dates. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function visibleCards(cards: ServiceCard[]): ServiceCard[] {
  return cards.filter((card) => card.title.trim() !== "" && card.title.trim().toLowerCase() !== "null");
}

export function serviceListItem(name: string, shortHtml: string): ServiceListItem {
  const slug = slugForServiceName(name);
  return { name: name.trim(), summary: stripHtml(shortHtml), href: slug ? `/services/${slug}` : "#" };
}

/** Today as YYYY-MM-DD (UTC): a job is open through its closing date. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Closed by staff, or its closing date has passed. */
export const jobHasClosed = (row: { status: string; validity: string }) =>
  row.status === "closed" || (row.validity !== "" && row.validity < todayIso());
