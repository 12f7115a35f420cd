import { CHATTER, CONTINUABLE, PRICED_TOPICS } from "./answerers";

export { PRICED_TOPICS };
import { fold } from "~/text/normalise";
import { differenceAsked } from "./answerers/figures";
import { asksCapability, partOfPraise, praisesOurPeople, speaksOfOwnTrouble } from "./asker";
import type { Knowledge } from "./knowledge.server";
import { buyerSignals } from "./speaker";
import { goesOnAsking, isQuestion, namesSomething, periodOnly, short } from "./part-shape";
import { passageOverReading } from "./passage-search.server";
import { onThePosting } from "./answerers/posting-line";
import { roleSwapped } from "./answerers/team-changes";
import type { Route } from "./refine";
import { WORK_BLIND } from "./refine-words";
import { ANAPHOR, asksOurKeepingOfFiles } from "./route-words";
import type { DialogueState, Lang, Mention, MessageReading, PartReading } from "./types";
import { THRESHOLDS } from "./understand.server";

/**
 * What the parts of one message say of each other, before and after each is routed: a part that
 * only asks for a period belongs to the team beside it; a figure quoted back from the other side
 * (rate or pay) is one question; a firm's question that names nothing is about the work its
 * statement names.
 */
type Routed = { part: PartReading; route: Route };

const WE_DO =
  /\b(we|nous|nosotros)\s+(do|handle|practice|specialize in|focus on|take on|work)\b|\b(hacemos|llevamos|manejamos|faisons|traitons)\b/;

/** "And for three people full time?" after a price: the team re-priced, never a legal matter of the visitor's own. */
export function leanOnPrice(reading: MessageReading, state: DialogueState): void {
  // "2 paralegals FT + 1 legal admin FT for 3 months, what am i looking at", "necesito 2 paralegales tiempo completo
  // por 5 meses para una demanda colectiva": an order of staff, by head count, is a firm's, never a matter of one's own.
  for (const p of [...reading.parts, ...(reading.whole ? [reading.whole] : [])]) {
    const e = p.entities;
    const order =
      e.roles.length > 0 && e.counts.length > 0 && (e.schedules.length > 0 || e.months.length > 0 || !!p.pricing);
    if (order && !speaksOfOwnTrouble(p.raw)) {
      p.safety = undefined;
      p.maybeLegal = false;
    }
  }
  if (!state.topic || !CONTINUABLE.has(state.topic) || !PRICED_TOPICS.test(state.topic)) return;
  for (const p of reading.parts) {
    const e = p.entities;
    const modifiers = e.counts.length + e.schedules.length + e.tiers.length + e.languages.length > 0;
    // ("Oops i meant legal admins instead of case coordinators": the team, with a role said instead.)
    const swaps = !!roleSwapped(p.tokens, e, state.members);
    if (((modifiers && short(p) && !namesSomething(p)) || swaps) && !speaksOfOwnTrouble(p.raw)) {
      p.safety = undefined;
      p.maybeLegal = false;
    }
  }
}

/** "What does a … do", "what can the legal admin do": the role's work asked. (In Spanish and French the merged part
 * is answered with the duties and the rates already.) */
const WORK_ASKED = /\bwhat (does|do|can|would|will|could) (a|an|the|your|ur|one|that|this)\b.{0,40}\b(do|handle)\b/;

const PERIOD_WORD = /^(total|totals|month|monthly|week|weekly|year|yearly|per|a|al|mes|par|mois|semana|semaine)$/;

