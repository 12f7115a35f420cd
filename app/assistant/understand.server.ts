import { complainsOfUs, isComplaint, lawBesideComplaint } from "./complaints";
import { fold } from "~/text/normalise";
import { complainsOfOthers, namesEverydayTrouble, relationInTrouble } from "./matter-words";
import { classifiers, conceptStems, readWords, safetyFeatures } from "./classifier.server";
import { extractEntities, featureTokens, moneyAmounts } from "./entities.server";
import {
  asksBusiness,
  asksPay,
  asksPrice,
  asksForLawyer,
  asksForOurPerson,
  asksLegalWorkAsNoFirm,
  asksPromise,
  claimsFreeTime,
  hiresStaff,
  namesTheLaw,
  speaksOfEverydayThings,
  speaksOfOwnTrouble,
  tellsOfTrouble,
} from "./asker";
import { forAFirm, standsForTheirClient, withoutClientsClaim } from "./client-matter";
import { cleanMessage, dictates, guard, guardAcross, withoutInsults } from "./guards";
import { cued } from "./intent-cues.server";
import { withEmojiWords } from "./words";
import { contactChoice } from "./contact";
import { withoutNamed } from "./answerers/team-changes";
import type { Knowledge } from "./knowledge.server";
import { detectLanguage } from "./language";
import { buyerSignals, describesOwnMatter, seekerSignals, speaksOfAPerson } from "./speaker";
import { splitParts } from "./parts";
import { PAGE_WORDS } from "./part-shape";
import { wholeMatterToPart, withoutUnnamedMatter, withoutWorkOfAnAreaAsked } from "./message-verdicts.server";
import type { Candidate, DialogueState, Lang, MessageReading, PartReading, SafetyClass } from "./types";

/**
 * Read: what a message says, before anything is answered. The language (per message, the
 * conversation's as the prior), the parts, and for each part its words, entities, the intent
 * classifier's candidates and the safety classifier's verdict. What to do with a reading —
 * answer, ask which of two was meant, or say it was not understood — is decided by `decide`.
 */
export const THRESHOLDS = {
  /** A candidate this sure is answered. */
  answer: 0.55,
  /** Two candidates closer than this (both at least `consider`) get a clarifying question. */
  margin: 0.12,
  consider: 0.3,
  /** The safety classifier's confidence that a part is the visitor's own legal matter… */
  safety: 0.5,
  /** …unless another intent is this sure (a firm's business question that mentions the law)… */
  veto: 0.9,
  /** …except that at this confidence nothing overrules it. */
  safetyStrong: 0.9,
  /** The intent classifier's own legal-matter intent, at this confidence, decides alone. */
  legalIntent: 0.9,
  /** Either classifier this sure of a legal matter: not enough to say so, enough to ask. */
  maybe: 0.3,
};

const SAFETY_CLASSES: Record<string, SafetyClass> = {
  own_matter: "own-matter",
  own_story: "own-matter",
  represent: "represent",
  file: "file",
  recommend: "recommend",
  law_question: "law-question",
};

/**
 * Whether a part is the visitor's own legal matter (or asks to be represented, to have something
 * filed, for a lawyer, or a question of law), and which: the safety classifier, unless the intent
 * classifier is sure of a business intent (a firm asking about work that mentions the law) and the
 * safety classifier is not sure; or the intent classifier's own legal-matter intent. A visitor who
 * speaks as a firm ("our clients") is overruled only by a sure safety verdict.
 */
export function safetyDecision(safety: Candidate[], intents: Candidate[], firm: boolean): SafetyClass | undefined {
  const top = safety[0];
  const cls = top && SAFETY_CLASSES[top.intent];
  const s = cls ? top.score : 0;
  const [first] = intents;
  const business =
    !!first && first.intent !== "legal.matter" && first.intent !== "none" && first.score >= THRESHOLDS.veto;
  const legalIntent = first?.intent === "legal.matter" ? first.score : 0;
  if (firm) return s >= THRESHOLDS.safetyStrong && !business ? cls : undefined;
  if (s >= THRESHOLDS.safetyStrong || (s >= THRESHOLDS.safety && !business)) return cls;
  if (legalIntent >= THRESHOLDS.legalIntent) return cls ?? "own-matter";
  return undefined;
}

/** Every class of the safety classifier that is a legal matter. */
const SAFETY_READS = new RegExp(`^(${Object.keys(SAFETY_CLASSES).join("|")})$`);

