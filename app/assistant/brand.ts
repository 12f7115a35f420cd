import { getSettings } from "~/config/site-settings.server";
import { fold } from "~/text/normalise";

/** Our name as a visitor types it: the first word of three letters or more of the configured brand ("northbridge"). */
export function brandWord(brand: string = getSettings().brand): string | undefined {
  return fold(brand)
    .split(/[^a-z0-9]+/)
    .find((w) => w.length >= 3);
}

/**
 * Folded text with our name as typed read as "you" ("pay northbridge" → "pay you", "northbridge's logo" → "your
 * logo"), so the words that speak to us need no fixed name: the brand is a setting (SITE_BRAND).
 */
export function brandAsYou(folded: string, brand: string = getSettings().brand): string {
  const word = brandWord(brand);
  if (!word) return folded;
  return folded.replace(new RegExp(`\\b${word}('s|s)?\\b`, "g"), (_, possessive?: string) =>
    possessive ? "your" : "you",
  );
}
