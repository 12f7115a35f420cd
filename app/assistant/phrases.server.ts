import { getSettings } from "~/config/site-settings.server";
import { corpus } from "./corpus.server";
import type { Lang } from "./types";

/**
 * Every sentence Lexi composes comes from content/assistant/phrases.yaml, written once per
 * language; facts arrive as {placeholders} (prices computed from the pricing table, names and
 * passages from the content). {assistant}, {brand}, {phone}, {tel}, {email} and {booking} are the settings'.
 */
export type Params = Record<string, string | number>;

export function say(key: string, lang: Lang, params: Params = {}): string {
  const versions = corpus().phrases[key];
  if (!versions) throw new Error(`No phrase "${key}" in content/assistant/phrases.yaml`);
  const s = getSettings();
  const all: Params = {
    assistant: s.assistantName,
    brand: s.brand,
    phone: s.phone.display,
    tel: s.phone.href,
    email: s.email,
    booking: s.bookingUrl,
    ...params,
  };
  return versions[lang]
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole))
    .trim();
}

export const hasPhrase = (key: string) => key in corpus().phrases;

/** "$2,240": amounts as the site writes them. */
export const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

/** "A, B and C" in the answer's language. */
export function joinList(items: string[], lang: Lang, or = false): string {
  const word = or ? { en: "or", es: "o", fr: "ou" }[lang] : { en: "and", es: "y", fr: "et" }[lang];
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`;
}

/** A Markdown link the widget renders as a real one ([label](/path)). */
export const link = (label: string, href: string) => `[${label.replace(/[[\]]/g, "")}](${href})`;

/** The first sentence(s) of a passage (abbreviations such as "U.S." kept whole). */
export function firstSentences(text: string, n = 1): string {
  const guarded = text.replace(/\b([A-Z])\.(?=[A-Z]\.)/g, "$1\u2024").replace(/\b([A-Z])\.(?=\s[a-z])/g, "$1\u2024");
  const sentences = guarded.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [guarded];
  return sentences
    .slice(0, n)
    .join("")
    .replace(/\u2024/g, ".")
    .trim();
}
