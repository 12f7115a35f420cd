import { isStopword, stem, words } from "~/text/normalise";
import { guard } from "../guards";
import type { Lang } from "../types";

/**
 * The check a model's rephrasing must pass before a visitor sees it: every content word of every
 * sentence stems to a word of the engine's answer or of the facts it rests on (a few courteous
 * words aside), every number, link and address is theirs, no negation is added, the language is
 * the visitor's, and it neither gives legal advice, opens with an unearned "Yes", nor speaks of
 * instructions or prompts. Anything else, and the engine's own answer is sent.
 */
export type RejectReason =
  | "empty"
  | "unsupported-words"
  | "unsupported-fact"
  | "wrong-language"
  | "legal-advice"
  | "opens-with-yes"
  | "instructions"
  | "added-negation";

/** Words that carry no claim: a rephrasing may add them. */
const COURTESY: Record<Lang, string[]> = {
  en: "happy glad help helping sure certainly course thanks thank hello welcome great question questions absolutely pleased gladly right here".split(
    " ",
  ),
  es: "gusto encantado encantada ayudar ayuda claro gracias hola bienvenido pregunta preguntas supuesto cierto placer aqui".split(
    " ",
  ),
  fr: "plaisir ravi ravie aider aide bien sur merci bonjour bienvenue question questions volontiers certainement evidemment voici".split(
    " ",
  ),
};

const NEGATION: Record<Lang, RegExp> = {
  en: /^(not|no|never|none|nobody|nothing|cannot|without|neither|nor)$/,
  es: /^(no|nunca|jamas|ningun|ninguna|ninguno|nadie|nada|sin|ni|tampoco)$/,
  fr: /^(ne|pas|jamais|aucun|aucune|personne|rien|sans|ni|non)$/,
};

/** Words of one language that do not occur in another's sentences. */
const FUNCTION_WORDS: Record<Lang, Set<string>> = {
  en: new Set(
    "the and of to you your we our is are with for this that will have can which there does do it in at be by an its not".split(
      " ",
    ),
  ),
  es: new Set(
    "el los las del que para usted ustedes nuestro nuestra nuestros con por una es son esta puede".split(" "),
  ),
  fr: new Set("le les des du est vous votre vos nous notre nos avec pour une sont cette peut qui".split(" ")),
};

const LEGAL_ADVICE =
  /\b(you should (sue|file|settle|sign|plead|appeal|accept|reject|not sign|fire|divorce)|you (don'?t|do not) need (a |an )?(lawyer|attorney)|file (it |this |in small claims )?yourself|i (would )?(recommend|advise|suggest) (that you |you )?(sue|file|settle|sign|plead|appeal|accept|fire)|you (have|don't have|do not have) a (strong |good |valid )?(case|claim)|(it is|it's|that is|that's) (legal|illegal|lawful|unlawful)|you can legally|you are (legally )?entitled|under (the )?law you|deber[ií]a (demandar|firmar|aceptar)|no necesita (un )?abogado|vous devriez (poursuivre|signer|accepter)|pas besoin d'(un )?avocat)\b/i;

const LINKS = /\[[^\]]*\]\(([^)\s]+)\)/g;

function numbers(text: string): Set<string> {
  const plain = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ").replace(/\]\([^)]*\)/g, "]");
  return new Set((plain.match(/\d[\d,]*(\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, "").replace(/\.0+$/, "")));
}

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dos|tres|cuatro|cinco|diez|cien|mil|deux|trois|quatre|cinq|dix|cent|mille)\b/gi;

function contentStems(text: string, lang: Lang): string[] {
  return words(text.replace(LINKS, " "), lang)
    .filter((w) => w.length >= 3 && !/\d/.test(w) && !isStopword(w, lang) && !NEGATION[lang].test(w))
    .map((w) => stem(w, lang));
}

export function verifyRephrase(
  candidate: string,
  source: { answer: string; facts: string[]; lang: Lang },
): RejectReason | null {
  const text = candidate.trim();
  if (!text) return "empty";
  const lang = source.lang;
  const all = [source.answer, ...source.facts].join("\n");
  if (guard(text) || /\b(system prompt|my instructions|i was instructed|as an ai language model)\b/i.test(text))
    return "instructions";
  if (LEGAL_ADVICE.test(text)) return "legal-advice";
  const yes = /^\W*(yes|sí|si|oui)\b/i;
  if (yes.test(text) && !yes.test(source.answer)) return "opens-with-yes";

  // Numbers, links and addresses: only the facts' own.
  const known = numbers(all);
  for (const n of numbers(text)) if (!known.has(n)) return "unsupported-fact";
  for (const w of text.match(NUMBER_WORDS) ?? [])
    if (!new RegExp(`\\b${w}\\b`, "i").test(all)) return "unsupported-fact";
  const links = new Set([...all.matchAll(LINKS)].map((m) => m[1]));
  for (const m of text.matchAll(LINKS)) if (!links.has(m[1])) return "unsupported-fact";
  for (const e of text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [])
    if (!all.toLowerCase().includes(e.toLowerCase())) return "unsupported-fact";
  if (/\bhttps?:\/\/|www\./i.test(text.replace(LINKS, " "))) return "unsupported-fact";

  // The visitor's language, wholly.
  const tokens = words(text.replace(LINKS, " "), lang);
  for (const other of ["en", "es", "fr"] as const) {
    if (other === lang) continue;
    const foreign = tokens.filter((w) => FUNCTION_WORDS[other].has(w) && !FUNCTION_WORDS[lang].has(w)).length;
    if (foreign >= 2 || (foreign >= 1 && tokens.length <= 6)) return "wrong-language";
  }
  const own = tokens.filter((w) => FUNCTION_WORDS[lang].has(w)).length;
  if (tokens.length >= 6 && own === 0) return "wrong-language";

  // Every content word of every sentence, supported.
  const supported = new Set([...contentStems(all, lang), ...COURTESY[lang].map((w) => stem(w, lang))]);
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    for (const s of contentStems(sentence, lang)) if (!supported.has(s)) return "unsupported-words";
  }
  const negations = (t: string) => new Set(words(t, lang).filter((w) => NEGATION[lang].test(w)));
  const allowed = negations(all);
  for (const n of negations(text)) if (!allowed.has(n)) return "added-negation";
  return null;
}
