import { fold } from "~/text/normalise";
import { brandAsYou } from "./brand";

/**
 * The words of an everyday trouble a member of the public brings: something done to them or theirs
 * ("took the kids", "without my permission", "cut off my power", "me cai de un andamio", "retenue a la
 * douane"), the people and places of one, and the papers it produces. The safety classifier alone reads
 * a matter into scraps far from its examples ("we need help by next Monday", "thanks, my boss loved the
 * rate sheet"); a verdict stands only where the message names a matter in these words or in the
 * lexicon's (decision 0069). Folded text; each line one domain, in English, Spanish and French.
 */
const TROUBLE = [
  // Family
  "custody|visitation|child support|alimony|divorc\\w*|separat(ed|ion)|adopt(ion|ing)?|guardianship|passport|took the kids|won'?t let me see",
  "custodia|visitas|pension alimenticia|divorci\\w*|adopta\\w*|pasaporte|no me deja(n)? ver|se llevo a (mis|los) hijos",
  "garde|droit de visite|pension alimentaire|adopter|adoption|ne me laisse (plus )?voir",
  // Housing and neighbours
  "evict\\w*|kicked (me |us )?out|lock(ed)? (me|us) out|rent (increase|went up)|raised (my|the|our) rent|security deposit|(won't|wont|refuses? to) (fix|repair)|no heat|heat('s| is| has been) (out|off)|leak\\w*|mold|mould",
  "easement|property line|fence|encroach\\w*|trespass\\w*|drone|driveway",
  "desalo\\w*|renta|alquiler|goteras?|humedad|moho|reparaciones|lindero|vecin[oa]s?",
  // (Put out without a court: "tiró mis muebles a la calle", "threw our stuff out", "a jeté mes affaires".)
  "(tiro|tiraron|saco|sacaron|echo|echaron|boto|botaron) (mis|mi|nuestr[oa]s?) (cosas|muebles|pertenencias|ropa)|cambi(o|aron) (la|las) (cerradura|chapa)s?|threw (my|our) (stuff|things|furniture|belongings|clothes) out|changed the locks|(a|ont) jete (mes|nos) (affaires|meubles)|change (les|la) serrures?",
  "loyer|bail|expuls\\w*|fuite|moisissure|degat des eaux|plafond|cloture|empiete|servitude|voisin(e|s)?",
  // Work
  "hasn'?t paid|haven'?t been paid|not paid me|overtime|paycheck|wages|let go|laid off|terminated|retaliat\\w*|jury duty",
  "no me (ha |han )?pag\\w*|me debe(n)?|horas extra|despid\\w*|me corrieron|andamio",
  "pas ete paye|licenci\\w*|heures sup\\w*|harcel\\w*",
  // Injury, health, death
  "slipped|tripped|fell|broke (my|her|his) \\w+|bit (me|my|her|him)|went after|attacked|vet bill|medical bills?|funeral|passed away|died",
  "me cai|se cayo|me rompi|se rompio|me mordio|funeraria|fallecio|murio",
  "je suis tombe|s'est casse|mordu|obseques|decede",
  // Money, consumers, utilities
  "refund|ripped off|timeshare|(want|wants|trying) to cancel|won'?t let (me|us) cancel|scam\\w*|overcharged|debt collect\\w*|in collections|garnish\\w*|repossess\\w*|cut off|shut off|power company|electric(ity)? company|dealer(ship)?|warranty|flood(ed)? car|lemon(?! law)|same (problem|issue) again|\\d+ repairs",
  "me cort\\w*|tiempo compartido|no me dejan cancelar|cortaron|la luz|reembols\\w*|estaf\\w*|garantia|concesionario|inundacion|en el taller|mismo problema|\\d+ reparaciones",
  "rembours\\w*|temps partage|annuler|ils refusent|plaintes?|arnaqu\\w*|escroqu\\w*|coupe (l'electricite|le courant|l'eau)|garantie|concessionnaire|au garage|voiture citron|meme probleme|\\d+ reparations",
  // Government, immigration, police
  "ice|border|customs|detained|deport\\w*|undocumented|no papers|police|cops?|pulled over|in jail|locked up|court date|small claims|claim form|cease and desist|fair use|without (my|our|her|his) (permission|consent)|take (it|them|those) down",
  "migra|frontera|pres[oa]|encarcelad\\w*|en la carcel|detuv\\w*|sin papeles|no tengo papeles|policia|reclam\\w*|queja",
  "douane|en prison|incarcere\\w*|retenue?|detenu\\w*|sans papiers|policier|mise en demeure",
  // One's own status papers: "mon permis de travail expire", "my work permit", "mi permiso de trabajo".
  "work permit|(my|our) (visa|green card|residency)|permiso de trabajo|(mi|nuestra) (visa|residencia|tarjeta verde)|permis de travail|titre de sejour|carte de sejour|(mon|notre) visa|(ma|notre) carte (verte|de residence)",
  // Someone's doing asked about: "can they even do that", "what am I supposed to send them", "¿qué hago?"
  "can (they|he|she|it) (even |legally |really )?do (that|this)|is (that|this|it) (even )?(allowed|legal|normal)|what (do|can|should) (i|we) do|what am i supposed to|what are my options",
  "que (hago|puedo hacer|debo hacer|podemos hacer)|pueden hacer eso|es legal",
  "qu'?est-ce que (je|j'|on) (peux|peut|dois|doit) faire|que (dois|puis)-je faire|comment (le|la|les) recuperer|(ont|a)-(ils|elles|il|elle) le droit",
  // Money taken or claimed from the visitor, papers that came, records that follow them
  "(keeps?|kept|still) charging|charg(ing|es|ed) (my|me) (card|account)|after (i|we) cancell?ed|(get|want) (my|our) money back|double charged|(me )?sigue(n)? cobrando|cobrando (mi|la) tarjeta|continue(nt)? (de|a) me (prelever|facturer)",
  "took money|takes? (our|my) tips|overpaid|wants? \\$?[\\d,]+ back|charged me|bill says|(hospital|medical|er) bills?|paycheck|my check|surgeon|towed|impound\\w*",
  "hearing (on|next|this|in)|expell?ed|suspended from school|procuration|power of attorney|poder notarial|carta poder|expulsad[oa]|expulse\\w*|court hearing|off my record|rfe|i-\\d{3}|uscis|notario|left me (the|her|his|some|money)|taxes on|in the shop \\d+ times",
  "me cobro|me cobraron|le cobran|mi cheque|me dejo|me quitaron|grua",
  "payes pour|fourriere|tombee?|m'a laisse",
  "plea|trial|tps|daca|stitches|microchip\\w*|deceased|fallecid[oa]|decedee?",
  // The visitor's side in a case, what was done to their body, work, home or things
  "defendant|plaintiff|my hearing|hit by|run over|cut (my|our) (hours|pay)|(maternity|paternity|medical) leave|after (he|she) passed|won'?t (leave|move out|give (it|them|me) back)",
  "the (school|garage|mechanic|shop|store|bank|hospital|insurance company|city|county) (won'?t|refuses?|refused|kept|keeps|says|denied|is charging)",
  "demandad[oa]|acusad[oa]|no (me |nos )?quiere(n)? (inscribir|aceptar|devolver|dar|pagar)|la escuela no|el banco no|el seguro no|me negaron",
  "defendeur|partie adverse|conge (de )?maternite|garde ma voiture|plus que le devis|l'ecole (ne|refuse)|la banque (ne|refuse)|refuse de (me|nous)",
].join("|");

