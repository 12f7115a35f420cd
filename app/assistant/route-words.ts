import { fold } from "~/text/normalise";
import type { Route } from "./refine";
import { OWED_BY_ANOTHER } from "./business-terms";
import { languageAsked } from "./part-shape";
import { CLOSING } from "./answerers/job-dates";
import { asksMembership } from "./answerers/staff";
import { PAY_WORD } from "./seeker-words";
import type { DialogueState, PartReading } from "./types";

/** The words route.server.ts decides by: a repeat asked, a complaint filed elsewhere, a new total, a credit. */
/** Asking for what was said again, or in another language ("say that in English", "repítelo", "redis-le"). */
export const REPEAT =
  /\b(say|repeat|again|translate|write|answer|reply|respond|switch|dilo|dime|repite|repetir|otra vez|de nuevo|traduce|responde|redis|repete|repetez|encore|traduis|traduisez|reponds|repondez)\b/;

/** How many of English, Spanish and French the words name ("en français et anglais": two). */
export const languagesNamed = (raw: string) =>
  [/\b(english|ingles|anglais)\b/, /\b(spanish|espanol|espagnol)\b/, /\b(french|frances|francais)\b/].filter((re) =>
    re.test(fold(raw)),
  ).length;
/** What was said, asked for again: "say that in…", "repeat it in…", "dilo en…", "redis-le en…". */
export const SAY_IT_AGAIN =
  /\b(say|repeat|write|put|give|answer|reply|explain|send)( me)? (that|it|this|all that|all of that|everything|the same|the answer)\b|\b(dilo|dimelo|repitelo|repite eso|escribelo|ponlo|dime eso|redis-le|redites-le|dis-le|dites-le|repete[zs]?( ca| cela)?|ecris-le|traduis-le|traduisez-le|traducelo)\b/;
export const WHAT_FITS =
  /\bwhat (can|could|would|will) (i|we) (actually |really )?(get|afford|have|buy)\b|\bwhat (does|would|will) (that|this) (get|buy)\b|\bque (puedo|podemos|podria|podriamos) (tener|obtener|contratar|conseguir)\b|\bqu'est-ce que (je|nous|on) (peux|pouvons|peut) (avoir|obtenir|prendre)\b/;

/** A complaint the visitor files with someone else ("fill out the complaint to the attorney general", "une plainte auprès de…"). */
export const FILES_A_COMPLAINT =
  /\b(file|filing|fill|submit|write|draft|llenar|llenarme|presentar|poner|redactar|hacer|deposer|porter|remplir|rediger)\b.{0,30}\b(complaint|queja|denuncia|plainte|reclamation)\b|\b(complaint|queja|denuncia|plainte)\b.{0,30}\b(attorney general|ag|fiscal|fiscalia|procuradur\w*|bbb|agency|agencia|police|policia|court|tribunal|juzgado|procureur|ministere)\b/;

/** The matter told, pointed back at: "about it", "sobre eso", "à ce sujet", "en parler". */
export const ABOUT_IT =
  /\babout (it|this|that|my \w+|her \w+|his \w+)\b|\b(sobre|de) (eso|esto|ello|mi \w+|mis \w+)\b|\b(en parler|a ce sujet|de ca|de cela|de mon \w+|de ma \w+)\b/;

/**
 * "Make the receptionist french bilingual, we have a lot of haitian clients. new total for the 3 months?": however
 * long, a part naming only members of the team and asking its new total changes that team.
 */
/** "Désolé je voulais dire un à temps plein et l'autre…": the team said again, corrected, however long. */
export const MEANT =
  /\b(i meant|meant to say|what i meant|je voulais dire|quise decir|queria decir|quiero decir|my (mistake|bad)|je me suis trompee?|me (equivoque|confundi)|i was wrong)\b/;
export const NEW_TOTAL =
  /\b(new|updated|revised) (total|price|quote|figure)\b|\b(nuevo|nueva) (total|precio|cotizacion)\b|\b(nouveau|nouvelle) (total|prix|devis)\b/;
