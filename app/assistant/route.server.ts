import { fold } from "~/text/normalise";
import { CONTINUABLE, intentForEntities } from "./answerers";
import { correctsTeam, roleSwapped, saysSomeHeads, tierSaid, withoutNamed } from "./answerers/team-changes";
import { corpus } from "./corpus.server";
import { PRICED_TOPICS } from "./message-shape";
import {
  asksYesOrNo,
  booksWithUs,
  channelAsked,
  entityOnly,
  isQuestion,
  keyboardMash,
  languageAsked,
  namedOnlyRoles,
  namesSomething,
  short,
  troubleWithABooking,
} from "./part-shape";
import { dictates, playsLawyer } from "./guards";
import { successPromised, outcomePromised } from "./client-matter";
import { firmsMatterRoute } from "./firm-matter-route";
import { firmsQuestion } from "./business-terms";
import { speaksOfEverydayThings } from "./asker";
import { PAY_WORD, seekerQuestion } from "./seeker-words";
import { refine, type Route } from "./refine";
import { careersReading } from "./refine-words";
import type { DialogueState, PartReading } from "./types";
import { decide, THRESHOLDS } from "./understand.server";
import { adds, TOO_WORDS } from "./words";
import {
  REPEAT,
  languagesNamed,
  SAY_IT_AGAIN,
  WHAT_FITS,
  FILES_A_COMPLAINT,
  ABOUT_IT,
  NEW_TOTAL,
  MEANT,
  moneyBackRoute,
  JUST_YES_OR_NO,
  wordsRoute,
  priceByItsWords,
  DISCOUNT_APPLIED,
  ANAPHOR,
  FEWER_HOURS,
} from "./route-words";
import { differenceAsked } from "./answerers/figures";
import { combinedHourAsked, PERIOD_WORDS } from "./answerers/period";
import { wordsSupport } from "./lexical-support.server";
import { aspectAsked } from "./answerers/openings";
import { cued, uncuedReading } from "./intent-cues.server";
import { chatterByCue, officesTorn, smallTalkOver, startAsked } from "./chatter-route";
import type { Decision } from "./understand.server";

/**
 * Where a part goes (the "parts" step of pipeline.server.ts): the classifier's reading in the light of the conversation
 * (a follow-up of the figure or the opening in focus, a correction of the team, a language asked), then refine.ts.
 */
export const specOf = (intent: string) => corpus().intents.find((i) => i.name === intent);
const labelled = (intent: string) => !!specOf(intent)?.label;

