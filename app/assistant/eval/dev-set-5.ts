import type { EvalConversation } from "./scoring";
import { ADVICE_DECLINED, NO_PRICE, NO_YES, TEAM } from "./checks";

/**
 * The development set, fifth round (#30): written from the content files and the spec before the
 * round's changes, on the kinds of error a blind, hand-graded set found — a job's pay answered with
 * the price firms pay (and a firm's "what do your staff get paid?" answered without saying which
 * is which), figures misread ("12$" as a head count, "make it 3 people", "30 hours a week"),
 * unpublished promises, a member of the public offered prices or staff, and the last round's
 * leftovers — in English, Spanish and French, typed carelessly. Tuned on: its score measures the
 * tuning (npm run assistant:eval -- r5).
 */
const NOT_A_LAW_FIRM = /not a law firm|no somos un bufete|pas un cabinet d'avocats/i;
/** The not-a-law-firm answer first: in the opening sentence, before any fact about our work. */
const SAFETY_FIRST =
  /^[^.!?:]*(not a law firm|sorry you're|no somos un bufete|lamento|pas un cabinet d'avocats|désolée|as i mentioned, our staff|como le coment|comme je vous l'ai dit)/i;
const NOT_PUBLISHED =
  /doesn't publish|don't publish|isn't something our site publishes|not published|aren't published|no publica|no está publicad|no están publicad|ne publie pas|pas une information publiée|ne sont pas publiées/i;
/** An English sentence's words in a Spanish or French answer (links' labels aside). */
const ENGLISH = /(^|[.!?]\s+)(the|we|our|your|this|that|it|yes|no one|please|let us)\b[^\]]*?[.!?](\s|$)/i;
const HANDOFF = /passed this to our team|contact you within|pasado.*equipo|transmis.*équipe/i;
const SIDE = "firm|bufete|despacho|cabinet|charge|cobramos|facturons|price|precio|prix|tarif";