const TROUBLE_WORDS = new RegExp(`\\b(?:${TROUBLE})\\b`);

export function namesEverydayTrouble(text: string): boolean {
  return TROUBLE_WORDS.test(fold(text));
}

/**
 * A person close to the visitor spoken of in trouble, not in passing ("my ex won't let me see the kids", not "my
 * husband says hi"): a refusal, a doing, a fear or a question of what to do.
 */
const IN_TROUBLE = new RegExp(
  `\\b(?:${[
    "won'?t|wont|doesn'?t|didn'?t|don'?t|can'?t|cannot|refuses?|refused|never|not|no longer|anymore|without|took|takes|left|kicked|hit|owes?|keeps?|threaten\\w*|yell\\w*|says (i|we|my|he|she)|claims?|wants? (to|me|us)|trying to|going to|supposed to|kept|bit|bitten|stole|emptied|cleaned out|walk (in|into)|should (he|she|i|we)|can my|how do i",
    "passed|died|scared|afraid|worried|upset|help|please|urgent|what (do|can|should)|can (he|she|they|i)|is (it|that|this)|how do i|do i have to|should i",
    "no (me|nos|le|quiere|puedo|paga|deja)|nunca|ya no|sin|quiere|dice que|me (debe|quito|pego|amenaza)|miedo|ayud\\w*|por favor|urgente|que (hago|puedo|debo)|puede|puedo|tengo que|como lo hago|vacio|murio|fallecio",
    "ne (me|nous|veut|peut|paie|laisse)|plus|jamais|sans|veut|dit que|me doit|peur|aide|s'il vous plait|urgent|que (faire|dois|puis)|peut-il|peut-elle|dois-je|menace\\w*|vide|decede\\w*|qu'?est-ce que je fais",
  ].join("|")})\\b`,
);

