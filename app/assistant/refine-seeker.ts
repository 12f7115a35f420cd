import { fold } from "~/text/normalise";
import { describesProfile, namesAspect } from "./answerers/openings";
import { isQuestion } from "./part-shape";
import type { Route } from "./refine";
import { careersReading, OFFER_INTENTS, OPENINGS, SEEKERS_OWN } from "./refine-words";
import { PAY_WORD } from "./seeker-words";
import type { PartReading } from "./types";

const PAY_ALONE = new RegExp(`^\\W*(the )?${PAY_WORD.source}\\W*$`);
const answer = (intent: string): Route => ({ act: "answer", intent, followUp: false });
const isAnswer = (r: Route, re: RegExp): boolean => r.act === "answer" && re.test(r.intent);

/**
 * The second look at a job seeker's part (refine.ts): a reading of a firm's question ("what are the hours?", "where
 * are you based?", "¿hay trabajo para bilingües?") turned to the openings; undefined where the reading stands.
 */
export function seekersReading(part: PartReading, r: Route, roleNamed: boolean, legalish: boolean): Route | undefined {
  const e = part.entities;
  // A job seeker's "what are the hours?", "where are you based?", "do I need a license?": the openings'
  // schedule, locations and requirements, not our staff's.
  if (isAnswer(r, /^(company\.office_hours|staff\.hours|price\.tiers)$/) && !roleNamed) return answer("job.hours");
  if (isAnswer(r, /^(staff\.location|company\.offices|staff\.remote)$/) && !e.offices.length)
    return answer("job.locations");
  if (r.act === "answer" && SEEKERS_OWN[r.intent] === "job.requirements") return answer("job.requirements");
  // "I'd like to join as a part time legal assistant": applying, not booking a consultation.
  if (isAnswer(r, /^company\.booking$/)) return answer(e.jobs.length ? "job.apply" : "jobs.list");
  // "¿Y cuánto paga de verdad la vacante?": its pay, not its hiring steps, when no step is named.
  if (part.pay && isAnswer(r, /^job\.process$/) && !namesAspect(part.raw, "job.process")) return answer("job.info");
  // "Pay?", "¿sueldo?", "salaire ?" alone: the opening's pay (not our billing, which a firm would ask).
  if (PAY_ALONE.test(fold(part.raw)) && !isAnswer(r, /^job/)) return answer("job.info");
  const openings = part.tokens.some((w) => OPENINGS.test(w));
  // "¿Hay trabajo para bilingües?", "vous recrutez des secrétaires bilingues ?": openings, not our language tier.
  // (And "hablo inglés y español y trabajé 2 años en un call center, ¿hay algo para mí?": a profile, not a request.)
  if (
    isAnswer(r, /^(chat\.language|staff\.languages|staff\.translation)$/) &&
    (openings || roleNamed || describesProfile(part.raw))
  )
    return answer(e.jobs.length ? "job.info" : "jobs.list");
  // "Got any openings for French speakers?": asked between our staff and our jobs, the jobs.
  const jobOption = r.act === "clarify" ? r.options.find((o) => /^jobs?\./.test(o)) : undefined;
  if (jobOption && openings) return answer(jobOption);
  // Not sure, or read as a legal matter: the careers reading the classifier liked best, else the openings.
  // (Even a weak one: the openings' list, the fallback, answers a seeker's follow-up less well.)
  const careers = careersReading(part, 0.1);
  if (legalish || r.act === "unsure") return answer(careers ?? (e.jobs.length ? "job.info" : "jobs.list"));
  if (openings && isAnswer(r, OFFER_INTENTS)) return answer(e.jobs.length ? "job.info" : "jobs.list");
  // A question read as one of a firm's (a practice area, a service, our staff, office hours, something a firm
  // asks that we don't publish): the postings don't say, and the team. ("Does it come w health insurance" is not
  // the Insurance practice area; "is the PI one hiring more than one person" is not our privacy safeguards.)
  const aboutData = /\b(privacy|private|data|datos|donnees|confidential\w*|information|informacion|informations)\b/;
  if (
    isQuestion(part.raw) &&
    !e.services.length &&
    (isAnswer(r, /^(area\.info|services?\.|staff\.|company\.office_hours|unpublished\.)/) ||
      (isAnswer(r, /^privacy\./) && !aboutData.test(fold(part.raw))))
  )
    return answer("job.unpublished");
  return undefined;
}
