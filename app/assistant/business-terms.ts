import { fold } from "~/text/normalise";
import { complainsOfUs } from "./asker";
import { namesClient } from "./client-matter";
import { isQuestion } from "./part-shape";
import { seekerTalk } from "./seeker-words";
import type { DialogueState, PartReading } from "./types";

/**
 * What a firm asks of our terms that the site does not publish, by its words (decision 0086): a fee besides the rate,
 * hours outside the firm's day, money back.
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
const asksOffHours = (text: string, afterCoverage: boolean) =>
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
export function unpublishedTerm(part: PartReading, state: DialogueState, placed?: string): string | undefined {
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
  return undefined;
}

/** Whose systems our people work in: "do they work in our systems or theirs", "¿usan nuestro software o el suyo?". */
const WHOSE_SYSTEMS =
  /\b(our|your|their|own) (systems?|software|tools|computers?|laptops?|accounts?|platforms?|case management( software| system)?|network)\b.{0,30}\b(or|vs)\b.{0,12}\b(theirs|ours|yours|their own|your own|our own)\b|\b(nuestros?|sus|su) (sistemas?|software|herramientas|computadoras?|cuentas?|plataformas?)\b.{0,30}\bo (los|el|las|la) (suy[oa]s?|nuestr[oa]s?)\b|\b(nos|vos|leurs?) (systemes?|logiciels?|outils|ordinateurs?|comptes?|plateformes?)\b.{0,30}\bou (les|le|la) (leurs?|notres?|votres?|nôtres?|vôtres?)\b/;
export const asksWhoseSystems = (raw: string) => WHOSE_SYSTEMS.test(fold(raw));
