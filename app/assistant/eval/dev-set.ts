import type { EvalConversation } from "./scoring";
import { NO_YES, TEAM } from "./checks";

/** The development set, first half (pricing to follow-ups): conversations carried over from the earlier engine's set. */
export const devSetPricingToFollowUps: EvalConversation[] = [
  // ---------------------------------------------------------------- pricing
  {
    id: "p01",
    category: "pricing",
    turns: [{ ask: "How much does a paralegal cost per hour?", must: ["$14", "$17"] }],
  },
  { id: "p02", category: "pricing", turns: [{ ask: "whats the rate for a legal admin", must: ["$15", "$18"] }] },
  { id: "p03", category: "pricing", turns: [{ ask: "price of a receptionist?", must: ["$12"] }] },
  {
    id: "p04",
    category: "pricing",
    turns: [{ ask: "What would 2 paralegals full time cost me each month?", must: ["$4,480"] }],
  },
  {
    id: "p05",
    category: "pricing",
    turns: [{ ask: "monthly cost of one intake specialist on the contract plan", must: ["$960"] }],
  },
  {
    id: "p06",
    category: "pricing",
    turns: [
      {
        ask: "Which role is the cheapest?",
        must: ["$12", /receptionist/i, /intake/i],
        mustNot: [/cheapest[^.]*paralegal/i],
      },
    ],
  },
  {
    id: "p07",
    category: "pricing",
    turns: [{ ask: "what's your most expensive position", must: ["Legal Admin", "$18"] }],
  },
  {
    id: "p08",
    category: "pricing",
    turns: [{ ask: "Do you offer discounts if we hire five people?", must: [TEAM], mustNot: [NO_YES, /\d+ ?%/] }],
  },
  {
    id: "p09",
    category: "pricing",
    turns: [
      { ask: "Is sales tax included in the hourly price?", must: [TEAM], mustNot: [NO_YES, /tax (is|are) included/i] },
    ],
  },
  {
    id: "p10",
    category: "pricing",
    turns: [{ ask: "how much for a bilingual case coordinator full-time per month", must: ["$2,720"] }],
  },
  { id: "p11", category: "pricing", turns: [{ ask: "cost of a legal asistant part time monthly?", must: ["$1,200"] }] },
  { id: "p12", category: "pricing", turns: [{ ask: "Are your prices in US dollars?", must: ["USD"] }] },
  {
    id: "p13",
    category: "pricing",
    turns: [{ ask: "Can I get someone for just 10 hours a week?", must: ["20 hours", "80 hours"], mustNot: [NO_YES] }],
  },
  {
    id: "p14",
    category: "pricing",
    turns: [
      { ask: "How do you invoice, weekly or monthly?", must: [TEAM], mustNot: [NO_YES, /billed (weekly|monthly)/i] },
    ],
  },
  { id: "p15", category: "pricing", turns: [{ ask: "what are your prices", must: ["$12", "$18"] }] },

  // ---------------------------------------------------------------- roles
  {
    id: "r01",
    category: "roles",
    turns: [{ ask: "Can the receptionist schedule appointments in our calendar?", must: [/appointments/i, "$12"] }],
  },
  {
    id: "r02",
    category: "roles",
    turns: [{ ask: "what does a legal admin actually do", must: [/invoices/i, /records/i] }],
  },
  {
    id: "r03",
    category: "roles",
    turns: [{ ask: "What tasks would a case coordinator take on?", must: [/deadlines|calendar/i] }],
  },
  {
    id: "r04",
    category: "roles",
    turns: [{ ask: "Does the intake specialist run conflict checks?", must: [/conflict/i] }],
  },
  {
    id: "r05",
    category: "roles",
    turns: [
      { ask: "which roles do you have", must: ["Paralegal", "Case Manager", "Intake Specialist", "Legal Admin"] },
    ],
  },
  {
    id: "r06",
    category: "roles",
    turns: [
      { ask: "Are your paralegals licensed in the US?", must: [/not U\.S\. based or licensed/i], mustNot: [NO_YES] },
    ],
  },
  { id: "r07", category: "roles", turns: [{ ask: "can a paralegal draft motions for us", must: [/motions/i] }] },
  {
    id: "r08",
    category: "roles",
    turns: [{ ask: "Can your staff come and work in our office?", must: [/remote/i], mustNot: [NO_YES] }],
  },
  { id: "r09", category: "roles", turns: [{ ask: "case manger duties?", must: [/caseload|client/i] }] },

  // ---------------------------------------------------------------- comparison
  {
    id: "c01",
    category: "comparison",
    turns: [
      {
        ask: "What's the difference between a case manager and a paralegal?",
        must: ["Case Manager", "Paralegal", "$14"],
      },
    ],
  },
  {
    id: "c02",
    category: "comparison",
    turns: [{ ask: "Is a legal admin more expensive than a receptionist?", must: ["$15", "$12"] }],
  },
  {
    id: "c03",
    category: "comparison",
    turns: [{ ask: "compare intake specialist vs case coordinator pricing", must: ["$12", "$14"] }],
  },
  {
    id: "c04",
    category: "comparison",
    turns: [{ ask: "Contract Base or Full Time, what's the difference?", must: ["80 hours", "160 hours"] }],
  },
  {
    id: "c05",
    category: "comparison",
    turns: [{ ask: "how much more is the multilingual tier for a paralegal?", must: ["$14", "$17"] }],
  },

  // ---------------------------------------------------------------- services
  { id: "s01", category: "services", turns: [{ ask: "Can you prepare trial binders?", must: [/trial binder/i] }] },
  {
    id: "s02",
    category: "services",
    turns: [{ ask: "what is ediscovery coding and tagging", must: [/document review/i] }],
  },
  { id: "s03", category: "services", turns: [{ ask: "do you do deposition summaries", must: [/deposition/i] }] },
  {
    id: "s04",
    category: "services",
    turns: [
      {
        ask: "Do you offer legal translation services?",
        must: [/English/i, TEAM],
        mustNot: [NO_YES, /certified translation/i],
      },
    ],
  },
  {
    id: "s05",
    category: "services",
    turns: [{ ask: "What services do you provide?", must: [/Document Review/i, /Paralegal/i] }],
  },
  {
    id: "s06",
    category: "services",
    turns: [{ ask: "Can you summarize medical records?", must: [/medical record/i] }],
  },
  {
    id: "s07",
    category: "services",
    turns: [{ ask: "tell me about contract lifecycle management", must: [/contract/i] }],
  },
  {
    id: "s08",
    category: "services",
    turns: [{ ask: "do you draft case status reports for clients?", must: [/status report/i] }],
  },
  {
    id: "s09",
    category: "services",
    turns: [{ ask: "Could your team write our client letters?", must: [/correspondence/i] }],
  },
  { id: "s10", category: "services", turns: [{ ask: "legal reserch help?", must: [/research/i] }] },
  { id: "s11", category: "services", turns: [{ ask: "Do you handle discovery?", must: [/discovery/i] }] },

  // ---------------------------------------------------------------- practice areas
  {
    id: "a01",
    category: "practice-areas",
    turns: [{ ask: "Do you support entertainment lawyers?", must: ["Entertainment/Media"] }],
  },
  { id: "a02", category: "practice-areas", turns: [{ ask: "we're a divorce firm, can you help", must: ["Family"] }] },
  {
    id: "a03",
    category: "practice-areas",
    turns: [{ ask: "do you work with DUI defense attorneys?", must: ["Criminal"] }],
  },
  { id: "a04", category: "practice-areas", turns: [{ ask: "Can you help a patent practice?", must: ["IP Law"] }] },
  {
    id: "a05",
    category: "practice-areas",
    turns: [
      {
        ask: "Do you support medical malpractice firms?",
        must: [/Personal Injury|Healthcare/],
        mustNot: [/medical malpractice is one of/i],
      },
    ],
  },
  { id: "a06", category: "practice-areas", turns: [{ ask: "how many practice areas do you cover", must: ["26"] }] },
  {
    id: "a07",
    category: "practice-areas",
    turns: [{ ask: "Do you work with immigration firms?", must: ["Immigration"] }],
  },
  { id: "a08", category: "practice-areas", turns: [{ ask: "wills and trusts?", must: ["Estate Planning"] }] },
  {
    id: "a09",
    category: "practice-areas",
    turns: [{ ask: "we do workers comp and wrongful termination", must: ["Employment"] }],
  },
  {
    id: "a10",
    category: "practice-areas",
    turns: [{ ask: "Any experience with landlord-tenant habitability cases?", must: ["Habitability"] }],
  },
  { id: "a11", category: "practice-areas", turns: [{ ask: "Do you support crypto law firms?", mustNot: [NO_YES] }] },
  {
    id: "a12",
    category: "practice-areas",
    turns: [{ ask: "Do you help with appeals?", must: [/Administrative|research/i], mustNot: [/appeals is one of/i] }],
  },
  {
    id: "a13",
    category: "practice-areas",
    turns: [{ ask: "We do personal injury defence for insurers, relevant?", must: [/Insurance/] }],
  },
  { id: "a14", category: "practice-areas", turns: [{ ask: "chapter 7 bankrupcy support?", must: ["Bankruptcy"] }] },

  // ---------------------------------------------------------------- follow-ups
  {
    id: "f01",
    category: "follow-ups",
    turns: [
      { ask: "Do you have an intake person who speaks Spanish?", must: ["Intake Specialist", "$15"] },
      { ask: "how much per month full time?", must: ["$2,400"] },
    ],
  },
  {
    id: "f02",
    category: "follow-ups",
    turns: [
      { ask: "What does a case manager cost?", must: ["$14"] },
      { ask: "and if I need two of them full time?", must: ["$4,480"] },
    ],
  },
  {
    id: "f03",
    category: "follow-ups",
    turns: [
      { ask: "How much is a paralegal?", must: ["$14"] },
      { ask: "and for the multilingual one?", must: ["$17"] },
      { ask: "per month full time?", must: ["$2,720"] },
    ],
  },
  {
    id: "f04",
    category: "follow-ups",
    turns: [
      { ask: "Where are your offices?", must: ["Jamaica", "Miami"] },
      { ask: "what's the full address of the US one?", must: ["1200 Example Bay Boulevard", "Miami, FL 33131"] },
    ],
  },
  {
    id: "f05",
    category: "follow-ups",
    turns: [
      { ask: "Do you do real estate closings?", must: ["Real Estate"] },
      { ask: "and title searches?", must: [/title/i] },
    ],
  },
  {
    id: "f06",
    category: "follow-ups",
    turns: [
      { ask: "receptionist rate?", must: ["$12"] },
      { ask: "what about the legal admin", must: ["$15"] },
      { ask: "which one is cheaper?", must: [/Secretary\/Receptionist/] },
    ],
  },
  {
    id: "f07",
    category: "follow-ups",
    turns: [
      { ask: "Tell me about the case coordinator role", must: ["Case Coordinator"] },
      { ask: "how much is it on the contract plan per month", must: ["$1,120"] },
      { ask: "and three of them?", must: ["$3,360"] },
    ],
  },
  {
    id: "f08",
    category: "follow-ups",
    turns: [
      { ask: "Where's the Jamaica office?", must: ["Kingston"] },
      { ask: "can I visit?", must: [TEAM], mustNot: [NO_YES] },
    ],
  },
  {
    id: "f09",
    category: "follow-ups",
    turns: [
      { ask: "do you support family law", must: ["Family"] },
      { ask: "what kind of work would a paralegal do for that?", must: [/custody|divorce|support/i] },
    ],
  },
  {
    id: "f10",
    category: "follow-ups",
    turns: [
      { ask: "Is the case manager job still open?", must: ["Case Manager"] },
      { ask: "what does it pay?", must: ["$950", "$1,400"] },
    ],
  },
];
