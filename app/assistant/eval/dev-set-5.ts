import type { EvalConversation } from "./scoring";
import { NO_YES } from "./checks";

/**
 * The development set, fifth round (#30): written from the content files and the spec before the
 * round's changes, on the kinds of error a blind, hand-graded set found — a job's pay answered with
 * the price firms pay (and a firm's "what do your staff get paid?" answered without saying which
 * is which), figures misread ("12$" as a head count, "make it 3 people", "30 hours a week"),
 * unpublished promises, a member of the public offered prices or staff, and the last round's
 * leftovers — in English, Spanish and French, typed carelessly. Tuned on: its score measures the
 * tuning (npm run assistant:eval -- r5).
 */
export const NOT_A_LAW_FIRM = /not a law firm|no somos un bufete|pas un cabinet d'avocats/i;
/** The not-a-law-firm answer first: in the opening sentence, before any fact about our work. */
export const SAFETY_FIRST =
  /^[^.!?:]*(not a law firm|sorry you're|no somos un bufete|lamento|pas un cabinet d'avocats|désolée|as i mentioned, our staff|como le coment|comme je vous l'ai dit)/i;
export const NOT_PUBLISHED =
  /doesn't publish|don't publish|isn't something our site publishes|not published|aren't published|no publica|no está publicad|no están publicad|ne publie pas|pas une information publiée|ne sont pas publiées/i;
/** An English sentence's words in a Spanish or French answer (links' labels aside). */
export const ENGLISH = /(^|[.!?]\s+)(the|we|our|your|this|that|it|yes|no one|please|let us)\b[^\]]*?[.!?](\s|$)/i;
export const HANDOFF = /passed this to our team|contact you within|pasado.*equipo|transmis.*équipe/i;
const SIDE = "firm|bufete|despacho|cabinet|charge|cobramos|facturons|price|precio|prix|tarif";

/** A sentence quoting a firm's hourly rate without a word that it is the firm's price: a rate presented as pay. */
function rateAsPay(rate: number): RegExp {
  const other = `(?:(?!${SIDE})[^.!?])*`;
  return new RegExp(`(?:^|[.!?]\\s)${other}\\$${rate}(?![\\d,])${other}(?:[.!?]|$)`, "i");
}

