import { fold } from "~/text/normalise";
import { intentForEntities } from "./answerers";
import {
  ASKS_OF_US,
  clientCallsUs,
  clientsClaim,
  judgementAsked,
  legalDeadlineAsked,
  standsForTheirClient,
} from "./client-matter";
import { complainsOfUs } from "./complaints";
import { asksOurJudgement, asksOurOpinion, isQuestion } from "./part-shape";
import type { DialogueState, PartReading } from "./types";
import { THRESHOLDS } from "./understand.server";

/**
 * A firm's question of its client's matter, read by its words before the classifier's reading: a legal judgement, a
 * deadline or a signature (its attorneys'), the client's own claim (the work asked for), our people asked to stand in
 * for its attorneys, the client to deal with us directly. Undefined when the part is none of these.
 */
export function firmsMatterRoute(part: PartReading, state: DialogueState, complaintRead: boolean): string | undefined {
  if (part.safety || part.guard) return undefined;
  const firm = part.asker === "firm" || state.asker === "firm" || part.firmContext;
  const e = part.entities;
  // "se puede llevar al niño a México con la custodia? que opinan ustedes": our view of its matter.
  const opinionOfTheirs =
    asksOurOpinion(part.raw) && !part.pricing && !e.roles.length && !e.tiers.length && !e.schedules.length;
  // "Can they tell us which claims are fraudulent?" (decision 0075); the client told its options by our people (0087).
  // ("Do you think we have a retaliation claim based on the timing?", "2 years is fine under florida law right": our
  // view of its claim, or of the law, whatever else the words were read as.)
  const t = fold(part.raw);
  // (Not our roles compared: "what do you think, paralegal or case manager for the medical records?")
  const lawJudged =
    (asksOurOpinion(part.raw) && MATTER_JUDGED.test(t) && !e.roles.length) ||
    (UNDER_LAW.test(t) && CONFIRM_TAG.test(t));
  const judges =
    asksOurJudgement(part.raw) ||
    opinionOfTheirs ||
    lawJudged ||
    judgementAsked(part.raw, part.firmContext) ||
    matterQuestionOfTheirs(part);
  if (firm && judges) return "staff.judgement";
  // "Whats the filing deadline, 180 or 300 days?": its attorneys' to set; ours to track once set.
  if (firm && legalDeadlineAsked(part.raw) && !part.pricing) return "staff.deadline";
  // "Et qui signe la réponse au final ?": its attorney; our people prepare the draft.
  if (firm && WHO_SIGNS.test(fold(part.raw))) return "staff.who_signs";
  // "Notre client, un transporteur, conteste une réclamation de fret": the client's claim is the work, no complaint.
  if (complaintRead && !part.complaint && clientsClaim(part.raw) && !complainsOfUs(part.raw))
    return intentForEntities(e) ?? "passage.search";
  // "Can ur person sign a 2848 and deal w the IRS agent", "the daughter might call your office directly": no, and
  // the client's contact goes as the firm directs.
  if ((firm || !part.maybeLegal) && standsForTheirClient(part.raw)) return "staff.stands_in";
  if (firm && clientCallsUs(part.raw)) return "staff.client_contact";
  return undefined;
}

/** What a judgement is of: a claim, a case, a chapter to file under, a law it qualifies under. */
const MATTER_JUDGED =
  /\b(claims?|case(?! (manager|coordinator|management))|caso|cas|chapter|ch ?\d+|capitulo|chapitre|statute|retaliation|represalia|discrimination|discriminacion|enforceable|valid|qualif\w*|califica\w*|win|ganar|gagner)\b/;
/** The law named as the measure: "under florida law", "según la ley de Texas", "selon la loi". */
const UNDER_LAW =
  /\b(under|per|according to|segun|conforme a|selon|d'apres) (the )?(\w+ ){0,2}(law|laws|statute|code|ley|leyes|loi|lois|droit)\b/;
/** A yes asked for: "…, right?", "¿verdad?", "non ?". */
const CONFIRM_TAG = /\b(right|correct|yes|verdad|cierto|no|non|n'est-ce pas|hein)\b\s*\??\s*$|\?\s*$/;

/** Who signs or files the firm's paper: "who signs the response in the end?", "¿quién firma?", "qui dépose ?". */
const WHO_SIGNS =
  /\b(who|quien|qui) (signs?|files?|submits?|firma|presenta|signe|depose|soumet)\b|\b(who|quien|qui) (will|would|va|doit) (sign|file|firmar|presentar|signer|deposer)\b/;

/** Work asked of our people ("can your paralegal draft…", "need help assembling…"), not a judgement asked of us. */
const WORK_ASKED =
  /\b(draft\w*|prepar\w*|organi[sz]\w*|summari[sz]\w*|index\w*|assembl\w*|gather\w*|collect\w*|translat\w*|track\w*|handl\w*|help\w*|build\w*|review\w*|manag\w*|schedul\w*|calendar\w*|redact\w*|ayud\w*|resum\w*|revis\w*|junt\w*|recopil\w*|traduc\w*|redig\w*|aide\w*|rassembl\w*|tradui\w*|hacer|faire|do|does)\b/;

/**
 * Beside `ASKS_OF_US` (client-matter.ts): our people or someone addressed ("can they appear…", "can someone call me",
 * "su personal podría…"), something asked for ("puedo pedir que la persona sea mujer?") or wanted ("i want a
 * refund"): a question of what we do, not of the client's matter.
 */
const OF_US_TOO =
  /\b(y'?all|they|them|someone|somebody|anyone|usted|su|sus|pueden|puede|podrian|podria|alguien|ils|quelqu'un|tu|toi|puedo|podemos|puis-je|pouvons)\b|\b(can|could|may) (i|we)\b|\b(je peux|peut-on)\b|\b(i|we) (want|need|would like|'d like)\b|\b(necesit\w*|quiero|queremos|je veux|nous voulons|il nous faut)\b/;

/**
 * A firm's question the classifier reads as a legal matter, in the words of a matter, that names nothing of ours and
 * asks no work of our people ("between us, is the retaliation claim strong enough to take on contingency?"): a
 * question of its client's matter, which is its attorneys' to judge — never "not understood".
 */
function matterQuestionOfTheirs(part: PartReading): boolean {
  const [top] = part.candidates;
  const e = part.entities;
  const oursNamed = e.roles.length + e.services.length + e.jobs.length + e.tiers.length + e.schedules.length > 0;
  return (
    top?.intent === "legal.matter" &&
    top.score >= THRESHOLDS.consider &&
    // (A matter's words, not a scrap leaning on a price: "per week?" is no judgement.)
    !!part.namesMatter &&
    isQuestion(part.raw) &&
    !oursNamed &&
    !part.pricing &&
    !part.pay &&
    !part.complaint &&
    !WORK_ASKED.test(fold(part.raw)) &&
    !ASKS_OF_US.test(fold(part.raw)) &&
    !OF_US_TOO.test(fold(part.raw))
  );
}