/** "Two bilingual paralegals full time. Per month?": a part asking only for the figure is said of the team beside it. */
export function mergePeriodParts(reading: MessageReading): void {
  // The team is the part that names a role, else the one that changes the figure in focus ("make it full time. total?").
  const modifies = (p: PartReading) =>
    p.entities.counts.length + p.entities.schedules.length + p.entities.tiers.length + p.entities.languages.length > 0;
  const named = reading.parts.find((p) => p.entities.roles.length > 0);
  const team = named ?? reading.parts.find((p) => modifies(p) && !periodOnly(p));
  // ("What does a case coordinator do and what does it cost": the work is asked too; each part is answered.)
  if (!team || WORK_ASKED.test(fold(team.raw))) return;
  // Beside a modifier only a bare period ("total?"), not a question of its own ("lequel coûte le plus ?").
  const bare = (p: PartReading) => named || p.tokens.every((w) => PERIOD_WORD.test(w));
  // ("Price diff between legal admin and case coordinator? part time": a schedule or tier said alone is the team's.)
  // (Not a question of its own: "…tiempo completo? y medio tiempo?" asks a second figure.)
  const modifierOnly = (p: PartReading) =>
    !!named &&
    modifies(p) &&
    !namesSomething(p) &&
    p.tokens.length <= 4 &&
    p.entities.counts.length === 0 &&
    !/\?/.test(p.raw) &&
    !/^\s*(and|y|et|what about|how about)\b/i.test(fold(p.raw));
  // ("Weekly cost, paralegal vs intake specialist. difference?": the difference asked of the roles named.)
  const differenceOnly = (p: PartReading) =>
    !!named && p.tokens.length <= 4 && differenceAsked(p.raw) && !namesSomething(p) && !modifies(p);
  for (const p of reading.parts.filter(
    (x) => x !== team && ((periodOnly(x) && bare(x)) || modifierOnly(x) || differenceOnly(x)),
  )) {
    // The modifier's own words keep their reading, at their place after the team's ("price full time").
    const at = team.tokens.length;
    for (const key of ["schedules", "tiers", "languages", "customHours", "months"] as const)
      (team.entities[key] as Mention[]).push(
        ...p.entities[key].map((m) => ({ ...m, start: m.start + at, end: m.end + at })),
      );
    team.tokens.push(...p.tokens);
    team.raw = `${team.raw} ${p.raw}`;
    team.pricing = true;
    reading.parts = reading.parts.filter((x) => x !== p);
  }
}

/**
 * Each part's route. "Our paralegal Maria has been incredible on our trial prep. Can u pass that on to her
 * supervisor?": praise of our people for a person of ours to hear, once, in place of the sentences that say it (not
 * a complaint, not the service its words name); a question beside it is still answered.
 */
export function routeParts(reading: MessageReading, routeOf: (part: PartReading) => Route): Routed[] {
  const routes = reading.parts.map((part) => ({ part, route: routeOf(part) }));
  // "Le poste … c'est à temps plein ? c'est quoi les horaires ?": hours asked after an opening are the opening's.
  for (const [i, r] of routes.entries())
    if (OUR_HOURS.test(r.route.act === "answer" ? r.route.intent : "") && r.part.asker !== "firm")
      if (routes.slice(0, i).some((x) => x.route.act === "answer" && /^job\./.test(x.route.intent)))
        r.route = { act: "answer", intent: "job.hours", followUp: true };
  // "…keeps saying 'Something went wrong. Please try again.'": the error's own words are no question of the visitor's.
  if (routes.some((r) => r.route.act === "answer" && r.route.intent === "handoff.site_trouble"))
    return routes.filter(
      (r) => r.route.act === "answer" && (r.route.intent === "handoff.site_trouble" || isQuestion(r.part.raw)),
    );
  if (!praisesOurPeople(reading.text) || reading.parts.some((p) => p.safety || p.guard)) return routes;
  const praised = routes.filter((r) => partOfPraise(r.part.raw));
  if (!praised.length) return routes;
  const first: Routed = { part: praised[0].part, route: { act: "answer", intent: "handoff.praise", followUp: false } };
  return routes.flatMap((r) => (r === praised[0] ? [first] : praised.includes(r) ? [] : [r]));
}

const OUR_HOURS = /^(staff\.hours|company\.office_hours)$/;

/**
 * "Our PI clients send us medical records. Can someone summarize them?": a firm's question that names
 * nothing, and that the classifier is not sure of, is about the work its statement names (the service,
 * else the practice area).
 */
/** Answers that a firm's question of its client's matter is its attorneys' call (firm-matter-route.ts). */
const ATTORNEYS_CALL = /^staff\.(judgement|deadline|who_signs|stands_in|client_contact)$/;
/** (Of those, the ones whose "it" is the paper: "who signs it?". "Index it AND tell me if…" asks the work too.) */
const LEFT_TO_ATTORNEYS = /^staff\.(deadline|who_signs|stands_in|client_contact)$/;