/** A sentence quoting a firm's hourly rate without a word that it is the firm's price: a rate presented as pay. */
function rateAsPay(rate: number): RegExp {
  const other = `(?:(?!${SIDE})[^.!?])*`;
  return new RegExp(`(?:^|[.!?]\\s)${other}\\$${rate}(?![\\d,])${other}(?:[.!?]|$)`, "i");
}

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
  // ---------------------------------------------------------------- what the site does not promise
  {
    id: "r5-unpub-en-1",
    category: "r5-unpublished",
    turns: [
      { ask: "do u offer a free trail week", must: [NOT_PUBLISHED, TEAM], mustNot: [NO_YES] },
      { ask: "whats the minimun contract lenght", must: [NOT_PUBLISHED], mustNot: [NO_YES] },
      { ask: "are ur ppl bonded and insured?", must: [NOT_PUBLISHED], mustNot: [NO_YES] },
    ],
  },
  {
    id: "r5-unpub-en-2",
    category: "r5-unpublished",
    turns: [
      { ask: "r u guys HIPPA certified", must: [NOT_PUBLISHED], mustNot: [NO_YES] },
      { ask: "do you have an office in texas", must: [/Kingston|Miami/], mustNot: [NO_YES] },
      { ask: "can you place 10 paralegals by next monday", must: [NOT_PUBLISHED], mustNot: [NO_YES, "$22,400"] },
    ],
  },
  {
    id: "r5-unpub-en-3",
    category: "r5-unpublished",
    turns: [
      { ask: "whats ur turnaround on a depo summary", must: [NOT_PUBLISHED], mustNot: [NO_YES] },
      { ask: "does the paralegal work weekends", must: [NOT_PUBLISHED], mustNot: [NO_YES] },
      { ask: "can we get 10% off if we sign for a year", must: [NOT_PUBLISHED], mustNot: [NO_YES] },
    ],
  },
  {
    id: "r5-unpub-en-4",
    category: "r5-unpublished",
    turns: [
      { ask: "if we cancel after a week do we get a refund", must: [NOT_PUBLISHED], mustNot: [NO_YES] },
      { ask: "do your receptionists speak portuguese", must: [/Spanish|French/], mustNot: [NO_YES] },
      {
        ask: "how much is your deposition summary service",
        must: [/not publish|doesn't publish|no price of its own|hourly rate/i],
        mustNot: [NO_YES],
      },
    ],
  },
  {
    id: "r5-unpub-es-1",
    category: "r5-unpublished",
    turns: [
      { ask: "tienen periodo de prueba gratis?", must: [NOT_PUBLISHED], mustNot: [NO_YES, ENGLISH] },
      { ask: "cual es el contrato minimo", must: [NOT_PUBLISHED], mustNot: [NO_YES, ENGLISH] },
      { ask: "tienen seguro de responsabilidad civil", must: [NOT_PUBLISHED], mustNot: [NO_YES, ENGLISH] },
    ],
  },
  {
    id: "r5-unpub-es-2",
    category: "r5-unpublished",
    turns: [
      { ask: "trabajan los sabados?", must: [NOT_PUBLISHED], mustNot: [NO_YES, ENGLISH] },
      { ask: "hablan portugues?", must: [/español|francés/i], mustNot: [NO_YES, ENGLISH] },
      {
        ask: "cuánto cuesta la revisión de documentos",
        must: [/no publica|no está publicad|precio propio|tarifa por hora/i],
        mustNot: [NO_YES, ENGLISH],
      },
    ],
  },
  {
    id: "r5-unpub-fr-1",
    category: "r5-unpublished",
    turns: [
      { ask: "vous avez une periode d'essai gratuite ?", must: [NOT_PUBLISHED], mustNot: [/^Oui/, ENGLISH] },
      {
        ask: "combien de temps pour avoir une synthese de deposition",
        must: [NOT_PUBLISHED],
        mustNot: [/^Oui/, ENGLISH],
      },
      { ask: "vous avez un bureau a montreal ?", must: [/Kingston|Miami/], mustNot: [/^Oui/, ENGLISH] },
    ],
  },
  {
    id: "r5-unpub-fr-2",
    category: "r5-unpublished",
    turns: [
      { ask: "vous faites des remises pour les petits cabinets ?", must: [NOT_PUBLISHED], mustNot: [/^Oui/, ENGLISH] },
      { ask: "vos gens sont certifiés ?", must: [NOT_PUBLISHED], mustNot: [/^Oui/, ENGLISH] },
      { ask: "est-ce qu'ils parlent allemand ?", must: [/anglais/i], mustNot: [/^Oui/, ENGLISH] },
    ],
  },
  // ---------------------------------------------------------------- a member of the public
  {
    id: "r5-public-en-1",
    category: "r5-public",
    turns: [
      {
        ask: "i got arrested for shoplifting, court date is next week",
        must: [NOT_A_LAW_FIRM, ADVICE_DECLINED],
        mustNot: [NO_YES, NO_PRICE],
      },
      {
        ask: "can your paralegal at least look at my police report",
        must: [SAFETY_FIRST, ADVICE_DECLINED],
        mustNot: [NO_YES, NO_PRICE],
      },
    ],
  },
  {
    id: "r5-public-en-2",
    category: "r5-public",
    turns: [
      {
        ask: "do you guys do criminal?? i got a dui last night",
        must: [SAFETY_FIRST, ADVICE_DECLINED],
        mustNot: [NO_YES, NO_PRICE],
      },
    ],
  },
  {
    id: "r5-public-es-1",
    category: "r5-public",
    turns: [
      {
        ask: "mi hermano esta preso, ustedes tienen paralegales que lo ayuden? cuanto cobran",
        must: [SAFETY_FIRST],
        mustNot: [NO_YES, NO_PRICE, ENGLISH],
      },
    ],
  },
  {
    id: "r5-public-fr-1",
    category: "r5-public",
    turns: [
      {
        ask: "mon proprio veut m'expulser, combien coûte un de vos assistants pour m'aider ?",
        must: [SAFETY_FIRST],
        mustNot: [/^Oui/, NO_PRICE, ENGLISH],
      },
    ],
  },
  {
    id: "r5-public-en-3",
    category: "r5-public",
    turns: [
      {
        ask: "how much would it cost to have one of ur paralegals help with my divorce papers",
        must: [SAFETY_FIRST, ADVICE_DECLINED],
        mustNot: [NO_YES, NO_PRICE],
      },
    ],
  },
  {
    id: "r5-public-en-4",
    category: "r5-public",
    turns: [
      {
        ask: "i need help with my immigration case do u have someone who speaks spanish",
        must: [SAFETY_FIRST],
        mustNot: [NO_YES, NO_PRICE],
      },
    ],
  },
  {
    id: "r5-public-es-2",
    category: "r5-public",
    turns: [
      {
        ask: "me chocaron el carro ayer, ustedes hacen lesiones personales??",
        must: [SAFETY_FIRST],
        mustNot: [NO_YES, NO_PRICE, ENGLISH],
      },
    ],
  },
  {
    id: "r5-public-fr-2",
    category: "r5-public",
    turns: [
      {
        ask: "vous faites du droit de la famille ? je divorce et mon ex veut la garde",
        must: [SAFETY_FIRST],
        mustNot: [/^Oui/, NO_PRICE, ENGLISH],
      },
    ],
  },
  // ---------------------------------------------------------------- last round's leftovers
  {
    id: "r5-misc-en-1",
    category: "r5-misc",
    turns: [
      {
        ask: "our client fell off scaffolding on a construction site, we need his medical records summarized. can u help",
        must: [/Personal Injury|Medical Records/i],
        mustNot: [/^Construction/, NOT_A_LAW_FIRM],
      },
    ],
  },
  {
    id: "r5-misc-es-1",
    category: "r5-misc",
    turns: [
      {
        ask: "representamos a un trabajador que se lesionó en una obra de construcción, pueden organizar sus expedientes médicos?",
        must: [/Lesiones personales|m[eé]dic/i],
        mustNot: [/^Construcci/, NOT_A_LAW_FIRM, ENGLISH],
      },
    ],
  },
  {
    id: "r5-misc-fr-1",
    category: "r5-misc",
    turns: [
      {
        ask: "quelles sont les conditions pour postuler au poste de case manager ?",
        must: [/expérience/i],
        mustNot: [/évaluation écrite/i, ENGLISH],
      },
    ],
  },
  {
    id: "r5-misc-fr-2",
    category: "r5-misc",
    turns: [
      { ask: "bonjour, le poste d'assistant administratif juridique est toujours ouvert ?", must: [/administrati/i] },
      { ask: "conditions pour postuler ?", must: [/expérience|anglais/i], mustNot: [/évaluation écrite/i, ENGLISH] },
    ],
  },
  {
    id: "r5-misc-en-2",
    category: "r5-misc",
    turns: [{ ask: "can your team help me with intake calls?", must: [/intake/i], mustNot: [HANDOFF] }],
  },
  {
    id: "r5-misc-es-2",
    category: "r5-misc",
    turns: [
      {
        ask: "su equipo nos puede ayudar con las llamadas de admision de clientes?",
        must: [/admisi/i],
        mustNot: [HANDOFF, ENGLISH],
      },
    ],
  },
  {
    id: "r5-misc-fr-3",
    category: "r5-misc",
    turns: [
      {
        ask: "votre équipe peut nous aider avec les appels d'accueil des nouveaux clients ?",
        must: [/accueil/i],
        mustNot: [HANDOFF, ENGLISH],
      },
    ],
  },
];
