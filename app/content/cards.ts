import type { LinkCardData } from "./types";
import { serviceListPages } from "./home";
import { practiceAreas, practiceHub } from "./practice-areas";
import { roles } from "./roles";
import { serviceListPaths } from "./service-lists";

/** Card data derived from the registry, sent by loaders so page components stay small. */
export function roleCards(): LinkCardData[] {
  return roles.map((role) => ({ href: `/${role.slug}`, title: role.title, text: role.summary, icon: role.icon }));
}

export function serviceListCards(): LinkCardData[] {
  return serviceListPaths.map((slug) => {
    const page = serviceListPages[slug];
    return { href: `/${slug}`, title: page.title, text: page.summary, icon: page.icon };
  });
}

export function practiceAreaCards(): LinkCardData[] {
  return practiceAreas.map((area) => ({ href: `/${area.slug}`, title: area.title, text: area.summary, icon: area.icon }));
}

/** The practice areas as the hub's directory: its groups, each with its areas' cards. */
export function practiceAreaDirectory(): { title: string; text: string; areas: LinkCardData[] }[] {
  const cards = new Map(practiceAreaCards().map((card) => [card.href.slice(1), card]));
  return practiceHub.groups.map((group) => ({ ...group, areas: group.areas.flatMap((slug) => cards.get(slug) ?? []) }));
}
