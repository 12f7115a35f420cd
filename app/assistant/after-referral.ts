import { dictates } from "./guards";
import { fold } from "~/text/normalise";
import { safetyReminder } from "./answerers/conversation";
import { asksForLawyer } from "./asker";
import { CONSULTATION, namesOurPage, namesSomething } from "./part-shape";
import { say } from "./phrases.server";
import type { Route } from "./refine";
import type { DialogueState, Lang, Outcome, PartReading } from "./types";

/**
 * What a visitor told we're not a law firm may ask next, in their words: our staff to do their thing, or the
 * contact of the bar's referral service or legal aid (neither is ours to give). Read by pipeline.server.ts.
 */
/**
 * Our staff or someone of ours asked to look at, explain or do something for the visitor (or we asked to write it:
 * "vous pouvez leur écrire une lettre pour moi", set X, spent).
 */
const ASKS_OUR_HELP =
  /\b(paralegals?|staff|people|team|someone|somebody|anyone|person|case managers?|coordinators?|receptionists?|secretar(y|ies)|admins?|specialists?)\b.{0,30}\b(look at|look over|review|check|read|go over|explain|fill (out|in)|write|draft|file|help|fight|handle|deal with|take care of|work on|sue|go after|take (him|her|them) to court|do (it|that|this|mine))\b|\b(alguien|asistentes?|paralegales?|personal|equipo|gente|ustedes)\b.{0,30}\b(revis\w*|mir\w*|le\w*|expli\w*|llen\w*|redact\w*|ayud\w*|hacerlo|lo hag\w*)\b|\b(i'll|i will|i can|happy to) pay\b|\b(les|le) pago\b|\bje (vous )?(paie|paierai)\b|\bqu'on m'expliqu\w*|\b(quelqu'un|parajuristes?|personnel|equipe)\b.{0,30}\b(regard\w*|li\w*|verifi\w*|expliqu\w*|rempli\w*|redig\w*|aid\w*|le faire)\b|\bm'expliqu\w*|\bme expli\w*|\b(can|could|would|will) (you|u|y'?all)\b.{0,20}\b(write|draft|send|file|fill|email|e-mail|mail|call|contact)\b|\b(vous pouvez|pouvez-vous|pourriez-vous|vous pourriez|tu peux|peux-tu)\b.{0,25}\b(ecrire|rediger|envoyer|remplir|deposer)\b|\b(puede|pueden|podria|podrian|puedes)\b.{0,25}\b(escribir|redactar|mandar|enviar|llenar|presentar)\b/;

