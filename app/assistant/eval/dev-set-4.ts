import type { EvalConversation } from "./scoring";
import { ADVICE_DECLINED, NO_YES, TEAM } from "./checks";

/**
 * The development set, fourth round (#30): written from the content files and the spec before the
 * round's changes, weighted to what fresh sets found weakest — job seekers and their follow-ups, a
 * firm describing its client's matter, hand-offs and complaints, buyers' questions, a rate read as
 * pay, computed totals — in English, Spanish and French, typed carelessly. Tuned on: its score
 * measures the tuning (npm run assistant:eval -- r4).
 */
const NOT_A_LAW_FIRM = /not a law firm|no somos un bufete|pas un cabinet d'avocats/i;
/** An English sentence's words in a Spanish or French answer (links' labels aside). */
const ENGLISH = /(^|[.!?]\s+)(the|we|our|your|this|that|it|yes|no one|please|let us)\b[^\]]*?[.!?](\s|$)/i;
const HANDOFF = /passed this to our team|contact you within|pasado.*equipo|transmis.*équipe/i;

export const devSetRound4: EvalConversation[] = [
  // ---------------------------------------------------------------- job seekers
  {
    id: "r4-seek-en-1",
    category: "seeker",
    turns: [
      { ask: "hi im looking for work as a paralegal, u hiring?", must: ["Remote Paralegal"] },
      { ask: "whats the pay", must: ["$900 - $1,300"], mustNot: ["$14"] },
      { ask: "do i need a us license for it", must: [/license is not required|not required/i], mustNot: [NO_YES] },
      { ask: "how many yrs experience do they want", must: [/two years/i] },
    ],
  },
  {
    id: "r4-seek-es-1",
    category: "seeker",
    turns: [
      { ask: "hola busco trabajo desde casa, hablo ingles y español", must: ["Intake Specialist (English/Spanish)"] },
      { ask: "cuanto pagan?", must: ["$700 - $1,000"], mustNot: ["$12", "$15"] },
      { ask: "es tiempo completo?", must: [/tiempo completo/i], mustNot: [ENGLISH] },
      { ask: "que requisitos piden", must: [/español/i, /experiencia/i], mustNot: [ENGLISH] },
    ],
  },
  {
    id: "r4-seek-fr-1",
    category: "seeker",
    turns: [
      { ask: "bonjour vous avez des postes de secrétaire bilingue français ?", must: ["Secretary (English/French)"] },
      { ask: "c payé combien", must: ["$750 - $1,050"], mustNot: ["$12", "$15"] },
      { ask: "et il faut combien d'expérience", must: [/au moins un an|un an/i], mustNot: [ENGLISH] },
    ],
  },
  {
    id: "r4-seek-en-2",
    category: "seeker",
    turns: [
      {
        ask: "can i apply to the case manager job and the paralegal one at the same time",
        must: [/one job at a time/i],
      },
      { ask: "ok and my resume is a 6mb pdf is that fine", must: [/5 MB/i], mustNot: [NO_YES] },
    ],
  },
  {
    id: "r4-seek-en-3",
    category: "seeker",
    turns: [
      { ask: "is the legal admin assistant job part time?", must: [/20 h/i] },
      { ask: "where is it based", must: [/Caribbean/i], mustNot: [/Miami|Kingston/i] },
      { ask: "what happens after i apply", must: [/assessment/i] },
    ],
  },
  {
    id: "r4-seek-es-2",
    category: "seeker",
    turns: [
      {
        ask: "como es el proceso de seleccion para el puesto de case manager",
        must: [/evaluaci[oó]n/i, /entrevista/i],
        mustNot: [ENGLISH],
      },
      { ask: "y cuánto pagan", must: ["$950 - $1,400"], mustNot: ["$14"] },
    ],
  },
  {
    id: "r4-seek-fr-2",
    category: "seeker",
    turns: [
      {
        ask: "je cherche un emploi de parajuriste, quelles sont les conditions pour postuler ?",
        must: [/deux ans|expérience/i],
        mustNot: [ENGLISH],
      },
      { ask: "et les horaires ?", must: [/40 heures|lundi|heures/i], mustNot: [ENGLISH] },
    ],
  },
  {
    id: "r4-seek-en-4",
    category: "seeker",
    turns: [{ ask: "what kind of benefits do your employees get", must: [/health/i] }],
  },
  // ---------------------------------------------------------------- a firm describing its client's matter
  {
    id: "r4-client-en-1",
    category: "client-matter",
    turns: [
      {
        ask: "we represent a guy who got hurt on a construction site, tons of medical bills and records to organize. can your people help with that?",
        must: [/Personal Injury|medical record/i],
        mustNot: [NOT_A_LAW_FIRM, HANDOFF],
      },
      { ask: "what would a full time paralegal for that run us", must: ["$2,240"] },
    ],
  },
  {
    id: "r4-client-es-1",
    category: "client-matter",
    turns: [
      {
        ask: "somos un despacho de inmigracion, tenemos un cliente con una peticion de asilo y mucho papeleo. nos pueden ayudar?",
        must: [/migrat/i],
        mustNot: [NOT_A_LAW_FIRM, ENGLISH],
      },
    ],
  },
  {
    id: "r4-client-fr-1",
    category: "client-matter",
    turns: [
      {
        ask: "notre client est en faillite personnelle, on a besoin d'aide pour préparer les documents. vous faites ça ?",
        must: [/faillite/i],
        mustNot: [NOT_A_LAW_FIRM, ENGLISH],
      },
    ],
  },
  {
    id: "r4-client-en-2",
    category: "client-matter",
    turns: [
      {
        ask: "my client is going through a divorce and we need the financial disclosures put together, is that something your paralegals do",
        must: [/Family/i],
        mustNot: [NOT_A_LAW_FIRM, NO_YES],
      },
    ],
  },
  {
    id: "r4-client-en-3",
    category: "client-matter",
    turns: [
      {
        ask: "Our client was fired after reporting harassment. We need someone to build a timeline from about 2000 emails. can you do that",
        must: [/Employment|document review/i],
        mustNot: [NOT_A_LAW_FIRM],
      },
    ],
  },
  {
    id: "r4-client-es-2",
    category: "client-matter",
    turns: [
      {
        ask: "nuestro cliente tuvo un accidente de carro y necesitamos resumir sus expedientes medicos",
        must: [/Lesiones|m[eé]dic/i],
        mustNot: [NOT_A_LAW_FIRM, ENGLISH],
      },
    ],
  },
  {
    id: "r4-client-fr-2",
    category: "client-matter",
    turns: [
      {
        ask: "un de nos clients conteste un testament, pouvez-vous nous faire les synthèses des dépositions ?",
        must: [/d[ée]position/i],
        mustNot: [NOT_A_LAW_FIRM, ENGLISH],
      },
    ],
  },
  {
    id: "r4-client-en-4",
    category: "client-matter",
    turns: [
      {
        ask: "we do foreclosure defense for homeowners, mostly paperwork heavy. can you support a firm like ours",
        must: [/Real Estate|Bankruptcy/i],
        mustNot: [NOT_A_LAW_FIRM, NO_YES],
      },
    ],
  },
  // ---------------------------------------------------------------- hand-offs and complaints
  {
    id: "r4-hand-en-1",
    category: "handoff",
    turns: [
      { ask: "can i just talk to a real person please", must: [HANDOFF] },
      { ask: "email", must: [/e-?mail/i] },
    ],
  },
  {
    id: "r4-hand-es-1",
    category: "handoff",
    turns: [{ ask: "quiero hablar con alguien de ventas por favor", must: [HANDOFF], mustNot: [ENGLISH] }],
  },
  {
    id: "r4-hand-fr-1",
    category: "handoff",
    turns: [
      {
        ask: "votre assistante a raté deux échéances ce mois-ci, c'est inadmissible",
        must: [HANDOFF],
        mustNot: [NOT_A_LAW_FIRM, ENGLISH],
      },
    ],
  },
  {
    id: "r4-hand-en-2",
    category: "handoff",
    turns: [
      {
        ask: "the receptionist you placed with us keeps hanging up on our clients. what are you going to do about it",
        must: [HANDOFF],
        mustNot: [NOT_A_LAW_FIRM],
      },
      { ask: "lol ok thanks", mustNot: [HANDOFF] },
    ],
  },
  // ---------------------------------------------------------------- buyers' information questions
  {
    id: "r4-buy-en-1",
    category: "buyer-info",
    turns: [
      { ask: "do ur paralegals speak spanish", must: [/Spanish/i, "$17"] },
      { ask: "are they licensed in the US", must: [/not U\.S\.|not .*licensed/i], mustNot: [NO_YES] },
      { ask: "what happens if the person isnt a good fit", must: [/replacement/i] },
      { ask: "can we get our money back if it doesnt work out", must: [/replacement/i, TEAM], mustNot: [NO_YES] },
    ],
  },
  {
    id: "r4-buy-es-1",
    category: "buyer-info",
    turns: [
      { ask: "trabajan en nuestro horario? estamos en california", must: [/horario/i], mustNot: [ENGLISH] },
      { ask: "y cómo protegen la info de los clientes", must: [/confidencialidad/i], mustNot: [ENGLISH] },
      {
        ask: "qué diferencia hay entre case manager y case coordinator",
        must: [/gestor|coordinador/i],
        mustNot: [ENGLISH],
      },
    ],
  },
  {
    id: "r4-buy-fr-1",
    category: "buyer-info",
    turns: [
      { ask: "comment se passe l'intégration si on signe ?", must: [/consultation/i], mustNot: [ENGLISH] },
      {
        ask: "vous faites de l'examen de documents pour la communication des pièces ?",
        must: [/Examen de documents/i],
        mustNot: [ENGLISH],
      },
      { ask: "combien de domaines de pratique vous couvrez", must: ["26"], mustNot: [ENGLISH] },
    ],
  },
  {
    id: "r4-buy-en-2",
    category: "buyer-info",
    turns: [
      { ask: "how does onboarding work, and how soon could someone start", must: [/consultation/i, TEAM] },
      { ask: "do you have an office in the states", must: [/Miami|USA/i] },
    ],
  },
  // ---------------------------------------------------------------- rate read as pay, pay read as price
  {
    id: "r4-pay-en-1",
    category: "rate-vs-pay",
    turns: [
      {
        ask: "so a paralegal costs us $14/hr but your job ad says 900-1300 a month?? who gets the rest",
        must: ["$14", "$900 - $1,300"],
      },
    ],
  },
  {
    id: "r4-pay-es-1",
    category: "rate-vs-pay",
    turns: [
      {
        ask: "si ustedes cobran 12 dolares la hora por una recepcionista, eso es lo que gana ella?",
        must: [/^No/, "$12"],
        mustNot: [ENGLISH],
      },
    ],
  },
  {
    id: "r4-pay-fr-1",
    category: "rate-vs-pay",
    turns: [
      {
        ask: "l'offre de case manager affiche 950 à 1400 par mois, c'est ce qu'on paierait nous ?",
        must: [/^Non/, "$14", "$950 - $1,400"],
        mustNot: [ENGLISH],
      },
    ],
  },
  {
    id: "r4-pay-en-2",
    category: "rate-vs-pay",
    turns: [
      {
        ask: "i saw intake specialists are $12 an hour on your site, is that what id make if i got hired",
        must: [/^No/, "$700 - $1,000"],
      },
      { ask: "ok and how do i apply", must: [/Apply Now/i] },
    ],
  },
  {
    id: "r4-pay-en-3",
    category: "rate-vs-pay",
    turns: [
      { ask: "is the $15/hr for a legal admin what the admin actually takes home?", must: [/^No/, "$600 - $850"] },
    ],
  },
  // ---------------------------------------------------------------- computed totals
  {
    id: "r4-total-en-1",
    category: "totals",
    turns: [
      { ask: "2 paralegals full time + 1 receptionist part time, monthly total?", must: ["$5,440"] },
      { ask: "and weekly?", must: ["$1,360"] },
    ],
  },
  {
    id: "r4-total-es-1",
    category: "totals",
    turns: [
      { ask: "cuanto seria un case manager bilingue tiempo completo al mes", must: ["$2,720"], mustNot: [ENGLISH] },
      { ask: "y al año?", must: ["$32,640"], mustNot: [ENGLISH] },
    ],
  },
  {
    id: "r4-total-fr-1",
    category: "totals",
    turns: [
      {
        ask: "3 assistants administratifs juridiques à temps partiel, ça fait combien par mois",
        must: ["$3,600"],
        mustNot: [ENGLISH],
      },
    ],
  },
  {
    id: "r4-total-en-2",
    category: "totals",
    turns: [
      { ask: "whats a full time intake specialist per week", must: ["$480"] },
      { ask: "is that per month?", must: [/^No/, "$1,920"] },
    ],
  },
  {
    id: "r4-total-es-2",
    category: "totals",
    turns: [{ ask: "dos recepcionistas bilingues medio tiempo, total mensual?", must: ["$2,400"], mustNot: [ENGLISH] }],
  },
  // ---------------------------------------------------------------- members of the public, chatter
  {
    id: "r4-public-es-1",
    category: "public",
    turns: [
      { ask: "me quieren desalojar de mi apartamento que hago", must: [NOT_A_LAW_FIRM], mustNot: [NO_YES, ENGLISH] },
      { ask: "gracias", mustNot: [HANDOFF] },
    ],
  },
  {
    id: "r4-public-en-1",
    category: "public",
    turns: [
      {
        ask: "my ex wont let me see my kids, can one of ur paralegals help me",
        must: [NOT_A_LAW_FIRM, ADVICE_DECLINED],
        mustNot: [NO_YES],
      },
    ],
  },
];
