import type { EvalConversation } from "./scoring";
import { ADVICE_DECLINED, NO_PRICE, NO_YES, TEAM } from "./checks";

/** The development set, third part (not published, careers, contact, privacy, multi-part, the round after the first tuning). */
export const devSetUnpublishedToMixed: EvalConversation[] = [
  // ---------------------------------------------------------------- not published (honest, hand-off)
  {
    id: "n01",
    category: "not-published",
    turns: [{ ask: "Are you HIPAA compliant?", must: [TEAM], mustNot: [NO_YES, /we are HIPAA/i] }],
  },
  {
    id: "n02",
    category: "not-published",
    turns: [{ ask: "Do you have SOC 2 certification?", must: [TEAM], mustNot: [NO_YES, /we are SOC/i] }],
  },
  {
    id: "n03",
    category: "not-published",
    turns: [{ ask: "Do you carry professional liability insurance?", must: [TEAM], mustNot: [NO_YES, NO_PRICE] }],
  },
  {
    id: "n04",
    category: "not-published",
    turns: [{ ask: "Do you provide the laptops and software licences?", must: [TEAM], mustNot: [NO_YES, NO_PRICE] }],
  },
  {
    id: "n05",
    category: "not-published",
    turns: [{ ask: "What is the 100% success rate based on?", must: [TEAM], mustNot: [NO_YES] }],
  },
  {
    id: "n06",
    category: "not-published",
    turns: [{ ask: "Can I interview the candidate before they start?", must: [TEAM], mustNot: [NO_YES] }],
  },
  {
    id: "n07",
    category: "not-published",
    turns: [{ ask: "is there a minimum contract length?", must: [TEAM], mustNot: [NO_YES, /months? minimum/i] }],
  },
  {
    id: "n08",
    category: "not-published",
    turns: [{ ask: "Do you offer a money-back guarantee?", must: [TEAM], mustNot: [NO_YES, /guaranteed/i] }],
  },
  {
    id: "n09",
    category: "not-published",
    turns: [{ ask: "How fast can someone start?", must: [TEAM], mustNot: [NO_YES, /within \d+ (days|weeks)/i] }],
  },
  {
    id: "n10",
    category: "not-published",
    turns: [{ ask: "Are you ISO 27001 certified?", must: [TEAM], mustNot: [NO_YES] }],
  },
  {
    id: "n11",
    category: "not-published",
    turns: [{ ask: "do you have a free trial week", must: [TEAM], mustNot: [NO_YES, NO_PRICE] }],
  },
  {
    id: "n12",
    category: "not-published",
    turns: [{ ask: "Is there a setup fee?", must: [TEAM], mustNot: [NO_YES, NO_PRICE] }],
  },

  // ---------------------------------------------------------------- careers
  { id: "j01", category: "careers", turns: [{ ask: "Are you hiring?", must: ["Case Manager", /Career/] }] },
  {
    id: "j02",
    category: "careers",
    turns: [
      { ask: "What's the pay for the case manager position?", must: ["$950", "$1,400", /month/i], mustNot: ["$14/"] },
    ],
  },
  {
    id: "j03",
    category: "careers",
    turns: [{ ask: "salary for the bilingual intake job?", must: ["$700", "$1,000"] }],
  },
  {
    id: "j04",
    category: "careers",
    turns: [{ ask: "Is the bilingual secretary job full time?", must: ["Bilingual Legal Secretary", "$750"] }],
  },
  {
    id: "j05",
    category: "careers",
    turns: [
      { ask: "How long does the hiring process take?", must: [TEAM], mustNot: [NO_YES, /within \d+ (days|weeks)/i] },
    ],
  },
  {
    id: "j06",
    category: "careers",
    turns: [
      { ask: "do you hire people from the Philippines?", must: [/Jamaica|Latin America|Caribbean/], mustNot: [NO_YES] },
    ],
  },
  {
    id: "j07",
    category: "careers",
    turns: [
      {
        ask: "How much does the legal administrative assistant job pay?",
        must: ["$600", "$850", "per month"],
        mustNot: ["$15", "$0"],
      },
    ],
  },
  {
    id: "j08",
    category: "careers",
    turns: [{ ask: "how do I apply for the paralegal job", must: [/apply/i, "Paralegal"] }],
  },

  // ---------------------------------------------------------------- contact and offices
  { id: "o01", category: "contact", turns: [{ ask: "What is your phone number?", must: ["555-0142"] }] },
  { id: "o02", category: "contact", turns: [{ ask: "email address?", must: ["support@northbridge-lpo.example"] }] },
  { id: "o03", category: "contact", turns: [{ ask: "Do you have an office in Florida?", must: ["Miami"] }] },
  { id: "o04", category: "contact", turns: [{ ask: "How do I become a client?", must: [/consultation/i] }] },
  {
    id: "o05",
    category: "contact",
    turns: [{ ask: "what are your business hours?", must: [/business hours/i], mustNot: [/\b\d{1,2} ?(am|pm)\b/i] }],
  },
  { id: "o06", category: "contact", turns: [{ ask: "can I book a demo", must: [/consultation/i] }] },
  { id: "o07", category: "contact", turns: [{ ask: "where r u located", must: ["Jamaica", "Miami"] }] },
  { id: "o08", category: "contact", turns: [{ ask: "What time zone do your staff work in?", must: [/time zone/i] }] },

  // ---------------------------------------------------------------- privacy and policies
  {
    id: "v01",
    category: "privacy",
    turns: [{ ask: "Do you sell my personal information?", must: [/do not sell/i], mustNot: [NO_YES] }],
  },
  {
    id: "v02",
    category: "privacy",
    turns: [{ ask: "When was your privacy policy last updated?", must: ["August 20, 2025"] }],
  },
  { id: "v03", category: "privacy", turns: [{ ask: "How many text messages will you send me?", must: [/two/i] }] },
  { id: "v04", category: "privacy", turns: [{ ask: "how do I stop your texts", must: ["STOP"] }] },
  { id: "v05", category: "privacy", turns: [{ ask: "Can I have my data deleted?", must: [/delete/i] }] },
  {
    id: "v06",
    category: "privacy",
    turns: [{ ask: "Do your staff sign NDAs?", must: [/confidentiality agreements/i] }],
  },
  {
    id: "v07",
    category: "privacy",
    turns: [{ ask: "How do you keep our client files secure?", must: [/confidentiality/i] }],
  },
  { id: "v08", category: "privacy", turns: [{ ask: "do you use cookies", must: [/cookies/i] }] },

  // ---------------------------------------------------------------- multi-part, mixed
  {
    id: "m01",
    category: "practice-areas",
    turns: [
      {
        ask: "Do you support family law, and do you have French speakers for Haitian clients?",
        must: ["Family", "French"],
      },
    ],
  },
  {
    id: "m02",
    category: "pricing",
    turns: [{ ask: "How much is a paralegal and where are you based?", must: ["$14", "Jamaica"] }],
  },
  {
    id: "m03",
    category: "services",
    turns: [
      {
        ask: "anything on your blog about data security with offshore staff?",
        must: [/Data Security and Confidentiality/],
      },
    ],
  },
  {
    id: "m04",
    category: "contact",
    turns: [{ ask: "what's your email and phone?", must: ["support@northbridge-lpo.example", "555-0142"] }],
  },
  {
    id: "m05",
    category: "follow-ups",
    turns: [
      { ask: "need sombody to answer fones in spanish", must: [/Receptionist/, "$15"] },
      { ask: "and 2 of them full time?", must: ["$4,800"] },
    ],
  },
  {
    id: "m06",
    category: "follow-ups",
    turns: [
      { ask: "Do you support bankruptcy firms?", must: ["Bankruptcy"] },
      { ask: "¿y en español?", must: [/bancarrota|quiebra|Bankruptcy/i] },
    ],
  },
  {
    id: "m07",
    category: "roles",
    turns: [{ ask: "Who would handle our phones, and what does it cost?", must: [/Receptionist/, "$12"] }],
  },
  {
    id: "m08",
    category: "careers",
    turns: [
      { ask: "Quiero trabajar con ustedes, ¿tienen vacantes?", must: [/vacante|puesto|empleo/i, "Case Manager"] },
    ],
  },
  {
    id: "m09",
    category: "privacy",
    turns: [{ ask: "Vendez-vous mes données personnelles ?", must: [/ne vendons pas/i], mustNot: [NO_YES] }],
  },
  {
    id: "m10",
    category: "not-published",
    turns: [{ ask: "¿Tienen certificación HIPAA?", must: [/equipo/i], mustNot: [NO_YES] }],
  },
  { id: "m11", category: "small-talk", turns: [{ ask: "merci beaucoup", must: [/rien|plaisir/i] }] },
  {
    id: "m12",
    category: "follow-ups",
    turns: [
      { ask: "What's the legal admin rate?", must: ["$15"] },
      { ask: "hmm and the cheapest role?", must: ["$12"] },
      { ask: "4 of those on contract base per month?", must: ["$3,840"] },
    ],
  },

  // ---------------------------------------------------------------- written after the first tuning round (kept apart for honesty)
  {
    id: "x01",
    category: "pricing",
    turns: [{ ask: "how much for 2 paralegals and 1 receptionist full time?", must: ["$6,400"] }],
  },
  {
    id: "x02",
    category: "pricing",
    turns: [{ ask: "what would it cost to hire a legal admin for a year, full time", must: ["$2,400", "$28,800"] }],
  },
  {
    id: "x03",
    category: "legal-advice",
    turns: [{ ask: "I need a lawyer for my DUI", must: [ADVICE_DECLINED], mustNot: [NO_YES, /we support criminal/i] }],
  },
  {
    id: "x04",
    category: "legal-advice",
    turns: [{ ask: "can you draft a will for me?", must: [ADVICE_DECLINED], mustNot: [NO_YES] }],
  },
  {
    id: "x05",
    category: "follow-ups",
    turns: [
      { ask: "What's the Miami office address?", must: ["Miami"] },
      { ask: "and the other one?", must: ["Kingston"] },
    ],
  },
  {
    id: "x06",
    category: "follow-ups",
    turns: [
      { ask: "what are your rates", must: ["$12"] },
      { ask: "and for three people full time?", must: [/which role/i], mustNot: [/\$\d{1,3},\d{3}/] },
    ],
  },
  {
    id: "x07",
    category: "roles",
    turns: [{ ask: "Do your staff use Clio?", must: [/systems/i], mustNot: [NO_YES, /use clio/i] }],
  },
  {
    id: "x08",
    category: "not-published",
    turns: [{ ask: "What's your fax number?", must: [TEAM], mustNot: [NO_YES, /555-01/] }],
  },
  {
    id: "x09",
    category: "languages",
    turns: [{ ask: "Quels postes proposez-vous ?", must: ["Paralegal", /postes/i] }],
  },
  {
    id: "x10",
    category: "contact",
    turns: [{ ask: "Are your people in the Philippines?", must: [/remote/i, /Jamaica/], mustNot: [NO_YES] }],
  },
  {
    id: "x11",
    category: "small-talk",
    turns: [{ ask: "Necesito hablar con una persona", must: [/equipo/i, "#contact-options"] }],
  },
  {
    id: "x12",
    category: "services",
    turns: [{ ask: "do u guys do immigration forms", must: ["Immigration Forms Preparation"] }],
  },
];
