import { StemmerEn, StopwordsEn } from "@nlpjs/lang-en";
import { StemmerEs, StopwordsEs } from "@nlpjs/lang-es";
import { StemmerFr, StopwordsFr } from "@nlpjs/lang-fr";

/**
 * The site's one text normaliser, shared by Lexi (app/assistant) and the site search
 * (app/search/search.server.ts): lower case, accents folded, tokens, the common shorthand people
 * type expanded, and Snowball stems from NLP.js's own English, Spanish and French stemmers (the
 * same stemmers Lexi's classifier uses, so the two never disagree about a word).
 */
export type TextLang = "en" | "es" | "fr";
export const TEXT_LANGS: TextLang[] = ["en", "es", "fr"];

const stemmers = { en: new StemmerEn(), es: new StemmerEs(), fr: new StemmerFr() };
const stopwords = { en: new StopwordsEn(), es: new StopwordsEs(), fr: new StopwordsFr() };

/** Lower case without accents: "Où", "ou" and "OU" are one word; "ñ" reads as "n", "œ" as "oe". */
export function fold(text: string): string {
  return text
    .replace(/[’‘`´]/g, "'")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Contractions and elisions, unfolded so their words count ("don't" → "do not", "l'avocat" → "le avocat"). */
const CONTRACTIONS: [RegExp, string][] = [
  [/\b(can)'?t\b/g, "can not"],
  [/\bwon'?t\b/g, "will not"],
  [/\b(\w+)n't\b/g, "$1 not"],
  [/\b(i)'m\b/g, "i am"],
  [/\b(\w+)'re\b/g, "$1 are"],
  [/\b(\w+)'ll\b/g, "$1 will"],
  [/\b(\w+)'ve\b/g, "$1 have"],
  [/\b(what|where|who|how|that|there|it|he|she|here)'s\b/g, "$1 is"],
  [/\b(\w+)'s\b/g, "$1"],
  [/\b(l|d|j|qu|n|c|s|m|t)'(?=\p{L})/gu, "$1e "],
];

/** Folded tokens: runs of letters and digits ("$2,240" → "2240"; "e-mail" → "e", "mail"). */
export function tokenize(text: string): string[] {
  let t = fold(text)
    .replace(/\s\+\s?|\s?\+\s/g, " plus ")
    .replace(/\s?&\s?/g, " and ")
    .replace(/\bu\.\s?s\.(\s?a\.?)?/g, "usa ")
    .replace(/\be-mails?\b/g, (m) => m.replace("-", ""));
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  t = t.replace(/(\d),(\d{3})\b/g, "$1$2");
  return t.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Shorthand and slang as people type it in chat, per language, to the words it stands for.
 * Applied token by token after folding (so "thx", "plz" and "q" read as the words they mean).
 */
const SHORTHAND: Record<TextLang, Record<string, string>> = {
  en: {
    u: "you",
    ya: "you",
    ur: "your",
    r: "are",
    pls: "please",
    plz: "please",
    plez: "please",
    thx: "thanks",
    thnx: "thanks",
    tx: "thanks",
    ty: "thank you",
    tysm: "thank you",
    wanna: "want to",
    gonna: "going to",
    gotta: "have to",
    hafta: "have to",
    lemme: "let me",
    gimme: "give me",
    dunno: "do not know",
    idk: "i do not know",
    im: "i am",
    ive: "i have",
    dont: "do not",
    doesnt: "does not",
    didnt: "did not",
    cant: "can not",
    cannot: "can not",
    wont: "will not",
    isnt: "is not",
    arent: "are not",
    whats: "what is",
    wats: "what is",
    wat: "what",
    hows: "how is",
    wheres: "where is",
    whos: "who is",
    thats: "that is",
    theres: "there is",
    ft: "full time",
    para: "paralegal",
    paras: "paralegals",
    hr: "hour",
    hrs: "hours",
    mo: "month",
    mos: "months",
    mth: "month",
    wk: "week",
    wks: "weeks",
    yr: "year",
    yrs: "years",
    ppl: "people",
    info: "information",
    pic: "picture",
    msg: "message",
    tho: "though",
    cuz: "because",
    bc: "because",
    b4: "before",
    w: "with",
    abt: "about",
    ok: "okay",
    k: "okay",
    kk: "okay",
    yeah: "yes",
    yep: "yes",
    yup: "yes",
    nope: "no",
    nah: "no",
    fone: "phone",
    fones: "phones",
    lawer: "lawyer",
    attorny: "attorney",
    atty: "attorney",
    govt: "government",
    dept: "department",
  },
  es: {
    tc: "tiempo completo",
    mt: "medio tiempo",
    q: "que",
    k: "que",
    xq: "porque",
    pq: "porque",
    porq: "porque",
    tb: "tambien",
    tmb: "tambien",
    dnd: "donde",
    xfa: "por favor",
    porfa: "por favor",
    pf: "por favor",
    hrs: "horas",
    info: "informacion",
    ud: "usted",
    uds: "ustedes",
    tel: "telefono",
    abogao: "abogado",
  },
  fr: {
    stp: "s'il te plait",
    svp: "s'il vous plait",
    pr: "pour",
    bjr: "bonjour",
    slt: "salut",
    jsp: "je ne sais pas",
    qd: "quand",
    pk: "pourquoi",
    pq: "pourquoi",
    tt: "tout",
    ds: "dans",
    vs: "vous",
    hr: "heure",
    tel: "telephone",
    info: "information",
    infos: "informations",
    mrc: "merci",
    dac: "d'accord",
  },
};

/** Tokens with shorthand expanded (one token may become several). */
export function expandShorthand(tokens: string[], lang: TextLang): string[] {
  const table = SHORTHAND[lang];
  return tokens.flatMap((token) =>
    Object.prototype.hasOwnProperty.call(table, token) ? tokenize(table[token]) : [token],
  );
}

/** The Snowball stem of a folded word; numbers and very short words stay as they are. */
const stemCache = { en: new Map<string, string>(), es: new Map<string, string>(), fr: new Map<string, string>() };

export function stem(word: string, lang: TextLang = "en"): string {
  if (word.length <= 2 || /\d/.test(word)) return word;
  const cache = stemCache[lang];
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    stemmed = stemmers[lang].stemWord(word);
    if (cache.size > 50_000) cache.clear();
    cache.set(word, stemmed);
  }
  return stemmed;
}

export function isStopword(word: string, lang: TextLang): boolean {
  return stopwords[lang].isStopword(word);
}

/** Folded tokens with shorthand expanded: the words a message is read as. */
export function words(text: string, lang: TextLang): string[] {
  return expandShorthand(tokenize(text), lang);
}

/** The stems of a text's words that carry meaning (stop words out), in order. */
export function contentStems(text: string, lang: TextLang): string[] {
  return words(text, lang)
    .filter((w) => !isStopword(w, lang))
    .map((w) => stem(w, lang));
}