export function carryWork(routes: Routed[], reading: MessageReading, state: DialogueState): void {
  const work = reading.parts.find((p) => p.entities.services.length || p.entities.areas.length);
  // A firm by its words, earlier or here ("we do wills and trusts", "llevamos casos de…").
  const ourWork = !!work && WE_DO.test(fold(work.raw)) && !speaksOfOwnTrouble(reading.text);
  if (!work || !(buyerSignals(reading.text) || state.asker === "firm" || ourWork)) return;
  for (const r of routes) {
    const intent = r.route.act === "answer" ? r.route.intent : undefined;
    // "What can you take off my plate?": what we do in general, narrowed to the work named.
    // "We do foreclosure defense… can you support a firm like ours?": asked whether we do that work, not a
    // question its words alone would answer (not published, our tools, confidentiality).
    const general =
      !!intent &&
      (/^(services\.list|roles\.list|chat\.capabilities|role\.recommend)$/.test(intent) ||
        (WORK_BLIND.test(intent) && asksCapability(r.part.raw) && (r.part.candidates[0]?.score ?? 0) < 0.9));
    const sure =
      !!intent &&
      !general &&
      (/^(price|handoff\.|job)/.test(intent) ||
        (intent === "staff.confidentiality" && asksOurKeepingOfFiles(r.part.raw)) ||
        ATTORNEYS_CALL.test(intent ?? "") ||
        (r.part.candidates.find((c) => c.intent === intent)?.score ?? 0) >= THRESHOLDS.answer);
    // "…them?", "¿…esos?", "…s'en charger ?": the question points back at the work named.
    const pointsBack = r.part.tokens.some((w, i) => ANAPHOR.test(w) || (w === "en" && r.part.tokens[i - 1] === "se"));
    // "C'est dans vos cordes ?" after the work: asked whether we do it, whatever the words were read as (not its price).
    const asksWork = asksCapability(r.part.raw) && !r.part.pricing && !/^handoff\./.test(intent ?? "");
    const weak =
      !sure ||
      asksWork ||
      (pointsBack && !/^(price|handoff\.|job)/.test(intent ?? "") && !LEFT_TO_ATTORNEYS.test(intent ?? ""));
    const capacity = intent === "unpublished.capacity";
    if (r.part === work || namesSomething(r.part) || !isQuestion(r.part.raw) || !weak || r.part.safety || capacity)
      continue;
    r.part.entities = { ...r.part.entities, services: work.entities.services, areas: work.entities.areas };
    r.part.asker = "firm";
    r.part.maybeLegal = false;
    r.route = { act: "answer", intent: work.entities.services.length ? "service.info" : "area.info", followUp: false };
  }
}

/**
 * "The receptionist you placed with us keeps hanging up on our clients. What are you going to do about it?":
 * beside a complaint, a part that is neither understood nor answered from the facts (not published) says
 * nothing of its own; the complaint's hand-off answers it.
 */
function besideComplaint(routes: Routed[]): Routed[] {
  const complaint = routes.some((r) => r.route.act === "answer" && r.route.intent === "handoff.complaint");
  if (!complaint) return routes;
  // (Nor a statement read as a question of what a role or a service does: "the intake specialist you placed keeps
  // putting callers on hold".)
  const describes = (r: Routed) =>
    r.route.act === "answer" &&
    /^(role\.(info|recommend)|roles\.list|service\.info|services\.list|area\.info)$/.test(r.route.intent) &&
    !isQuestion(r.part.raw);
  return routes.filter((r) => r.route.act === "answer" && !/^unpublished\./.test(r.route.intent) && !describes(r));
}

/**
 * "Le plus cher c'est quoi, et combien par mois à mi-temps ?", "cheapest role and whats it per week": a part that
 * only changes or asks the figure, beside a part priced before it, is that figure (answered after it, in order).
 */
function leanOnEarlierPrice(routes: Routed[]): void {
  routes.forEach((r, i) => {
    const e = r.part.entities;
    const figure = e.counts.length + e.schedules.length + e.tiers.length + e.languages.length > 0 || periodOnly(r.part);
    const priced = routes
      .slice(0, i)
      .filter((x) => x.route.act === "answer" && PRICED_TOPICS.test(x.route.intent) && !x.part.safety);
    const weak =
      r.route.act !== "answer" || /^(legal\.|chat\.|none$|price\.tiers$|price\.custom_hours$)/.test(r.route.intent);
    if (priced.length && figure && weak && !namesSomething(r.part) && !r.part.pay && !r.part.safety) {
      r.part.maybeLegal = false;
      // The part priced is a question of price, kept beside this one ("c'est quoi" has no question mark).
      for (const x of priced) x.part.pricing = true;
      r.route = { act: "answer", intent: "price", followUp: true };
    }
  });
}

/**
 * "We need 12 paralegals by the 1st. Can u handle that?": a question whether we can, naming nothing, beside heads of
 * our roles asked for, is whether we have that many (not published); the heads are priced (decision 0038).
 */
