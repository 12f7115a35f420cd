import { roles } from "~/content/roles";
import { practiceAreas } from "~/content/practice-areas";
import { serviceListPaths } from "~/content/service-lists";
import { getSettings } from "~/config/site-settings.server";
import { quoted } from "./passages.server";
import { joinList, say } from "./phrases.server";
import type { Lang } from "./types";

/**
 * The chat widget's menu (docs/product.md#chat): its labels, the canned reply of each option with its
 * links, the FAQs and the greetings, in the visitor's language. The words are phrases.yaml's
 * (menu.*), the facts the content's, quoted in that language.
 */
export interface ChatLink {
  href: string;
  label: string;
}

export interface MenuReply {
  key: "about" | "practices" | "services" | "roles" | "consultation" | "faqs" | "question";
  label: string;
  text: string;
  links: ChatLink[];
}

/** The widget's greetings; `{name}` is the visitor's name. */
export interface ChatGreetings {
  first: string;
  firstAnonymous: string;
  returning: string;
  returningAnonymous: string;
}

const KEYS: MenuReply["key"][] = ["about", "practices", "services", "roles", "consultation", "faqs", "question"];

/** The menu's language from `?lang=` or Accept-Language: Spanish or French when asked first, else English. */
export function menuLanguage(query: unknown, acceptLanguage: string | undefined): Lang {
  const asked = typeof query === "string" && query ? query : (acceptLanguage ?? "");
  const first = asked
    .split(",")
    .map((part) => part.trim().toLowerCase().slice(0, 2))
    .find((code) => /^[a-z]{2}$/.test(code));
  return first === "es" || first === "fr" ? first : "en";
}

/** The assistant's menu, canned replies and greetings in the visitor's language. */
export function chatMenu(lang: Lang = "en"): {
  options: MenuReply[];
  faqs: { question: string; answer: string }[];
  greetings: ChatGreetings;
} {
  const q = quoted(lang);
  const assistant = getSettings().assistantName;
  // {name} stays for the widget to fill; the settings are filled here.
  const greeting = (key: string) => say(`menu.greeting.${key}`, lang, { name: "{name}", assistant });
  const areas = practiceAreas.map((a) => ({ href: `/${a.slug}`, label: q.areas[a.slug].title }));
  const lists = serviceListPaths.map((slug) => ({ href: `/${slug}`, label: q.services[slug]?.title ?? slug }));
  const roleLinks = roles.map((r) => ({ href: `/${r.slug}`, label: q.roles[r.slug].title }));
  const texts: Record<MenuReply["key"], { text: string; links: ChatLink[] }> = {
    about: { text: q.about.body[0], links: [{ href: "/about", label: say("label.about", lang) }] },
    practices: {
      text: say("menu.practices", lang, {
        count: practiceAreas.length,
        areas: joinList(
          areas.slice(0, 6).map((a) => a.label),
          lang,
        ),
      }),
      links: [
        { href: "/internalguide", label: say("menu.allAreas", lang, { count: practiceAreas.length }) },
        ...areas.slice(0, 3),
      ],
    },
    services: {
      text: say("menu.services", lang, {
        lines: joinList(
          lists.map((l) => l.label),
          lang,
        ),
      }),
      links: lists,
    },
    roles: {
      text: say("menu.roles", lang, {
        roles: joinList(
          roles.map((r) => say("menu.roleFrom", lang, { role: q.roles[r.slug].title, rate: `$${r.rates.standard}` })),
          lang,
        ),
      }),
      links: roleLinks,
    },
    consultation: { text: say("menu.consultation", lang), links: [] },
    faqs: { text: say("menu.faqs", lang), links: [] },
    question: { text: say("menu.question", lang), links: [] },
  };
  return {
    greetings: {
      first: greeting("first"),
      firstAnonymous: greeting("firstAnonymous"),
      returning: greeting("returning"),
      returningAnonymous: greeting("returningAnonymous"),
    },
    options: KEYS.map((key) => ({ key, label: say(`menu.label.${key}`, lang), ...texts[key] })),
    faqs: q.faqs.chat,
  };
}
