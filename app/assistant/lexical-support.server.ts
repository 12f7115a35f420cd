import { contentStems } from "~/text/normalise";
import { synonymsOf } from "~/text/synonyms";
import { corpus } from "./corpus.server";
import type { Lang, PartReading } from "./types";

/**
 * Whether a part's words are words of an intent's examples: at least a third of its content words (spelling
 * corrected, stemmed, or a synonym of app/text/synonyms.ts) appear in them. "And after they start do u guys just disappear lol" shares none of five with
 * the background checks' examples, "ur sales rep mike agreed $10/h… confirm the monthly total" one of eight with
 * the taxes': the classifier's reading there is a guess, however sure it says it is (decision 0043). "Do u offer a
 * free trail week" shares four of four with the trial's. Words no intent knows are not counted. Built once from
 * content/assistant/intents/.
 */
let vocabulary: { byIntent: Map<string, Set<string>>; known: Set<string> } | undefined;

function intentWords() {
  if (vocabulary) return vocabulary;
  const byIntent = new Map<string, Set<string>>();
  for (const intent of corpus().intents) {
    const stems = new Set<string>();
    for (const lang of ["en", "es", "fr"] as const)
      for (const example of intent.examples?.[lang] ?? []) for (const s of contentStems(example, lang)) stems.add(s);
    byIntent.set(intent.name, stems);
  }
  vocabulary = { byIntent, known: new Set([...byIntent.values()].flatMap((stems) => [...stems])) };
  return vocabulary;
}

export function wordsSupport(part: PartReading, intent: string, lang: Lang): boolean {
  const { byIntent, known } = intentWords();
  const own = byIntent.get(intent);
  // (Words no intent's examples use, "Chicago", "Boston", say nothing for or against one reading.)
  // (Nor do the names of things, a role, an area, an office, a schedule: they fill a reading, they don't choose it.)
  const e = part.entities;
  const named = [
    ...e.roles,
    ...e.areas,
    ...e.services,
    ...e.jobs,
    ...e.offices,
    ...e.schedules,
    ...e.tiers,
    ...e.languages,
  ];
  const words = part.tokens.filter((_, i) => !named.some((m) => i >= m.start && i < m.end));
  const stems = contentStems(words.join(" "), lang).filter((s) => synonymsOf(s).some((w) => known.has(w)));
  // (Nothing but names and small words, "how much for a case manager", supports no reading of its own.)
  if (!own?.size) return true;
  return stems.length > 0 && stems.filter((s) => synonymsOf(s).some((w) => own.has(w))).length * 3 >= stems.length;
}

/** Of the given stems, those no example of the intent uses (nor a synonym of them). */
export function wordsNotOf(intent: string, stems: string[]): string[] {
  const own = intentWords().byIntent.get(intent);
  return stems.filter((s) => !own || !synonymsOf(s).some((w) => own.has(w)));
}
