import { getSettings } from "~/config/site-settings.server";
import { fold } from "~/text/normalise";

/** Our name as a visitor types it: the first word of three letters or more of the configured brand ("northbridge"). */
export function brandWord(brand: string = getSettings().brand): string | undefined {
  return fold(brand)
    .split(/[^a-z0-9]+/)
    .find((w) => w.length >= 3);
}

// (Read for every cue of every part: the brand's pattern is built once per brand, not per call.)
const patterns = new Map<string, RegExp | null>();
function brandPattern(brand: string): RegExp | null {
  let pattern = patterns.get(brand);
  if (pattern === undefined) {
    const word = brandWord(brand);
    pattern = word ? new RegExp(`\\b${word}('s|s)?\\b`, "g") : null;
    patterns.set(brand, pattern);
  }
  return pattern;
}

/**
 * Folded text with our name as typed read as "you" ("pay northbridge" → "pay you", "northbridge's logo" → "your
 * logo"), so the words that speak to us need no fixed name: the brand is a setting (SITE_BRAND).
 */
export function brandAsYou(folded: string, brand: string = getSettings().brand): string {
  const pattern = brandPattern(brand);
  if (!pattern) return folded;
  return folded.replace(pattern, (_, possessive?: string) => (possessive ? "your" : "you"));
}
