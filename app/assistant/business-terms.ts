import { fold } from "~/text/normalise";
import { asksForOurPerson, asksToBeReached } from "./asker";
import { complainsOfUs } from "./complaints";
import { corpus } from "./corpus.server";
import { cued } from "./intent-cues.server";
import { namesClient } from "./client-matter";
import { isQuestion } from "./part-shape";
import { OWN_SAMPLES, seekerTalk } from "./seeker-words";
import type { DialogueState, PartReading } from "./types";

/**
 * What a firm asks of our terms that the site does not publish, by its words (decision 0086): a fee besides the rate,
 * hours outside the firm's day, money back; and the terms content/assistant/intents/ reads by their words (0114).
 */

/** A fee besides the rate named as such: "a placement fee or recruiting fee on top", "frais de recrutement". */
const OTHER_FEES =
  /\b(placement|recruiting|recruitment|finder'?s|setup|set-up|onboarding|signup|sign-up|hidden|admin(istration)?|agency) fees?\b|\bfees? on top\b|\b(comision|cuota|cargo|tarifa) (de|por) (colocacion|reclutamiento|contratacion|inscripcion|alta)\b|\bfrais (de|d') ?(placement|recrutement|dossier|inscription|mise en place|agence)\b|\bfrais caches\b|\bcargos ocultos\b/;
/** (Asked of a firm's bill, not a job seeker's own: "do i have to pay a placement fee" is not ours to price.) */
const asksOtherFees = (text: string) =>
  OTHER_FEES.test(fold(text)) && !/\b(i|me|my|yo|mi|je|moi|mon)\b/.test(fold(text));

/** Hours outside a firm's day asked of us: "24/7 coverage", "nights", "weekends at least?" (decision 0086). */
const OFF_HOURS =
  /\b(24\s?\/\s?7|24x7|24 7|around the clock|round the clock|after hours|after-hours|overnight|night shifts?|nights|weekends?|saturdays?|sundays?|holidays?|evenings?|fines de semana|fin de semana|sabados?|domingos?|noches?|de noche|turno nocturno|feriados?|festivos?|24 horas|week-?ends?|samedis?|dimanches?|nuits?|la nuit|soirees?|le soir|jours feries|24 ?h ?\/ ?24|24 heures sur 24)\b/;
/** Said outright: round the clock, not a day of the week that may be a meeting's ("sunday works for the call"). */
const ROUND_THE_CLOCK =
  /\b(24\s?\/\s?7|24x7|around the clock|round the clock|24 horas|24 ?h ?\/ ?24|24 heures sur 24)\b/;
export const asksOffHours = (text: string, afterCoverage = false) =>
  (afterCoverage ? OFF_HOURS : ROUND_THE_CLOCK).test(fold(text).replace(/\s+/g, " "));

/** Money back asked for: "do we get our money back?", "¿hay reembolso?", "vous remboursez ?" (not published). */
const REFUND =
  /\b(refunds?|refunded|refundable|money back|reimburse\w*|reembols\w*|devuelv\w* (el|nuestro|mi|su) dinero|devolucion del dinero|rembours\w*)\b/;
const asksRefund = (text: string) => REFUND.test(fold(text));
/** Said of what may happen, not of what did: "if the paralegal doesn't work out…", "y si el asistente falla…". */
const supposes = (text: string) => /\b(if|in case|what if|si|en caso de que|au cas ou)\b/.test(fold(text));

/** A firm speaking of itself: "do we get our money back", "si on n'est pas satisfaits", "nos devuelven". */
const WE = /\b(we|our|us|we'd|we're|nos|nosotros|nuestro|nuestra|on|nous|notre)\b/;

/** The unpublished term a part asks of us, as the intent that answers it; else undefined. */
/** Money owed by someone else: "does the dealer have to refund me", "el casero me tiene que devolver…". */
export const OWED_BY_ANOTHER =
  /\b(the|my|this|that|el|la|mi|al|del|le|mon|ma|au|du) (dealer|dealership|landlord|seller|store|shop|contractor|airline|bank|employer|insurer|insurance company|gym|school|hotel|manufacturer|carmaker|mechanic|concesionario|vendedor|tienda|casero|arrendador|propietario|aerolinea|banco|patron|fabricante|taller|mecanico|proprietaire|vendeur|concessionnaire|magasin|employeur|fabricant|constructeur|garagiste)\b/;