function canWeStaff(routes: Routed[]): void {
  const team = routes.find(
    (r) => r.part.entities.roles.length && r.part.entities.counts.some((c) => Number(c.value) > 1),
  );
  if (!team || team.part.pay || team.part.asker === "seeker") return;
  // ("Is there a discount if we take 3 paralegals": a term asked of the team, not whether we can staff it.)
  if (team.route.act === "answer" && /^unpublished\.(discount|trial|guarantee)/.test(team.route.intent)) return;
  for (const r of routes) {
    if (r === team || namesSomething(r.part) || !asksCapability(r.part.raw) || r.part.safety) continue;
    if (
      r.route.act === "answer" &&
      /^(handoff\.|price|job|unpublished\.(discount|trial|guarantee))/.test(r.route.intent)
    )
      continue;
    r.route = { act: "answer", intent: "unpublished.capacity", followUp: false };
    if (team.route.act !== "answer" || !/^price/.test(team.route.intent) || team.route.intent === "price.custom_hours")
      team.route = { act: "answer", intent: "price", followUp: false };
    team.part.pricing = true;
  }
}

/** What the routed parts of one message say of each other: the work a firm's question points back to, a complaint's company. */
/**
 * "Legal admin or paralegal for this? price full time", "c'est un parajuriste qui fait ça ? combien à temps partiel,
 * bilingue français": a price asked with no role, beside the roles the other part named, is those roles' price (the
 * whole message's reading, where the roles and the schedule are read together); the roles' own answer stays first.
 */
function priceOfRolesBeside(routes: Routed[], reading: MessageReading): void {
  if (routes.length < 2 || !reading.whole) return;
  // (In three parts too: "paying my receptionist 2600 a month in house. what would yours cost full time and how much
  // do i save": the roles' part, then the first part after it asking a price.)
  const at = routes.findIndex((r) => r.part.entities.roles.length > 0);
  const after = routes.findIndex((r, i) => i > at && r.part.entities.roles.length === 0 && !!r.part.pricing);
  if (at < 0 || after < 0 || (routes.length > 2 && routes.some((r, i) => i !== at && i !== after && !unsureOf(r))))
    return;
  const [named, asked] = [routes[at], routes[after]];
  // (Whatever else the roles' part was read as, short of a price, a person or a matter of the visitor's own.)
  const roleRoute = (r: Route) => !(r.act === "answer" && /^(price|handoff\.|legal\.|guard\.)/.test(r.intent));
  const price =
    asked.part.entities.roles.length === 0 &&
    !!asked.part.pricing &&
    !asked.part.pay &&
    !asked.part.safety &&
    // (Not a question of its own: "combien de temps avant qu'il soit opérationnel ?" is when, not how much.)
    (asked.route.act !== "answer" ||
      !/^(handoff\.|legal\.|guard\.|unpublished\.|company\.|jobs?\.)/.test(asked.route.intent));
  if (!named.part.entities.roles.length || !roleRoute(named.route) || !price || named.part.asker === "seeker") return;
  // ("Is that a paralegal kind of role?" asked between two readings of roles: the role's own answer.)
  if (named.route.act === "clarify") named.route = { act: "answer", intent: "role.info", followUp: false };
  routes[after] = { part: reading.whole, route: { act: "answer", intent: "price", followUp: false } };
  // (The whole message is priced: a part not placed beside it, "how much do i save", is answered there.)
  for (let i = routes.length - 1; i >= 0; i--) if (i !== at && i !== after) routes.splice(i, 1);
}

/** A part not placed: "how much do i save" beside the price it is about. */
const unsureOf = (r: Routed) => r.route.act === "unsure";

/** "Paralegal vs case coordinator - which one do i need": two roles side by side, then which of them, is a comparison. */
const SIDE_BY_SIDE = /\b(vs|versus|or|ou|o|compared to)\b|^\s*[\w ]+\/[\w ]+\s*$/;
const WHICH_OF_THEM =
  /\bwhich (one|role|of (them|the two|these|those))\b|\b(cual|cuál) (de los dos|me conviene|necesito)\b|\b(lequel|laquelle|lequel des deux)\b/;
function whichOfThem(routes: Routed[]): Routed[] {
  const i = routes.findIndex(
    (r) => r.part.entities.roles.length >= 2 && SIDE_BY_SIDE.test(fold(r.part.raw)) && r.part.asker !== "seeker",
  );
  const which = routes[i + 1];
  if (i < 0 || !which || which.part.entities.roles.length || !WHICH_OF_THEM.test(fold(which.part.raw))) return routes;
  const part = { ...routes[i].part, raw: `${routes[i].part.raw} - ${which.part.raw}` };
  return [
    ...routes.slice(0, i),
    { part, route: { act: "answer", intent: "role.compare", followUp: false } },
    ...routes.slice(i + 2),
  ];
}

