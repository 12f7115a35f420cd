import type { EvalConversation } from "./scoring";
import { ADVICE_DECLINED, NO_PRICE, NO_YES, TEAM } from "./checks";
import { ENGLISH, HANDOFF, NOT_A_LAW_FIRM, NOT_PUBLISHED, SAFETY_FIRST } from "./dev-set-5";

/**
 * The development set, fifth round (#30), second half: unpublished promises, a member of the public
 * asking for our staff, and the last round's leftovers (see dev-set-5.ts).
 */
export const devSetRound5Promises: EvalConversation[] = [
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