function unpublishedTerm(part: PartReading, state: DialogueState, placed?: string): string | undefined {
  if (part.safety || part.guard) return undefined;
  // ("If the paralegal doesn't work out do we get our money back?": a refund asked, not a complaint.)
  // (Not one demanded, "i want a refund for those hours": a complaint. Nor the visitor's own or a client's money back
  // from someone else, "the festival won't refund me", nor markup to repeat.)
  const ours = part.asker === "firm" || state.asker === "firm" || WE.test(fold(part.raw));
  const refund =
    asksRefund(part.raw) &&
    (!(part.complaint || complainsOfUs(part.raw)) || supposes(part.raw)) &&
    ours &&
    !part.maybeLegal &&
    !state.safetyGiven &&
    !namesClient(part.raw) &&
    !OWED_BY_ANOTHER.test(fold(part.raw)) &&
    !part.firmContext &&
    (isQuestion(part.raw) || supposes(part.raw)) &&
    !/[<>[\]]|javascript:/i.test(part.raw);
  if (refund && part.asker !== "seeker") return "unpublished.guarantee";
  // ("Is there a placement fee or recruiting fee on top of the hourly rate?": a firm's, though read as a seeker's.)
  if (asksOtherFees(part.raw) && !placed?.startsWith("handoff.")) return "unpublished.fees";
  // ("What about 24/7 coverage for our intake line", then "weekends at least?".)
  const afterCoverage = state.topic === "unpublished.coverage";
  if (asksOffHours(part.raw, afterCoverage) && !seekerTalk(part, state) && !part.maybeLegal)
    return "unpublished.coverage";
  return termSaid(part, state, placed);
}

/**
 * A term of ours asked in its own words (an intent with `trained: false` in content/assistant/intents/, decision
 * 0114): "do we get a dedicated account manager", "is there a buyout fee", "where's data stored"; it outranks
 * another unpublished reading ("staff turnover" is not our capacity). Not a job seeker's, nor a request for a person.
 */
function termSaid(part: PartReading, state: DialogueState, placed?: string): string | undefined {
  // (A question in any clause: "and if we want to hire her directly later, is there a buyout fee".)
  const asks = part.raw.split(/[,;]/).some(isQuestion);
  // (A job seeker's conversation, unless the firm speaks as one: "could we just hire her directly at 1400 then".)
  const firmsWe =
    /\b(could|can|would|should|may|do) we\b|\bwe('d| would| could| can)\b|\b(can|could|may) i (just )?hire\b/.test(
      fold(part.raw),
    );
  if (!asks || part.maybeLegal || (seekerTalk(part, state) && !firmsWe)) return undefined;
  if (state.safetyGiven && state.asker !== "firm") return undefined;
  // (A person of ours read on "someone" alone is no request for one: "could someone attend council meetings in person".)
  const personAsked = asksForOurPerson(part.raw) || asksToBeReached(part.raw);
  if (placed?.startsWith("handoff.") && (placed !== "handoff.person" || personAsked)) return undefined;
  // ("Can we meet in person?": the visitor coming to us, not our staff going to them.)
  const visiting = VISITOR_COMES.test(fold(part.raw));
  return corpus().intents.find(
    (i) => i.trained === false && cued(part, i.name) && !(i.name === "unpublished.on_site" && visiting),
  )?.name;
}

/** The visitor coming to us, or a job seeker's interview: "can we meet in person", "¿la entrevista es presencial?". */
const VISITOR_COMES =
  /\b(interview|entrevista|entretien)\b|\b(voy|vamos|ir|paso|pasar) (a|por) (la|su|sus|las) oficinas?\b|\b(puedo|podemos) conocer\b|\b(can|could|may|shall) (i|we) (visit|come|stop|drop|meet|pop)\b|\b(visit|tour) (your|the) (office|offices)\b|\b(puedo|podemos) (visitar|pasar|ir|reunirnos|conocerlos)\b|\breunirnos\b|\b(puis-je|pouvons-nous|peut-on|on peut) (visiter|passer|venir|se rencontrer|nous rencontrer|vous rencontrer)\b|\b(nous|se) rencontrer\b/;

