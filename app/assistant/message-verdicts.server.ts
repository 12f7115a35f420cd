import { fold } from "~/text/normalise";
import { conceptStems } from "./classifier.server";
import { speaksOfAPerson } from "./speaker";
import type { Lang, PartReading } from "./types";

/** What stands of the safety classifier's verdicts across the parts of one message, and the message whole. */

/**
 * A message that names no matter ("and if they need to be bilingual?", "we need help by next Monday", "settling a bet
 * w my coworker") is no legal matter of the visitor's, whatever the safety classifier read in it: its verdict stands
 * only beside the words of one (the lexicon's, the law's, a lawyer, or an everyday trouble's, `matter-words.ts`), or
 * after the visitor told one ("Alors juste oui ou non : on peut annuler ?").
 * Decisions 0043 and 0069.
 */
export function withoutUnnamedMatter(parts: PartReading[], whole: PartReading | undefined, matterTold: boolean): void {
  // (The trouble in a complaint about our service is ours, not a matter of the visitor's: "the paralegal you sent us
  // keeps missing deadlines. get me your boss", decision 0092. 0.55 is the answer threshold.)
  const aboutUs = (p: PartReading) =>
    !p.safety && !p.maybeLegal && (p.complaint || (p.intent === "handoff.complaint" && p.score >= 0.55));
  const named =
    parts.some((p) => p.namesMatter && !aboutUs(p)) ||
    (!!whole?.namesMatter && !parts.some((p) => p.namesMatter || aboutUs(p)));
  if (matterTold || named) return;
  for (const p of whole ? [...parts, whole] : parts) {
    p.safety = undefined;
    p.safetyScore = 0;
    p.maybeLegal = false;
  }
}

/**
 * "do u guys do anything for admiralty?? seaman injury claims, vessel records etc": the work of an area of law we
 * were asked about, listed with nobody in it (not the visitor, not someone close), is no matter of the visitor's
 * (decision 0074).
 */
export function withoutWorkOfAnAreaAsked(parts: PartReading[], whole: PartReading | undefined, lang: Lang): void {
  const asked = parts.find((p) => p.intent === "area.info" && p.entities.areas.length > 0 && !p.safety);
  if (!asked || speaksOfAPerson(asked.raw, lang)) return;
  for (const p of whole ? [...parts, whole] : parts) {
    if (!p.safety || speaksOfAPerson(p.raw, lang) || conceptStems(p.tokens, lang).includes("xrelation")) continue;
    p.safety = undefined;
    p.safetyScore = 0;
    p.maybeLegal = false;
  }
}

/** A lawyer, a firm or a legal department in the words: "solo PI attorney, need someone…", "we're a corporate legal dept". */
const SPEAKS_AS_THE_LAW =
  /\b(attorneys?|lawyers?|firms?|legal (dept|department|team)|counsel|abogad[oa]s?|bufetes?|despachos?|avocat\w*|cabinets?)\b/;

/**
 * "mom passed, no will, house in georgia. do u have someone who can do the probate petition": no part alone is a
 * matter the safety classifier is sure of, the message whole is. Its verdict goes to the first part that names the
 * matter, unless a part speaks as a firm or a job seeker, or the words name a lawyer or a firm (decision 0076).
 */
export function wholeMatterToPart(parts: PartReading[], whole: PartReading | undefined, strong: number): void {
  if (!whole?.safety || (whole.safetyScore ?? 0) < strong || whole.asker || SPEAKS_AS_THE_LAW.test(fold(whole.raw)))
    return;
  if (parts.some((p) => p.safety || p.asker || p.firmContext || p.guard)) return;
  const told = parts.find((p) => p.namesMatter);
  if (!told) return;
  told.safety = whole.safety;
  told.safetyScore = whole.safetyScore;
}