/** A credit, a refund or money back: "do we get a credit for that day", "¿nos hacen un reembolso?", "un avoir". */
export const CREDIT =
  /\b(credits?|refunds?|money back|reimburse\w*|creditos?|reembolsos?|devolucion|avoirs?|rembourse\w*|(devuelven|devuelvan|devolveran|regresan) (el|mi|nuestro|lo) (dinero|pagado))\b/;

/** Only a yes or a no demanded: "can't you just tell me yes or no?", "vous pouvez pas juste me dire oui ou non ?". */
export const JUST_YES_OR_NO =
  /\b(yes or no|yes\/no|si o no|oui ou non)\b|\bjust (tell|say|answer)\b|\b(solo|nada mas) (dime|digame|diga|responda|contesta)\b|\bjuste (me )?(dire|repondre)\b/;

/** Pressed again on a term we don't publish: "come on, every vendor gives something", "allez, un petit geste". */
const PRESSED =
  /^\W*(come on|c'?mon|seriously|really|surely|vamos|venga|anda|andale|en serio|allez|serieusement|franchement)\b|\b(every|any|most|all) (other )?(vendors?|providers?|agenc(y|ies)|compan(y|ies)|firms?|lpos?) (gives?|offers?|does|do)\b|\b(todos|cualquier) (los )?(proveedores?|agencias?) (dan|ofrecen|da|ofrece)\b|\btous les (prestataires|fournisseurs) (font|donnent|offrent)\b/;

/** Two engagement types set against each other: "cheaper on contract than full time?", "¿sale más barato…?". */
const TIERS_COMPARED =
  /\b(cheaper|more expensive|pricier|dearer|less|more|lower|higher|same|different)\b.{0,40}\b(than|as|vs|versus)\b|\b(mas|menos) (barato|caro|economico)\b|\b(moins|plus) (cher|chere)\b|\bmeme (tarif|prix)\b|\bmisma tarifa\b/;

/** A role ranked by its rate: "the most expensive one", "el más barato", "le plus cher". */
const RANKED =
  /\b(most expensive|priciest|dearest|highest|cheapest|lowest|least expensive|mas car[oa]|mas barat[oa]|mas economic[oa]|plus cher|plus chere|moins cher|moins chere)\b/;
/** Ranked at the top: the dearest, not the cheapest. */
const RANKED_TOP = /\b(most expensive|priciest|dearest|highest|mas car[oa]|plus cher|plus chere)\b/;

/**
 * "Is a paralegal cheaper per hour on contract than full time?": its schedules set side by side, priced, no one joining
 * the team. "Ok and the most expensive one, also full time?" after a price (`priced`): the role ranked by its rate, not
 * the team again, and a question of price, so kept beside the next part ("le plus cher c'est quoi, et combien par mois
 * à mi-temps").
 */
export function priceByItsWords(part: PartReading, priced: boolean): Route | undefined {
  if (part.pay || part.asker === "seeker") return undefined;
  const t = fold(part.raw);
  const e = part.entities;
  if (e.schedules.length + e.tiers.length >= 2 && TIERS_COMPARED.test(t))
    return { act: "answer", intent: "price", followUp: false };
  if (!priced || e.roles.length || part.tokens.length > 12 || !RANKED.test(t)) return undefined;
  part.pricing = true;
  return { act: "answer", intent: RANKED_TOP.test(t) ? "price.dearest" : "price.cheapest", followUp: false };
}

/** Fewer hours than a plan's, or hours of one's own: "only 10 hours a week", "a few hours a day", "menos horas". */
export const FEWER_HOURS =
  /\b(fewer|less|minimum|min|smallest|only|few|couple( of)?|part of|menos|minimo|pocas|solo|moins|quelques|seulement)\b.{0,20}\b(hours?|hrs?|horas|heures)\b|\b\d[\d,]*\s*(\w+ )?(hours?|hrs?|h|horas|heures)\b|\b(per|a|each|al|por|par) (day|dia|jour)\b|\b(hours?|hrs?|horas|heures) (used|worked|utilisees|trabajadas|usadas)\b|\bpay as you go\b|\b(hours|horas|heures) bank|\bbolsa de horas\b|\bbanque d'heures\b/;

/** The languages of this chat asked: "what languages can you chat in", "¿en qué idiomas puedes responder?". */
const CHAT_LANGUAGES =
  /\b(what|which) languages? (can|do|does|will) (you|u|lexi|the (bot|chat|assistant)) (chat|write|answer|reply|respond|talk here)\b|\b(que|cuales) idiomas? (puedes|puede|sabes|sabe) (chatear|escribir|responder|contestar)\b|\bquelles? langues? (pouvez-vous|peux-tu|pouvez vous|peux tu) (ecrire|repondre|chatter|discuter)\b|\ben quelles? langues? (pouvez|peux|peut-on) (vous|tu|on)? ?(ecrire|repondre|chatter|discuter)\b|\b(can|do|could) (you|u|lexi) (chat|talk|write|answer|reply) (in )?(other|another|more|different) languages?\b|\b(puedes|puede) (chatear|hablar|escribir|responder) en otros idiomas\b|\b(peux-tu|pouvez-vous|tu peux|vous pouvez) (discuter|parler|ecrire|repondre) (dans|en) d'autres langues\b/;

/** Lexi's name asked: "c'est quoi ton nom ?", "what's your name", "¿cómo te llamas?". */
const LEXI_NAME =
  /\b(what'?s|whats|what is) (your|ur) name\b|\b(como te llamas|cual es tu nombre|como se llama usted|tienes nombre)\b|\b(c'est quoi|quel est) (ton|votre) (nom|prenom)\b|\b(comment (tu t'appelles|vous appelez-vous|t'appelles-tu)|tu t'appelles comment|vous vous appelez comment)\b/;

/** Lexi herself asked whether she speaks a language: "hablas español de verdad? jaja", "tu parles anglais ?". */
const LEXI_SPEAKS =
  /\b(hablas|sabes hablar|tu parles|parles-tu|tu sais parler)\b.{0,12}\b(espanol|ingles|frances|castellano|anglais|francais|espagnol)\b|\b(do|can) (you|u) (really |actually )?(speak|talk|chat|write|understand) (in )?(spanish|french|english)\b(?!.{0,30}\b(staff|people|team|paralegals?|assistants?|receptionists?|professionals?)\b)/;

/** The hours of a job asked: "y cuántas horas son?", "le poste, c'est combien d'heures ?", "what are the hours". */
const HOURS_ASKED =
  /\b(how many hours|what hours|what are the hours|cuantas horas|que horario|cual es el horario|combien d'heures|quels? horaires?)\b|\b(evenings?|nights?|weekends?|after \d{1,2} ?(pm|p\.m\.)|en la noche|por las? noches?|fines? de semana|le soir|la nuit|week-?ends?|apres \d{1,2} ?h)\b/;
const POSTING_NAMED = /\b(job|opening|posting|position|puesto|vacante|empleo|poste|offre|emploi)\b/;

/** Our people's keeping of a firm's files asked: "how do i know your ppl wont leak client files?", "¿su personal filtra…?". */
const OUR_PEOPLE_LEAK =
  /\b(your|ur|you|su|sus|vos|votre|vous)\b.{0,25}\b(leak\w*|share|sell|misuse|filtr\w*|divulg\w*|fuite\w*|vend\w*)\b.{0,30}\b(files?|documents?|records|expedientes|archivos|documentos|dossiers|(client|clients'?|our|firm'?s?|case) (data|information|info)|(datos|informacion) de (nuestros |los )?clientes|(donnees|informations) (de nos|des) clients)\b/;

export const asksOurKeepingOfFiles = (raw: string) => OUR_PEOPLE_LEAK.test(fold(raw));

/** Which of our people would do a task: "et qui ferait le suivi des délais ?", "¿quién se encargaría de los plazos?". */
const WHO_WOULD_DO =
  /\b(who|quien|qui)\b.{0,6}\b(would|will|could|handles?|haria|hace|se encarga\w*|llevaria|ferait|fera|fait|s'occupe\w*|s'occuperait|gere\w*|gererait)\b.{0,30}\b(track\w*|follow\w*|calendar\w*|deadlines?|plazos|seguimiento|calendario|suivi|delais|echeances|calendrier|agenda)\b/;
/** Our rates promised to stay: "promettez-moi que le tarif de 14 $ ne changera jamais", "promise the price won't go up". */
const RATE_KEPT =
  /\b(rates?|prices?|pricing|tarifs?|tarifas?|precios?)\b.{0,30}\b(won'?t|will not|never|ne|no|jamais|nunca)\b.{0,15}\b(change|go up|rise|increase|changera|changer|augmente\w*|cambiar\w*|cambie|subir\w*|suba)\b/;
/** Whether a firm named is one of our clients: "confirmez que le cabinet X est client chez vous", "is Baker Law a client?". */
const CLIENT_NAMED =
  /(?<!\b(?:we|i|nous|je|yo|nosotros|they|ils) )\b(is|are|est|sont|es|son) (\w+ |& ){0,4}(a |an |un |une |uno de sus |one of your |l'un de vos )?(clients?|clientes?|customers?) (of yours|chez vous|de ustedes|suyos?|with you|avec vous|con ustedes)\b|\b(is|are) (\w+ |& ){1,4}(one of )?your (clients?|customers)\b|\b(do|does) (you|u) (work|works) (with|for) (\w+ |& ){0,3}(law|llp|pllc|pc|pa)\b|\b(which|what) (law )?(firms|companies)\b.{0,12}\b(are )?(your|ur) (clients|customers)\b|\b(names?|list) of (your|ur) (clients|customers)\b|\bwhich (law )?firms (do )?(you|u) (work with|work for|serve)\b|\bwhich (law )?firms (use|hire|work with) (you|u)\b|\b(if|whether) (\w+ |& ){1,4}(is|are) (a |one of your )?clients?\b|\b(does|do) (\w+ |& ){1,4}use (you|u)\b|\b(que|cuales) (bufetes|firmas|despachos|empresas)\b.{0,12}\b(son )?(sus|tus) clientes\b|\bquels? (cabinets|entreprises)\b.{0,12}\b(sont )?(vos|tes) clients\b|\b(nombres de (sus|tus) clientes|noms de vos clients)\b|\b(list|name|tell me|give me)\b.{0,12}\b(the )?(law )?(firms|companies|clients) (you|u|y'?all) (staff|work with|work for|serve|supply|place (people|staff) (with|at))\b|\b(lista|nombres?|dime|dame)\b.{0,12}\b(los |las )?(bufetes|firmas|despachos|clientes) (con los que|con las que|para los que|para las que|a los que) (trabajan|trabajas)\b|\b(liste|noms?|donne(z)?-moi)\b.{0,12}\b(les |des )?(cabinets|clients) (avec lesquels|pour lesquels|que) (vous|tu) (travaillez|servez|travailles)\b/;

/** An office asked for somewhere ("un bureau au Canada ou en France ?", "office in Texas?"), not where ours are. */
const OFFICE_ELSEWHERE =
  /\b(you|u|y'?all|ustedes|tienen|vous|avez)\b.{0,25}\b(an? |any |una? |une |des |alguna )?(offices?|oficinas?|bureaux?|sucursal(es)?|succursales?)\b (fisica |physique )?(in|en|au|aux|a|dans)\b|^(and |et |y )?(an?|any|una?|une|des) (offices?|oficinas?|bureaux?) (in|en|au|aux|a|dans)\b/;
const OUR_PLACES =
  /\b(jamaica|jamaique|kingston|florida|floride|miami|us|usa|u\.s\.?|eeuu|ee\.? ?uu\.?|estados unidos|etats-unis|united states|america)\b|\b(our|my|mi|mis|nuestr[oa]s?|notre|mon|ma|nos) (offices?|oficinas?|bureaux?)\b/;

/** Our people asked whether they are certified ("are your paralegals certified?"): their training; no licence. */
const OUR_PEOPLE_CERTIFIED =
  /\b(your|ur|vos|votre|sus|su)\b.{0,30}\b(certified|certificad[oa]s?|certifie(e)?s?|accredited|acreditad[oa]s?|accredite(e)?s?)\b(?! (translat|traduc|cop|mail|letter|record)\w*)/;
const COMPLIANCE = /\b(hipaa|soc ?2|soc|iso|gdpr|rgpd|compliance|cumplimiento|conformite|pci)\b/;

/** Our cut of the rate asked outright: "what's ur cut on a $14 paralegal", "¿cuál es su comisión?", "votre marge". */
const OUR_CUT =
  /\b(your|ur|you guys'?|y'?all'?s?) (cut|margin|markup|profit|commission)\b|\bhow much do (you|u) (keep|pocket|take)\b|\b(su|vuestra|tu) (comision|margen|ganancia)\b|\b(votre|ta) (marge|commission)\b/;

/** The gap between our rate and the pay questioned: "why is it so different", "why so much", "pourquoi un tel écart". */
const WHY_THE_GAP =
  /\b(why|how come|por que|pourquoi)\b.{0,25}\b(different|difference|gap|so much|so low|so little|less|diferencia|distinto|tanto|tan poco|menos|ecart|difference|autant|si peu|moins)\b/;

/** Lexi asked whether she sleeps: "do you sleep lol, are you on 24/7", "¿duermes?", "tu dors parfois ?". */
const LEXI_SLEEPS =
  /\b(do|don'?t|does) (you|u|lexi) (ever )?sleep\b|\bare (you|u) (still )?awake\b|\b(estas|esta usted) despiert[ao]\b|\b(tu es|vous etes|es-tu|etes-vous) (encore )?reveillee?s?\b|\b(you|u|lexi) never sleeps?\b|\b(duermes|usted duerme|tu dors|vous dormez|dormez-vous|dors-tu)\b/;

/** Lexi asked whether she is an AI ("eres inteligencia artificial?", "r u a bot"): who she is, not whether we use AI tools. */
const LEXI_IS_A_MACHINE =
  /\b(made|built|powered|running) (with|by|on) (chat ?gpt|gpt|openai|ai)\b|\b(fait|faite|cree|creee) (avec|par) (chat ?gpt|gpt|openai|une ia|l'ia)\b|\b(hecho|hecha|creado|creada) (con|por) (chat ?gpt|gpt|openai|ia)\b|\b(are you|r u|are u|is this|eres|es usted|usted es|tu es|t'es|es-tu|etes-vous|vous etes)( just| solo| juste)? (an? |un |una |une )?(ai|a\.i\.|ia|bot|robot|chatbot|chatgpt|inteligencia artificial|intelligence artificielle|artificial intelligence|machine|maquina)\b/;

/**
 * Routes decided by the words alone, before any reading: "come on, every vendor gives something" after a term we don't
 * publish (the same answer, no give); "what languages can you chat in"; "do you sleep lol"; "what's ur cut on a $14
 * paralegal" (the split, not published); "is Baker Law one of your clients?" (our clients' names are not published).
 */
export function wordsRoute(part: PartReading, state: DialogueState): Route | undefined {
  const t = fold(part.raw);
  if (state.topic?.startsWith("unpublished.") && PRESSED.test(t) && part.tokens.length <= 14)
    return { act: "answer", intent: state.topic, followUp: true };
  if (CHAT_LANGUAGES.test(t)) return { act: "answer", intent: "chat.languages", followUp: false };
  if (LEXI_SLEEPS.test(t)) return { act: "answer", intent: "chat.always_on", followUp: false };
  if ((LEXI_IS_A_MACHINE.test(t) || LEXI_NAME.test(t)) && !part.guard)
    return { act: "answer", intent: "chat.bot", followUp: false };
  // ("Oye y tú hablas francés también?": the chat's languages; "hablas español de verdad?": yes, in Spanish.)
  if (LEXI_SPEAKS.test(t) && !part.guard)
    return {
      act: "answer",
      intent: languageAsked(part) === state.lang ? "chat.language" : "chat.languages",
      followUp: false,
    };
  if (OUR_CUT.test(t) && !part.guard) return { act: "answer", intent: "unpublished.margin", followUp: false };
  // ("Why is it so different", "¿por qué tanta diferencia?" after our rate set against a posting's pay: the split.)
  if (state.topic === "price.vs_pay" && WHY_THE_GAP.test(t) && !/\b(wages?|salar\w*|in-house)\b/.test(t) && !part.guard)
    return { act: "answer", intent: "unpublished.margin", followUp: true };
  // (An opening in focus, by the rate set against its pay or by its name, and no firm speaking: its schedule.)
  const jobInFocus = !!state.job && (state.topic === "price.vs_pay" || /^jobs?\./.test(state.topic ?? ""));
  // ("Le poste de secrétaire, c'est combien d'heures ?" reads as a firm's price by its words; the seeker said who they are.)
  const notAFirm = (state.asker === "seeker" || (part.asker !== "firm" && state.asker !== "firm")) && !part.guard;
  const besideRequirements =
    /\b(licen[cs]\w*|requirements?|requisitos?|experien\w*|exigences?|degree|titulo|diplome)\b/.test(t);
  if (HOURS_ASKED.test(t) && (jobInFocus || POSTING_NAMED.test(t)) && notAFirm && !besideRequirements)
    return { act: "answer", intent: "job.hours", followUp: true };
  // ("C'est ouvert jusqu'à quand ?" of the opening in focus: its closing date, not our office hours.)
  if (CLOSING.test(t) && jobInFocus && notAFirm && !/\b(office|oficina|bureau)\b/.test(t) && !PAY_WORD.test(t))
    return { act: "answer", intent: "job.closing", followUp: true };
  if (asksOurKeepingOfFiles(t) && !part.guard && !part.safety)
    return { act: "answer", intent: "staff.confidentiality", followUp: false };
  if (CLIENT_NAMED.test(t) && !part.guard) return { act: "answer", intent: "unpublished.reviews", followUp: false };
  const firmAsks = part.asker !== "seeker" && !part.guard && !part.safety;
  if (WHO_WOULD_DO.test(t) && firmAsks && !part.entities.roles.length)
    return { act: "answer", intent: "role.recommend", followUp: false };
  if (RATE_KEPT.test(t) && !part.guard && !part.safety)
    return { act: "answer", intent: "unpublished.rate_changes", followUp: false };
  if (OFFICE_ELSEWHERE.test(t) && !OUR_PLACES.test(t) && firmAsks && !part.entities.jobs.length)
    return { act: "answer", intent: "unpublished.other_offices", followUp: false };
  if ((OUR_PEOPLE_CERTIFIED.test(t) || asksMembership(t)) && !COMPLIANCE.test(t) && firmAsks)
    return { act: "answer", intent: "staff.licensed", followUp: false };
  return undefined;
}

/** A discount applied to a price: "15 % off", "descuento", "apply it" (a promo code). */
export const DISCOUNT_APPLIED =
  /\b(discount|off|rabais|remise|reduction|descuento|rebaja)\b|%|\bapply (it|this|that|the (code|coupon|promo))\b/;

/** A word pointing back at what was just said: "that", "it", "eso", "ça" (at the work named, or at the price). */
export const ANAPHOR = /^(them|those|these|that|it|ca|cela|ceux|celles|eso|esos|esas|esto|ellos|ellas|los|las)$/;

/**
 * Money back asked. "If there IS noise on a call, do we get a credit for that day?": a credit asked, not a call to book;
 * where nothing else placed it, or read as the role it names ("y si el paralegal no sirve me devuelven el dinero?"),
 * the guarantee we don't publish. "Does the dealer have to refund me", "au fabricant": money owed by another is the
 * visitor's own matter, never ours. (Not markup to repeat: "[claim your refund](javascript:…)" asks nothing of ours.)
 */
export function moneyBackRoute(part: PartReading, placed: Route): Route | undefined {
  const credit = CREDIT.test(fold(part.raw)) && !part.safety && !part.guard && part.asker !== "seeker";
  const owed = credit && OWED_BY_ANOTHER.test(fold(part.raw)) && !part.firmContext && part.asker !== "firm";
  if (owed && !/^handoff\./.test(placed.act === "answer" ? placed.intent : ""))
    return { act: "answer", intent: "legal.matter", followUp: false };
  const asRole =
    placed.act === "answer" && /^role\.(info|recommend)$/.test(placed.intent) && part.entities.roles.length;
  const unplaced = placed.act !== "answer" || placed.intent === "company.booking" || asRole;
  if (credit && unplaced && !/[<>[\]]|javascript:/i.test(part.raw))
    return { act: "answer", intent: "unpublished.guarantee", followUp: false };
  return undefined;
}