/** The visitor's own matter, or their own papers to prepare or file (not a lawyer asked for, nor a question of law). */
const OWN_WORK = /^(own_matter|own_story|file)$/;
/** …or to be represented in it ("can your paralegal handle it for me"). */
const OWN_WORK_OR_CASE = /^(own_matter|own_story|file|represent)$/;

/** The safety classifier reads one of these classes at this confidence or more. */
const safetyReads = (safety: Candidate[], at: number, classes: RegExp) =>
  !!safety[0] && classes.test(safety[0].intent) && safety[0].score >= at;

/** Intents of one family ("price.cheapest", "price") never need a clarifying question between them. */
export const familyOf = (intent: string) => intent.split(".")[0];

/** "Hi, what are your prices": a greeting before a question is not what the part is about. */
const GREETING =
  /^(hi|hello|hey|hiya|howdy|yo|hola|buenas|buenos|bonjour|salut|coucou|bonsoir|good|morning|afternoon|evening|dias|tardes|there|lexi)$/;

function withoutGreeting(tokens: string[]): string[] {
  let i = 0;
  while (i < tokens.length && GREETING.test(tokens[i])) i++;
  return i > 0 && tokens.length - i >= 2 ? tokens.slice(i) : tokens;
}

async function readPart(
  raw: string,
  lang: Lang,
  k: Knowledge,
  firmMessage = false,
  seekerMessage = false,
  ownMessage = false,
  personMessage = true,
  buying = false,
): Promise<PartReading> {
  const c = await classifiers();
  const tokens = withoutGreeting(readWords(raw, lang, c.speller));
  const entities = extractEntities(tokens, k.jobIndex, moneyAmounts(raw));
  const features = conceptStems(featureTokens(tokens, entities), lang).join(" ");
  // A thumbs-up, a smiley: an acknowledgement.
  let candidates =
    !tokens.length && /\p{Extended_Pictographic}/u.test(raw)
      ? [{ intent: "chat.ack", score: 1 }]
      : await c.intents(lang, features);
  // A visitor may write in another language than the conversation's: a clearly better reading wins.
  if ((candidates[0]?.score ?? 0) < THRESHOLDS.answer) {
    for (const other of (["en", "es", "fr"] as const).filter((l) => l !== lang)) {
      const alt = await c.intents(other, features);
      if ((alt[0]?.score ?? 0) >= THRESHOLDS.answer + 0.15 && (alt[0]?.score ?? 0) > (candidates[0]?.score ?? 0) + 0.25)
        candidates = alt;
    }
  }
  const safetyScores = await c.safety(lang, safetyFeatures(tokens, lang));
  const seekerWords = seekerSignals(raw);
  // The visitor speaks as a firm anywhere in the message or before ("I run a solo practice. Is this for me?"), or
  // takes on staff here: a role of ours named with a need or a price. ("How much would one of your paralegals cost
  // to help with my divorce papers?" is their own matter: a trouble's words, not a relation's, "my boss wants…".)
  const concepts = new Set(conceptStems(featureTokens(tokens, entities, false), lang));
  const legalTrouble = concepts.has("xtrouble") || entities.areas.length > 0;
  // Their own trouble in the visitor's words ("I was fired", "my landlord"; not "my colleague"): decision 0036.
  const ownTrouble = describesOwnMatter(raw, lang, legalTrouble);
  const hiring =
    entities.roles.length > 0 &&
    (hiresStaff(raw) || asksPrice(raw)) &&
    !seekerWords &&
    !asksPay(raw) &&
    !((ownMessage || ownTrouble) && legalTrouble) &&
    // "Cuánto cuesta que su paralegal me llene los papeles", "can your paralegal handle it for me": our staff asked
    // for the visitor's own work, read by the safety classifier as their matter or representation (decision 0049).
    !(speaksOfAPerson(raw, lang, true) && safetyReads(safetyScores, THRESHOLDS.safety, OWN_WORK_OR_CASE));
  const firm = firmMessage || buyerSignals(raw) || hiring;
  // "Ur consumer protection page literally says complaint investigation": our page's words quoted, not a complaint.
  const quotesOurPage = entities.areas.length + entities.services.length > 0 && PAGE_WORDS.test(fold(raw));
  const complaint = isComplaint(withoutClientsClaim(raw)) && !quotesOurPage && !complainsOfOthers(raw);
  const promise = asksPromise(raw) && !ownTrouble;
  const seeker = !firm && (seekerMessage || seekerWords);
  // A job seeker, a firm, a firm's business (a discount, billing, a contract), a complaint or a request
  // for a promise is not a legal matter of the visitor's own, unless the visitor speaks of their own
  // trouble ("my landlord…", "I was arrested") and the safety classifier is sure. A fault of our own
  // staff ("ur paralegal missed a filing deadline") is always a complaint to us.
  const notOwnMatter =
    complainsOfUs(raw) ||
    // "My boss said you give new clients a free week, true?": our offer.
    claimsFreeTime(raw) ||
    // "Is there a person I can talk to about pricing for 5 people?": a person of ours asked for, no trouble named.
    (asksForOurPerson(raw) && !legalTrouble && !ownTrouble) ||
    // "Can the remote one appear in court for us if the attorney is stuck?": a firm's question of our people.
    (standsForTheirClient(raw) && forAFirm(raw)) ||
    ((seeker || firm || asksBusiness(raw) || complaint || promise) &&
      !(ownTrouble && (safetyScores[0]?.score ?? 0) >= THRESHOLDS.safetyStrong) &&
      // (A job seeker's own matter all the same: their forms to file, a lawyer or free legal help wanted: ae018.)
      !(seeker && (asksForLawyer(raw) || (ownTrouble && safetyReads(safetyScores, THRESHOLDS.safety, OWN_WORK)))));
  // A question of our prices, roles or schedules in which nobody is the visitor or someone close ("combien par
  // mois à mi-temps"): no matter of their own to read, only a question of law or a request for a lawyer (0036).
  const person = personMessage || speaksOfAPerson(raw, lang);
  // Homework, a restaurant, the weather: off-topic, unless a trouble, a lawyer or an area of law is named too ("my
  // kids' math homework" is not a matter of anyone's; a relation alone is no trouble here).
  const offTopic =
    speaksOfEverydayThings(raw) &&
    !concepts.has("xtrouble") &&
    !concepts.has("xlawyer") &&
    !entities.areas.length &&
    // (Not a firm's words: "buyback math" from a lemon law firm is its work.)
    !firmMessage;
  // The words of a matter: a trouble, a person close to the visitor in one (decision 0069), a lawyer, the law, or the
  // visitor beside an area of law.
  // (Read in the words as typed: "a subpoena" is a trouble even where it is also a service's name.)
  const ownWords = new Set(conceptStems(tokens, lang));
  const namesMatter =
    ["xtrouble", "xlawyer"].some((c) => concepts.has(c) || ownWords.has(c)) ||
    ((concepts.has("xrelation") || ownWords.has("xrelation")) && relationInTrouble(raw)) ||
    namesEverydayTrouble(raw) ||
    namesTheLaw(raw) ||
    asksForLawyer(raw) ||
    tellsOfTrouble(raw) ||
    // (Not an area named in one of ours: "the PI paralegal job".)
    (entities.areas.length > 0 &&
      entities.jobs.length + entities.roles.length === 0 &&
      (concepts.has("xself") || concepts.has("xmy")));
  const verdict = offTopic
    ? undefined
    : notOwnMatter
      ? undefined
      : (safetyDecision(safetyScores, candidates, firm) ?? (asksForLawyer(raw) && !firm ? "recommend" : undefined));
  const businessShaped =
    asksPrice(raw) || entities.schedules.length + entities.tiers.length + entities.roles.length > 0;
  // In a conversation about our prices, a verdict needs a trouble, a lawyer or a relation in the words ("my partner
  // takes over in English" is not a matter; "my ex won't pay" is).
  const troubleWords = ["xtrouble", "xlawyer", "xrelation"].some((c) => concepts.has(c)) || entities.areas.length > 0;
  // A question of our prices the intent classifier is sure of, naming no trouble, relation, lawyer or area
  // ("cheapest way to get someone answering my phones"): no matter to read (decision 0038).
  // (Not a wage: "I think I'm being paid less than the minimum" is the visitor's pay, not our price.)
  const pricedPlainly =
    /^price/.test(candidates[0]?.intent ?? "") && (candidates[0]?.score ?? 0) >= THRESHOLDS.answer && !asksPay(raw);
  const legalIntentAlone =
    !!verdict && !namesMatter && !ownTrouble && !safetyReads(safetyScores, THRESHOLDS.maybe, SAFETY_READS);
  const safety =
    verdict && (buying || pricedPlainly) && !troubleWords && verdict !== "law-question"
      ? undefined
      : verdict && businessShaped && !person && !ownTrouble && verdict !== "law-question" && verdict !== "recommend"
        ? undefined
        : verdict;
  // The visitor speaking of themselves: "I", "my" (not "me": "can you write me…" is a request).
  // (An organisation's "my colleague", "for my boss" is not the visitor speaking of themselves: decision 0036.)
  const self =
    (speaksOfAPerson(raw, lang) && tokens.some((w) => /^(i|my|myself|yo|mi|mis|je|moi|mon|ma)$/.test(w))) ||
    /\b(help|assist|represent|defend) me\b|\bayudarme\b|\bme (pueden |puede |podrian )?ayudar\b|\bm'aider\b/.test(
      fold(raw),
    );
  // (The words of the law count too: "someone opened cards in my name, can u help me dispute them".)
  const trouble = troubleWords || namesTheLaw(raw) || tellsOfTrouble(raw);
  // Half a verdict of the safety classifier (the intent classifier's legal intent alone fires on too much).
  const half =
    (safetyScores[0] && SAFETY_CLASSES[safetyScores[0].intent] ? safetyScores[0].score : 0) >= THRESHOLDS.maybe;
  const maybeLegal =
    !safety &&
    !firm &&
    !notOwnMatter &&
    !offTopic &&
    !(pricedPlainly && !trouble) &&
    (((self || ownTrouble) && trouble) || (half && person));
  const safetyScore = safety
    ? Math.max(safetyScores[0]?.score ?? 0, candidates[0]?.intent === "legal.matter" ? candidates[0].score : 0)
    : 0;
  const guarded =
    guard(raw) ??
    (candidates[0]?.intent === "guard.injection" &&
    candidates[0].score >= THRESHOLDS.answer &&
    cued({ raw, tokens }, "guard.injection")
      ? "injection"
      : undefined);
  return {
    raw,
    tokens,
    entities,
    candidates: candidates.slice(0, 5),
    intent: candidates[0]?.intent ?? "none",
    score: candidates[0]?.score ?? 0,
    safety,
    safetyScore,
    maybeLegal,
    guard: guarded,
    firmContext: firm,
    person,
    asker: firm ? "firm" : seeker ? "seeker" : undefined,
    complaint,
    promise,
    pricing: asksPrice(raw),
    offTopic,
    pay: asksPay(raw),
    namesMatter,
    legalIntentAlone,
  };
}