/** The classifier's reading of a part, then the second look (who is asking, rate or pay, complaint, promise). */
export function route(part: PartReading, state: DialogueState): Route {
  // "y el telefono?": ours (after the referral, a bar's number is asked: not ours to give).
  const channel = state.safetyGiven ? undefined : channelAsked(part);
  if (channel) return { act: "answer", intent: channel, followUp: false };
  // "Just pretend you're my lawyer", "es solo un juego, responde como abogado": no, we're not a law firm. (An attorney
  // who "authorizes" it of a client's matter: a legal judgement, its attorneys'.)
  if (playsLawyer(part.raw) && !part.guard) {
    const firm = part.firmContext || state.asker === "firm";
    part.safety = firm ? undefined : "represent";
    return { act: "answer", intent: firm ? "staff.judgement" : "legal.represent", followUp: false };
  }
  // Pressed on a term we don't publish, the chat's languages, a client's name (route-words.ts).
  const byWords = wordsRoute(part, state);
  if (byWords) return byWords;
  // "asdfghjk": keys run over, read as nothing.
  if (keyboardMash(part.raw)) return { act: "unsure" };
  let placed = startAsked(part, officesTorn(part, refine(part, firstRoute(part, state), state.topic)));
  // "How much is a paralegal, hourly": the role's rate, not fewer hours than our plans (none said, none asked).
  const hoursNotAsked = !part.entities.customHours.length && !FEWER_HOURS.test(fold(part.raw));
  if (placed.act === "answer" && placed.intent === "price.custom_hours" && part.entities.roles.length && hoursNotAsked)
    placed = { act: "answer", intent: "price", followUp: false };
  // (The second look's reading needs its cues too: "put in writing she'll never work for anyone adverse" is no
  // question of selling data.)
  // (A job seeker's question given the openings is the second look's rule, not a reading: it stands. So does the
  // rate's split asked after the rate beside the pay: "la différence c'est pour vous ?".)
  const seekersOwn = placed.act === "answer" && part.asker === "seeker" && /^jobs?\./.test(placed.intent);
  const splitAsked = placed.act === "answer" && placed.intent === "unpublished.margin" && placed.followUp;
  if (placed.act === "answer" && !seekersOwn && !splitAsked && !cued(part, placed.intent)) {
    const topic = state.topic && CONTINUABLE.has(state.topic) ? state.topic : undefined;
    const next = withCues({ act: "answer", intent: placed.intent }, part, state.lang ?? "en", topic);
    placed = next.act === "answer" ? { act: "answer", intent: next.intent, followUp: false } : next;
  }
  // "Traduce al inglés: 'Northbridge regala el primer mes'": a statement dictated, not a language asked for.
  // ("Vous pouvez résumer son dossier médical en français et anglais ?": work in two languages, the next reading, else
  // our bilingual staff.)
  const twoLanguages = languagesNamed(part.raw) >= 2;
  if (placed.act === "answer" && placed.intent === "chat.language" && (dictates(part.raw) || twoLanguages)) {
    const next = part.candidates.find(
      (c) => !/^(chat\.language|legal\.)/.test(c.intent) && c.score >= THRESHOLDS.consider && cued(part, c.intent),
    );
    placed = { act: "answer", intent: next?.intent ?? (twoLanguages ? "staff.languages" : "none"), followUp: false };
  }
  // "2 parajuristes bilingues anglais-français temps plein": a team said, to be priced, not a question of languages;
  // nor is "¿cuánto cuesta esa persona a tiempo completo, no necesita español?" (the standard rate).
  const said = part.entities;
  const team = said.counts.length > 0 && said.roles.length > 0 && said.schedules.length > 0 && !isQuestion(part.raw);
  const withoutLanguage = !!part.pricing && tierSaid(part.raw, said) === "standard";
  if (placed.act === "answer" && placed.intent === "staff.languages" && (team || withoutLanguage))
    placed = { act: "answer", intent: "price", followUp: false };
  // After the referral, "just yes or no, is it fair use", "¿me puede llenar la queja para el fiscal general?": the
  // visitor's own matter again, not a complaint about us for the team.
  const ownAgain = !!state.safetyGiven && part.asker !== "firm" && state.asker !== "firm";
  const complaintRead = placed.act === "answer" && placed.intent === "handoff.complaint";
  if (ownAgain && complaintRead && (!part.complaint || FILES_A_COMPLAINT.test(fold(part.raw))))
    return { act: "answer", intent: "legal.matter", followUp: false };
  // "Vous pouvez pas juste me dire oui ou non ?" after the referral: no yes, no no; the referral again.
  if (ownAgain && JUST_YES_OR_NO.test(fold(part.raw)) && !namesSomething(part) && !part.pricing)
    return { act: "answer", intent: "legal.matter", followUp: false };
  // "can i at least talk to someone there about it": a person of ours for the matter told, which is no lead.
  if (ownAgain && placed.act === "answer" && placed.intent === "handoff.person" && ABOUT_IT.test(fold(part.raw)))
    return { act: "answer", intent: "legal.matter", followUp: false };
  // Money back: owed by another, the visitor's matter; asked of us, the guarantee we don't publish (route-words.ts).
  const moneyBack = moneyBackRoute(part, placed);
  if (moneyBack) return moneyBack;
  // "Promise in writing your paralegal will win our case": no one can, whatever else is asked beside it.
  const promised =
    outcomePromised(part.raw) && (part.entities.roles.length || part.firmContext || successPromised(part.raw));
  if (promised && !part.safety && !part.guard) return { act: "answer", intent: "staff.judgement", followUp: false };
  // Money back, a fee, hours outside the firm's day (decision 0086); whose systems (0087); in-house, booking it (0088).
  const term = firmsQuestion(part, state, placed.act === "answer" ? placed.intent : undefined);
  if (term) return { act: "answer", intent: term, followUp: false };
  // A firm's question of its client's matter: a judgement, a deadline, who signs (firm-matter-route.ts).
  const theirMatter = firmsMatterRoute(part, state, complaintRead);
  if (theirMatter) return { act: "answer", intent: theirMatter, followUp: false };
  const e = part.entities;
  // "Need to cancel my consultation tomorrow", "nobody showed up on the call": a booking only a person can see.
  const changesNoTeam = !part.pricing && !e.schedules.length && !e.tiers.length && !e.counts.length;
  if (troubleWithABooking(part.raw) && changesNoTeam && !part.safety && !part.guard && part.asker !== "seeker")
    return { act: "answer", intent: "handoff.booking", followUp: false };
  // "Want the free consultation. can you book me for tuesday 2pm?": our consultation, however the words were read.
  const booked = placed.act === "answer" && /^(company\.booking|handoff\.)/.test(placed.intent);
  if (booksWithUs(part.raw) && !booked && !part.safety && !part.guard && part.asker !== "seeker")
    return { act: "answer", intent: "company.booking", followUp: false };
  // "Apply 15 % off for us: one case manager full time, final price?", "apply it" of a promo code: a discount on a
  // price, not a job application.
  const discounted = DISCOUNT_APPLIED.test(fold(part.raw));
  const readAsJob = placed.act === "answer" && /^jobs?\./.test(placed.intent);
  if (readAsJob && discounted && (part.pricing || e.roles.length) && !part.pay)
    return { act: "answer", intent: "price", followUp: false };
  // A job seeker's question no intent places: pay terms, attorneys hired, a resume by e-mail, a license (decision 0082).
  const seekers = seekerQuestion(part, state);
  if (seekers) return { act: "answer", intent: seekers, followUp: false };
  // "I PASSED THE BAR!!!", "me encanta su página": good news and kind words get a word back, not "not understood".
  const word = smallTalkOver(part, placed, state);
  if (word) return { act: "answer", intent: word, followUp: false };
  // Still not placed, "could somebody email me your prices please": a question of our prices (asked of a person,
  // the person too).
  if (placed.act === "unsure" && part.pricing && !part.pay && !part.safety && !part.maybeLegal) {
    const person = part.candidates.some((c) => c.intent === "handoff.person" && c.score >= THRESHOLDS.consider);
    return { act: "answer", intent: person ? "handoff.person" : "price", followUp: false };
  }
  return placed;
}

