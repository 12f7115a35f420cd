import { fold, isStopword } from "~/text/normalise";
import { asksCapability } from "./asker";
import { brandAsYou } from "./brand";
import { EMAIL_WORD, PHONE_WORD } from "./contact";
import { buyerSignals } from "./speaker";
import type { Lang, PartReading } from "./types";

/**
 * What a part looks like, before its meaning: short enough to lean on the previous turn, naming
 * something of ours, only a name, a question rather than a statement, about booking or paying.
 */
/** Short parts lean on the previous turn ("and for two?", "what about French?"). */
export const short = (part: PartReading) => part.tokens.length <= 9;
export const namesSomething = (part: PartReading) => {
  const e = part.entities;
  return e.roles.length + e.areas.length + e.services.length + e.jobs.length + e.offices.length > 0;
};

/** A part that names roles of ours and nothing else of ours. */
export const namedOnlyRoles = (part: PartReading) => {
  const e = part.entities;
  // An opening named by the role's own words ("the case manager") is that role here, not another thing named.
  const jobs = e.jobs.filter((j) => !e.roles.some((r) => j.start >= r.start && j.end <= r.end));
  return e.areas.length + e.services.length + jobs.length + e.offices.length === 0;
};

/** Booking or paying for a consultation or an appointment. */
export const CONSULTATION =
  /\b(consult\w*|book|booking|appointment|meeting|pay|paid|paying|consulta|cita|reunion|pago|pagar|pagaria|rendez-vous|payer|payant|paie|paierais?)\b/;

/** A question, or a request ("tell me…", "quote for…"), rather than a statement of context. */
export function isQuestion(raw: string): boolean {
  raw = raw.replace(
    /^\s*((so|ok|okay|and|also|but|hey|hi|hello|roughly|just|well|um|then|quick question|one more thing)[,:]?\s+)+/i,
    "",
  );
  return (
    /[?¿]/.test(raw) ||
    /^\s*(what|whats|what's|how|which|who|where|when|why|do|does|did|is|are|can|could|will|would|should|have|has|any|tell|give|send|show|list|quote|explain|need|price|prices|pricing|rate|rates|cost|costs|salary|i need|we need|i want|we want|i'd like|looking for|qu[eé]|c[oó]mo|cu[aá]l|cu[aá]nto|d[oó]nde|qui[eé]n|tienen|hay|pueden|necesito|quiero|quel|quelle|comment|combien|o[uù]|qui|avez|pouvez|est-ce|je veux|j'ai besoin)\b/i.test(
      raw,
    )
  );
}

/** Words that say nothing of their own beside a name ("family law?", "wills and trusts please"). */
const FILLER =
  /^(and|or|the|a|an|y|o|et|ou|el|la|los|las|le|les|de|of|for|para|pour|please|pls|por|favor|svp|law|ley|droit|derecho|what|about|et|then|so|ok|okay|hmm|support|help)$/;

/** A part that is only a name ("wills and trusts?", "paralegal?"): its entity says what it is about. */
export function entityOnly(part: PartReading): boolean {
  const e = part.entities;
  const spans = [...e.roles, ...e.areas, ...e.services, ...e.jobs, ...e.offices, ...e.otherLanguages];
  if (!spans.length) return false;
  return part.tokens.every((w, i) => FILLER.test(w) || spans.some((m) => i >= m.start && i < m.end));
}

const PERIOD =
  /^(week|weekly|month|monthly|year|yearly|annual|annually|total|semana|semanal|mes|mensual|ano|anual|semaine|hebdomadaire|mois|mensuel|annee|annuel|quarter|quarterly|trimestre|trimestral|trimestriel|trimestrielle|semester|semestre|semestral|semestriel)$/;

/** Words that only frame a figure asked again ("what would that come to over the whole year now"). */
const FRAMING =
  /^(whats|come|comes|cost|costs|run|work|works|out|whole|full|entire|complete|new|now|then|again|okay|ok|so|hmm|roughly|approx|approximately|seria|saldria|sale|completo|entero|toda|todo|nuevo|ahora|entonces|ferait|fait|complete|entiere|toute|nouveau|maintenant|alors|donc|ca)$/;
const functionWord = (w: string) =>
  FRAMING.test(w) || isStopword(w, "en") || isStopword(w, "es") || isStopword(w, "fr");

/**
 * A part that only asks for the period of a figure ("whats that weekly", "per month?", "¿al mes?", "and what
 * would that come to over a full year"): nothing of its own named, and no word but the period that is not a
 * function word or the framing of a figure asked again (however long the framing); a price asked by the period
 * in a few more words ("what would that run us monthly, both together").
 */