/** Whose systems our people work in: "do they work in our systems or theirs", "¿usan nuestro software o el suyo?". */
const WHOSE_SYSTEMS =
  /\b(our|your|their|own) (systems?|software|programs?|apps?|tools|computers?|laptops?|accounts?|platforms?|case management( software| system)?|network)\b.{0,30}\b(or|vs)\b.{0,25}\b(theirs|ours|yours|their own|your own|our own)\b|\b(nuestros?|sus|su) (sistemas?|software|programas?|aplicaciones|herramientas|computadoras?|cuentas?|plataformas?)\b.{0,30}\bo\b.{0,25}\b(los|el|las|la) (suy[oa]s?|nuestr[oa]s?|propi[oa]s?)\b|\b(nos|vos|leurs?) (systemes?|logiciels?|programmes?|applications?|outils|ordinateurs?|comptes?|plateformes?)\b.{0,30}\bou\b.{0,25}\b(les|le|la) (leurs?|notres?|votres?|nôtres?|vôtres?)\b/;

/** Our people working for a firm alone: "we'd want exclusivity", "can they work for a competing firm at the same time". */
const EXCLUSIVE =
  /\b(exclusiv\w*|only for (us|our firm)|work(s|ing)? for (a |another |other |competing |rival )?(competitor|competing firm|rival firm|other firms?|another firm)|cabinets? concurrents?|autres cabinets|otros bufetes|bufetes? competidor\w*|la competencia)\b/;