/** A firm's price and a job's pay; figures (money, heads, hours). The rest: dev-set-5-promises.ts. */
export const devSetRound5: EvalConversation[] = [
  // ---------------------------------------------------------------- a job's pay, a firm's price
  {
    id: "r5-pay-en-1",
    category: "r5-pay",
    turns: [
      { ask: "how much does a paralegal make with u", must: ["$900 - $1,300"], mustNot: [rateAsPay(14), NO_YES] },
      { ask: "is that monthly or what", must: [/month/i], mustNot: [rateAsPay(14)] },
    ],
  },
  {
    id: "r5-pay-es-1",
    category: "r5-pay",
    turns: [
      {
        ask: "cuanto le pagan a la recepcionista",
        must: [/\$750 - \$1,050|ninguna abierta/i],
        mustNot: [rateAsPay(12), rateAsPay(15), ENGLISH],
      },
    ],
  },
  {
    id: "r5-pay-fr-1",
    category: "r5-pay",
    turns: [
      {
        ask: "le poste de secrétaire bilingue paie combien ? j'ai vu 12$ de l'heure",
        must: ["$750 - $1,050"],
        mustNot: [rateAsPay(12), rateAsPay(15), /\b12 (secr|pers|prof|×)/i, "$23,040", "$28,800", ENGLISH],
      },
    ],
  },
  {
    id: "r5-pay-en-2",
    category: "r5-pay",
    turns: [
      { ask: "whats the salary for the case manager position", must: ["$950 - $1,400"], mustNot: [rateAsPay(14)] },
    ],
  },
  {
    id: "r5-pay-en-3",
    category: "r5-pay",
    turns: [
      {
        ask: "i speak spanish, what would the intake job pay me",
        must: ["$700 - $1,000"],
        mustNot: [rateAsPay(12), rateAsPay(15)],
      },
    ],
  },
  {
    id: "r5-pay-es-2",
    category: "r5-pay",
    turns: [
      {
        ask: "cuánto gana un asistente administrativo legal con ustedes?",
        must: ["$600 - $850"],
        mustNot: [rateAsPay(15), ENGLISH],
      },
    ],
  },
  {
    id: "r5-pay-fr-2",
    category: "r5-pay",
    turns: [
      { ask: "combien gagne un parajuriste chez vous ?", must: ["$900 - $1,300"], mustNot: [rateAsPay(14), ENGLISH] },
    ],
  },
  {
    id: "r5-pay-en-4",
    category: "r5-pay",
    turns: [
      { ask: "waht does the legal admin job pay per hour", must: ["$600 - $850"], mustNot: [rateAsPay(15), NO_YES] },
    ],
  },
  {
    id: "r5-pay-en-5",
    category: "r5-pay",
    turns: [
      {
        ask: "saw $12/hr for receptionists on ur pricing page. is that the pay?",
        must: [/^No/, "$12", /firm/i],
        mustNot: [/\b12 receptionists/i],
      },
    ],
  },
  {
    id: "r5-pay-firm-en-1",
    category: "r5-pay",
    turns: [
      {
        ask: "we're a PI firm. how much do your paralegals actually get paid?",
        must: ["$900 - $1,300"],
        mustNot: [rateAsPay(14), NO_YES],
      },
      {
        ask: "so what cut do you keep from the $14",
        must: [NOT_PUBLISHED, "$14"],
        mustNot: [NO_YES, /\b14 (people|paralegals|professionals)/i, rateAsPay(14)],
      },
    ],
  },
  {
    id: "r5-pay-firm-es-1",
    category: "r5-pay",
    turns: [
      {
        ask: "somos un bufete. cuánto le pagan ustedes a sus paralegales? y cuánto se quedan ustedes?",
        must: ["$900 - $1,300", NOT_PUBLISHED],
        mustNot: [rateAsPay(14), ENGLISH],
      },
    ],
  },
  {
    id: "r5-pay-firm-fr-1",
    category: "r5-pay",
    turns: [
      {
        ask: "quelle part du tarif horaire va au parajuriste ?",
        must: [NOT_PUBLISHED, /cabinet/i],
        mustNot: [/^Oui/, ENGLISH],
      },
    ],
  },
  {
    id: "r5-pay-firm-en-2",
    category: "r5-pay",
    turns: [
      { ask: "how much of the hourly rate does the worker actualy see", must: [NOT_PUBLISHED], mustNot: [NO_YES] },
    ],
  },
  {
    id: "r5-pay-firm-en-3",
    category: "r5-pay",
    turns: [
      {
        ask: "what do you pay your receptionists vs what you charge us?",
        must: ["$12", /\$750 - \$1,050|none is open/i],
        mustNot: [rateAsPay(12)],
      },
    ],
  },
  // ---------------------------------------------------------------- figures read as what they are
  {
    id: "r5-fig-en-1",
    category: "r5-figures",
    turns: [
      {
        ask: "is it 12$ an hour for a receptionist?",
        must: ["$12"],
        mustNot: [/\b12 receptionists/i, "$23,040", "$11,520"],
      },
    ],
  },
  {
    id: "r5-fig-es-1",
    category: "r5-figures",
    turns: [
      {
        ask: "vi 12 dolares la hora para recepcionista, es correcto?",
        must: ["$12"],
        mustNot: [/\b12 recepcionistas/i, "$23,040", "$11,520", ENGLISH],
      },
    ],
  },
  {
    id: "r5-fig-en-2",
    category: "r5-figures",
    turns: [
      { ask: "2 case managers full time how much", must: ["$4,480"] },
      { ask: "make it 3 people", must: ["$6,720"], mustNot: [/receptionist|intake|paralegal/i] },
    ],
  },
  {
    id: "r5-fig-es-2",
    category: "r5-figures",
    turns: [
      { ask: "cuánto por dos paralegales bilingües a tiempo completo al mes", must: ["$5,440"], mustNot: [ENGLISH] },
      { ask: "hazlo 3 personas", must: ["$8,160"], mustNot: [/recepcionista|admisi/i, ENGLISH] },
    ],
  },
  {
    id: "r5-fig-fr-1",
    category: "r5-figures",
    turns: [
      { ask: "deux secrétaires à temps plein, combien par mois ?", must: ["$3,840"], mustNot: [ENGLISH] },
      { ask: "mettez plutôt 3 personnes", must: ["$5,760"], mustNot: [/parajuriste|gestionnaire/i, ENGLISH] },
    ],
  },
  {
    id: "r5-fig-en-3",
    category: "r5-figures",
    turns: [
      { ask: "how much for a paralegal 30 hours a week", must: ["$14", /30 h/i], mustNot: [NO_YES] },
      { ask: "and per month?", must: [/80 h|160 h|\$1,8[0-9]{2}|\$1,680/i] },
    ],
  },
  {
    id: "r5-fig-es-3",
    category: "r5-figures",
    turns: [
      { ask: "cuanto cuesta una especialista de admision", must: ["$12"], mustNot: [ENGLISH] },
      { ask: "y si son 30 horas por semana?", must: [/30 horas/i], mustNot: [ENGLISH] },
    ],
  },
  {
    id: "r5-fig-fr-2",
    category: "r5-figures",
    turns: [
      {
        ask: "un réceptionniste 30 heures par semaine ça coûte combien",
        must: ["$12", /30 heures/i],
        mustNot: [ENGLISH],
      },
    ],
  },
  {
    id: "r5-fig-en-4",
    category: "r5-figures",
    turns: [
      {
        ask: "our budget is $12 an hour, do you have a receptionist at that",
        must: ["$12"],
        mustNot: [/\b12 receptionists/i, "$23,040", "$11,520"],
      },
    ],
  },
];