/** One of our people asked for by the visitor, for themselves: "can i just hire one of ur paralegals". */
const HIRES_OURS =
  /\b(hire|book|get|use|pay for|rent)\b.{0,12}\b(one of )?(your|ur|you guys'?|y'?all'?s?) (paralegals?|staff|people|assistants?|case managers?|team)\b|\b(contratar|contrato|pagarle a)\b.{0,12}\b(uno de )?(sus|tus) (paralegales|asistentes|empleados|gente)\b|\b(engager|embaucher|payer|prendre)\b.{0,12}\b(un de )?(vos|tes) (parajuristes|assistants?|employes|gens)\b/;

/** A role's price asked for the visitor's own use: "to look over his papers", "for me", "para mi caso". */
const FOR_THEIR_OWN = /\b(for me|my|his|her|just to|to look|to help|to do|para mi|mis?|su caso|pour moi|mon|ma|mes)\b/;
/** Our offices asked of in so many words ("where is your office", "oficina", "bureau", "address"). */
const OFFICE_WORDS =
  /\b(offices?|oficinas?|bureaux?|address|direccion|adresse|located|ubicad[oa]s?|situes?|visit|visitar|visiter)\b/;
/** One of our offices to go to for advice: "puedo ir ahí para que me asesoren", "can i come by your office for help". */
const OFFICE_VISIT =
  /\b(ir|pasar|visitar|voy|go|come|stop|drop|walk|visit|passer|venir|aller|rendre)\b.{0,40}\b(para que me (asesor|ayud|expli|atiend|aconsej)\w*|para (asesoria|consejo|una consulta)|for (advice|help|a consultation|legal advice)|to get (advice|help)|pour (un conseil|des conseils|un avis|une consultation|qu'on m'aide|qu'on me conseille|etre conseille\w*))/;
/** The price asked as the next step of the matter told: "c'est combien un parajuriste chez vous alors ?", "how much then". */
const NEXT_STEP = /\b(then|alors|entonces|donc|pues|dans ce cas|en ese caso|in that case)\b/;

/** Our site or one of its pages spoken of: "your site literally has a habitability page", "en su página dice…". */
const OUR_PAGE =
  /\b(your|ur|su|sus|votre|vos)\s+(\w+\s+){0,3}(page|site|website|pagina|sitio|web)\b|\b(page|site|website|pagina|sitio)\s+(\w+\s+)?(says|dice|dit|parle|indique|has|tiene)\b|\ben (su|la) (pagina|web|sitio)\b|\bsur (votre|le) site\b|\bon (your|ur|the) (site|website|page)\b|\bit says so\b/;

/** Whether something about their matter is so, asked of us: "is that true?", "do i have a case", "c'est vrai ?". */
const OPINION_ASKED =
  /\b(is (that|it|this|he|she) (true|right|correct|legal|allowed)|(is|are) (he|she|they) right|do i (have|stand) a (case|chance)|will i (win|lose|get)|c'est (vrai|legal)|(il|elle) a raison|(ai-je|j'ai) (une chance|raison)|es (verdad|cierto|legal)|tiene razon|tengo (razon|chance|un caso)|puedo ganar)\b/;

/** The contact of a bar's referral service or of legal aid, asked for. */
const REFERRAL_BODY =
  "(bar (referral|association|assoc\\w*)|state bar|referral service|legal aid|colegio de abogados|asistencia legal|barreau|aide juridique)";
export const REFERRAL_CONTACT = new RegExp(
  `\\b${REFERRAL_BODY}\\b.{0,40}\\b(number|phone|contact|call|email|website|numero|telefono|contacto|telephone|coordonnees)\\b|\\b(number|phone|contact|numero|telefono|telephone|coordonnees)\\b.{0,40}\\b${REFERRAL_BODY}\\b`,
);

/**
 * Our staff asked to do the visitor's thing ("cant one of your paralegals just look at the denial letter? i'll pay",
 * "je peux passer pour qu'on m'explique ?"), or a lawyer asked of us ("¿ustedes tienen abogados que hablen español?").
 */
export const asksOurHelpOrALawyer = (raw: string) => ASKS_OUR_HELP.test(fold(raw)) || asksForLawyer(raw);

/**
 * After the referral, a question of the visitor's that nothing of ours answers ("just roughly. 20 days? 30?" read as
 * our billing terms) is about their matter: the reminder, not our unpublished facts and the team.
 */
export const unansweredAfterReferral = (outcome: Outcome, part: PartReading, state: DialogueState) =>
  !!state.safetyGiven &&
  !part.asker &&
  state.asker !== "firm" &&
  outcome.handoff === "unanswered" &&
  !namesSomething(part);

const AREA_PAGE: Route = { act: "answer", intent: "area.info", followUp: false };

/**
 * What a visitor told we're not a law firm asks next, answered here (an outcome) or read otherwise (a route):
 * - our staff asked to do their thing, or a lawyer asked of us ("fine which lawyer do u recommend in tampa"): the
 *   reminder;
 * - the number of the bar's referral service ("whats the number for the ohio bar referral thing"): not ours to give,
 *   and never our own number instead (asked by anyone);
 * - our page spoken of ("your consumer protection page says complaint investigation, so do mine"): the area's page,
 *   which is our support for law firms; a practice area named only by a word of theirs ("it's for a school
 *   assignment"): the reminder (decision 0108);
 * - our consultation, to book or pay for: it is for law firms, and a lawyer is who can help.
 * Undefined when none of these is asked.
 */
export function afterReferral(
  part: PartReading,
  routed: Route,
  state: DialogueState,
  lang: Lang,
): Outcome | Route | undefined {
  // ("ok do u know a good employment lawyer in columbus": none recommended, the bar's referral service named;
  // "can i just hire one of ur paralegals": no, they work only for law firms.)
  // (Not "ustedes tienen abogados?": that we have none is the reminder's.)
  const ours = /\b(do|does) (you|u|y'?all) (guys )?(have|got)\b|\btienen\b|\bhay\b|\b(avez-vous|vous avez)\b/;
  if (state.safetyGiven && state.asker !== "firm" && asksForLawyer(part.raw) && !ours.test(fold(part.raw)))
    return { text: say("safety.lawyerAgain", lang), kind: "safety" };
  // ("Is there a cheap option, your paralegals are 14/hr right": our staff's price, asked for the visitor's matter.)
  // (For the visitor: "cheap", "for me", "my"; a firm's plain "price for a contract base paralegal?" is answered.)
  // ("how much would u charge me to just write the letter": our work priced for the visitor's own matter, the same.)
  const chargedToThem =
    /\b(charge|cobrar\w*|facturer|facturez)\b.{0,6}\b(me|moi)\b|\bme (cobran|cobrarian|cobraria|factureriez)\b/.test(
      fold(part.raw),
    );
  // (Also after only the public note beside an area of law, from a visitor who is no firm.)
  const noted =
    /^(area\.info|company\.not_law_firm)$/.test(state.topic ?? "") && !part.firmContext && part.asker !== "firm";
  if (chargedToThem && noted && state.asker !== "firm")
    return { text: say("safety.staffForFirms", lang), kind: "safety" };
  // ("How much would one of ur paralegals cost just to look over his papers": a role priced, after the referral.)
  const ourPriceChecked =
    chargedToThem ||
    (part.entities.roles.length > 0 && part.pricing && FOR_THEIR_OWN.test(fold(part.raw))) ||
    (part.entities.roles.length > 0 && part.pricing && NEXT_STEP.test(fold(part.raw)) && !dictates(part.raw)) ||
    (part.entities.roles.length > 0 &&
      /\$?\d+\s*(\/\s*h|an hour|\/hr|hr)\b/.test(fold(part.raw)) &&
      /\b(cheap|cheaper|afford|for me|my|me|para mi|mi|pour moi|mon|ma)\b/.test(fold(part.raw)));
  if (state.safetyGiven && state.asker !== "firm" && (HIRES_OURS.test(fold(part.raw)) || ourPriceChecked))
    return { text: say("safety.staffForFirms", lang), kind: "safety" };
  // ("Mon mari dit que j'aurai jamais la garde, c'est vrai ?": an opinion on their matter, which only an attorney can give.)
  if (state.safetyGiven && state.asker !== "firm" && OPINION_ASKED.test(fold(part.raw)))
    return { text: say("safety.opinion", lang), kind: "safety" };
  // ("Ustedes tienen oficina en miami no? puedo ir ahí para que me asesoren": our offices don't advise the public.)
  const officeAsked =
    routed.act === "answer" &&
    routed.intent === "company.offices" &&
    part.asker !== "seeker" &&
    OFFICE_WORDS.test(fold(part.raw));
  if (state.safetyGiven && state.asker !== "firm" && (OFFICE_VISIT.test(fold(part.raw)) || officeAsked))
    return { text: say("safety.officeVisit", lang), kind: "safety" };
  if (state.safetyGiven && state.asker !== "firm" && asksOurHelpOrALawyer(part.raw)) return safetyReminder({ lang });
  // ("Is 12k under the limit in florida?" after the referral: a question of their matter, not of our Florida office.)
  const officeByAPlace =
    routed.act === "answer" && routed.intent === "company.offices" && !OFFICE_WORDS.test(fold(part.raw));
  if (state.safetyGiven && state.asker !== "firm" && officeByAPlace && part.asker !== "seeker")
    return safetyReminder({ lang });
  if (REFERRAL_CONTACT.test(fold(part.raw))) return { text: say("safety.referralContact", lang), kind: "safety" };
  // ("Pero en su página dice q hacen green card", "ur consumer protection page says complaint investigation, so u do
  // this": our page spoken of is our support for firms, not a service for them.)
  if (
    state.safetyGiven &&
    state.asker !== "firm" &&
    part.asker !== "firm" &&
    OUR_PAGE.test(fold(part.raw)) &&
    !CONSULTATION.test(fold(part.raw))
  )
    return { text: say("safety.pageIsForFirms", lang), kind: "safety" };
  if (!state.safetyGiven || part.asker) return undefined;
  const told = state.asker !== "firm" && part.entities.areas.length > 0;
  const r = told && namesOurPage(part) ? AREA_PAGE : routed;
  const booking =
    (r.act === "answer" && r.intent === "company.booking") ||
    (CONSULTATION.test(fold(part.raw)) && (r.act !== "answer" || !/^(handoff|chat)\./.test(r.intent)));
  if (booking) return { text: say("safety.booking", lang), kind: "safety" };
  if (told) return r === AREA_PAGE ? AREA_PAGE : safetyReminder({ lang });
  return undefined;
}
