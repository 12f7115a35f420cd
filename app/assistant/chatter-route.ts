import { fold } from "~/text/normalise";
import { CHATTER } from "./answerers";
import { cued } from "./intent-cues.server";
import { isQuestion, namesSomething, smallTalkOf } from "./part-shape";
import type { Route } from "./refine";
import type { DialogueState, PartReading } from "./types";
import type { Decision } from "./understand.server";

/**
 * Chatter and small talk routed by their own words, over what the classifier read (decisions 0061, 0080, 0105), and
 * the offices asked about when the classifier is torn between ours and those we don't list (0105).
 */

const SEASON =
  /\b(merry (christmas|xmas)|happy (holidays|new year|thanksgiving|easter)|feliz (navidad|ano|año|pascua)|felices fiestas|joyeux noel|bonne annee|bonnes fetes|joyeuses paques)\b/;

/**
 * Good news, kind words, wishes, a joke or a poem asked for, Lexi asked about, a trial message: the small talk the
 * part's words say, when it outranks the reading; else undefined.
 */
/** Languages asked right after Lexi was asked about herself: "who made you?" then "can you speak other languages". */
const LANGUAGES =
  /\b(languages?|idiomas?|lenguas?|langues?|spanish|french|espanol|frances|francais|espagnol)\b|\bhablas\b|\bparles\b/;
const STAFF =
  /\b(staff|people|team|professionals?|paralegals?|personal|equipo|profesionales|personnel|equipe|they|ellos|ils)\b/;

export function smallTalkOver(part: PartReading, placed: Route, state: DialogueState): ReturnType<typeof smallTalkOf> {
  const t = fold(part.raw);
  const hers = state.aboutLexi && LANGUAGES.test(t) && !STAFF.test(t) && !part.pricing;
  const word = smallTalkOf(part.raw) ?? (hers ? "chat.bot" : undefined);
  // (A season's wishes said as such, a joke or a poem asked for and a test message are chatter whatever else was read:
  // "happy 4th of july from our office!!", "got any good jokes?".)
  const chatter =
    placed.act !== "answer" ||
    /^(chat\.|none$)/.test(placed.intent) ||
    (word === "chat.wishes" && !isQuestion(part.raw)) ||
    word === "chat.joke" ||
    word === "chat.creative" ||
    word === "chat.trial" ||
    // (Lexi asked about, or kind words, naming nothing of ours: "de dónde eres?" read as prices, "que buen bot" as
    // abuse. "Where r u based" read as our offices stays so: a question to the company, not to Lexi.)
    hers ||
    // ("What does lexi stand for" read as our values: Lexi named, it is about her.)
    ((word === "chat.compliment" ||
      (word === "chat.bot" && (!/^(company|staff)\./.test(placed.intent) || /\blexi\b/.test(fold(part.raw))))) &&
      !part.pricing &&
      !namesSomething(part));
  return word && chatter && !part.safety && !part.guard && !part.maybeLegal && !part.complaint ? word : undefined;
}

/**
 * "¿Tienen oficina en Ciudad de México?", not placed between our offices and offices we don't list: a place of ours
 * named is our offices, else we don't publish one there.
 */
const OFFICE = /\b(office|offices|oficinas?|sucursal(es)?|sede|bureaux?|succursales?)\b/;
export function officesTorn(part: PartReading, placed: Route): Route {
  const [first, second] = part.candidates;
  const torn = new Set([first?.intent, second?.intent]);
  if (placed.act !== "unsure" || !torn.has("unpublished.other_offices")) return placed;
  // ("Et vous avez un bureau au Canada ?", torn with a follow-up: an office named is the question.)
  const officeNamed = first.intent === "unpublished.other_offices" && OFFICE.test(fold(part.raw));
  if (!officeNamed && (!torn.has("company.offices") || first.score + second.score < 0.8)) return placed;
  const intent = part.entities.offices.length ? "company.offices" : "unpublished.other_offices";
  return { act: "answer", intent, followUp: false };
}

/**
 * A short part of chatter read by its own words: "haha ok bye" is a goodbye before an acknowledgement, "feliz
 * navidad adelantada!!" (read as nothing) a greeting. Only the goodbye's, thanks' and greeting's cues, in that order.
 */
