import { fold } from "~/text/normalise";
import type { Lang } from "./types";

/**
 * The language of a message: NLP.js's trigram guess (trained on Lexi's own examples too), weighed
 * with the words only one language uses and with the conversation's language as the prior. A
 * short message without a telling word keeps the conversation's language ("ok", "paralegal?").
 */
const MARKERS: Record<Lang, Set<string>> = {
  en: new Set(
    "the is are do does you your what how much which where who can could would will i we our have has for with about please hi hello thanks merry christmas holidays thank price cost need want tell me and of to an there any this that get my".split(
      " ",
    ),
  ),
  es: new Set(
    "el los las del que cuanto cuesta cuestan tienen tiene hay usted ustedes puedo pueden necesito quiero para por con una unos hola gracias ayuda ayudar ayudeme porfa jaja jajaja jeje feliz navidad fiestas felices adelantada donde como cual cuales son sus mi mis es esta estan trabajan hablan buenos buenas dias tardes tambien pero muy sobre precio precios abogado abogados oficina horas mes yo tu su nuestro nuestra ellos esto eso porque cuando hacen hacer tengo estoy".split(
      " ",
    ),
  ),
  fr: new Set(
    "et le les des du est vous votre vos je nous avez etes combien quel quelle quels quelles pour avec bonjour merci coucou salut aide aidez svp stp mdr ptdr joyeux noel annee fetes une ce cest qui ou sont dans sur mais tres bien oui non avocat avocats bureau bureaux heure heures mois prix tarif tarifs ai suis faire peux pouvez besoin ma mon ta ton sa ses leur nos pas au aux cette ces dont rendre refuse veut veux fait avoir etre aussi encore parce comme tes toi tu bon bonne connais connaissez sais savez".split(
      " ",
    ),
  ),
};

/** Words that read the same in two languages (or are names) and say nothing on their own. */
const SHARED = new Set([
  "que",
  "de",
  "la",
  "en",
  "a",
  "y",
  "un",
  "es",
  "me",
  "no",
  "si",
  "con",
  "paralegal",
  "o",
  "e",
  "il",
  "se",
  "per",
  "par",
  "son",
  "mes",
  "pour",
  "est",
  "an",
  // "Tu" is Spanish and French alike ("tu connais un bon resto ?").
  "tu",
  // "Yo" is Spanish "I" and an English greeting.
  "yo",
]);

const STRONG: Record<Lang, RegExp> = {
  en: /\b(what|how|the|is|are|you|your|please|thanks|hi|hello|can|do|does)\b/,
  es: /[¿¡ñ]|\b(hola|gracias|cuanto|cuánto|usted|ustedes|tienen|necesito|quiero|puedo|hablan|donde|dónde|cuál|qué|buenos|buenas|adiós)\b/,
  fr: /\b(bonjour|merci|combien|vous|votre|vos|êtes|etes|avez|pouvez|je|nous|est-ce|qu'|c'est|n'|s'il|t'es|où|très)\b|[çœêèàù]/,
};

export type Guesser = (text: string) => { lang: Lang; score: number }[];

/** The message's language, given the conversation's. */
export function detectLanguage(
  text: string,
  prior: Lang,
  guess: Guesser,
  wordLang: (word: string) => Lang | undefined = () => undefined,
  /** The conversation has no turn yet: its language is only the default, no evidence ("deportacion ayuda urgente"). */
  fresh = false,
): Lang {
  const lower = text.toLowerCase();
  const words = (fold(text).match(/[\p{L}']+/gu) ?? []).map((w) => w.replace(/'/g, ""));
  const score: Record<Lang, number> = { en: 0, es: 0, fr: 0 };
  for (const word of words) {
    let marked = false;
    for (const lang of ["en", "es", "fr"] as const)
      if (MARKERS[lang].has(word)) {
        score[lang] += SHARED.has(word) ? 0.3 : 1;
        marked = true;
      }
    // A word only one language's examples use ("manejan", "postuler").
    const only = marked || SHARED.has(word) ? undefined : wordLang(word);
    if (only) score[only] += 0.7;
  }
  for (const lang of ["en", "es", "fr"] as const) if (STRONG[lang].test(lower)) score[lang] += 1.5;
  const strongest = (["en", "es", "fr"] as const).reduce((a, b) => (score[b] > score[a] ? b : a));
  const evidence = score[strongest];
  // Too little to go on: the conversation's language stands (unless both words of two are one language's: "comment postuler"; one word, "correo", keeps it).
  const evidenced = (["en", "es", "fr"] as const).filter((l) => score[l] > 0);
  if (words.length <= 2 && evidence < 1.5)
    return (words.length === 2 || fresh) && evidenced.length === 1 && evidence >= 0.7 ? evidenced[0] : prior;
  if (words.length >= 3) {
    for (const g of guess(text)) score[g.lang] += g.score * Math.min(2, words.length / 4);
  }
  score[prior] += fresh ? 0.2 : words.length <= 4 ? 1 : 0.5;
  return (["en", "es", "fr"] as const).reduce((a, b) => (score[b] > score[a] ? b : a));
}