/** Our price set against hiring in house: "how much do we save vs hiring one in house", "frente a alguien en plantilla". */
const IN_HOUSE =
  /\b(in[- ]?house|our own (employee|staff|hire|person)|(hiring|hire) (one|someone|somebody|a person) (ourselves|directly|locally|in house)|local hire|on (our )?payroll|en plantilla|en nomina|contratar (a alguien|a una persona|directamente|localmente)|empleado propio|(un |une )?salariee? (en interne|a nous)|en interne|embaucher (quelqu'un|directement))\b/;
const SET_AGAINST =
  /\b(save|saving|savings|cheaper|less|cost|costs|compare\w*|vs|versus|than|ahorr\w*|barat\w*|compar\w*|frente|econom\w*|moins cher|par rapport|contre)\b/;

/** Booking the role priced: "ok book that one", "how do i book it", "lo reservamos", "je le réserve". */
const BOOK_IT =
  /\b(book|reserve|sign (us|me) up for) (that|this|it|him|her|them|that one|this one|one)\b|\bhow (do|can) (i|we) (book|reserve) (it|that|this|one|him|her|them)\b|\b(let'?s|we'?ll|i'?ll|want to|wanna) (book|reserve|take|go with) (it|that|this|him|her|them|that one|this one|one)\b|\b(lo|la|los|las) (reservamos|reservo|contratamos|contrato|quiero reservar)\b|\b(quiero|queremos) (reservar|contratar)(lo|la|los|las)\b|\bcomo (lo |la )?(reservo|reservamos|contrato)\b|\bje (le|la|les) (reserve|prends)\b|\b(on|nous) (le|la|les) (reserve|reservons|prend|prenons)\b|\bcomment (le |la )?reserver\b/;

/**
 * A firm's question read by its words, as the intent that answers it (decisions 0086–0088): a term we don't publish,
 * whose systems our people use, our price against hiring in house, the role priced booked.
 */
const BASED_WHERE =
  /\b(ils|elles|vos (employes|professionnels|parajuristes)) sont (bases|basees|situes|situees|localises) ou\b|\bou sont(-ils| ils|-elles| elles) (bases|basees|situes)\b|\bdonde (estan|viven) (ubicad[oa]s|basad[oa]s)?\b(?=.*\b(ellos|ellas|su personal|sus empleados|sus paralegales)\b)|\bwhere (are|r) (they|your (staff|people|paralegals|employees|professionals)) (based|located|from)\b/;
const BY_A_DATE =
  /\b(next week|this week|tomorrow|la semana que viene|la proxima semana|esta semana|la semaine prochaine|cette semaine)\b|\b(by|before|within|para el|antes del?|d'ici|avant)\b.{0,12}\b(monday|tuesday|wednesday|thursday|friday|tomorrow|next week|next month|this month|(el )?(mes que viene|proximo mes)|(le )?mois prochain|end of (the )?(week|month)|\d+ (days?|weeks?)|the \d+(st|nd|rd|th)?|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{1,2}(st|nd|rd|th)?|\d{1,2} (de )?(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|lunes|martes|miercoles|jueves|viernes|manana|semana|lundi|mardi|mercredi|jeudi|vendredi|demain|semaine)\b/;
/** Our start asked for a day: "you can start monday with 5 people", "empezar el lunes", "commencer lundi". */
const START_BY_A_DAY =
  /\b(you|u|vous|ustedes|pueden|pouvez)\b.{0,25}\b(start|begin|commencer|demarrer|empezar|comenzar|arrancar)\b.{0,12}\b(monday|tuesday|wednesday|thursday|friday|tomorrow|next week|lundi|mardi|mercredi|jeudi|vendredi|demain|lunes|martes|miercoles|jueves|viernes|manana)\b/;
const HOW_MANY_CAN_YOU =
  /\bhow many (\w+ ){0,2}(can|could|would) (you|u|y'?all) (put|place|provide|supply|staff|get|find|assign|give|send)\b|\bcuant[oa]s (\w+ ){0,2}(pueden|podrian) (poner|asignar|conseguir|darnos|enviar)\b|\bcombien (de \w+ )?(pouvez|pourriez)(-vous| vous) (mettre|placer|fournir|affecter|envoyer)\b/;
const EXAMPLE_ASKED =
  /\b(show|send|see)( me| us)? (some|any|a bit of|a few pieces of)? ?(your |ur )?(work|work product|writing|drafts)\b(?! (for|from|with|at) )|\b(work|writing) samples?\b|\b(ver|mostrar|mostrarme|ensenarme|ensenar)( algo de)? (su|tu|vuestro) trabajo\b|\bvoir (un peu de |quelque chose de )?(votre|ton) travail\b|\b(see|get|have|show me|send me)\b.{0,10}\b(an? )?(example|examples|sample|samples)\b(?! (contract|agreement|invoice))|\b(ver|tener|mandar|enviar)(me)? (un |unos |algun )?(ejemplo|ejemplos|muestra|muestras)\b|\b(voir|avoir|envoyer)\b.{0,8}\b(un |des )?(exemple|exemples|echantillon|echantillons)\b/;
/** Our cover asked ("vos employés ont une assurance responsabilité professionnelle ?"), not the Insurance practice area. */
const INSURED =
  /\b(professional liability|malpractice|errors and omissions|e&o|liability) (insurance|coverage|cover|policy)\b|\b(are|is) (you|your \w+|they|the staff) (insured|bonded)\b|\bassurance (de )?responsabilite( civile)?( professionnelle)?\b|\b(etes|sont|est)(-vous|-ils|-elles)? (bien )?assure(e|s|es)?\b|\bassure(e|s|es)? (en|pour la) responsabilite\b|\b(estan|estas|esta) (ustedes )?asegurad[oa]s?\b|\bseguro de responsabilidad( civil| profesional)?\b/;

/** The professional we send, supposed not to suit: "y si no me gusta la persona que me mandan?", "what if we don't like her". */
const NOT_LIKED =
  /\b(what if|and if|y si|que pasa si|et si|que se passe-t-il si)\b.{0,25}\b(don'?t|do not|doesn'?t) (like|get on with|click with)\b|\b(y si|que pasa si)\b.{0,10}\bno (me|nos|le|les) (gusta|convence|convencen|gustan)\b|\b(et si|que se passe-t-il si)\b.{0,40}\bne (me|nous) (plait|convient|conviennent|plaisent) pas\b/;

/** "What does LPO even stand for", "¿qué significa LPO?", "LPO ça veut dire quoi ?". */
export const LPO_ASKED =
  /\blpo\b.{0,20}\b(stand|stands|mean|means|significa|signifie|veut dire)\b|\b(what|whats|what's|que|qu'est-ce que|c'est quoi)( does| is| es| significa| veut dire| un| an)* (an |un |une )?lpo\b/;

const KNOWS_US_LAW =
  /\b(know|knows|familiar with|trained in|understand) (us|u\.s\.|american) (law|legal system|legal terminology)\b|\bconnaissent (bien )?le droit americain\b|\bconocen (el )?derecho (estadounidense|americano)\b/;

/** How soon a professional starts: "how long until someone is working for us?", "¿en cuánto tiempo empieza?". */
const START_ASKED =
  /\b(starts?|starting|begins?|empiece|empiecen|empieza|comience|commence|commencent|demarre)\b.{0,20}\b(within|in|en|dans|d'ici|sous) (\d+|24|48|72) (hours?|hrs?|days?|horas|dias|heures|jours)\b|\bhow (long|soon|quickly|fast)\b.{0,60}\b(start|starts|starting|working|up and running|on ?board|placed|in place|begins?)\b|\b(cuanto tiempo|cuanto tarda|en cuanto tiempo|que tan rapido)\b.{0,40}\b(empez|comenz|trabaj|incorpor|arranc)\w*|\b(combien de temps|dans quel delai|quel delai|en combien de temps)\b.{0,40}\b(commenc|demarr|travaill|debut|operationnel)\w*/;

export function firmsQuestion(part: PartReading, state: DialogueState, placed?: string): string | undefined {
  const term = unpublishedTerm(part, state, placed);
  if (term || part.safety || part.guard || part.maybeLegal) return term;
  const t = fold(part.raw);
  const seekers = part.asker === "seeker" && state.asker !== "firm" && !/\b(we|our|us|nos|nous|notre)\b/.test(t);
  if (LPO_ASKED.test(t)) return "company.about";
  // "Et ils connaissent le droit américain ?": the training published, not a question of law.
  if (KNOWS_US_LAW.test(t) && !seekers) return "staff.qualifications";
  if (WHOSE_SYSTEMS.test(t) && !seekers) return "staff.tools";
  if (INSURED.test(t) && !seekers && !state.safetyGiven) return "unpublished.insurance";
  // "Ils sont basés où ?" of our people: where our staff are.
  if (BASED_WHERE.test(t) && !seekers && !part.entities.jobs.length) return "staff.location";
  // "How long from signing to having someone actually working for us?": how soon one starts (not published).
  if (START_ASKED.test(t) && !seekers && !part.pricing && !state.safetyGiven) return "unpublished.start_time";
  // "Could you place 15 paralegals by next monday?": whether we have that many that soon (not published).
  const heads = part.entities.counts.some((c) => Number(c.value) > 2) && part.entities.roles.length > 0;
  if (heads && BY_A_DATE.test(t) && !seekers && !part.pay && !part.pricing) return "unpublished.capacity";
  // "Promets-moi que vous pouvez commencer lundi avec 5 personnes": how soon we start (not published), promised or not.
  if (START_BY_A_DAY.test(t) && !seekers && !part.pay && !state.safetyGiven) return "unpublished.start_time";
  // "How many paralegals could you put on a project next week, like 15?": how many we have (not published).
  if (HOW_MANY_CAN_YOU.test(t) && !seekers && !part.pay) return "unpublished.capacity";
  // "Can i see an example before i sign anything": our sample work.
  // (Not the visitor's own work: "can i send you some work samples with my application?")
  const theirs = /\b(send|give|share|attach|submit|show)(ing)? (you|u|ustedes|vous)\b/.test(t) || OWN_SAMPLES.test(t);
  if (EXAMPLE_ASKED.test(t) && !seekers && !theirs && !state.safetyGiven) return "company.samples";
  if (EXCLUSIVE.test(t) && !seekers && !state.safetyGiven) return "unpublished.dedicated";
  if (NOT_LIKED.test(t) && !seekers && !state.safetyGiven) return "staff.replacement";
  if (IN_HOUSE.test(t) && SET_AGAINST.test(t) && !state.safetyGiven) {
    // (A firm's question, though "hiring one" reads as a job seeker's: so it is kept for what follows.)
    part.asker = "firm";
    return "price.in_house";
  }
  // ("And a bilingual one?" after it.)
  const tierOnly = part.entities.tiers.length + part.entities.languages.length > 0 && part.tokens.length <= 6;
  if (state.topic === "price.in_house" && tierOnly && !part.entities.roles.length) return "price.in_house";
  const inFocus = (state.members?.length ?? 0) === 1 || !!state.role || part.entities.roles.length === 1;
  // (Not a change supposed: "y si la contrato solo 20 horas?" asks that price.)
  const supposed = /\b(if|si)\b/.test(t) || part.entities.schedules.length + part.entities.customHours.length > 0;
  if (BOOK_IT.test(t) && inFocus && !supposed && !state.safetyGiven && !seekers) return "role.book";
  return undefined;
}
