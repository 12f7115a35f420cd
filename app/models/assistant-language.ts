/**
 * How Lexi reads a message: which language it is in (English, Spanish, French), and a normalised
 * English form of it (lower case, no accents, Spanish and French key words mapped to English,
 * common misspellings and typos corrected against the site's own vocabulary).
 */
export type Lang = "en" | "es" | "fr";

const SPANISH = new Set(
  "hola gracias cuanto cuesta cuestan cuánto cuál cual cuales dónde donde tienen tiene hablan habla ustedes usted necesito quiero puedo pueden precio precios por favor trabajan trabajo abogado abogados abogada licencia están estan sus su mes hora horas tiempo completo qué que español ingles inglés oficina oficinas correo teléfono telefono vacantes empleo también tambien bilingüe bilingue asesoría asesoria recepcionista divorcio mi mis ayuda hacen ofrecen hay buenos buenas días dias adiós adios y sí".split(
    " ",
  ),
);
const FRENCH = new Set(
  "bonjour bonsoir merci combien coûte coute coûtent quel quelle quels quelles où vous votre vos avez êtes etes est je suis une des du le les au aux pour par mois heure heures temps plein numéro numero téléphone telephone bureau bureaux personnel francophone anglais français francais avocat avocats avocate divorcer dois faire vendez données donnees personnelles parlez parlez-vous emploi offres travailler aide au revoir salut oui non et ce".split(
    " ",
  ),
);
/** Words both languages share with each other (or with English) say nothing on their own. */
const SHARED = new Set(["que", "y", "et", "est", "le", "les", "des", "une", "mi", "su", "ce", "par", "pour", "non", "hay"]);