export function relateParts(routes: Routed[], reading: MessageReading, state: DialogueState): Routed[] {
  routes = whichOfThem(routes);
  priceOfRolesBeside(routes, reading);
  leanOnEarlierPrice(routes);
  canWeStaff(routes);
  carryWork(routes, reading, state);
  return besideJudgement(besideComplaint(routes));
}

/**
 * "Client is deciding ch 7 vs ch 13… is behind on the mortgage. Which should we file?": beside a legal judgement
 * declined, the statements of the client's situation are its facts, not questions of what we don't publish.
 */
function besideJudgement(routes: Routed[]): Routed[] {
  if (!routes.some((r) => r.route.act === "answer" && ATTORNEYS_CALL.test(r.route.intent))) return routes;
  // (A statement, "… and is behind on the mortgage", without its question mark: a fragment may read as a question.)
  return routes.filter(
    (r) => r.part.raw.includes("?") || r.route.act !== "answer" || !/^(unpublished|handoff)\./.test(r.route.intent),
  );
}

/**
 * A question whose reading guessed, answered instead by the line of the posting in focus (a job seeker's) or the
 * passage of our pages it is about (decision 0045).
 */
export function overGuessedReadings(routes: Routed[], state: DialogueState, k: Knowledge, lang: Lang): Routed[] {
  // (Beside a complaint, the words are the complaint's: "the intake specialist you placed keeps putting callers on
  // hold… this is unacceptable" is not a question about intake duties.)
  if (routes.some((r) => r.part.complaint || (r.route.act === "answer" && r.route.intent === "handoff.complaint")))
    return routes;
  return routes.map((r, i) => {
    const before = routes.slice(0, i).map((b) => b.part);
    if (!isQuestion(r.part.raw) && !goesOnAsking(r.part, before)) return r;
    // (A legal judgement declined is no guess: "does that kill our case?" is not our Personal Injury page's.)
    if (r.route.act === "answer" && ATTORNEYS_CALL.test(r.route.intent)) return r;
    if (onThePosting(r.part, r.route, state, k, lang))
      return { part: r.part, route: { act: "answer", intent: "posting.line", followUp: true } };
    const text = passageOverReading(r.part, r.route, before, state, k, lang);
    return text === undefined
      ? r
      : { part: { ...r.part, raw: text }, route: { act: "answer", intent: "passage.search", followUp: true } };
  });
}

/**
 * A part understood on its own: read surely, or a role of ours with a dollar figure ("…le tarif parajuriste est de 9 $/h
 * pour nous…", read as nothing by the classifier): the whole message's reading does not replace it (decision 0144).
 */
/**
 * "We're worried about confidentiality. Our clients are high-profile. How do you handle that?": one question in
 * several sentences. When at most one part is understood alone, and the whole as one question, it is answered as one.
 */
export function readAsOne(routes: Routed[], whole: PartReading, wholeRoute: Route): boolean {
  const sure = routes.filter(understoodAlone);
  const agrees =
    sure.length === 0 ||
    (sure.length === 1 &&
      sure[0].route.act === "answer" &&
      wholeRoute.act === "answer" &&
      sure[0].route.intent === wholeRoute.intent &&
      // A second question not understood is named, not swallowed by the first (unless it considered the
      // whole's reading itself: "et vous avez quelle expérience ? depuis quand ?").
      routes.every(
        (r) =>
          r === sure[0] ||
          !isQuestion(r.part.raw) ||
          r.part.tokens.length < 3 ||
          r.part.candidates.some((c) => c.intent === wholeRoute.intent && c.score >= 0.1),
      ));
  // (A person asked for in one part, "can a human scope this?", is never swallowed by the whole's reading.)
  const person = routes.some((r) => r.route.act === "answer" && /^handoff\.(person|complaint)$/.test(r.route.intent));
  return (
    agrees &&
    !person &&
    wholeRoute.act === "answer" &&
    !CHATTER.has(wholeRoute.intent) &&
    whole.score >= THRESHOLDS.answer
  );
}

const understoodAlone = (r: Routed) =>
  r.route.act === "answer" &&
  !CHATTER.has(r.route.intent) &&
  (r.part.score >= THRESHOLDS.answer ||
    (r.route.intent === "price" && r.part.entities.roles.length > 0 && /\$/.test(r.part.raw)) ||
    // ("Et vous avez un bureau au Canada ?" beside another question: what we don't publish, asked as its own question.)
    (r.route.intent === "unpublished.other_offices" &&
      r.part.candidates[0]?.intent === r.route.intent &&
      isQuestion(r.part.raw)));