/** (Only the words of trouble: the caller checks that a person close to the visitor is named.) */
export function relationInTrouble(text: string): boolean {
  return IN_TROUBLE.test(fold(text));
}

/**
 * A grievance against someone else, not us: a third party of the visitor's life named ("la aseguradora no me paga",
 * "my landlord won't fix the heat", "le garage garde ma voiture") and nothing said to us ("your paralegal", "ustedes").
 */
const THIRD_PARTY =
  /\b(insurer|insurance( company)?|adjuster|landlord|property manager|management|dealer(ship)?|bank|store|company|employer|boss|school|hospital|contractor|neighbou?r|aseguradora|seguro|casero|dueno|arrendador|concesionario|banco|tienda|compania|empresa|patron|jefe|escuela|vecino|assureur|assurance|proprio|proprietaire|concessionnaire|banque|magasin|entreprise|employeur|patron|ecole|voisin)\b/;
const TO_US_WORDS = /\b(you|u|your|ur|yall|y'all|ustedes|usted|su|sus|vous|votre|vos)\b/;
export function complainsOfOthers(text: string): boolean {
  const t = brandAsYou(fold(text));
  return THIRD_PARTY.test(t) && !TO_US_WORDS.test(t.replace(/\b(can|could|will|would) (you|u) (help|ayudar)\b.*$/, ""));
}

/** A time limit in the visitor's matter: papers served, a hearing, a number of days to answer (folded text). */
const TIME_LIMIT = new RegExp(
  [
    "served|summons|subpoena|deadline|hearing|arraignment|court date|trial date|due (on|by)|days to (respond|answer|reply|file|appeal|move|leave|pay)|how (long|many days|much time) (do|does|did) (i|we|he|she|they) have|in \\d+ days|tomorrow|next (week|monday|tuesday|wednesday|thursday|friday)|this (week|friday|monday)",
    "plazo|audiencia|citacion|citatorio|emplazamiento|notificacion|cuantos dias|manana|la (semana )?proxima( semana)?|vence",
    "delai|audience|convocation|assignation|huissier|combien de (jours|temps)|demain|la semaine prochaine|expire",
  ].join("|"),
);

const TIME_LIMIT_WORDS = new RegExp(`\\b(${TIME_LIMIT.source})\\b`);

export function mentionsATimeLimit(text: string): boolean {
  return TIME_LIMIT_WORDS.test(fold(text));
}

/** "Do I need a lawyer or can ur paralegal help me", "¿necesito un abogado?": the visitor's own matter, asked of us. */
const NEEDS_A_LAWYER =
  /\b(do|should|would|will) i (need|get|hire) (a |an )?(lawyer|attorney)\b|\b(necesito|ocupo|me hace falta) (un )?abogad[oa]\b|\b(ai-je|j'ai|est-ce que j'ai) besoin d'un avocat\b/;
export const asksIfTheyNeedALawyer = (text: string) => NEEDS_A_LAWYER.test(fold(text));
