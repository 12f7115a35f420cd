/** "And if we added…", "plus a…": a part that extends the team of the previous turn. */
export const ADD_WORDS =
  /^(add|added|adding|plus|also|another|extra|mas|ademas|agregar|agregamos|agrega|agrego|agregaria|agregariamos|agreguen|agregue|anadir|anadimos|sumar|sumamos|sumen|otro|otra|ajouter|ajoutons|ajoute|ajoutais|ajoutait|ajoutez|autre|aussi)$/;

/** "The other", "el otro", "l'autre": a head already counted, not one more. */
const THE_OTHER = /^(otro|otra|autre)$/;
const DEFINITE = /^(the|el|la|l|le)$/;

/** Whether the word at i adds to the team: an adding word, but not "the other" ("l'autre juste anglais"). */
export const addsAt = (tokens: string[], i: number) =>
  ADD_WORDS.test(tokens[i]) && !(THE_OTHER.test(tokens[i]) && DEFINITE.test(tokens[i - 1] ?? ""));
export const adds = (tokens: string[]) => tokens.some((_, i) => addsAt(tokens, i));

/** "Too", "también": a role the team lacks joins it ("an intake person too"); of a member in it, that member changes ("and bilingual too"). */
export const TOO_WORDS = /^(too|tambien)$/;

/**
 * Emoji that say a word, read as that word ("👋" a greeting, or a goodbye once the conversation has started; "💰❓" a
 * question of price); other emoji say nothing
 * Lexi can answer and are left as they are.
 */
const EMOJI_WORDS: [RegExp, string][] = [
  [/[👋🙋]/gu, " hi "],
  [/[🙏]/gu, " thanks "],
  [/[👍👌]/gu, " ok "],
  [/[💰💵💲💸🤑]/gu, " price "],
  [/[❓❔]/gu, " ? "],
];

export function withEmojiWords(text: string, started = false): string {
  // (A wave once the conversation is under way is a goodbye: "ok cool 👋".)
  let out = started ? text.replace(/👋/gu, " bye ") : text;
  for (const [emoji, word] of EMOJI_WORDS) out = out.replace(emoji, word);
  return out === text ? text : out.replace(/\s+/g, " ").trim();
}

/** The visitor takes the roles set side by side: a team from now on. */
export const TAKES =
  /\b(take|taking|book|hire|go with|we'll do|prend|prenons|prendre|on prend|tomamos|tomo|contratamos|contrato a|nos quedamos con)\b/;