function firstRoute(part: PartReading, state: DialogueState): Route {
  const topic = state.topic && CONTINUABLE.has(state.topic) ? state.topic : undefined;
  // "Say that in French please" after a price: the answer again in French, not the team made bilingual.
  if (languageAsked(part) && SAY_IT_AGAIN.test(fold(part.raw)) && !namesSomething(part) && !part.pricing)
    return { act: "answer", intent: "chat.language", followUp: false };
  // "So that's a no?" after a topic we don't publish: neither yes nor no (not a goodbye, not a menu).
  if (state.topic?.startsWith("unpublished.") && asksYesOrNo(part))
    return { act: "answer", intent: "chat.not_a_no", followUp: true };
  // "Drop the coordinator, new weekly total?", "¿sin la recepcionista?": the team priced, less the members named.
  if (
    topic &&
    PRICED_TOPICS.test(topic) &&
    !state.alternatives &&
    withoutNamed(part.tokens, part.entities, state.members)
  )
    return { act: "answer", intent: "price", followUp: true };
  // "Salut !", "hola!!", "thx bye": a greeting, a thanks or a goodbye as typed, before what a corrected spelling names
  // ("salut" is no misspelt "salud").
  // (Not where the classifier is sure of something else, "hi, list your roles", or reads chatter itself.)
  const top = part.candidates[0];
  const readOtherwise =
    !!top && (/^chat\./.test(top.intent) ? top.score >= THRESHOLDS.consider : top.score >= THRESHOLDS.answer);
  if (part.tokens.length <= 3 && !part.safety && !readOtherwise) {
    const said = ["chat.bye", "chat.thanks", "chat.greeting"].find((i) => cued({ raw: part.raw, tokens: [] }, i));
    if (said && !part.entities.roles.length && !part.entities.jobs.length && !part.pricing)
      return { act: "answer", intent: said, followUp: false };
  }
  if (entityOnly(part)) {
    const byEntity = intentForEntities(part.entities, topic);
    if (byEntity) return { act: "answer", intent: byEntity, followUp: false };
  }
  // "$1500/mo max. What can I get for that?": the engagements a budget buys.
  if (WHAT_FITS.test(fold(part.raw)) && !part.safety) return { act: "answer", intent: "price", followUp: true };
  // "So all 3 on at the same time = what per hour, combined", after a team was priced: its rates added up.
  const heads = (state.members ?? []).reduce((n, m) => n + (m.count ?? 1), 0);
  if (PRICED_TOPICS.test(topic ?? "") && heads > 1 && combinedHourAsked(part.raw) && !part.safety)
    return { act: "answer", intent: "price", followUp: true };
  let decision = decide(part, labelled);
  // Something we don't publish, read on no word of its own ("how much for a paralegal" as the start time): another
  // such reading the words support, else none (decision 0043).
  const lang = state.lang ?? "en";
  if (
    decision.act === "answer" &&
    decision.intent.startsWith("unpublished.") &&
    !wordsSupport(part, decision.intent, lang)
  ) {
    const supported = part.candidates.find(
      (c) => c.intent.startsWith("unpublished.") && c.score >= 0.1 && wordsSupport(part, c.intent, lang),
    );
    decision = supported ? { act: "answer", intent: supported.intent } : { act: "unsure" };
  }
  // A reading whose cue words the part doesn't say: the next reading that has them, else what the part names (0044).
  decision = chatterByCue(withCues(decision, part, lang, topic), part);
  // "Can you say all that in English again?": a request to switch language, however else the words were read.
  if (
    (decision.act !== "answer" || /^(legal\.|none$)/.test(decision.intent)) &&
    languageAsked(part) &&
    !namesSomething(part) &&
    REPEAT.test(fold(part.raw))
  )
    return { act: "answer", intent: "chat.language", followUp: false };
  // "Oops i meant legal admins instead of case coordinators": the team priced, with the role said instead (0046).
  const pricedTopic = !!topic && PRICED_TOPICS.test(topic);
  if (pricedTopic && roleSwapped(part.tokens, part.entities, state.members) && !part.pay && part.asker !== "seeker")
    return { act: "answer", intent: "price", followUp: true };
  // "And for three people full time?" after a price: the team priced, however the classifier read the words.
  const leansOnPrice =
    !!topic &&
    PRICED_TOPICS.test(topic) &&
    part.entities.counts.length + part.entities.schedules.length + part.entities.tiers.length > 0 &&
    part.tokens.length <= 14 &&
    !namesSomething(part) &&
    !part.safety;
  // The classifier's legal-matter intent without the safety verdict: read by its next candidate, unless the
  // visitor may be speaking of a legal matter of their own (then the safety answer, or a question first).
  if (
    decision.act === "answer" &&
    decision.intent === "legal.matter" &&
    !part.safety &&
    !leansOnPrice &&
    (part.firmContext || !part.maybeLegal)
  ) {
    // (Not a firm's complaint of us on the classifier's word alone: "… on doit déposer une plainte EEOC" is the client's.)
    const next = part.candidates.find(
      (c) => c.intent !== "legal.matter" && (c.intent !== "handoff.complaint" || part.complaint || !part.firmContext),
    );
    if (next && next.score >= THRESHOLDS.consider) decision = { act: "answer", intent: next.intent };
    // Neither sure of a legal matter nor of anything else: ask which ("a matter of your own, or a law firm's need?").
    // Nobody's own matter spoken of ("tu connais un bon resto ?"): not understood, not a legal question to ask about.
    // Nor is there one to ask about where no matter is named ("srry cat walked on my keyboard", "soy clienta…").
    else if (part.firmContext || part.person === false || (!part.namesMatter && !state.safetyGiven))
      decision = { act: "unsure" };
    else
      return { act: "clarify", options: ["legal.matter", intentForEntities(part.entities, topic) ?? "services.list"] };
  }
  const modifiers =
    part.entities.counts.length +
      part.entities.schedules.length +
      part.entities.tiers.length +
      part.entities.languages.length >
    0;
  // "Is it part time?", "pay?", "is it remote?" after a job opening: that opening's facts.
  const jobInFocus = topic === "job.info" || (!!state.job && /^jobs?\./.test(state.topic ?? ""));
  if (
    jobInFocus &&
    short(part) &&
    !namesSomething(part) &&
    (part.entities.schedules.length ||
      part.pay ||
      decision.act !== "answer" ||
      /^(price|price\.tiers|job\.info|staff\.(remote|location)|unpublished\.billing)$/.test(decision.intent))
  ) {
    // ("And pay?" after its closing date: its pay, whatever else the classifier considered.)
    if (part.pay) return { act: "answer", intent: "job.info", followUp: true };
    // Between readings, or unsure: a careers reading the classifier considered, for the opening in focus.
    const careers =
      decision.act === "clarify"
        ? decision.options.find((o) => /^job\./.test(o))
        : decision.act === "unsure"
          ? careersReading(part, THRESHOLDS.consider)
          : undefined;
    if (careers) return { act: "answer", intent: careers, followUp: true };
    return { act: "answer", intent: "job.info", followUp: true };
  }
  // "And if I need two of them full time?" after a price, a role or the cheapest: the price of the team.
  const priced = !!topic && PRICED_TOPICS.test(topic);
  // Naming only members of the team in focus ("3 paralegals not 2") is a correction of it, not a new subject.
  const ownMembers = part.entities.roles.map((r) => ({ role: r.value }));
  const correction = part.entities.roles.length > 0 && namedOnlyRoles(part) && correctsTeam(ownMembers, state);
  // Two schedules set side by side, a role asked by its rank (route-words.ts).
  const sideBySideOrRanked = priceByItsWords(part, priced);
  if (sideBySideOrRanked) return sideBySideOrRanked;
  // "Ok and add a paralegal, same hours. Combined monthly?": a role joining the team priced.
  const newRole = part.entities.roles.some((r) => !state.members?.some((m) => m.role === r.value));
  const joins =
    priced &&
    !!state.members?.length &&
    (newRole || /\b(another|one more|otro|otra|un autre|une autre)\b/.test(fold(part.raw))) &&
    (adds(part.tokens) || part.tokens.some((w) => newRole && TOO_WORDS.test(w))) &&
    !part.pay &&
    part.asker !== "seeker";
  if (joins) return { act: "answer", intent: "price", followUp: true };
  // ("Combien d'années d'expérience ?": ours, surely read, though years are a period. "Ok what would 6 months of that
  // cost us": longer, it points back at the price.)
  const [first] = part.candidates;
  const sureElse = !!first && first.score >= THRESHOLDS.veto && !/^(price|chat\.|legal\.|none$)/.test(first.intent);
  const leansOnFigure =
    priced &&
    !sureElse &&
    !!state.members?.length &&
    !namesSomething(part) &&
    !part.pay &&
    part.asker !== "seeker" &&
    state.asker !== "seeker" &&
    state.topic !== "price.vs_pay" &&
    ((differenceAsked(part.raw) && state.figures?.length === 2 && state.figures[0].shape === state.figures[1].shape) ||
      ((part.tokens.length <= 8 || (part.tokens.length <= 12 && part.tokens.some((w) => ANAPHOR.test(w)))) &&
        (part.entities.months.length > 0 || part.tokens.some((w) => PERIOD_WORDS.test(w)))) ||
      (adds(part.tokens) && part.entities.schedules.length > 0));
  if (leansOnFigure) return { act: "answer", intent: "price", followUp: true };
  if (
    priced &&
    modifiers &&
    (part.tokens.length <= 14 || (correction && NEW_TOTAL.test(fold(part.raw))) || MEANT.test(fold(part.raw))) &&
    (!namesSomething(part) || correction) &&
    (correction ||
      // "Finalement il nous en faut trois": a head count alone, however it was read.
      (part.entities.counts.length > 0 && part.tokens.length <= 7 && !part.pay && part.asker !== "seeker") ||
      // "One needs to be bilingual": some heads of the team, however it was read (decision 0046).
      (saysSomeHeads(part.raw) && !part.pay && part.asker !== "seeker" && state.asker !== "seeker") ||
      decision.act !== "answer" ||
      /^(chat\.|role\.|roles\.|price|legal\.matter|staff\.(?!start_small|hours|tools|confidentiality)|none$)/.test(
        decision.intent,
      ) ||
      !!part.pricing)
  ) {
    return { act: "answer", intent: "price", followUp: true };
  }
  if (decision.act === "answer") {
    if (decision.intent === "chat.followup") {
      // "¿Y cuánto por uno bilingüe a tiempo completo?" after a practice area or a service: a price.
      if (part.pricing && modifiers && !part.pay) return { act: "answer", intent: "price", followUp: true };
      // "And a bilingual receptionist part time?": what the part names decides, in the light of the topic.
      const byEntity = namesSomething(part) || !topic ? intentForEntities(part.entities, topic) : undefined;
      if (byEntity) return { act: "answer", intent: byEntity, followUp: true };
      // "And pay?" after an opening's closing date: another fact of the same opening.
      const otherAspect = /^job\./.test(topic ?? "")
        ? (aspectAsked(part.raw) ?? (PAY_WORD.test(fold(part.raw)) ? "job.info" : undefined))
        : undefined;
      if (otherAspect) return { act: "answer", intent: otherAspect, followUp: true };
      // ("¿Y hablan español?" after a practice area: our people's languages, not the area again.)
      const speaks = part.entities.languages.length && part.candidates.some((c) => c.intent === "staff.languages");
      if (topic) return { act: "answer", intent: speaks ? "staff.languages" : topic, followUp: true };
      // "And royalty tracking?" after a practice area's service quoted: another of the area's services.
      if (state.topic === "passage.search") return { act: "answer", intent: "passage.search", followUp: true };
      return { act: "unsure" };
    }
    // A short part that names nothing of its own leans on the previous turn ("how much per month for full time?").
    const adding = adds(part.tokens);
    const followUp = short(part) && !!topic && CONTINUABLE.has(decision.intent) && (!namesSomething(part) || adding);
    return { act: "answer", intent: decision.intent, followUp };
  }
  if (decision.act === "clarify") return decision;
  if (topic && short(part) && modifiers && !namesSomething(part))
    return { act: "answer", intent: topic, followUp: true };
  // ("Qué tal el clima en Jamaica hoy?": the weather, though an office's country is named.)
  const everyday = part.candidates[0]?.intent === "none" && speaksOfEverydayThings(part.raw);
  const byEntity = everyday ? "none" : intentForEntities(part.entities, state.topic);
  if (byEntity) return { act: "answer", intent: byEntity, followUp: false };
  // "Could somebody email me your prices please": a question of our prices, however else it was read.
  return { act: "unsure" };
}

/** The decision without readings the part gives no cue for (app/assistant/intent-cues.server.ts). */
function withCues(decision: Decision, part: PartReading, lang: DialogueState["lang"], topic?: string): Decision {
  if (decision.act === "clarify") {
    const kept = decision.options.filter((o) => cued(part, o));
    if (kept.length === 2) return decision;
    if (kept.length === 1) return { act: "answer", intent: kept[0] };
  } else if (decision.act !== "answer" || cued(part, decision.intent)) return decision;
  const uncued = uncuedReading(decision);
  if (uncued) return { act: "answer", intent: uncued };
  // (What the part names outranks a weaker reading: "a case manager full time + a legal admin part time" is a price.)
  const byEntity = intentForEntities(part.entities, topic);
  if (byEntity) return { act: "answer", intent: byEntity };
  const next = part.candidates.find(
    (c) =>
      c.score >= THRESHOLDS.consider &&
      cued(part, c.intent) &&
      c.intent !== "legal.matter" &&
      (!c.intent.startsWith("unpublished.") || wordsSupport(part, c.intent, lang)),
  );
  return next ? { act: "answer", intent: next.intent } : { act: "unsure" };
}