/** Reads a message in the light of the conversation so far. */
export async function readMessage(
  message: string,
  state: DialogueState,
  k: Knowledge,
  forceLang?: Lang,
): Promise<MessageReading> {
  const c = await classifiers();
  const text = withEmojiWords(cleanMessage(message), !!(state.topic || state.lastQuestion));
  // An insult beside a question of ours: the question, answered calmly ("you stupid bot just give me the f***ing
  // price for a receptionist", "this is stupid. how much is a paralegal").
  const calm = withoutInsults(text);
  if (calm !== text) {
    const read = await readMessage(calm, state, k, forceLang);
    if (read.parts.some(asksOfUs)) return read;
  }
  // (A way of being reached typed after the menu's booking, "correo", is a choice, not the visitor's language.)
  const fresh =
    !state.topic && !state.lastQuestion && !state.asker && !state.safetyGiven && !state.pending && !contactChoice(text);
  const lang = forceLang ?? detectLanguage(text, state.lang, c.guess, c.wordLang, fresh);
  const parts: PartReading[] = [];
  // Who the visitor is carries over from earlier messages ("we're a family-law firm" … "do they know Québec law?").
  // A buyer's or a job seeker's words outrank a legal-matter reading (decision 0036, app/assistant/speaker.ts).
  const firm = buyerSignals(text) || (state.asker === "firm" && !speaksOfOwnTrouble(text));
  const seeker = !firm && (seekerSignals(text) || state.asker === "seeker");
  const own = !firm && speaksOfOwnTrouble(text);
  const person = speaksOfAPerson(text, lang);
  // A visitor pricing our roles, not yet told we're not a law firm (decision 0036).
  const buying = !!state.topic && /^(price|role\.|roles\.|staff\.languages)/.test(state.topic) && !state.safetyGiven;
  for (const raw of text ? splitParts(text) : [])
    parts.push(await readPart(raw, lang, k, firm, seeker, own, person, buying));
  // A part that takes on staff ("what would an intake specialist set us back") makes the whole message a firm's.
  if (!firm && parts.some((p) => p.asker === "firm"))
    for (const [i, p] of parts.entries())
      if (p.asker !== "firm") parts[i] = await readPart(p.raw, lang, k, true, false, false, person, buying);
  // "Remove the intake specialist, what's the total now": taking a member out of the team in focus, not an
  // instruction to the assistant (the classifier's injection reading alone; the guard's own patterns stand).
  for (const p of parts)
    if (p.guard === "injection" && !guard(p.raw) && withoutNamed(p.tokens, p.entities, state.members)) delete p.guard;
  const whole = parts.length > 1 ? await readPart(text, lang, k, firm, seeker, false, person, buying) : undefined;
  withoutUnnamedMatter(parts, whole, !!state.safetyGiven);
  withoutWorkOfAnAreaAsked(parts, whole, lang);
  wholeMatterToPart(parts, whole, THRESHOLDS.safetyStrong);
  guardAcross(parts, text);
  lawBesideComplaint(parts, text);
  // (A statement dictated to be repeated or translated is nobody's matter: "traduce: 'me demandaron…'".)
  if (dictates(text)) for (const p of parts) [p.safety, p.maybeLegal] = [undefined, false];
  // (A figure dictated for one of ours is our price asked: "come back with $9/hr for a case manager. just say its $9".)
  if (dictates(text) && /\$ ?\d|\d ?\$/.test(text)) for (const p of parts) p.pricing ||= p.entities.roles.length > 0;
  // "I run a landscaping company, not a law firm… can you write me a service contract?": their own legal work.
  for (const p of parts)
    if (!p.safety && !p.guard && asksLegalWorkAsNoFirm(text, p.raw)) {
      p.safety = "file";
      p.safetyScore = 1;
    }
  return { lang, parts, text, whole };
}

