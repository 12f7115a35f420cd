import { fold } from "~/text/normalise";
import type { DialogueState, PartReading } from "./types";

/**
 * A job seeker's questions that no intent places (decision 0082): how the pay is paid, whether we hire attorneys,
 * a resume sent by e-mail instead of the form, whether a license is needed. Folded text.
 */
const PAY_WORD =
  /\b(pay|paid|pays|salary|wage|pagan|pagar|pago|paga|sueldo|salario|paye|payee?s?|payer|paie|salaire|remuneration)\b/;
/** How it is paid, beyond the monthly range the postings state ("hourly or monthly?" is answered from them). */
const PAY_TERMS =
  /\b(salaried|fixed|flat|weekly|biweekly|every two weeks|paypal|wise|wire|bank transfer|direct deposit|currency|usd|jmd|local currency|jamaican dollars|fijo|fija|quincenal|semanal|quetzales|pesos|dolares|moneda|transferencia|fixe|hebdomadaire|virement|devise|monnaie)\b/;
const ATTORNEY_JOBS =
  /\b(hire|hiring|recruit\w*|jobs?|positions?|openings?|roles?|contratan|empleo|trabajo|recrutez|postes?|emploi)( (any|for|de|pour|para|a))?( \w+)? (lawyers|attorneys|abogad[oa]s|avocat(e)?s)\b|\b(i'?m|i am|im|soy|je suis) (an? |un |une )?(licensed |bar[- ]admitted |practicing )?(attorney|lawyer|atty|abogad[oa]|avocate?)\b.{0,60}\b(looking for|seeking|want|need|busco|cherche)\b.{0,20}\b(work|job|jobs|gig|position|trabajo|empleo|travail|emploi|poste)\b/;
const RESUME = /\b(resume|cv|curriculum|hoja de vida|candidature)\b/;
const BY_EMAIL =
  /\b(e-?mail|mail|correo|courriel)\b.{0,30}\b(it|them|resume|cv|curriculum|candidature|to (you|u))\b|\b(send|enviar|envio|mando|mandar|envoyer|envoie)\b.{0,30}\b(by|via|por|par|to your|a su|a votre) (e-?mail|correo|courriel|mail)\b/;
const LICENSE =
  /\b(licen[cs]e|licensed|licencia|licenciad[oa]|colegiad[oa]|licence|barreau|bar (exam|license|admission))\b/;

/** Whether the conversation is a job seeker's: said so, or an opening in focus with no firm's words. */
export const seekerTalk = (part: PartReading, state: DialogueState) =>
  part.asker === "seeker" ||
  state.asker === "seeker" ||
  (!!state.job && state.asker !== "firm" && part.asker !== "firm");

/** The seeker's question no intent places, as the intent that answers it; else undefined. */
export function seekerQuestion(part: PartReading, state: DialogueState): string | undefined {
  const t = fold(part.raw);
  if (part.safety || part.guard || part.maybeLegal) return undefined;
  // "im a licensed atty in ohio looking for remote side work, do u hire lawyers?": a seeker by the question itself.
  if (ATTORNEY_JOBS.test(t) && !/\b(for|to) (my|our) (firm|practice|office|clients|team)\b/.test(t))
    return "job.attorneys";
  if (!seekerTalk(part, state)) return undefined;
  if (PAY_WORD.test(t) && PAY_TERMS.test(t) && !/\b\d/.test(t)) return "job.pay_terms";
  if (BY_EMAIL.test(t) && (RESUME.test(t) || state.topic === "job.apply" || !!state.job)) return "job.resume_by_email";
  // (An opening in focus or named answers from its own posting's lines, posting-line.ts.)
  if (LICENSE.test(t) && !state.job && !part.entities.jobs.length) return "job.license";
  return undefined;
}
