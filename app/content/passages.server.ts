import { siteContent } from "./load-content.server";
import { languages, type JobFacts, type Language, type Passages } from "./translations.server";

export type {
  AboutPassage,
  ClaimKey,
  ClaimPassage,
  ContactFacts,
  JobFacts,
  Language,
  Passages,
  PracticeAreaPassage,
  PrivacySectionPassage,
  RolePassage,
  StaticServicePassage,
  TierPassage,
  TitledPassage,
} from "./translations.server";
export { languages };

/**
 * The passages Lexi quotes, in the visitor's language: English for "en", else the Spanish or
 * French written beside the English in the content files (app/content/README.md). Every passage
 * of the content files exists in all three (the content does not load otherwise), e.g.
 * passagesIn("es").roles["Paralegal-Role"].intro.list or passagesIn("fr").tiers.contract.name.
 * Server-only: import it from server code (the assistant), never from a route component.
 */
export function passagesIn(language: Language): Passages {
  return siteContent().passages[language];
}

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * A service detail's short description in `language`. The details live in the database, where
 * staff edit them and may add new ones: `english` is the record's current text, as the engine read
 * it. A service the seed ships (content/seed/services.yaml) has our Spanish and French; a record
 * staff added later has none, and only then is its English returned. (A seeded record whose
 * English staff rewrote keeps the seed's translation until the seed's translation is updated.)
 */
export function serviceSummaryIn(slug: string, language: Language, english: string): string {
  if (language === "en") return english;
  return passagesIn(language).serviceDetails[slug]?.summary ?? english;
}

/**
 * A job opening's employment type, position or location ("Full-time", "Mid-level", "Remote —
 * Jamaica") in `language`: the words content/assistant/job-facts.yaml lists are translated there;
 * anything else staff wrote on an opening is returned as written.
 */
export function jobValueIn(kind: keyof JobFacts["values"], english: string, language: Language): string {
  const index = passagesIn("en").jobs.values[kind].findIndex((value) => value.toLowerCase() === english.trim().toLowerCase());
  return index < 0 ? english : passagesIn(language).jobs.values[kind][index];
}

/**
 * A job opening's requirements or schedule in `language`, as listed in its posting. The openings live in
 * the database, where staff edit them and add new ones: `english` is the posting's current list, as the
 * engine read it. Only a seeded opening whose list is still the seed's has our Spanish and French;
 * otherwise undefined (the staff's English is not ours to translate).
 */
export function jobPostingIn(slug: string, section: "requirements" | "schedule" | "assessment", english: string[], language: Language): string[] | undefined {
  if (language === "en") return english;
  const same = (a: string[] = [], b: string[] = []) => a.length === b.length && a.every((x, i) => x.replace(/\s+/g, " ").trim() === b[i].replace(/\s+/g, " ").trim());
  if (!same(passagesIn("en").jobPostings[slug]?.[section], english)) return undefined;
  return passagesIn(language).jobPostings[slug]?.[section];
}