const OWN_QUESTION =
  /^(also |and |y |et )?(is there|are there|do you (have|offer|give)|hay|tienen|ofrecen|y a-t-il|avez-vous|offrez-vous)\b|\b(trial|prueba|essai)\b/;
export const periodOnly = (part: PartReading) => {
  const e = part.entities;
  const bare =
    !namesSomething(part) && e.counts.length + e.schedules.length + e.tiers.length + e.languages.length === 0;
  // ("Also is there a free trial week": a question of its own, though it names a week.)
  if (!bare || OWN_QUESTION.test(fold(part.raw))) return false;
  // French "un an", "par an", "sur l'an" (not English "an": "$14 an hour").
  const period = part.tokens.some(
    (w, i) =>
      PERIOD.test(w) || (/^ans?$/.test(w) && /^(un|par|sur|l|chaque|deux|trois)$/.test(part.tokens[i - 1] ?? "")),
  );
  if (part.tokens.length <= (period && part.pricing ? 10 : 7) && (period || !!part.pricing)) return true;
  const content = part.tokens.filter((w) => !PERIOD.test(w) && !functionWord(w));
  return period && part.tokens.length <= 14 && content.length <= 1;
};

/** The language a "in Spanish, please" names. */
export function languageAsked(part: PartReading): Lang | undefined {
  const named = part.entities.languages[0]?.value;
  if (named === "spanish") return "es";
  if (named === "french") return "fr";
  if (part.tokens.some((w) => /^(english|ingles|anglais)$/.test(w))) return "en";
  return undefined;
}

