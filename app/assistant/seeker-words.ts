import { fold } from "~/text/normalise";
import { asksPrice } from "./asker";
import type { DialogueState, PartReading } from "./types";

/**
 * A job seeker's questions that no intent places (decision 0082): how the pay is paid, whether we hire attorneys,
 * a resume sent by e-mail instead of the form, whether a license is needed. Folded text.
 */
export const PAY_WORD =
  /\b(pay|paid|pays|salary|wages?|pagan|pagar|pago|paga|sueldo|salario|paye|payee?s?|payer|paie|salaire|remuneration)\b/;
/** How it is paid, beyond the monthly range the postings state ("hourly or monthly?" is answered from them). */
const PAY_TERMS =
  /\b(salaried|fixed|flat|weekly|biweekly|every two weeks|paypal|wise|wire|bank transfer|direct deposit|currency|usd|jmd|local currency|jamaican dollars|(us |u\.s\. )?dollars?|dolar|taxe?s|pre-?tax|after-?tax|net|gross|impuestos|neto|bruto|impots|brut|euros?|pounds|fijo|fija|quincenal|semanal|quetzales|pesos|dolares|moneda|transferencia|fixe|hebdomadaire|virement|devise|monnaie)\b/;
/** Taxes on the pay ("is the 700-1000 before or after taxes?"): asked of the posting's figure, digits or not. */
const TAXES = /\b(taxe?s|pre-?tax|after-?tax|net|gross|impuestos|neto|bruto|impots|brut)\b/;
/** A posting's pay asked of its taxes ("is the 700-1000 before or after taxes?", "c'est brut ou net ?"). */
export const asksTax = (folded: string) => TAXES.test(folded);
const ATTORNEY_JOBS =
  /\b(hire|hiring|recruit\w*|jobs?|positions?|openings?|roles?|contratan|empleo|trabajo|recrutez|postes?|emploi)( (any|for|de|pour|para|a))?( \w+)? (lawyers|attorneys|abogad[oa]s|avocat(e)?s)\b|\b(i'?m|i am|im|soy|je suis) (an? |un |une )?(licensed |bar[- ]admitted |practicing )?(attorney|lawyer|atty|abogad[oa]|avocate?)\b.{0,60}\b(looking for|seeking|want|need|busco|cherche)\b.{0,20}\b(work|job|jobs|gig|position|trabajo|empleo|travail|emploi|poste)\b/;
const RESUME = /\b(resume|cv|curriculum|hoja de vida|candidature)\b/;
const BY_EMAIL =
  /\b(e-?mail|mail|correo|courriel)\b.{0,30}\b(it|them|resume|cv|curriculum|candidature|to (you|u))\b|\b(send|enviar|envio|mando|mandar|envoyer|envoie)\b.{0,30}\b(by|via|por|par|to your|a su|a votre) (e-?mail|correo|courriel|mail)\b/;
const LICENSE =
  /\b(licen[cs]e|licensed|licencia|licenciad[oa]|colegiad[oa]|licence|barreau|bar (exam|license|admission)|law degree|law school|titulo de abogad[oa]|diplome d'avocat)\b|\b(be|ser|etre) (an? |una? |une? )?(lawyer|attorney|abogad[oa]|avocate?)\b/;

/** What a seeker needs at home to work (decision 0085). */
const EQUIPMENT =
  /\b(equipment|computer|laptop|headset|internet|wifi|wi-fi|home office|set ?up at home|need to have at home|have at home|tener en casa|necesito en casa|equipo|computadora|laptop|auriculares|ordinateur|casque|materiel|chez moi|a la maison)\b/;
/** One's own side asked: "and per year for me?", "¿para mí?", "pour moi". Folded text. */
export const FOR_ME = /\b(for me|para mi|pour moi)\b/;
/** Hours named at all ("20 hrs a week", "por hora", "combien d'heures"): beside a pay asked, the pay of those hours. */
export const HOURS_WORD = /\b(hours?|hrs?|hourly|horas?|heures?)\b/;
/** The pay asked as an hourly figure ("so whats that hourly", "¿y cuánto es por hora?"). */
export const HOURLY_ASKED =
  /\b(hourly|per hour|an hour|a hour|by the hour|\/h|por hora|la hora|de l'heure|a l'heure|par heure|horaire)\b/;
const HOURS_OF_A_WEEK = /\b\d+ ?(h|hrs?|hours?|horas?|heures?)( (a|per|por|par) (week|wk|semana|semaine))?\b/g;
/** An hourly wage guessed ("13 bucks", "$20", "14 la hora"): the figure is the first or second group. */
export const WAGE_GUESSED =
  /\$ ?(\d+(?:\.\d+)?)|\b(\d+(?:\.\d+)?) ?(?:bucks|dollars?|dolares|usd|an hour|a hour|per hour|la hora|por hora|de l'heure)\b/;
const PART_TIME =
  /\b(part[- ]?time|part timer|half[- ]time|fewer hours|less hours|medio tiempo|tiempo parcial|media jornada|temps partiel|mi-temps|mi temps)\b/;
const OPENINGS_ASKED =
  /\b(any|anything|something|openings?|jobs?|positions?|instead|is there|are there|hay|alguno|alguna|algo|vacantes?|puestos?|trabajos?|empleos?|offres?|postes?|emplois?|quelque chose)\b/;
const BEST_PAID =
  /\b(best|highest|top|most)[- ]?(paying|paid|pay)\b|\bpays? (the )?(most|best)\b|\b(mejor|mas) (pagad[oa]|paga)\b|\bpaga(n)? mas\b|\b(mieux|plus) (paye|payee|remunere|remuneree)\b|\bpaie le (plus|mieux)\b/;
const AGE =
  /\b(i'?m|i am|im|soy|tengo|j'ai|je suis)\s+(1[3-7])\b|\b(1[3-7])\s*(years? old|yrs? old|yo|anos|ans)\b|\b(minimum age|age (limit|requirement)|how old (do|must|should) (i|you|u|one|applicants?) (have to |need to )?be|edad minima|menor de edad|mayor de edad|age minimum|mineur|mineure|under 18|menos de 18|moins de 18)\b/;

/** "Which ones are entry level", "¿hay algo sin experiencia?", "des postes pour débutants ?": the postings' levels. */
const LEVEL_ASKED =
  /\b(entry[- ]?level|entry|mid[- ]?level|beginners?|(no|zero) (prior |previous |work )?experience|without (any )?experience|new grads?|recent grads?|fresh (grads?|graduates?|out of (school|college|law school|uni))|just graduated|recien (graduad[oa]|egresad[oa])|jeune diplomee?|tout juste diplomee?|aucune experience|nivel (inicial|de entrada|intermedio)|principiantes?|sin experiencia|debutants?|sans experience|premier emploi)\b|\b(junior|senior)\b(?! ([a-z]+ )?(manager|analyst|consultant|developer|engineer|designer|accountant|associate|partner|attorney|counsel|cm|paralegal|one))/;

/** Whether the conversation is a job seeker's: said so, or an opening in focus with no firm's words. */
export const seekerTalk = (part: PartReading, state: DialogueState) =>
  part.asker === "seeker" ||
  state.asker === "seeker" ||
  (!!state.job && state.asker !== "firm" && part.asker !== "firm");

/** Who may apply, by where they live: "only for people in jamaica?", "¿solo para gente de…?", "réservé aux…". */
const ONLY_FOR_PLACE =
  /\b(only|just) (for|open to) (people|those|residents|candidates|applicants)\b|\b(do|would) i (have|need) to (be|live) in\b|\bsolo (para|a) (gente|personas|residentes|candidatos)\b|\b(reserve|reservee|ouvert|ouverte) (aux|seulement aux) (personnes|residents|candidats)\b/;

/** The seeker's question no intent places, as the intent that answers it; else undefined. */
const APPLY_TOO =
  /\b(apply|applying|aplicar|postular\w*|postuler)\b.{0,60}\b(at the same time|both|tambien|al mismo tiempo|a la vez|aussi|en meme temps)\b/;

/** The visitor's own work offered with an application ("can I send you my work samples?", "mes exemples de travail"). */
export const OWN_SAMPLES =
  /\b(my|mis|mes) (own )?(work |writing )?(samples?|portfolio|examples|muestras|ejemplos|escritos|exemples|echantillons|travaux)\b|\b(my|mi|mon) (portfolio|portafolio)\b|\b(samples?|examples) of my (own )?(work|writing)\b|\b(muestras|ejemplos) de mis? (propio )?(trabajos?|escritos)\b|\b(exemples|echantillons) de (mon|mes) (travail|travaux|ecrits)\b/;

export function seekerQuestion(part: PartReading, state: DialogueState): string | undefined {
  const t = fold(part.raw);
  if (part.safety || part.guard || part.maybeLegal) return undefined;
  // "im a licensed atty in ohio looking for remote side work, do u hire lawyers?": a seeker by the question itself.
  if (ATTORNEY_JOBS.test(t) && !/\b(for|to) (my|our) (firm|practice|office|clients|team)\b/.test(t))
    return "job.attorneys";
  // (The best-paid opening is a job seeker's question, whoever asks it.)
  if (BEST_PAID.test(t) && !asksPrice(t) && part.asker !== "firm") return "jobs.best_paid";
  // (Their own samples, not ours: the application form is where they go.)
  if (OWN_SAMPLES.test(t) && !/\b(we|our|us|nos|nous|notre|nuestr[oa]s?)\b/.test(t)) return "job.apply";
  if (!seekerTalk(part, state)) return undefined;
  // "Is it only for people in jamaica?" of an opening: where its posting says it is open.
  if (ONLY_FOR_PLACE.test(t)) return "job.locations";
  // "Can i apply to that one and the case manager one at the same time?": applying, one job at a time.
  if (APPLY_TOO.test(t)) return "job.apply";
  if (PAY_WORD.test(t) && PAY_TERMS.test(t) && !/\b\d/.test(t)) return "job.pay_terms";
  if (TAXES.test(t) && (PAY_WORD.test(t) || !!state.job)) return "job.pay_terms";
  // (Not "have someone email me about it": the visitor asks to be written to.)
  const toBeWritten = /\b(e-?mail|mail|write|escribanme|ecrivez-moi) (me|us)\b/.test(t);
  if (BY_EMAIL.test(t) && !toBeWritten && (RESUME.test(t) || state.topic === "job.apply" || !!state.job))
    return "job.resume_by_email";
  if (AGE.test(t)) return "job.age";
  if (LEVEL_ASKED.test(t) && !part.entities.roles.length && !asksPrice(t)) return "jobs.level";
  if (EQUIPMENT.test(t)) return "job.equipment";
  if (PART_TIME.test(t) && OPENINGS_ASKED.test(t) && !/\b(this|that|the) part/.test(t) && !part.entities.roles.length)
    return "jobs.part_time";
  // (After an opening's pay, or with one in focus: its range as a rough hourly figure. Figures may be the hours of a
  // week or an hourly wage guessed: "so if its 40h a week how much is that per hour", "like 13 bucks an hour right?")
  // ("So per hour what does 1400 a month work out to": the posting's monthly pay, by the hour.)
  const figures = t
    .replace(HOURS_OF_A_WEEK, " ")
    .replace(new RegExp(WAGE_GUESSED.source, "g"), " ")
    .replace(/\b\d[\d,.]* ?(a|per|\/|al|por|par) ?(month|mo|mes|mois)\b/g, " ");
  if (HOURLY_ASKED.test(t) && state.job && !part.entities.roles.length && !/\b\d/.test(figures)) return "job.hourly";
  // (An opening named answers from its own posting's lines, posting-line.ts; one in focus, from its license line.)
  if (LICENSE.test(t) && !part.entities.jobs.length) return "job.license";
  return undefined;
}