const HOW_ARE_YOU =
  /\bhow('?s| is| are| r| was)? (ur|your|you|u) (day|week|weekend|morning|afternoon|evening)( going| been)?\b|\bhow (are|r) (you|u|ya)( doing| today| doing today)?\s*[?!.]*$|\bhow('?s| is) it going\b|\bhow (you|u) doing\b|\bcomo (estas|esta usted|va tu dia|te va)\b|\bque tal (tu dia|estas)\b|\bcomment (vas-tu|allez-vous|va ta journee|se passe ta journee)\b|\btu vas bien\b|\bvous allez bien\b/;

const BOT_ITSELF =
  /\b(do|does|can|will|would|are|is) (bots?|robots?|ais?|chatbots?|assistants?)\b|\b(do|did|have|can|will) (you|u|ya) ever\b|\b(los bots|los robots|tu|usted) (alguna vez|nunca)\b|\b(les bots|les robots|tu|vous) (dors|dormez|reves|revez)\b/;

export function chatterByCue(decision: Decision, part: PartReading): Decision {
  // (A season's greeting is a greeting however the classifier read its other words: "feliz navidad adelantada".)
  if (SEASON.test(fold(part.raw)) && part.tokens.length <= 6 && !namesSomething(part))
    return { act: "answer", intent: "chat.greeting" };
  const chatter =
    decision.act === "unsure" || (decision.act === "answer" && /^(chat\.ack|chat\.thanks|none)$/.test(decision.intent));
  if (!chatter || part.tokens.length > 6 || namesSomething(part) || part.safety) return decision;
  // ("Hows ur day going", read as nothing: Lexi asked how it is.)
  if (HOW_ARE_YOU.test(fold(part.raw))) return { act: "answer", intent: "chat.how_are_you" };
  // ("Do bots ever take a vacation", "do u ever sleep": a question of the bot itself.)
  if (decision.act === "unsure" && BOT_ITSELF.test(fold(part.raw))) return { act: "answer", intent: "chat.bot" };
  const intent = ["chat.bye", "chat.thanks", "chat.greeting"].find((i) => cued(part, i));
  if (!intent || (decision.act === "answer" && decision.intent === intent)) return decision;
  // (Thanks read as thanks stays: "gracias, hasta luego" is answered by the goodbye all the same.)
  if (decision.act === "answer" && decision.intent === "chat.thanks" && intent !== "chat.bye") return decision;
  return { act: "answer", intent };
}

/** How a firm gets started with us: "cool how do we get going", "¿cómo empezamos?", "comment on démarre ?". */
const GETTING_STARTED =
  /\bhow (do|can|should|would) (we|i) (get going|get started|get this going|start|begin|proceed|move forward|sign up|kick (this|it) off)\b|\bwhat(s| is| are)? (the )?next steps?\b|\bcomo (empezamos|comenzamos|arrancamos|empiezo|comienzo|se empieza|se comienza|seguimos)\b|\bcomment (on (commence|demarre|démarre|procede)|commencer|demarrer|démarrer)\b/;

/** A firm asking how to get started, read as small talk ("how do we get going" as "how's it going"): how we work. */
export function startAsked(part: PartReading, placed: Route): Route {
  const chatter = placed.act !== "answer" || /^(chat\.(how_are_you|greeting|ack|thanks)|none)$/.test(placed.intent);
  if (!chatter || part.safety || part.maybeLegal || part.asker === "seeker" || !GETTING_STARTED.test(fold(part.raw)))
    return placed;
  return { act: "answer", intent: "company.process", followUp: false };
}

/**
 * Chatter that another part of the message answers: "haha ok. coffee or tea?" (an acknowledgement beside other chatter),
 * "jaja eres muy amable. gracias x todo" (kind words or thanks before a later thanks or goodbye: one reply, the last).
 */
export function chatterAnsweredBeside(
  routes: { part: PartReading; route: Route }[],
  part: PartReading,
  r: Route,
): boolean {
  if (r.act !== "answer" || !CHATTER.has(r.intent)) return false;
  const others = routes.filter((o) => o.part !== part && o.route.act === "answer" && CHATTER.has(o.route.intent));
  if (r.intent === "chat.ack" && others.some((o) => o.route.act === "answer" && o.route.intent !== "chat.ack"))
    return true;
  const later = routes.slice(routes.findIndex((o) => o.part === part) + 1);
  const closing = /^chat\.(thanks|bye)$/;
  return (
    /^chat\.(thanks|compliment)$/.test(r.intent) &&
    later.some((o) => o.route.act === "answer" && closing.test(o.route.intent))
  );
}