/** The visitor's own words or a request for our work or prices ("can your paralegal look at my report", "cuánto cobran"). */
const SELF = /^(i|my|me|myself|mine|yo|mi|mis|me|mio|mia|mios|mias|je|moi|mon|ma|mes|m|mien|mienne|miens|miennes)$/;
export const asksForThemselves = (part: PartReading) =>
  !FIRM_WORDS.test(part.raw) &&
  (!!part.pricing ||
    asksCapability(part.raw) ||
    part.tokens.some((w) => SELF.test(w)) ||
    /\b(help|assist) me\b|\bayudar(me|lo|la)\b|\bm'aider\b/.test(fold(part.raw)));

/** Someone else as the object of the ask: "fill out her forms", "prepararle los papeles", "lui remplir". */
const FOR_SOMEONE = /^(him|her|them|his|their|le|les|su|sus|lui|leur|leurs|son|sa|ses)$|[aei]r(le|les)$/;
/** Asking our staff to act for themselves or for the person close to them they spoke of. */
export const asksForThemOrTheirs = (part: PartReading) =>
  asksForThemselves(part) || (!FIRM_WORDS.test(part.raw) && part.tokens.some((w) => FOR_SOMEONE.test(w)));

/**
 * The work asked about is for the visitor or the person they spoke of, in so many words: "write my letter",
 * "hacerme la carta", "her forms" (a bare "how much is a paralegal?" is not).
 */
export const namesThemOrTheirs = (part: PartReading) =>
  !FIRM_WORDS.test(part.raw) && part.tokens.some((w) => SELF.test(w) || FOR_SOMEONE.test(w) || /[aei]rme$/.test(w));

/** A single small job priced: "just to do the paperwork", "1h suffit", "solo para llenar el formulario". */
const ONE_OFF =
  /\b(just|only|juste|seulement|solo|nomas|nada mas) (to|for|pour|para)\b|\b(1|one|une|una|an) ?(h|hr|hour|heure|hora)\b|\b(an hour or two|une heure ou deux|una hora o dos)\b/;

/**
 * A part read as a firm's hiring from a visitor the conversation does not know as a firm, with no firm's words: them
 * asking to hire our staff for themselves, their own work named ("ok how much for your paralegal to write my letter")
 * or a single small job priced ("combien avec votre parajuriste ? 1h suffit"). (A price asked alone is not enough:
 * after a referral given wrongly, a firm asking prices must still get them.)
 */
export const hiresForThemselves = (part: PartReading, firmAsker: boolean, message: string) =>
  part.asker === "firm" &&
  !firmAsker &&
  !buyerSignals(part.raw) &&
  (namesThemOrTheirs(part) || (!!part.pricing && ONE_OFF.test(fold(message))));

/** Someone of ours asked to explain or look at it: "can i stop by the office so someone explains it". */
const EXPLAIN =
  /\b(someone|somebody|a person|one of you|your (team|people|staff))\b.{0,20}\b(explain|explains|go over|goes over|look at|looks at|walk me through|help me with)\b|\b(alguien|una persona)\b.{0,20}\b(me )?(explique|explica|revise|vea)\b|\b(quelqu'un|une personne)\b.{0,20}\b(m'explique|explique|regarde)\b/;

/** Our price or our people's help asked for the visitor's own (or their close one's) work. */
export const asksOurHelpWithTheirs = (part: PartReading) =>
  (!!part.pricing || EXPLAIN.test(fold(part.raw))) && namesThemOrTheirs(part);

/** Answers that say what we support: to a visitor who may have a legal matter of their own, with the public note. */
const SUPPORT_INTENTS =
  /^(area\.info|areas\.list|service\.info|services\.list|role\.info|role\.recommend|staff\.translation)$/;

/** Greetings and small talk about the assistant: no answer to a question asked after the not-a-law-firm answer. */
export const SOCIAL = /^chat\.(greeting|intro|how_are_you)$/;

/** What we offer law firms: their staff, services and prices. */
export const OFFERED =
  /^(area\.info|areas\.list|service\.info|services\.list|role\.\w+|roles\.\w+|price|price\.\w+|staff\.\w+)$/;

/** An answer of what we support, to a visitor who may be a member of the public: not a firm or a job seeker. */
const FIRM_WORDS =
  /\b(practices?|firms?|attorneys|lawyers|clients|bufetes?|despachos?|cabinets?|avocats|abogados|clientes)\b/i;
export const mayBePublic = (intent: string, part: PartReading, parts: PartReading[]) =>
  SUPPORT_INTENTS.test(intent) &&
  (part.maybeLegal ||
    // "Do u do immigration?" names an area and no one: a firm's question as much as anyone's. "Can you help me with
    // immigration", "got a DUI, do you do criminal?" may be the visitor's own.
    (!part.asker &&
      part.entities.areas.length > 0 &&
      !FIRM_WORDS.test(part.raw) &&
      (parts.some((p) => p.namesMatter) || part.tokens.some((w) => SELF.test(w)))));

/**
 * A question put to us, the provider: "you", "your staff", "can they…", "¿ustedes…?", "¿aceptan…?", "vous…",
 * "vos employés". Not understood, it gets an honest "I can't find that" and the team, not a menu of topics.
 */
const TO_US = new RegExp(
  [
    "\\b(you|u|ya|your|ur|yall|y'all|they|them|their|staff|team|employees?|company)\\b",
    "|\\b(usted|ustedes|su|sus|vuestro|vuestra|ellos|ellas|la empresa|la compania|su personal|sus empleados|su equipo)\\b",
    "|\\b(pueden|podrian|tienen|hacen|ofrecen|aceptan|facturan|cobran|trabajan|firman|dan|manejan|cubren|permiten)\\b",
    "|\\b(vous|vos|votre|ils|elles|l'entreprise|la societe|votre equipe|vos employes)\\b",
  ].join(""),
);
/** "Y dan descuento a firmas pequeñas", "et vous facturez au document": a question to us typed without its mark. */
const GOES_ON_ASKING = /^(y|e|et|and|also|plus|tambien|aussi)\b/;
export const asksUs = (part: PartReading) =>
  (isQuestion(part.raw) || GOES_ON_ASKING.test(fold(part.raw).trim())) &&
  part.tokens.length >= 3 &&
  TO_US.test(brandAsYou(fold(part.raw)));

/**
 * Beside a question answered, a short "can you do that?" about it ("is that your thing", "can your team do that",
 * "c'est possible ?", "¿se puede?"): the answer beside it is the answer; nothing is left to name.
 */
const THAT = /\b(that|this|it|those|them|eso|esto|ca|cela)\b|^(c'est possible|se puede|es posible|possible)\b/;
export const refersBack = (part: PartReading) =>
  part.tokens.length <= 6 &&
  !namesSomething(part) &&
  !part.pricing &&
  !part.pay &&
  THAT.test(fold(part.raw).trim()) &&
  !/\b(when|where|who|how|why|what|which|cuando|donde|quien|cuanto|como|por que|que|quand|ou|qui|combien|comment|pourquoi|quel\w*)\b/.test(
    fold(part.raw),
  );

/**
 * Beside a question answered, a question put to us about something nothing of ours names, no price, pay or matter
 * ("do u wipe their devices", "any references i can call", "avez-vous travaillé pour des cabinets canadiens ?"): what
 * the site does not publish, said so and offered to the team, rather than "I didn't understand" (decision 0070).
 */
export const asksUnnamed = (part: PartReading) =>
  asksUs(part) &&
  !namesSomething(part) &&
  !part.pricing &&
  !part.pay &&
  !part.maybeLegal &&
  !part.safety &&
  !part.offTopic;

/** "So that's a no?", "¿entonces es un no?", "donc c'est non ?": whether what was said amounts to yes or no. */
const YES_OR_NO = /^(no|nope|nah|yes|yeah|si|non|oui)$/;
export const asksYesOrNo = (part: PartReading) =>
  part.tokens.length <= 7 &&
  !namesSomething(part) &&
  part.tokens.some((w) => YES_OR_NO.test(w)) &&
  (/[?¿]/.test(part.raw) || /^(so|then|entonces|o sea|donc|alors)$/.test(part.tokens[0] ?? ""));

/**
 * A remark made aside, not a request: laughter, an emoji, an apology or a sigh ("sorry cat on keyboard 😂", "ugh just
 * spilled coffee", "Je m'ennuie au bureau 😅", "anyway where were we"). Decision 0071.
 */
const ASIDE =
  /^(sorry|srry|sry|oops|ugh|ouf|anyway|anyways|perdon|perdona|uy|ay|bueno|desole|oups|bref|pfff?)\b|\p{Extended_Pictographic}/u;
// (Not when it speaks to us: "do u guys just disappear lol", "ugh ok then just delete everything u have on me".)
const aside = (raw: string) => (saidInJest(raw) || ASIDE.test(fold(raw).trim())) && !TO_US.test(brandAsYou(fold(raw)));
/** Our page spoken of ("ur site literally says"), or an area as law ("a criminal law page"), not "school" alone. */
export const PAGE_WORDS = /\b(page|site|website|web|pagina|sitio|says|dice|dit|indique|literally|literalmente)\b/;
const LAW_WORD = /\b(law|derecho|droit)\b/;
export const namesOurPage = (part: PartReading) => PAGE_WORDS.test(fold(part.raw)) || LAW_WORD.test(fold(part.raw));

/** A scrap: two words at most, naming nothing of ours, asking nothing ("nvm", "jajaja", "test 123", "asdfjkl;;"). */
export const scrap = (part: PartReading) => {
  const e = part.entities;
  const figures = e.counts.length + e.schedules.length + e.tiers.length + e.languages.length;
  // (Keys run over are no scrap: "not understood" is said of them.)
  if (namesSomething(part) || figures || isQuestion(part.raw) || keyboardMash(part.raw)) return false;
  // Or a remark read as chatter or as nothing, with no trouble, price or complaint in it ("sorry wrong chat, meant to
  // text my wife", "ugh just spilled coffee all over my desk", "Je m'ennuie au bureau"): nothing to answer either.
  return (
    part.tokens.length <= 2 ||
    (part.tokens.length <= 12 &&
      (/^(chat\.(greeting|thanks|bye|ack|how_are_you|intro|bot)|none)$/.test(part.intent) || aside(part.raw)) &&
      !part.complaint &&
      !part.pricing &&
      !part.pay &&
      !part.namesMatter &&
      !part.asker)
  );
};

/** A part that carries on a question before it: "do u do means test + 341 prep? and ch 13 payment tracking". */
const CONTINUES = /^\s*(and|also|plus|as well as|what about|how about|y|e|ademas|tambien|et|aussi|ainsi que)\b/;
export function goesOnAsking(part: PartReading, parts: PartReading[]): boolean {
  const i = parts.indexOf(part);
  const before = i < 0 ? parts : parts.slice(0, i);
  return before.some((b) => isQuestion(b.raw)) && CONTINUES.test(fold(part.raw));
}

/** Good news told: "I PASSED THE BAR", "just got engaged", "aprobé el examen", "c'est mon anniversaire". */
const GOOD_NEWS =
  /\b(i|we) (just )?(passed|aced|won|graduated)\b|\bpassed (the|my) (bar|exam|test|boards)\b|\b(got|getting) (engaged|married|promoted|hired|the job|accepted|my license)\b|\b(i'?m|im|we'?re|i am|we are) (engaged|pregnant|getting married|expecting|retiring)\b|\b(it'?s|its|today is) my (birthday|bday|anniversary)\b|\b(aprobe|me gradue|me caso|me voy a casar|me comprometi|me ascendieron|consegui el (trabajo|empleo)|es mi cumpleanos|hoy cumplo)\b|\b(j'ai (reussi|eu) (mon|le|l'|mes)|je me marie|je suis fiancee?|c'est mon anniversaire|j'ai eu le poste|je prends ma retraite)\b/;
const BIRTHDAY = /\b(my (birthday|bday)|mi cumpleanos|hoy cumplo|mon anniversaire)\b/;
/** Kind words about the site or Lexi: "love your site", "la página se ve súper bonita", "joli prénom", "good bot". */
const KIND_WORDS =
  /\b(love|like|adore|dig) (your|ur|the|this) (site|website|page|name|design|chat|bot|colors?|logo)\b|\b(your|ur|the|this) (site|website|page|design|chat) (is|looks|seems) (so |really |super |very )?(great|nice|beautiful|cool|clean|lovely|pretty|awesome|amazing|good)\b|\b(you'?re|ur|you are) (so |really |super |very )?(great|awesome|helpful|the best|sweet|cute|smart|amazing|lovely)\b|\b(good|nice|great|smart) (bot|assistant|site|website)\b|\b(buen|buena|excelente|bon|bonne|super) (bot|robot|asistente|assistante?)\b|\bbest assistant\b|\b(me encanta|me gusta) (su|tu|la|el) (pagina|sitio|web|nombre|diseno)\b|\b(la pagina|el sitio|la web) (se ve|esta|es) (super |muy )?(bonit[ao]|lind[ao]|genial|bien|buenisim[ao])\b|\b(eres|es usted) (muy |super )?(amable|genial|linda|lista)\b|\b(j'adore|j'aime) (votre|ton|le) (site|prenom|nom|design)\b|\b(votre|ton|le) site est (tres |super |vraiment )?(beau|joli|super|genial|clair)\b|\bjoli (prenom|nom|site)\b|\bc'est joli comme prenom\b|\b(tu es|vous etes) (tres |super |vraiment )?(gentille?|genial|geniale|sympa|adorable)\b/;

/** More kind words: "c'est joli votre site", "nice website", "qué bonita su página". */
const KIND_WORDS_TOO =
  /\bc'est (tres |super |vraiment )?(joli|beau|bien fait|sympa|clair|genial) (votre|ton|le) site\b|\b(nice|cool|great|clean|pretty|beautiful|lovely|slick) (site|website|web ?site|page|design)\b|\bque (bonit[ao]|lind[ao]|buen[ao]) (es )?(su|tu|la|el) (pagina|sitio|web)\b/;
/** A season's or a holiday's wishes: "happy thanksgiving!! 🦃", "felices fiestas", "joyeuses fêtes". */
const WISHES =
  /\b(merry (christmas|xmas)|happy (holidays|new year|thanksgiving|turkey day|easter|hanukkah|diwali|lunar new year|4th|fourth|independence day|friday|holiday)|season'?s greetings|eid mubarak|feliz (navidad|ano nuevo|ano|pascua|dia de accion de gracias|thanksgiving|dia)|felices fiestas|prospero ano|joyeux (noel|thanksgiving)|bonne annee|bonnes fetes|joyeuses (paques|fetes))\b/;
/** A joke asked for: "tell me a joke", "cuéntame un chiste", "raconte-moi une blague". */
const JOKE =
  /\b(tell|know|got|have) (me |us )?(a|any|another|some) ([\w-]+ ){0,2}jokes?\b|\b(cuentame|cuentanos|dime|cuenta|sabes|echame) (un|algun|otro) chistes?\b|\b(raconte|racontez|dis|dites|connais)(-| )?(moi |nous )?(une|des) blagues?\b/;
/** Something written to order: "write me a poem about paralegals", "escríbeme una canción", "écris-moi un poème". */
const WRITTEN_TO_ORDER =
  /\b(write|compose|make|give) (me |us )?(a |an |another )?(short |little |funny )?(poem|song|story|haiku|rap|limerick|essay|riddle)s?\b|\b(escribe|escribeme|escribime|hazme|componme|cuentame) (un|una|otro|otra) (poema|cancion|cuento|historia|rap)\b|\b(ecris|ecrivez|compose|composez|raconte)(-| )?(moi |nous )?(un|une) (poeme|chanson|histoire|conte|rap)\b/;
/** Lexi herself asked about: "how old are u", "¿de dónde eres?", "tu viens d'où ?". */
const ABOUT_LEXI =
  /\b(do|d) (you|u|ya) (like|love|enjoy|hate) (your|ur|this) (job|work)\b|\bte gusta tu trabajo\b|\b(tu aimes|aimes-tu|vous aimez|aimez-vous) (ton|votre) (travail|boulot)\b|\bhow old (are|r) (you|u|ya)\b|\bwhere (are|r) (you|u|ya) (from|located|based)\b|\bwho (made|built|created|programmed) (you|u)\b|\bwhat does (lexi|your name) (stand for|mean)\b|\bque significa (lexi|tu nombre)\b|\bque (veut dire|signifie) (lexi|ton nom)\b|\b(are|r) (you|u) (a )?(real|human|robot|bot|person|an ai|ai)\b|\bde donde eres\b|\bcuantos anos tienes\b|\bquien te (hizo|creo|programo)\b|\beres (un )?(robot|bot|humana?|persona real)\b|\bquel age (as-tu|avez-vous|tu as)\b|\bd'ou (viens-tu|venez-vous|tu viens)\b|\btu viens d'ou\b|\bqui t'a (cree|fait|programme)\b|\b(es-tu|etes-vous|tu es) (un )?(robot|humaine?|une vraie personne)\b|\b(why|how come) (are|r) (you|u) (called|named)\b|\bwho (named|name) (you|u)\b|\b(nice|cute|pretty|cool|lovely|beautiful) name\b|\b(quien te (lo )?puso|por que te llamas|porque te llamas|que nombre tan|lindo nombre|bonito nombre|qui t'a (appelee?|nommee?|donne ce nom)|pourquoi tu t'appelles|pourquoi vous vous appelez|joli nom|beau nom)\b|\b(tu parles|parles-tu|tu sais parler) (combien de|quelles?) langues\b|\bcombien de langues (parles-tu|tu parles)\b|\b(cuantos|que) idiomas (hablas|sabes)\b|\bhow many languages (do|can) (you|u) (speak|talk)\b|\b(hablas|sabes) (otros|mas|varios) idiomas\b|\b(tu parles|parles-tu) (d'autres|plusieurs) langues\b|\bdo (you|u) speak (other|any other|more|several) languages\b/;
/** Keys run over, nothing else: "asdfghjkl", "qwerty", "jjjjj". Not understood, said so. */
const MASH = /^\W*(asdf\w*|qwert\w*|zxcv\w*|jkl\w*|hjkl\w*|(\w)\2{3,})\W*$/;
export const keyboardMash = (raw: string) => MASH.test(fold(raw).trim());
/** A message that only tries the chat: "asdf test test 123", "testing", "probando", "essai". */
const TRIAL =
  /^(\s|[?!.,]|test(ing|s)?|asdf\w*|qwerty|jkl\w*|\d+|probando|prueba|essai|is this (thing )?(working|on)|does this (thing )?work|ca marche|funciona)+$/;

/** The visitor stepping away a moment: "brb grabbing coffee", "un momento", "je reviens". */
const STEPPING_AWAY =
  /\b(brb|be right back|one sec|one second|one moment|one min|just a (sec|second|moment|minute)|give me a (sec|second|moment|minute)|hold on|back in (a|a few|\d+) ?(min|mins|minutes|sec|secs)?|afk|un momento|un segundo|un minuto|ya vuelvo|ahorita vuelvo|ahora vuelvo|dame un (momento|segundo|minuto)|espera(me)? un (momento|segundo)|je reviens|un instant|une seconde|une minute|deux minutes|2 min)\b/;

/** Good news, kind words, wishes, a joke or Lexi asked about, or a trial message: a word back, not "not understood". */
export function smallTalkOf(
  raw: string,
):
  | "chat.congrats"
  | "chat.birthday"
  | "chat.compliment"
  | "chat.wishes"
  | "chat.joke"
  | "chat.creative"
  | "chat.bot"
  | "chat.trial"
  | "chat.wait"
  | undefined {
  const t = fold(raw).trim();
  if (BIRTHDAY.test(t)) return "chat.birthday";
  if (GOOD_NEWS.test(t)) return "chat.congrats";
  if (KIND_WORDS.test(t) || KIND_WORDS_TOO.test(t)) return "chat.compliment";
  if (WISHES.test(t)) return "chat.wishes";
  if (JOKE.test(t)) return "chat.joke";
  if (WRITTEN_TO_ORDER.test(t)) return "chat.creative";
  if (ABOUT_LEXI.test(t)) return "chat.bot";
  if (TRIAL.test(t) && /[a-z]/.test(t) && !MASH.test(t)) return "chat.trial";
  if (STEPPING_AWAY.test(t) && !/\?/.test(t)) return "chat.wait";
  return undefined;
}

/** The visitor booking our free consultation or a call with us, at a time or not ("can you book me for tuesday 2pm"). */
const BOOKS_WITH_US =
  /\b(book|schedule|set up|reserve|get)\b.{0,12}\b(me|us)\b.{0,30}\b(consult\w*|call|meeting|appointment|tuesday|monday|wednesday|thursday|friday|tomorrow|\d{1,2} ?(am|pm))\b|\b(can|could|may) (i|we) (book|schedule|get|have|set up|do)\b.{0,20}\b(consult\w*|call|meeting|appointment)\b|\b(want|like|need|book|get|do) (the|a|your) (free )?consult\w*\b|\b(reservar|agendar|quiero|me gustaria|podemos tener)\b.{0,20}\b(la|una) (consulta|cita|llamada)\b|\b(reserver|prendre|fixer|voudrais|aimerais)\b.{0,20}\b(la|une) (consultation|rendez-vous|rdv)\b/;
/**
 * A booking with us to change, or one that went wrong: "need to cancel my consultation tomorrow", "nobody showed up on
 * the call", "no me llegó confirmación", "je voudrais décaler le rendez-vous". Lexi sees no bookings: a person does.
 */
const BOOKING_TROUBLE =
  /\b(cancel|reschedule|re-schedule|postpone|move|change|push back|push)\b.{0,25}\b(my |our |the |this )?(consult\w*|call|meeting|appointment|booking|demo)\b|\b(move|push|reschedule) (it|that) (to|until|till)\b|\b(no|never (got|received)|didn'?t (get|receive)) (a |any |the )?confirmation\b|\b(cancelar|reprogramar|cambiar|mover|posponer|aplazar)\b.{0,20}\b(la |mi |una )?(consulta|cita|llamada|reserva|reunion)\b|\bno me (llego|ha llegado|llega) (la |ninguna |una |el )?(confirmacion|correo de confirmacion)\b|\bnadie (se conecto|llamo|aparecio|vino)\b|\b(annuler|reporter|deplacer|decaler|changer)\b.{0,20}\b(la |ma |le |mon |notre )?(consultation|rendez-vous|rdv|appel|reservation|reunion)\b|\bpas (recu|eu) (de|la) confirmation\b|\bpersonne (n'est venu|ne s'est connecte|n'a appele|n'etait la)\b/;
/** Nobody came to it: "booked a consultation… nobody showed up", "nadie se conectó a la llamada" (a booking named). */
const NO_SHOW =
  /\b(no ?one|nobody|no-one)\b.{0,20}\b(showed|joined|came|was there|picked up|called)\b.{0,40}\b(consult\w*|call|meeting|appointment|booking|demo)\b|\b(consult\w*|booked|booking|appointment|meeting|demo)\b.{0,60}\b(no ?one|nobody|no-one)\b.{0,20}\b(showed|joined|came|was there|picked up|called|contacted|reached out)\b/;
export const troubleWithABooking = (raw: string) => BOOKING_TROUBLE.test(fold(raw)) || NO_SHOW.test(fold(raw));

/** Consultations a firm's clients book with it, by our staff: a service, not our consultation. */
const THEIR_CONSULTATIONS = /\b(clients?|calendars?|intake|prospects?|leads?|callers?|clientes|agenda|prospectos)\b/;
export const booksWithUs = (raw: string) => BOOKS_WITH_US.test(fold(raw)) && !THEIR_CONSULTATIONS.test(fold(raw));

/** Telling, deciding or flagging whether something is so ("tell us which claims are fraudulent", "decirle al cliente si tiene caso"). */
const JUDGES =
  /\b(tell|advise|let) (us|me|the client|our client|them|him|her)\b.{0,20}\b(which|whether|if|what)\b|\b(decide|determine|judge|assess|evaluate|conclude|figure out)\b.{0,25}\b(which|whether|if)\b|\b(flag|identify|spot|pick out|sort out)\b.{0,30}\bwhich\b|\b(decir|decirle|decirnos|indicar|indicarle)\b.{0,20}\b(si|cual|cuales)\b|\b(determinar|evaluar|decidir)\b.{0,20}\b(si|cual|cuales)\b|\b(dire|indiquer)\b.{0,20}\b(si|quels?|quelles?|lesquel\w*)\b|\b(determiner|juger|evaluer|decider|trancher)\b.{0,20}\b(si|quels?|quelles?|lesquel\w*)\b/;
/** What only the law decides: fraud, liability, a penalty, defamation, opinion or fact, whether there is a case. */
const LEGAL_QUALITY =
  /\b(fraud\w*|illegal|lawful|unlawful|liab\w*|valid|invalid|penalt\w*|defamat\w*|opinion|merits|enforceable|privileged|has a case|have a case|tiene (un )?caso|hay (un )?caso|fraude\w*|ilegal\w*|valid[oa]s?|multas?|sancion\w*|difamat\w*|tiene caso|hay caso|frauduleu\w*|illegal\w*|valables?|sanctions?|diffamat\w*|responsabilite|a un dossier|a une affaire)\b/;
/** Our people as the ones asked: "they", "your paralegal", "su personal", "vos assistants". */
const OUR_PEOPLE =
  /\b(they|them|your|ur|staff|people|team|paralegals?|person|someone|assistants?|ustedes|su personal|sus|el paralegal|la paralegal|ellos|ellas|vos|votre|ils|elles|parajuristes?|puede|pueden|peuvent|peut)\b/;

/**
 * A firm asking our people for a legal judgement on its matter ("can they tell us which claims are fraudulent?", "can
 * your people flag which statements are opinion vs fact?", "¿le puede decir al cliente si tiene caso?"): no, that is its
 * attorneys'. (A member of the public asking the same of us gets the referral, which comes first.)
 */
export const asksOurJudgement = (raw: string) => {
  const t = fold(raw);
  return JUDGES.test(t) && LEGAL_QUALITY.test(t) && OUR_PEOPLE.test(t);
};

/**
 * Our view asked of a firm's matter: "what do you think", "que opinan ustedes", "vous pensez que … ça suffit ?" (a
 * firm's legal question put to us: its attorneys', decision 0075).
 */
const OPINION =
  /\b(what do (you|u|y'?all) (guys |all )?think|do (you|u) (guys )?think|would (you|u) say|your (opinion|thoughts|take|view)|in (your|ur) (experience|opinion|view)|en (su|tu) experiencia|d'apres (vous|votre experience)|que opina(n|s)?|que piensa(n|s)?|en (su|tu) opinion|(usted|tu) que (opina|opinas|cree|crees)|(y )?(tu )?crees q(ue)?|(te|le) parece que|segun (ustedes|usted|tu|vos)|(ustedes|usted) (creen|cree|piensan|piensa)|creen que|qu'en pensez|vous en pensez|vous pensez|vous croyez|a votre avis|selon vous)\b|\b(likely|chances?|odds|probability)\b.{0,50}\b(you|u) (guys )?think\b|\b(you|u|y'?all) (guys )?(think|reckon)\s*\?|\bwhat (you|u) (guys )?think\b/;
export const asksOurOpinion = (raw: string) => OPINION.test(fold(raw));

/** Laughter, a wink or a joke: "thats like 35 in dog years 🐶", "lol", "jaja", "mdr", "just kidding". */
const IN_JEST =
  /\b(lol|lmao|lmfao|rofl|haha\w*|hehe\w*|jk|just kidding|kidding|jaja\w*|jeje\w*|es broma|mdr|ptdr|je plaisante|dog years)\b|[😂🤣😅😆🙃😜😝🤪🐶]/u;
export const saidInJest = (raw: string) => IN_JEST.test(fold(raw));

/** Our phone, e-mail or address asked in a scrap: "and the phone?", "y el teléfono?", "et le courriel ?" (decision 0098). */
const CHANNEL_ONLY = new RegExp(
  String.raw`^\W*(and|y|e|et|also|tambien|aussi|ok|okay|so|then|entonces|alors)?\W*(what'?s |whats |what is |cual es |c'est quoi |quel est )?(the |your |ur |el |la |su |le |l'|l |votre |vos )?(${PHONE_WORD}( number)?|numero( de telephone)?|${EMAIL_WORD}|address|direccion|adresse)\W*(then|too|also|tambien|aussi|pls|please|svp|por favor)?\W*$`,
);
export const channelAsked = (part: PartReading): "contact.info" | "company.offices" | undefined =>
  part.safety || !CHANNEL_ONLY.test(fold(part.raw))
    ? undefined
    : /address|direccion|adresse/.test(fold(part.raw))
      ? "company.offices"
      : "contact.info";