/** The message's language; `fallback` (the conversation's) when the message does not say. */
export function detectLanguage(text: string, fallback: Lang = "en"): Lang {
  const lower = text.toLowerCase();
  const words = lower.match(/[\p{L}']+/gu) ?? [];
  let es = /[¿¡ñ]/.test(lower) ? 2 : 0;
  let fr = /[çàèùâêîôûœ]|\b(qu'|l'|d'|j'|n')/.test(lower) ? 2 : 0;
  let en = 0;
  for (const word of words) {
    const weight = SHARED.has(word) ? 0.3 : 1;
    if (SPANISH.has(word)) es += weight;
    if (FRENCH.has(word)) fr += weight;
    if (ENGLISH_MARKERS.has(word)) en += 1;
  }
  if (/\ben espa[ñn]ol\b/.test(lower)) return "es";
  if (/\ben fran[çc]ais\b/.test(lower)) return "fr";
  if (/\bin (spanish|english|french)\b/.test(lower)) return "en";
  const best = Math.max(es, fr);
  if (best < 1 || best <= en) return en > 0 ? "en" : fallback;
  return es >= fr ? "es" : "fr";
}

const ENGLISH_MARKERS = new Set(
  "the is are do does you your what how much which where who can i we our have has for of to and with about price cost hire need want tell me please hi hello thanks".split(
    " ",
  ),
);

/** Spanish and French phrases and words, in the English the rules read. Longer phrases first. */
const PHRASES: [RegExp, string][] = [
  [/\bdomaines? (de pratique|du droit|juridiques?)\b|\bareas? (de practica|del derecho|legales)\b/g, "practice areas"],
  [/\best ce que\b|\best ce qu\b/g, ""],
  [/\bgestionnaire(s)? de (dossiers?|cas)\b|\bgestor(es)? de casos\b|\badministrador(es)? de casos\b/g, "case manager"],
  [/\bcoordo?n?n?ateur(s|trice)? de dossiers?\b|\bcoordinador(a|es)? de casos\b/g, "case coordinator"],
  [/\bespecialista(s)? (en|de) (admision|intake)\b|\bspecialiste(s)? (de l |en )?(accueil|admission|intake)\b/g, "intake specialist"],
  [/\basistente(s)? (legal|legales|juridico|administrativ[oa])\b|\bassistante?(s)? (juridique|administrati(f|ve))s?\b/g, "legal assistant"],
  [/\btiempo completo\b|\bjornada completa\b|\btemps plein\b|\bplein temps\b/g, "full time"],
  [/\bmedio tiempo\b|\btiempo parcial\b|\btemps partiel\b|\bmi temps\b/g, "part time"],
  [/\bpor mes\b|\bal mes\b|\bmensual(es)?\b|\bpar mois\b|\bmensuel(le)?s?\b/g, "per month"],
  [/\bpor hora\b|\bla hora\b|\bpar heure\b|\bde l heure\b/g, "per hour"],
  [/\ben espanol\b/g, "in spanish"],
  [/\ben francais\b/g, "in french"],
  [/\bcuanto cuesta\w*|\bcuanto cuestan\b|\bcuanto vale\b|\bcuanto sale\b|\bcombien coute\w*|\bcombien\b|\bcuanto\b/g, "how much"],
  [/\bnumero de telefono\b|\bnumero de telephone\b/g, "phone number"],
  [/\bcorreo electronico\b|\badresse e ?mail\b|\bcourriel\b/g, "email"],
  [/\b(mes |mis |sus )?(datos personales|donnees personnelles)\b|\bmes donnees\b|\bmis datos\b/g, "my personal information"],
  [/\basesoria legal\b|\bconsejo legal\b|\bconseil juridique\b|\bavis juridique\b/g, "legal advice"],
  [/\bdonde estan\b|\bou se trouvent\b|\bou etes vous\b|\bou sont\b/g, "where are"],
  [/\bhablan\b|\bhabla\b|\bparlez vous\b|\bparlez\b|\bparlent\b/g, "speak"],
  [/\bau revoir\b|\badios\b|\bhasta luego\b/g, "bye"],
  [/\bbuenos dias\b|\bbuenas tardes\b|\bbonsoir\b|\bbonjour\b|\bsalut\b|\bhola\b/g, "hello"],
  [/\bmerci beaucoup\b|\bmuchas gracias\b|\bgracias\b|\bmerci\b/g, "thanks"],
];

const WORDS: Record<string, string> = {
  // Spanish
  precio: "price",
  precios: "prices",
  cuesta: "cost",
  costo: "cost",
  tarifa: "rate",
  tarifas: "rates",
  paralegales: "paralegals",
  recepcionista: "receptionist",
  secretaria: "secretary",
  secretario: "secretary",
  abogado: "lawyer",
  abogados: "lawyers",
  abogada: "lawyer",
  licencia: "licensed",
  licenciados: "licensed",
  inmigracion: "immigration",
  familia: "family",
  divorcio: "divorce",
  bancarrota: "bankruptcy",
  quiebra: "bankruptcy",
  oficina: "office",
  oficinas: "offices",
  telefono: "phone",
  correo: "email",
  vacantes: "jobs",
  vacante: "job",
  empleo: "job",
  empleos: "jobs",
  trabajo: "work",
  trabajar: "work",
  trabajan: "work",
  bilingue: "bilingual",
  espanol: "spanish",
  ingles: "english",
  frances: "french",
  idiomas: "languages",
  idioma: "language",
  servicios: "services",
  servicio: "service",
  asistente: "assistant",
  cobran: "charge",
  cobra: "charge",
  ayudarme: "help me",
  ayudar: "help",
  ayuden: "help",
  sont: "are",
  son: "are",
  hablar: "talk",
  personas: "people",
  personnes: "people",
  una: "a",
  un: "a",
  une: "a",
  parler: "talk",
  caso: "case",
  con: "with",
  casos: "cases",
  demandar: "sue",
  accidente: "accident",
  parajuriste: "paralegal",
  parajuristes: "paralegals",
  juriste: "paralegal",
  juristes: "paralegals",
  ofrecen: "offer",
  necesito: "i need",
  quiero: "i want",
  mi: "my",
  mis: "my",
  sobre: "about",
  sus: "your",
  dos: "two",
  tres: "three",
  cuatro: "four",
  cinco: "five",
  mes: "month",
  hora: "hour",
  horas: "hours",
  donde: "where",
  quien: "who",
  cual: "which",
  mas: "more",
  barato: "cheap",
  barata: "cheap",
  caro: "expensive",
  cara: "expensive",
  ayuda: "help",
  tienen: "have",
  tiene: "has",
  ustedes: "you",
  persona: "person",
  llamar: "call",
  llamen: "call",
  llamada: "call",
  queja: "complaint",
  certificacion: "certification",
  certificados: "certified",
  venden: "sell",
  vende: "sell",
  privacidad: "privacy",
  politica: "policy",
  empezar: "start",
  comenzar: "start",
  consulta: "consultation",
  agendar: "book",
  reservar: "book",
  direccion: "address",
  estados: "states",
  unidos: "united",
  descuento: "discount",
  garantia: "guarantee",
  impuesto: "tax",
  impuestos: "taxes",
  investigacion: "research",
  medica: "medical",
  medicos: "medical",
  registros: "records",
  // French
  prix: "price",
  tarif: "rate",
  coute: "cost",
  coutent: "cost",
  receptionniste: "receptionist",
  secretaire: "secretary",
  avocat: "lawyer",
  avocats: "lawyers",
  avocate: "lawyer",
  francophone: "french speaking",
  francophones: "french speaking",
  hispanophone: "spanish speaking",
  anglais: "english",
  francais: "french",
  espagnol: "spanish",
  langues: "languages",
  langue: "language",
  bureau: "office",
  bureaux: "offices",
  adresse: "address",
  telephone: "phone",
  numero: "number",
  emplois: "jobs",
  poste: "position",
  postes: "positions",
  offres: "openings",
  travailler: "work",
  personnel: "staff",
  employes: "staff",
  divorcer: "divorce",
  famille: "family",
  faillite: "bankruptcy",
  immigration: "immigration",
  vendez: "sell",
  vendre: "sell",
  vend: "sell",
  confidentialite: "privacy",
  politique: "policy",
  commencer: "start",
  demarrer: "start",
  reserver: "book",
  rendez: "appointment",
  vous: "you",
  votre: "your",
  vos: "your",
  avez: "have",
  besoin: "need",
  je: "i",
  veux: "want",
  dois: "should",
  faire: "do",
  ma: "my",
  mon: "my",
  deux: "two",
  trois: "three",
  quatre: "four",
  cinq: "five",
  mois: "month",
  heure: "hour",
  heures: "hours",
  cher: "expensive",
  moins: "less",
  remise: "discount",
  reduction: "discount",
  garantie: "guarantee",
  taxe: "tax",
  taxes: "taxes",
  plainte: "complaint",
  humain: "human",
  appeler: "call",
  appelez: "call",
  rappeler: "call back",
  recherche: "research",
  licencies: "licensed",
  agrees: "licensed",
  services: "services",
  proposez: "offer",
  offrez: "offer",
  quel: "which",
  quels: "which",
  quelles: "which",
  quelle: "which",
  bilingues: "bilingual",
  aide: "help",
  cout: "cost",
};

/** Misspellings seen in real chats that edit distance alone would send elsewhere. */
const MISSPELLINGS: Record<string, string> = {
  fones: "phones",
  fone: "phone",
  phonez: "phones",
  recepcionist: "receptionist",
  receptionst: "receptionist",
  paralagal: "paralegal",
  paraleagal: "paralegal",
  parelegal: "paralegal",
  r: "are",
  u: "you",
  ur: "your",
  pls: "please",
  plz: "please",
  thx: "thanks",
  ty: "thanks",
  wat: "what",
  wats: "whats",
  hw: "how",
  mth: "month",
  mo: "month",
  hr: "hour",
  hrs: "hours",
  ft: "full time",
  pt: "part time",
  bilingal: "bilingual",
  billingual: "bilingual",
  multilingal: "multilingual",
  spansh: "spanish",
  spanis: "spanish",
  fench: "french",
  attorny: "attorney",
  info: "information",
  yr: "year",
  annualy: "annually",
  lawer: "lawyer",
  admn: "admin",
  asap: "soon",
  offshore: "offshore",
  defence: "defense",
  licences: "licenses",
  licence: "license",
};

export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** Lower case, no accents, no markup, words separated by single spaces; $ and digits kept. */
export function baseNormalise(text: string): string {
  return stripAccents(text.replace(/<[^>]*>/g, " ").toLowerCase())
    .replace(/[’`]/g, "'")
    .replace(/(\d),(\d{3})/g, "$1$2")
    .replace(/(\p{L})-(?=\p{L})/gu, "$1 ")
    .replace(/[^a-z0-9$%'+@.\s-]/g, " ")
    .replace(/(\w)'(s|re|ve|ll|d|m|t)\b/g, "$1 $2")
    .replace(/'/g, " ")
    .replace(/\s[-.]+|[-.]+\s|[-.]+$/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Damerau–Levenshtein distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/**
 * Corrects misspelt words: a word the site uses is left alone; any other is replaced by the closest
 * word the rules read or an entity's name (one edit for 4–6 letters, two from 7), or kept.
 */
export class Speller {
  private readonly byLength = new Map<number, string[]>();
  constructor(
    private readonly known: Set<string>,
    targets: Set<string>,
  ) {
    for (const word of targets) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  correct(word: string): string {
    if (word.length < 4 || this.known.has(word) || /\d/.test(word)) return word;
    const max = word.length >= 7 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const distance = editDistance(word, candidate, max);
        if (distance < bestDistance || (distance === bestDistance && candidate[0] === word[0] && best[0] !== word[0])) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    return best;
  }
}

/** The English form the rules read: translated, misspellings fixed, typos corrected. */
export function normalise(text: string, speller: Speller | null): string {
  let out = ` ${baseNormalise(text)} `;
  for (const [pattern, english] of PHRASES) out = out.replace(pattern, english);
  const words = out
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((word) => MISSPELLINGS[word] ?? WORDS[word] ?? word)
    .join(" ")
    .split(" ")
    .map((word) => (speller ? speller.correct(word) : word));
  return words.join(" ");
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  single: 1,
  two: 2,
  couple: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  uno: 1,
  una: 1,
  un: 1,
  une: 1,
};

/** A number written as digits or a word (one to ten); undefined otherwise. */
export function readNumber(word: string): number | undefined {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}
