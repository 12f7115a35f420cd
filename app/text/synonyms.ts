import { stem } from "./normalise";

/**
 * Words visitors use for what the pages call something else (English; Lexi reads Spanish and
 * French through her trained examples). A word of a group also matches the group's other words:
 * the site search expands a query with them, and Lexi's passage finder does the same.
 */
export const synonymGroups: string[][] = [
  ["price", "pricing", "cost", "rate", "fee", "hourly", "budget", "afford", "monthly"],
  ["job", "career", "opening", "vacancy", "hiring", "recruiting", "position"],
  ["apply", "application", "career", "opening", "resume"],
  ["hipaa", "healthcare", "medical", "health", "patient"],
  ["admin", "administrative", "administration"],
  ["receptionist", "secretary", "reception", "phone"],
  ["call", "calls", "phone", "phones", "caller"],
  ["bilingual", "multilingual", "spanish", "french", "language"],
  ["immigration", "visa", "naturalization", "citizenship"],
  ["lawyer", "attorney"],
  ["privacy", "confidentiality", "confidential", "security"],
  ["contact", "phone", "email", "office", "address"],
  ["office", "branch", "location"],
  ["blog", "article", "post", "news"],
  ["letter", "correspondence", "email"],
  ["filing", "efiling", "file"],
  ["transcript", "transcription"],
  ["redact", "redaction"],
  ["binder", "exhibit"],
  ["docket", "calendar", "deadline", "docketing"],
  ["invoice", "billing", "invoicing"],
  ["memo", "research"],
  ["chronology", "timeline"],
  ["test", "assessment", "exam", "evaluation"],
  ["prep", "prepare", "preparation"],
];

const byStem = new Map<string, string[]>();
for (const group of synonymGroups) {
  const stems = group.map((word) => stem(word, "en"));
  for (const key of stems) byStem.set(key, [...new Set([...(byStem.get(key) ?? []), ...stems])]);
}

/** The English stems that mean the same as this stem (itself first), or just itself. */
export function synonymsOf(wordStem: string): string[] {
  const group = byStem.get(wordStem);
  return group ? [wordStem, ...group.filter((s) => s !== wordStem)] : [wordStem];
}