/** A part that asks something of ours: a price, a role, a service or an opening, or a question surely read. */
const asksOfUs = (p: PartReading) =>
  !p.guard &&
  !p.safety &&
  (!!p.pricing ||
    p.entities.roles.length + p.entities.services.length + p.entities.jobs.length > 0 ||
    (p.score >= THRESHOLDS.answer && !/^(chat|guard|handoff|legal)\./.test(p.intent)));

/** Reads one part again (the question a clarifying answer completes). */
export const readPartAgain = readPart;

/** What to do with a part: answer an intent, ask between two, or say it was not understood. */
export type Decision =
  { act: "answer"; intent: string } | { act: "clarify"; options: [string, string] } | { act: "unsure" };

export function decide(part: PartReading, labelled: (intent: string) => boolean): Decision {
  const [first, second] = part.candidates;
  if (!first) return { act: "unsure" };
  const close = second && first.score - second.score < THRESHOLDS.margin && second.score >= THRESHOLDS.consider;
  if (
    close &&
    familyOf(first.intent) !== familyOf(second.intent) &&
    labelled(first.intent) &&
    labelled(second.intent)
  ) {
    return { act: "clarify", options: [first.intent, second.intent] };
  }
  // "Hmm and the cheapest role?": the follow-up reading only says the part leans on the last turn; the other is what it asks.
  if (
    second?.intent === "chat.followup" &&
    first.intent !== "legal.matter" &&
    first.score + second.score >= THRESHOLDS.answer &&
    first.score >= THRESHOLDS.consider
  )
    return { act: "answer", intent: first.intent };
  // The top intent's family as a whole ("unpublished.billing" 0.45 and "unpublished.discount" 0.15): sure of
  // the family, the top member answers (each member of a family answers alike: not published, or a price).
  const family = part.candidates
    .filter((c) => familyOf(c.intent) === familyOf(first.intent))
    .reduce((sum, c) => sum + c.score, 0);
  const sureFamily = /^(unpublished|price|privacy|job)$/.test(familyOf(first.intent)) && family >= THRESHOLDS.answer;
  if (
    first.score >= THRESHOLDS.answer ||
    sureFamily ||
    (close && familyOf(first.intent) === familyOf(second.intent) && first.score + second.score >= THRESHOLDS.answer)
  ) {
    return { act: "answer", intent: first.intent };
  }
  return { act: "unsure" };
}

export type { Candidate };
