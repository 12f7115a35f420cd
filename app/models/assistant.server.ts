import { practiceAreas } from "~/content/practice-areas";
import { privacyPolicy } from "~/content/privacy";
import { roles as roleContent } from "~/content/roles";
import { serviceListPages } from "~/content/home";
import { serviceListPaths } from "~/content/service-lists";
import { getSettings } from "~/config/site-settings.server";
import type { RoleSlug } from "~/content/types";
import { baseNormalise, detectLanguage, normalise, readNumber, type Lang } from "./assistant-language";
import {
  addRuleWords,
  CLOSEST_AREA_ALIASES,
  getKnowledge,
  stopWords,
  type AreaFact,
  type JobFact,
  type Knowledge,
  type Passage,
  type RoleFact,
} from "./assistant-knowledge.server";
import { joinList, link, say, usd } from "./assistant-phrases";

/**
 * Lexi's local engine. A message is read (language, normalised English, typos corrected), split
 * into parts when it asks several things, and each part is matched against rules in a fixed order
 * of precedence: safety first (injection, abuse, legal advice), then hand-off, small talk, what the
 * site does not publish, and the facts (computed prices, roles, languages, offices, careers,
 * privacy, practice areas, services, blog). What a part leaves unsaid comes from the dialogue
 * state (the role, tier, count, office, area or job of earlier turns). Every fact comes from the
 * content or the database; what is not published is said to be so, and the team is offered.
 */
/** Multilingual, or explicitly the English-only rate; hours are read apart. */
export type Tier = "multilingual" | "standard";

export interface DialogueState {
  lang: Lang;
  role?: RoleSlug;
  /** The roles of the last turn that named several (for "which one is cheaper?"). */
  roles?: RoleSlug[];
  tier?: Tier;
  hours?: 80 | 160;
  count?: number;
  area?: string;
  office?: "Jamaica" | "USA";
  job?: string;
  /** What the last answered turn was about, for elliptical follow-ups. */
  topic?: Topic;
  lastQuestion?: string;
}

type Topic = "price" | "monthly" | "duties" | "area" | "office" | "job" | "role" | "other";

export interface AssistantActions {
  /** Flags the lead for a person; true when a lead was flagged. */
  requestHandoff(question: string): Promise<boolean>;
  recordUnanswered(question: string): Promise<void>;
}

export interface AssistantReply {
  text: string;
  lang: Lang;
  /** Every part was answered from published facts. */
  known: boolean;
  /** The kind of answer, for logs and the optional model (which never rephrases safety answers). */
  kind: "fact" | "safety" | "handoff" | "unknown" | "smalltalk";
  /** The facts the answer was built from (what the optional model may use). */
  facts: string;
}

export const noActions: AssistantActions = { requestHandoff: async () => false, recordUnanswered: async () => undefined };

export function newDialogue(lang: Lang = "en"): DialogueState {
  return { lang };
}

interface Part {
  raw: string;
  text: string;
  /** " text " for word-bounded matching. */
  padded: string;
}

interface Outcome {
  text: string;
  kind: AssistantReply["kind"];
  /** Needs the team: record the question and offer the hand-off. */
  handoff?: "request" | "unanswered";
}

const MAX_QUESTION = 600;

/** Answers one message, updating `state`. */
export async function answerMessage(message: string, state: DialogueState, actions: AssistantActions = noActions): Promise<AssistantReply> {
  const knowledge = await getKnowledge();
  const raw = message
    .replace(/<[^>]*>/g, " ")
    .slice(0, MAX_QUESTION)
    .trim();
  const lang = detectLanguage(raw, state.lang);
  state.lang = lang;
  // Typos are corrected in English only: a Spanish or French word is not an English misspelling.
  const speller = lang === "en" ? knowledge.speller : null;
  const whole = normalise(raw, speller);

  // "¿y en español?": the last question again, in the language asked for.
  if (state.lastQuestion && /^(y |and |et )?(in )?(spanish|french|english)( please)?$/.test(whole)) {
    return answerMessage(state.lastQuestion, state, actions);
  }

  const parts = splitParts(raw).map((p) => {
    const text = normalise(p, speller);
    return { raw: p, text, padded: ` ${text} ` };
  });
  const outcomes: Outcome[] = [];
  // "I run an immigration firm. What would a paralegal cost?": the introduction sets the context,
  // the question gets the answer.
  const isQuestion = (p: Part) => /[?¿]/.test(p.raw) || QUESTION_START.test(p.text);
  const someQuestion = parts.length > 1 && parts.some(isQuestion);
  const partOutcomes: { part: Part; outcome: Outcome | null }[] = [];
  for (const part of parts.length ? parts : [{ raw, text: whole, padded: ` ${whole} ` }])
    partOutcomes.push({ part, outcome: answerPart(part, state, knowledge, lang) });
  const questionAnswered = someQuestion && partOutcomes.some(({ part, outcome }) => isQuestion(part) && outcome && outcome.kind !== "unknown");
  for (const { part, outcome: answered } of partOutcomes) {
    const outcome = questionAnswered && !isQuestion(part) && answered?.kind !== "safety" ? null : answered;
    // "Yes, …" answers a yes/no question only; "who are your clients?" gets the facts without it.
    if (outcome && !/^(do|does|did|is|are|can|could|will|would|have|has|any|got|you have|speak|support|offer|work)\b/.test(part.text)) {
      outcome.text = outcome.text.replace(/^(Yes|Sí|Oui), (\p{L})/u, (_, _yes, c: string) => c.toUpperCase());
    }
    if (outcome) outcomes.push(outcome);
  }
  // A message with an injection or an advice request in any part gets only the safety answer.
  const safetyOnly = outcomes.filter((o) => o.kind === "safety");
  const answered = safetyOnly.length ? safetyOnly : outcomes.filter((o) => o.kind !== "unknown");
  const chosen = answered.length ? answered : outcomes.slice(0, 1);
  let text = [...new Set(chosen.map((o) => o.text))].join("\n\n");
  const handoff = chosen.find((o) => o.handoff)?.handoff;
  const safety = chosen.some((o) => o.kind === "safety");
  if (handoff) {
    if (handoff === "unanswered") await actions.recordUnanswered(raw);
    const passed = await actions.requestHandoff(raw);
    const s = getSettings();
    text += ` ${passed ? say.passed[lang]() : say.reachTeam[lang](s.phone.display, s.email)}`;
  }
  if (!safety) state.lastQuestion = raw;
  const kind = safety ? "safety" : handoff ? "handoff" : (chosen[0]?.kind ?? "unknown");
  return { text: text.trim(), lang, known: !!answered.length && !chosen.some((o) => o.handoff === "unanswered"), kind, facts: text.trim() };
}

const QUESTION_START =
  /^(what|whats|how|which|who|where|when|why|do|does|did|is|are|can|could|will|would|should|have|has|any|tell me|please tell|i want to know|i d like to know)\b/;

/** "How much is a paralegal and where are you based?" → two questions. */
export function splitParts(raw: string): string[] {
  const pieces = raw
    .split(
      /[?;]\s+|\.\s+(?=[A-Z¿¡])|,?\s+(?:and|also|plus|y|et)\s+(?=(?:do|does|did|are|is|can|could|what|whats|what's|where|how|which|who|will|would|¿|qu|dónde|cuánto|tienen|avez|où|combien)\b)/i,
    )
    .map((p) => p.trim())
    .filter((p) => p.length > 1);
  return pieces.length > 1 && pieces.every((p) => p.split(/\s+/).length >= 2) ? pieces : [raw];
}

// ------------------------------------------------------------------ the rules

const R = {
  injection:
    /\b(ignore|disregard|forget|override) (all |any |the |your |my )?(previous |prior |above |earlier |former |system )?(instructions?|rules|prompts?|guidelines)|system prompt|\bsystem\s*:|\bprompt\b.*\b(show|print|reveal|repeat)|\b(show|print|reveal|repeat|tell me) (me )?(your|the) (instructions|prompt|rules|configuration|config)|\byou are (now )?dan\b|jailbreak|developer mode|\b(reply|respond|answer) (only )?with\b|\bsay (that|yes|exactly)\b|repeat after me|new instructions|\byou are now\b|\bfrom now on\b/,
  credentials:
    /\b(password|passwords|passcode|api keys?|apikey|credentials?|connection string|secret key|secrets|access token|tokens?|admin (login|panel|account)|database (url|password|dump|connection)|source code|environment variables|env vars|server (ip|address)|internal (docs|systems?|tools)|ssh)\b/,
  rolePlayLawyer: /\b(pretend|act|play|roleplay|role play|be|imagine)\b.{0,30}\b(lawyer|attorney|counsel|judge)\b|\bas my (lawyer|attorney)\b/,
  abuse:
    /\b(stupid|idiot|idiots|useless|dumb|moron|shut up|fuck\w*|shit\w*|crap|hate you|you suck|sucks|garbage|trash|worthless|pathetic|bitch|damn you|incompetent)\b/,
  advice: [
    /\b(can|could|should|may|must|do|am|is) (i|we|my (boss|employer|landlord|company))( legally)? (fire|sue|evict|stop paying|withhold|record|break|terminate|get (a )?divorce|divorce|file for|appeal|fight|contest|deport|refuse|be fired|be evicted|be sued|plead|keep|get custody|take)\b/,
    /\bis it (legal|illegal|lawful|unlawful|allowed)\b|\bis (this|that) (legal|illegal|lawful)\b|\b(legal|illegal) (for me|to)\b/,
    /\bhow (do|can|should|would) (i|we) (file for|file a|sue|get divorced|get a divorce|divorce|get custody|appeal|fight|expunge|respond to|contest|apply for (a )?(visa|green card|asylum)|get a green card|change my|write a will|make a will)\b/,
    /\b(i|me) (was|got|am|have been|been|just got) (fired|sued|arrested|served|charged|evicted|injured|hurt|divorced|deported|detained|laid off|harassed|denied|scammed|ticketed|pulled over)\b/,
    /\b(fired|sued|suing|evicting|arrested|harassing|cheated|scammed) me\b/,
    /\bwhat are my (legal )?rights\b|\bdo i have a (case|claim)\b|\bif i have a (case|claim)\b|\bmy rights\b/,
    /\bshould i (settle|sign|sue|plead|accept|take|file|hire a lawyer|go to court|divorce)\b/,
    /\bmy (divorce|custody|lawsuit|dui|dwi|arrest|visa|green card|immigration case|accident case|criminal case|injury claim|eviction|landlord|boss|employer|ex|ex husband|ex wife|husband|wife|tenant|will|estate|inheritance|ticket|case|claim|settlement|rights|legal (problem|issue|matter|situation))\b.*\b(what|how|should|can|do|is|help|advice|won t|wont|doesn t|refuses|fired|owes)\b/,
    /\b(i|we) (want|need|would like) (to )?(divorce|sue|file for|get divorced|get custody)\b/,
    /\bwhat (should|do|can) i do\b.*\b(lawsuit|sued|served|arrested|divorce|custody|landlord|boss|fired|accident|ticket|court)\b|\b(lawsuit|sued|served|arrested|divorce|custody|landlord|boss|fired|accident|ticket|court)\b.*\bwhat (should|do|can) i do\b/,
    /\blegal advice\b.*\bmy\b|\bmy\b.*\blegal advice\b/,
    /\bhelp me (sue|file|win|fight|get (custody|divorced|a divorce|a visa|a green card|compensation|my money)|with my (\w+ )?(case|claim|lawsuit|divorce|custody|visa|eviction|ticket|dui|arrest))\b/,
    /\b(i|we|my \w+) (was|were|got|have been) (in|into) (a|an) (\w+ )?(accident|crash|collision)\b/,
    /\b(can|could) (your|the|a) (paralegal|staff|team|lawyer|assistant)s? (tell|advise) me\b/,
    /\b(i|we) need (a|an) (lawyer|attorney)\b|\bfind me (a|an) (lawyer|attorney)\b|\b(recommend|refer me to) (a|an) (lawyer|attorney)\b/,
    /\b(draft|write|prepare|file) (a |my )?(will|lease|divorce papers|prenup|power of attorney|petition|complaint|contract|agreement) for me\b|\b(review|check|look at|read) my (\w+ )?(contract|lease|will|agreement|case|ticket|papers|documents|settlement offer)\b/,
  ],
  handoff:
    /\b(talk|speak|chat) (to|with) (a |an |some |your |one of your )?(real |live |actual )?(person|human|someone|somebody|agent|representative|rep|team|people|manager|sales|staff member)|\bcall me\b|\bcall (me )?back\b|\bcallback\b|\b(real|live|actual) (person|human|agent)\b|\bhuman being\b|\bcontact me\b|\breach me\b|\bhave (someone|somebody|a person) (call|contact|email|reach)\b|\bget (me )?a (person|human)\b|\brepresentative\b/,
  complaint:
    /\b(complain|complaint|complaints|unhappy|not happy|dissatisfied|disappointed|terrible|awful|bad experience|poor service|not satisfied|refund my|very upset)\b/,
  greeting: /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening|day)|greetings|yo|hi there|hello there)\b/,
  thanks: /\b(thanks|thank you|thank u|appreciate it|cheers|much appreciated)\b/,
  bye: /^(bye|goodbye|good bye|see you|see ya|that s all|that is all|nothing else|no thanks)\b/,
  bot: /\b(are you (a |an )?(real )?(bot|robot|human|real|ai|person|machine|chatbot|lawyer|attorney)|who are you|what are you|your name|who am i talking to|lexi|do you remember)\b/,

  price:
    /\b(price|prices|pricing|cost|costs|costing|rate|rates|how much|fee|fees|charge|charges|expensive|cheap|afford|affordable|budget|quote|per hour|hourly|per month|monthly|usd|dollars|pay you|spend)\b/,
  monthly: /\b(per month|monthly|a month|each month|month|months|mo)\b/,
  yearly: /\b(a year|per year|each year|yearly|annual|annually|12 months|twelve months|for a year|one year)\b/,
  cheapest: /\b(cheapest|least expensive|lowest (price|rate|cost)|most affordable|cheaper|less expensive|lowest|cheap est)\b/,
  priciest: /\b(most expensive|priciest|highest (price|rate|cost)|most costly|costliest|more expensive|pricier|dearest)\b/,
  compare: /\b(difference|differences|differ|compare|comparison|versus|vs|better for|which (one|is better|should)|or a|or an|same as|same thing|similar to)\b/,
  duties:
    /\b(what does|what do|what would|what can|what will|duties|tasks|responsibilities|handle|handles|do all day|job description|involve|take on|responsible|day to day|actually do|work would|do for)\b/,
  roleList:
    /\b(which|what) (roles|positions|staff|kind of staff|types of staff|professionals)\b|\broles (do you|are there|you have|you offer)\b|\bwho can i hire\b|\bwhat (roles|staff) do you\b/,
  languages:
    /\b(language|languages|speak|speaks|speaking|speakers|bilingual|multilingual|spanish|french|english|creole|haitian|portuguese|mandarin|chinese|german|italian|arabic|russian|tagalog|vietnamese|korean|japanese|hindi|polish|hebrew|francophone)\b/,
  otherLanguage:
    /\b(creole|haitian|portuguese|mandarin|chinese|cantonese|german|italian|arabic|russian|tagalog|vietnamese|korean|japanese|hindi|polish|hebrew|greek|turkish|urdu)\b/,
  licensed:
    /\b(licensed|licenced|license|licence|bar admitted|bar member|members of the bar|u s based|us based|american citizens|based in the us|located in the us|in the united states)\b|\bare (they|your \w+|the \w+|these \w+) (real |actual |qualified )?(lawyers|attorneys)\b|\b(staff|employees|paralegals|people|team|professionals) (are|is) (real |actual )?(lawyers|attorneys|licensed)\b/,
  onsite: /\b(on ?site|in our office|in (the|our) office|come (and )?work|come in to|relocate|in person|work from our)\b/,
  offices: /\b(office|offices|located|location|locations|where (are|is) (you|your|the)|where you are|based|address|headquarters|hq|where r you)\b/,
  contact: /\b(phone|telephone|number|call you|email|e mail|mail address|contact|reach you|get in touch|whatsapp)\b/,
  start:
    /\b(get started|getting started|start|begin|sign up|become a client|book|booking|consultation|demo|onboard|onboarding|how does it work|next steps?|schedule a (call|meeting)|hire (someone|somebody|a|you|staff))\b/,
  hours:
    /\b(business hours|office hours|opening hours|hours of operation|open hours|what hours|time ?zone|timezone|eastern time|pacific time|central time|when are you open|are you open|working hours|work our hours|your hours|hours are you)\b/,
  experience: /\b(experience|years|how long have you|track record|established|founded|in business)\b/,
  success: /\bsuccess rate\b/,
  clients:
    /\b(in house|corporate legal|legal departments?|solo|solos|public agenc|government agenc|only law firms|just law firms|not just law firms|small firms?|who are your clients|what (kinds?|types?) of clients|who do you (work with|serve)|who is this for|is this for me)\b/,
  careers:
    /\b(hiring|hire me|job|jobs|career|careers|vacancy|vacancies|opening|openings|work for you|work with you|join (your|the) team|apply|application|salary|salaries|wage|wages|employment opportunit\w*|recruit\w*|paid|pay|pays|position|positions)\b/,
  careersStrong:
    /\b(hiring|hire me|job|jobs|career|careers|vacancy|vacancies|openings?|work for you|join (your|the) team|apply|application|salary|salaries|wage|wages|recruit\w*|pay|pays|paid)\b/,
  privacy:
    /\b(collect|collected|collecting|privacy|personal information|personal data|my data|my information|sell (my|your|our)|data (security|protection|retention)|cookies?|texts?|sms|text messages|messages|unsubscribe|opt out|opt in|delete (my|our)|nda|ndas|non disclosure|confidential|confidentiality|secure|security|data|children|gdpr|ccpa)\b/,
  areasGeneral:
    /\b(practice areas?|areas of law|specialties|specialities|fields of law|types of law|kinds of law|which areas|what areas|law areas|areas do you)\b/,
  servicesGeneral:
    /\b(what services|which services|services do you|your services|what do you (do|offer|provide)|what can you do|list of services|services you (offer|provide))\b/,
  blog: /\b(blog|article|articles|posts?|written about|resources?|guides?|read more)\b/,
  translation: /\b(translation|translate|translating|translator|interpreter|interpreting)\b/,
  currency: /\b(usd|us dollars|dollars|currency|jamaican dollars)\b/,
  support: /\b(support|help|work with|serve|assist|cover|do you do|experience with|familiar)\b/,
  notLawFirm:
    /\b(are you a law firm|are you lawyers|are you attorneys|do you (have|offer|give|provide) (free )?legal (consultations?|consults?|help|representation|services)|(give|offer|provide)s? free legal (consultations?|advice|help)|free legal (consultation|advice|help)|represent me|take my case)\b/,
  tools:
    /\b(software|clio|mycase|practicepanther|filevine|smokeball|lawmatics|netdocuments|imanage|quickbooks|what tools|which tools|what systems|which systems|platforms?)\b/,
};

/** Topics the site does not publish: the honest answer is "not published" and the team. */
const NOT_PUBLISHED: { re: RegExp; topic: Record<Lang, string> }[] = [
  {
    re: /\b(hipaa|soc ?2|soc ii|soc|iso|27001|9001|pci|certified|certification|certifications|certificate|accredited|accreditation|compliant|compliance|audited|audit|baa|baas|business associate)\b/,
    topic: {
      en: "any certification or compliance attestation",
      es: "ninguna certificación ni acreditación de cumplimiento",
      fr: "aucune certification ni attestation de conformité",
    },
  },
  {
    re: /\b(discount|discounts|promo|promotion|coupon|volume pricing|bulk pricing|special (price|offer|rate)|negotiate|negotiable|lower (the )?(price|rate))\b/,
    topic: { en: "discounts or negotiated rates", es: "descuentos ni tarifas negociadas", fr: "de remises ni de tarifs négociés" },
  },
  {
    re: /\b(sales tax|taxes (included|extra)|tax (included|extra|on top)|include(s|d)? (sales )?tax(es)?|plus tax|vat|gst)\b/,
    topic: { en: "how taxes apply to its rates", es: "cómo se aplican los impuestos a sus tarifas", fr: "comment les taxes s'appliquent à ses tarifs" },
  },
  {
    re: /\b(how (do|would|will|often do) you (bill|invoice|charge)|bill (us )?(weekly|monthly|biweekly)|billing (cycle|frequency|terms)|payment (terms|methods?|schedule)|how (do|can|would) (we|i) pay|(weekly|monthly) or (weekly|monthly)|upfront|deposit|prepay|prepayment|net 30|credit card|pay (in|with|by) \w+|invoice (weekly|monthly)|invoiced)\b/,
    topic: {
      en: "its billing cycle or payment terms",
      es: "su ciclo de facturación ni sus condiciones de pago",
      fr: "son cycle de facturation ni ses conditions de paiement",
    },
  },
  {
    re: /\b(guarantee|guaranteed|guarantees|money back|refund|refunds|warranty)\b/,
    topic: { en: "any guarantee or refund policy", es: "ninguna garantía ni política de reembolso", fr: "aucune garantie ni politique de remboursement" },
  },
  {
    re: /\b(free trial|trial (week|period|run)|try (it|someone|them) (out|first)|test period)\b/,
    topic: { en: "a trial period", es: "un periodo de prueba", fr: "de période d'essai" },
  },
  {
    re: /\b(setup fee|set up fee|onboarding fee|hidden fees?|extra fees?|additional fees?|other fees|any fees|placement fee|recruiting fee|sign up fee)\b/,
    topic: { en: "any fees besides the hourly rates", es: "cargos aparte de las tarifas por hora", fr: "de frais en dehors des tarifs horaires" },
  },
  {
    re: /\b(minimum (contract|term|commitment|period|length|engagement)|contract (length|term)|lock(ed)? in|cancel|cancellation|notice period|long term commitment|commitment period|how long (is|must) the contract|contract (i|we) (have|need|must) (to )?sign|sign a contract|is there a contract|agreement to sign)\b/,
    topic: {
      en: "a minimum contract length or cancellation terms",
      es: "un plazo mínimo de contrato ni condiciones de cancelación",
      fr: "de durée minimale de contrat ni de conditions de résiliation",
    },
  },
  {
    re: /\b(how (fast|soon|quickly)|when can (they|someone|he|she|we|the person|i get)|start (date|tomorrow|next week|immediately|right away)|turnaround time|lead time|how long (does it take|until|before) .*(start|placed|match))\b/,
    topic: { en: "how quickly a professional can start", es: "en cuánto tiempo puede empezar un profesional", fr: "le délai de démarrage d'un professionnel" },
  },
  {
    re: /\b((liability|malpractice|professional|e o|errors and omissions|cyber) insurance|insured|carry insurance|bonded|have insurance)\b/,
    topic: { en: "its insurance coverage", es: "su cobertura de seguros", fr: "sa couverture d'assurance" },
  },
  {
    re: /\b(laptops?|computers?|equipment|hardware|software licen[cs]es?|licenses for|who provides the (software|tools|computer)|do (they|you) (bring|provide) (their|the|a) (own )?(computer|laptop|equipment))\b/,
    topic: {
      en: "who supplies equipment or software licences",
      es: "quién aporta el equipo o las licencias de software",
      fr: "qui fournit le matériel ou les licences logicielles",
    },
  },
  {
    re: /\b(interview (the |a |our |your )?(candidate|candidates|person|staff|paralegal|them|him|her|professional)|meet (the|them|him|her) (before|first)|choose (the|our) (candidate|person)|pick (the|our) (candidate|person))\b/,
    topic: {
      en: "whether you can interview candidates before they start",
      es: "si puede entrevistar a los candidatos antes de empezar",
      fr: "si vous pouvez rencontrer les candidats avant leur arrivée",
    },
  },
  {
    re: /\b(visit|come by|drop by|tour|stop by|walk in|meet in person)\b/,
    topic: { en: "visiting hours or office visits", es: "visitas a la oficina", fr: "de visites des bureaux" },
  },
  {
    re: /\bsuccess rate\b.*\b(based|mean|means|measure|measured|calculate|calculated|basis|how|define|defined)\b|\b(based|mean|means|measure|measured|calculate|calculated|basis|how|define)\b.*\bsuccess rate\b/,
    topic: { en: "how the 100% success rate is measured", es: "cómo se mide la tasa de éxito del 100%", fr: "comment le taux de réussite de 100% est mesuré" },
  },
  {
    re: /\bhow long\b.*\b(hiring|application|recruit\w*|interview|process|hear back)\b|\b(hiring|application) (process|timeline)\b.*\b(long|time|take)\b/,
    topic: { en: "how long the hiring process takes", es: "cuánto dura el proceso de selección", fr: "la durée du processus de recrutement" },
  },
  {
    re: /\b(background (checks?|checked|checking|screening|screened)|drug test\w*|criminal record checks?|fingerprint\w*|vetted|vetting)\b/,
    topic: { en: "whether background checks are run", es: "si se hacen verificaciones de antecedentes", fr: "si des vérifications d'antécédents sont faites" },
  },
  {
    re: /\b(overtime|weekends?|holidays?|vacation|sick (days?|leave)|backup (staff|coverage|person)|cover(age)? when|night shift|nights|24 7|after hours)\b/,
    topic: {
      en: "overtime, weekend, holiday or backup cover",
      es: "horas extra, fines de semana, feriados ni reemplazos temporales",
      fr: "d'heures supplémentaires, de week-ends, de jours fériés ni de remplacement temporaire",
    },
  },
  {
    re: /\b(dedicated|shared|exclusive|exclusively|part of a pool)\b/,
    topic: {
      en: "whether a professional works only for your firm",
      es: "si un profesional trabaja solo para su bufete",
      fr: "si un professionnel travaille uniquement pour votre cabinet",
    },
  },
  {
    re: /\b(saturdays?|sundays?|open (on|at|until|till)|opening times|close at|closing time)\b/,
    topic: { en: "the offices' opening hours", es: "el horario de atención de las oficinas", fr: "les heures d'ouverture des bureaux" },
  },
  {
    re: /\b(included in (the )?(price|rate|cost|fee)|include[sd]? in (the )?(price|rate)|what does the (price|rate|fee) include|cost extra|extra cost|additional cost|charged extra)\b/,
    topic: {
      en: "what the hourly rate includes beyond the hours worked",
      es: "qué incluye la tarifa por hora además de las horas trabajadas",
      fr: "ce que le tarif horaire comprend au-delà des heures travaillées",
    },
  },
  {
    re: /\b(fax|faxes|fax number)\b/,
    topic: { en: "a fax number", es: "un número de fax", fr: "de numéro de fax" },
  },
  {
    re: /\b(sla|service level|turnaround|response time|how long does (a|the) (review|summary|report|draft) take)\b/,
    topic: { en: "turnaround times or service levels", es: "plazos de entrega ni niveles de servicio", fr: "de délais d'exécution ni de niveaux de service" },
  },
  {
    re: /\b(founder|founders|founded by|who founded|who started|who runs|who owns|owner|owners|ceo|management team|how many (employees|staff|people|paralegals)|company size|how big|revenue|headcount)\b/,
    topic: {
      en: "details of its ownership, management or size",
      es: "datos sobre sus dueños, su dirección o su tamaño",
      fr: "de détails sur ses propriétaires, sa direction ou sa taille",
    },
  },
  {
    re: /\b(reviews?|testimonials?|references?|case stud(y|ies)|ratings?|clients list|list of clients|client list|who are some of your clients|which firms)\b/,
    topic: {
      en: "client reviews, references or the names of its clients",
      es: "reseñas, referencias ni nombres de clientes",
      fr: "d'avis, de références ni de noms de clients",
    },
  },
  {
    re: /\b(in|from|outside) (canada|the uk|uk|england|australia|europe|another country|other countries|outside the us|outside the united states)\b/,
    topic: {
      en: "work for firms outside the United States (it describes support for U.S. law firms)",
      es: "trabajo para bufetes fuera de Estados Unidos (describe apoyo a bufetes de EE. UU.)",
      fr: "de travail pour des cabinets hors des États-Unis (il décrit un appui aux cabinets américains)",
    },
  },
];

/** The message says nothing but a tier, a count or hours: it leans on the previous turn. */
function elliptical(p: Part): boolean {
  return /^(and|what about|how about|and what about|and for|for|what if|ok|okay|hmm|also|y|et)\b/.test(p.text) || p.text.split(" ").length <= 6;
}

function answerPart(part: Part, state: DialogueState, k: Knowledge, lang: Lang): Outcome | null {
  const t = part.padded;
  const s = getSettings();
  const found = (re: RegExp) => re.test(t);

  if (!part.text) return { text: say.askQuestion[lang](), kind: "smalltalk" };

  // Safety first.
  if (found(R.rolePlayLawyer)) return { text: `${say.rolePlayLawyer[lang]()} ${say.legalAdvice[lang]()}`, kind: "safety" };
  // Injection is read on the raw text too: "SYSTEM:" loses its colon in normalisation.
  if (found(R.injection) || R.injection.test(` ${part.raw.toLowerCase()} `) || found(R.credentials)) return { text: say.injection[lang](), kind: "safety" };
  if (found(R.abuse)) return { text: say.abuse[lang](), kind: "safety", handoff: "request" };
  if (found(R.notLawFirm)) return { text: say.notLawFirm[lang](), kind: "safety" };
  if (R.advice.some((re) => re.test(t))) return { text: say.legalAdvice[lang](), kind: "safety" };

  if (found(R.complaint)) return { text: say.complaint[lang](), kind: "handoff", handoff: "request" };
  if (found(R.handoff)) return { text: say.handoffAsk[lang](), kind: "handoff", handoff: "request" };

  const roles = findRoles(part, k);
  const areas = findAreas(part, k);
  const tier = findTier(part);
  const hours = findHours(part);
  const count = findCount(part, k);
  const words = part.text.split(" ");

  // Small talk, when that is all the message is.
  const substantive = roles.length || areas.length || found(R.price) || found(R.careersStrong) || found(R.contact) || found(R.offices) || found(R.languages);
  if (found(R.bot) && !substantive) return { text: say.bot[lang](s.assistantName), kind: "smalltalk" };
  if (R.greeting.test(part.text) && !substantive && words.length <= 6) return { text: say.greeting[lang](s.assistantName), kind: "smalltalk" };
  if (found(R.thanks) && !substantive && words.length <= 8) return { text: say.thanks[lang](), kind: "smalltalk" };
  if (R.bye.test(part.text) && !substantive && words.length <= 5) return { text: say.bye[lang](), kind: "smalltalk" };

  // Hours a week that are not one of the published engagements.
  const customHours = /\b(\d{1,2}) (hours|hrs|h) (a|per|each) (week|wk)\b/.exec(t);
  if (customHours && !["20", "40"].includes(customHours[1])) {
    remember(state, { roles, topic: "price" });
    return { text: say.customHours[lang](), kind: "fact", handoff: "unanswered" };
  }

  for (const item of NOT_PUBLISHED) {
    if (item.re.test(t)) {
      // A practice area or service of the same name is not a policy question ("insurance defense", "billing support").
      if (item.re.source.includes("insurance") && areas.length && !/\b(carry|have|liability|professional|insured|bonded)\b/.test(t)) continue;
      if (item.re.source.includes("visit") && /\b(visit (our|the) (website|site|page|blog))\b/.test(t)) continue;
      remember(state, { topic: "other" });
      return { text: say.notPublished[lang](item.topic[lang]), kind: "unknown", handoff: "unanswered" };
    }
  }

  // "Which positions do you offer?" asks about the roles sold, not the openings.
  if (found(R.roleList) && !found(R.careersStrong) && !found(R.price)) {
    return {
      text: say.rolesList[lang](
        joinList(
          k.roles.map((r) => link(r.title, r.link.href)),
          lang,
        ),
      ),
      kind: "fact",
    };
  }

  // "What if the paralegal isn't a good fit?": the published replacement answer.
  if (
    /\b(not a good fit|isn t a good fit|not the right fit|isn t the right fit|not working out|isn t working out|doesn t work out|replacement|replace (them|him|her|the|our|staff|someone)|quits?|leaves)\b/.test(
      t,
    )
  ) {
    const fit = [...k.passages.values()].find((p) => p.kind === "faq" && /right fit/.test(p.title));
    if (fit) return { text: `${fit.text} ${link(fit.link.label, fit.link.href)}`, kind: "fact" };
  }
  // Careers: the jobs in the database, their monthly pay.
  const job =
    findJob(part, k, roles) ??
    (state.job && state.topic === "job" && elliptical(part) && /\b(pay|pays|salary|paid|full time|apply|location|where|remote|it|that)\b/.test(t)
      ? k.jobs.find((j) => j.slug === state.job)
      : undefined);
  const careerWords = found(R.careersStrong) || (found(R.careers) && !found(R.price));
  if (
    /\b(hire|hiring|recruit|employ)\b.*\b(from|in|outside|living in)\b/.test(t) &&
    /\b(people|candidates|staff|someone|applicants|workers)\b/.test(t) &&
    !roles.length
  ) {
    return jobLocations(k, lang);
  }
  if (job && (careerWords || state.topic === "job" || /\b(position|opening|job)\b/.test(t))) return answerJob(job, part, state, lang);
  if (careerWords && !(roles.length && found(R.price) && !/\b(salary|salaries|wage|job|jobs|hiring|apply|career|careers|opening|openings)\b/.test(t))) {
    if (
      /\b(from|in|live in|outside|countries|country|abroad|philippines|india|africa|europe|canada|mexico|where)\b/.test(t) &&
      /\b(hire|hiring|work|apply|people|candidates)\b/.test(t)
    ) {
      return jobLocations(k, lang);
    }
    if (!k.jobs.length) return { text: say.noJobs[lang](), kind: "fact" };
    remember(state, { topic: "job" });
    return {
      text: say.jobs[lang](
        joinList(
          k.jobs.map((j) => `${link(j.name, j.link.href)}${j.pay ? ` (${usd(j.pay.min)} - ${usd(j.pay.max)}${say.perMonth[lang]()})` : ""}`),
          lang,
        ),
      ),
      kind: "fact",
    };
  }

  // Prices.
  const priceAsked = found(R.price) || found(R.monthly) || found(R.yearly) || found(R.cheapest) || found(R.priciest);
  if (found(R.cheapest) && roles.length < 2) {
    const pool =
      roles.length === 0 && state.roles?.length && elliptical(part) && !/\b(role|position|staff|option)\b/.test(t) ? roleFactsOf(state.roles, k) : k.roles;
    if (pool.length === 2 && pool !== k.roles) return cheaperOfTwo(pool, state, lang);
    return withMonthly(cheapest(k, state, lang, tier === "multilingual"), state, k, { monthly: found(R.monthly), hours, tier }, lang);
  }
  if (/\b(minimum (number of )?hours|fewest hours|least (number of )?hours|smallest (plan|engagement|package))\b/.test(t))
    return { text: say.customHours[lang](), kind: "fact" };
  if (
    /\b(start small|add more later|scale up|grow (the team|later)|add (more )?(staff|people|paralegals|professionals) later|start with one|upgrade to full time|switch to full time)\b/.test(
      t,
    )
  ) {
    const small = [...k.passages.values()].find((p) => p.kind === "faq" && /start small/i.test(p.title));
    if (small) return { text: `${small.text} ${link(small.link.label, small.link.href)}`, kind: "fact" };
  }
  if (found(R.priciest) && roles.length < 2) {
    const top = Math.max(...k.roles.map((r) => r.standard));
    const priciest = k.roles.filter((r) => r.standard === top);
    remember(state, { roles: priciest, topic: "price" });
    const answer: Outcome = {
      text: say.priciest[lang](
        joinList(
          priciest.map((r) => r.title),
          lang,
        ),
        top,
        Math.max(...priciest.map((r) => r.multilingual)),
        priciest.map((r) => link(r.title, r.link.href)).join(" "),
      ),
      kind: "fact",
    };
    return withMonthly(answer, state, k, { monthly: found(R.monthly), hours, tier }, lang);
  }
  // "2 paralegals and 1 receptionist full time": a team's monthly total.
  const team = roles.length >= 2 ? teamCounts(part, roles) : [];
  if (team.length >= 2 && (priceAsked || hours)) {
    const teamHours = hours ?? state.hours ?? 160;
    const rateOf = (r: RoleFact) => (tier === "multilingual" ? r.multilingual : r.standard);
    const lines = team.map(({ role: r, count: n }) => `${n} × ${r.title} (${n} × ${teamHours} h × ${usd(rateOf(r))}) = ${usd(n * teamHours * rateOf(r))}`);
    const total = team.reduce((sum, { role: r, count: n }) => sum + n * teamHours * rateOf(r), 0);
    remember(state, { roles: team.map((m) => m.role), topic: "monthly" });
    return {
      text: `${say.team[lang](tierName(teamHours as 80 | 160), joinList(lines, lang), total)} ${team.map((m) => link(m.role.title, m.role.link.href)).join(" ")}`,
      kind: "fact",
    };
  }
  if (roles.length >= 2 && (found(R.compare) || priceAsked || found(R.cheapest) || found(R.priciest))) {
    remember(state, { roles, topic: "price" });
    if ((found(R.cheapest) || found(R.priciest)) && roles.length === 2) return cheaperOfTwo(roles, state, lang);
    return {
      text: `${roles.map((r) => say.compareRole[lang](r.title, r.summary, r.standard, r.multilingual)).join(" ")} ${roles.map((r) => link(r.title, r.link.href)).join(" ")}`,
      kind: "fact",
    };
  }
  if (
    !roles.length &&
    /\b(contract base|full time|part time|contract|tiers?|plans?|engagements?)\b/.test(t) &&
    (found(R.compare) || /\b(how many hours|what is|what s|what are|explain|mean|means)\b/.test(t))
  ) {
    return { text: say.tiers[lang](), kind: "fact" };
  }
  if (found(R.currency) && !roles.length && /\b(in|are|is|what)\b/.test(t) && !found(R.monthly)) return { text: say.currency[lang](), kind: "fact" };

  const followUp =
    !roles.length &&
    !areas.length &&
    (elliptical(part) || (!!state.role && (tier !== undefined || count !== undefined || hours !== undefined || found(R.monthly))));
  const role = roles[0] ?? (followUp || priceAsked || found(R.duties) ? roleFactsOf(state.role ? [state.role] : [], k)[0] : undefined);
  const countOrHours = count !== undefined || hours !== undefined;
  const pricingFollowUp =
    followUp && (tier || countOrHours || found(R.monthly)) && (state.topic === "price" || state.topic === "monthly" || state.topic === "role");
  if (role && (priceAsked || pricingFollowUp || (countOrHours && roles.length))) {
    return priceAnswer(
      role,
      {
        tier: tier ?? (followUp ? state.tier : undefined),
        hours: hours ?? (followUp ? state.hours : undefined),
        count: count ?? (followUp && !roles.length ? state.count : undefined),
        monthly: found(R.monthly) || countOrHours || (followUp && state.topic === "monthly"),
        yearly: found(R.yearly),
      },
      state,
      lang,
    );
  }
  // "And for three people full time?" with no role yet: ask which.
  if (!role && !areas.length && count !== undefined && count > 1 && (hours !== undefined || found(R.monthly) || state.topic === "price")) {
    return {
      text: say.whichRole[lang](
        joinList(
          k.roles.map((r) => `${r.title} ${usd(r.standard)} (${usd(r.multilingual)} multilingual)`),
          lang,
        ),
      ),
      kind: "fact",
    };
  }
  if (priceAsked && !roles.length && !areas.length && !found(R.languages)) {
    remember(state, { topic: "price" });
    return {
      text: say.allPrices[lang](
        joinList(
          k.roles.map((r) => `${r.title} ${usd(r.standard)} (${usd(r.multilingual)} multilingual)`),
          lang,
        ),
      ),
      kind: "fact",
    };
  }

  // Licensing, remote work.
  if (
    found(R.licensed) &&
    !areas.length &&
    (roles.length || /\b(staff|paralegals|team|people|they|professionals|employees|you|your)\b/.test(t)) &&
    !/\b(support|work with|help)\b.*\b(lawyers|attorneys)\b/.test(t)
  ) {
    return { text: say.licensed[lang](), kind: "fact" };
  }
  if (found(R.onsite)) return { text: say.remote[lang](), kind: "fact" };

  // Languages.
  if (found(R.translation)) return { text: say.translation[lang](), kind: "unknown", handoff: "unanswered" };
  if (found(R.languages) && !(areas.length && !/\b(speak|speakers|speaking|bilingual|multilingual|staff|francophone)\b/.test(t))) {
    const other = R.otherLanguage.exec(t);
    const prefix = areas.length ? `${areaAnswer(areas[0], part, state, lang)}\n\n` : "";
    if (other && !/\b(spanish|french)\b/.test(t)) {
      return { text: prefix + say.languageNotOffered[lang](capitalise(other[1] === "haitian" ? "Haitian Creole" : other[1])), kind: "fact" };
    }
    if (other)
      return {
        text: `${prefix}${say.languages[lang]()} ${say.languageNotOffered[lang](capitalise(other[1] === "haitian" ? "Haitian Creole" : other[1]))}`,
        kind: "fact",
      };
    if (role || (tier === "multilingual" && roles.length)) {
      return priceAnswer(
        role ?? roles[0],
        { tier: "multilingual", monthly: false, yesNo: /^(do|does|is|are|can|could|have|has|any|got|need|i need|i want)\b/.test(part.text) },
        state,
        lang,
      );
    }
    if (prefix) return { text: `${prefix}${say.languages[lang]()}`, kind: "fact" };
    return { text: say.languages[lang](), kind: "fact" };
  }

  // "What would a paralegal do for that?": the area of the previous turn.
  if (state.area && state.topic === "area" && !priceAsked && / (for|in|with) (that|it|this|them|those|these)( area| kind| type)? /.test(t)) {
    const area = k.areas.find((a) => a.slug === state.area)!;
    return areaAnswer(area, part, state, lang, true);
  }

  // Roles: what they do.
  if (role && (found(R.duties) || roles.length) && !areas.length) return roleAnswer(role, part, state, k, lang);

  if (found(R.tools)) return { text: say.tools[lang](), kind: "fact" };
  const social = s.socials.filter((x) => new RegExp(`\\b${x.network}\\b`).test(t));
  if (social.length || /\bsocial (media|networks?|profiles?)\b/.test(t)) {
    return {
      text: say.socials[lang](
        joinList(
          (social.length ? social : s.socials).map((x) => `${x.label} (${x.href})`),
          lang,
        ),
      ),
      kind: "fact",
    };
  }

  // Where the professionals are: remote, not U.S. based; the published locations only.
  if (
    /\b(where are (your|the) (staff|people|paralegals|team|employees|professionals|workers|assistants)|are (your|the) (staff|people|paralegals|team|employees|professionals|workers) (in|from|based|located)|what countr\w*|which countr\w*|offshore|nearshore|philippines|india|pakistan|kenya|nigeria|colombia|mexico|south africa)\b/.test(
      t,
    ) &&
    !found(R.careersStrong) &&
    !found(R.blog)
  ) {
    const offices = joinList(
      s.offices.map((o) => o.address.split(", ").slice(-2).join(", ")),
      lang,
    );
    return {
      text: say.staffLocation[lang](offices, joinList([...new Set(k.jobs.map((j) => j.location).filter((l): l is string => !!l))], lang)),
      kind: "fact",
    };
  }

  // Offices and contact.
  const office = /\b(us|usa|u s|united states|america|american|florida|miami|fl)\b/.test(t)
    ? "USA"
    : /\b(jamaica|kingston|jamaican)\b/.test(t)
      ? "Jamaica"
      : undefined;
  if (
    /\b(phone|telephone|email|e mail|call you|phone number|your number|contact number|number to call)\b/.test(t) &&
    !/\b(answer|answering|handle|phones|calls)\b/.test(t)
  ) {
    return { text: say.contact[lang](s.phone.display, s.email, s.phone.href), kind: "fact" };
  }
  // "and the other one?": the office not named last.
  const otherOffice =
    state.topic === "office" && state.office && /\b(other|second|another)( one| office)?\b/.test(t) ? (state.office === "USA" ? "Jamaica" : "USA") : undefined;
  if (otherOffice) {
    const o = s.offices.find((x) => x.region === otherOffice)!;
    remember(state, { topic: "office", office: otherOffice });
    return { text: say.office[lang](o.label, o.address), kind: "fact" };
  }
  if (office && (found(R.offices) || (state.topic === "office" && elliptical(part)))) {
    const o = s.offices.find((x) => x.region === office)!;
    remember(state, { topic: "office", office });
    return { text: say.office[lang](o.label, o.address), kind: "fact" };
  }
  if (found(R.offices) && !/\b(based in the us|us based)\b/.test(t)) {
    remember(state, { topic: "office" });
    return {
      text: say.offices[lang](
        joinList(
          s.offices.map((o) => `${o.label}, ${o.address}`),
          lang,
        ),
      ),
      kind: "fact",
    };
  }
  if (found(R.contact) && !/\b(contact (with )?(clients|courts|vendors))\b/.test(t))
    return { text: say.contact[lang](s.phone.display, s.email, s.phone.href), kind: "fact" };
  if (found(R.hours)) return { text: say.hours[lang](), kind: "fact" };
  if (found(R.start) && !areas.length && !found(R.servicesGeneral)) return { text: say.start[lang](s.bookingUrl, s.phone.display), kind: "fact" };

  if (/\b(blog|article|articles|posts?|written about)\b/.test(t)) {
    const posts = search(part, k, (p) => p.kind === "post", 3, 1);
    const list = posts.length ? posts.slice(0, 2) : k.posts.slice(0, 3);
    if (list.length) return { text: say.blog[lang](list.map((p) => link(p.title, p.link.href)).join(", ")), kind: "fact" };
  }

  // Privacy and confidentiality.
  if (found(R.privacy) && !areas.length) {
    const privacy = privacyAnswer(part, k, lang);
    if (privacy) return privacy;
  }

  if (found(R.success) || (found(R.experience) && !roles.length && !areas.length)) return { text: say.experience[lang](), kind: "fact" };
  if (found(R.clients)) return { text: say.clients[lang](), kind: "fact" };

  // Practice areas.
  if (areas.length) {
    if (state.area && areas.some((a) => a.slug === state.area) && found(R.duties)) return areaAnswer(areas[0], part, state, lang, true);
    if (areas.length > 1 && !areas.some((a) => a.asked)) {
      remember(state, { area: areas[0].slug, topic: "area" });
      return {
        text: areas
          .slice(0, 3)
          .map((a) => areaAnswer(a, part, state, lang).text)
          .join("\n\n"),
        kind: "fact",
      };
    }
    return areaAnswer(areas[0], part, state, lang);
  }
  if (found(R.areasGeneral)) {
    return {
      text: say.areasList[lang](
        joinList(
          k.areas.map((a) => a.title),
          lang,
        ),
      ),
      kind: "fact",
    };
  }

  // Follow-ups about the area of the previous turn: "and title searches?", "what would a paralegal do for that?".
  if (state.area && (elliptical(part) || /\b(that|it|there|those|them)\b/.test(t))) {
    const area = k.areas.find((a) => a.slug === state.area)!;
    const service = bestAreaService(area, part, k);
    if (service) return { text: say.areaService[lang](area.title, service.title, service.text, link(area.title, area.link.href)), kind: "fact" };
    if (found(R.duties) || role) return areaAnswer(area, part, state, lang);
  }

  if (found(R.roleList))
    return {
      text: say.rolesList[lang](
        joinList(
          k.roles.map((r) => link(r.title, r.link.href)),
          lang,
        ),
      ),
      kind: "fact",
    };
  if (found(R.servicesGeneral) || /^(services|your services)$/.test(part.text)) {
    return {
      text: say.servicesList[lang](
        joinList(
          k.roles.map((r) => r.title),
          lang,
        ),
        joinList(
          serviceListPaths.map((p) => link(serviceListPages[p].title, `/${p}`)),
          lang,
        ),
      ),
      kind: "fact",
    };
  }
  if (role) return roleAnswer(role, part, state, k, lang);

  // Blog posts.
  if (found(R.blog)) {
    const posts = search(part, k, (p) => p.kind === "post", 3);
    const list = posts.length ? posts.slice(0, 2) : k.posts.slice(0, 3);
    if (list.length) return { text: say.blog[lang](list.map((p) => link(p.title, p.link.href)).join(", ")), kind: "fact" };
  }

  // Services and anything else the site publishes.
  const passage = search(
    part,
    k,
    (p) => p.kind === "service" || p.kind === "area-service" || p.kind === "faq" || p.kind === "role-duty" || p.kind === "post",
  ).find((p) => sharesTitleWord(part, p));
  if (passage) {
    remember(state, { topic: "other" });
    if (passage.kind === "service") {
      const title = passage.group && passage.group !== passage.title ? `${passage.title} (part of our ${passage.group} service)` : passage.title;
      return { text: say.serviceYes[lang](title, firstSentences(passage.text, 2), link(passage.link.label, passage.link.href)), kind: "fact" };
    }
    if (passage.kind === "area-service")
      return { text: say.service[lang](passage.title, passage.text, link(passage.link.label, passage.link.href)), kind: "fact" };
    if (passage.kind === "post") return { text: say.blog[lang](link(passage.title, passage.link.href)), kind: "fact" };
    // A FAQ's "Yes, both." answers its own question, not necessarily the visitor's.
    const yesNo = /^(do|does|is|are|can|could|will|would|have|has)\b/.test(part.text);
    const text = yesNo ? passage.text : capitalise(passage.text.replace(/^Yes(, both)?\.\s*|^Yes, /, ""));
    return { text: `${text} ${link(passage.link.label, passage.link.href)}`, kind: "fact" };
  }

  // A "do you support X?" whose X is no practice area we list.
  if (found(R.support) && /\b(law|lawyers?|attorneys?|firms?|practice|practices|cases)\b/.test(t)) {
    return { text: say.areaNotListed[lang](), kind: "unknown", handoff: "unanswered" };
  }
  return { text: say.unknown[lang](), kind: "unknown", handoff: "unanswered" };
}

// ------------------------------------------------------------------ entities

function matchAlias(padded: string, alias: string): number {
  const at = padded.indexOf(` ${alias} `);
  return at;
}

function findRoles(part: Part, k: Knowledge): RoleFact[] {
  // "admin support" is a service line, "intake management" a service; neither names a role.
  let t = part.padded.replace(/ admin supports? /g, " ").replace(/ client intake management /g, " ");
  const found: { role: RoleFact; at: number }[] = [];
  const aliases = k.roles.flatMap((role) => role.aliases.map((alias) => ({ role, alias }))).sort((a, b) => b.alias.length - a.alias.length);
  for (const { role, alias } of aliases) {
    const at = matchAlias(t, alias);
    if (at < 0) continue;
    t = t.slice(0, at + 1) + " ".repeat(alias.length) + t.slice(at + 1 + alias.length);
    if (!found.some((f) => f.role === role)) found.push({ role, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.role);
}

function findAreas(part: Part, k: Knowledge): (AreaFact & { asked?: string })[] {
  const t = part.padded;
  const found: (AreaFact & { asked?: string; at: number })[] = [];
  for (const area of k.areas) {
    for (const alias of [...area.aliases].sort((a, b) => b.length - a.length)) {
      const at = matchAlias(t, alias);
      if (at < 0) continue;
      // Words that name an area only in a legal-matter sense.
      if (alias === "estate" && / real estate /.test(t)) continue;
      if (alias === "contract" || alias === "business") continue;
      if (alias === "immigration" && / immigration forms /.test(t)) continue;
      if (alias === "administrative" && / administrative (assistant|work|support|tasks) /.test(t)) continue;
      if ((alias === "intake" || alias === "media") && / social media /.test(t)) continue;
      if (!found.some((f) => f.slug === area.slug)) found.push({ ...area, asked: CLOSEST_AREA_ALIASES.has(alias) ? alias : undefined, at });
      break;
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

function findTier(part: Part): Tier | undefined {
  const t = part.padded;
  if (/\b(english only|non bilingual|not bilingual|standard (rate|tier)|regular rate|monolingual)\b/.test(t)) return "standard";
  if (/\b(multilingual|bilingual|spanish|french|english spanish|english french|francophone|spanish speaking|french speaking|speaks?)\b/.test(t))
    return "multilingual";
  return undefined;
}

function findHours(part: Part): 80 | 160 | undefined {
  const t = part.padded;
  if (/\b(full time|fulltime|160( hours| h| hrs)?|40 (hours|hrs|h))\b/.test(t)) return 160;
  if (/\b(contract base|contract plan|contract basis|on contract|part time|parttime|80( hours| h| hrs)?|20 (hours|hrs|h))\b/.test(t)) return 80;
  return undefined;
}

/** The head count written before each role ("2 paralegals and 1 receptionist"); roles without one count once. */
/** "…per month full time?" asked with cheapest or priciest: the first of those roles' monthly cost too. */
function withMonthly(outcome: Outcome, state: DialogueState, k: Knowledge, ask: { monthly: boolean; hours?: 80 | 160; tier?: Tier }, lang: Lang): Outcome {
  if (!ask.monthly && !ask.hours) return outcome;
  const [role] = roleFactsOf(state.roles ?? [], k);
  if (!role) return outcome;
  const roles = state.roles;
  const monthly = priceAnswer(role, { monthly: true, hours: ask.hours, tier: ask.tier }, state, lang);
  state.roles = roles;
  return { ...outcome, text: `${outcome.text}\n\n${monthly.text}` };
}

function teamCounts(part: Part, roles: RoleFact[]): { role: RoleFact; count: number }[] {
  const counted = roles.map((role) => {
    for (const alias of role.aliases) {
      const match = new RegExp(`\\b(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (?:\\w+ ){0,2}${alias}\\b`).exec(part.text);
      if (match) return { role, count: readNumber(match[1]) ?? 1, explicit: true };
    }
    return { role, count: 1, explicit: false };
  });
  return counted.some((c) => c.explicit) ? counted.map(({ role, count }) => ({ role, count })) : [];
}

function findCount(part: Part, k: Knowledge): number | undefined {
  const words = part.text.split(" ");
  const roleWords = new Set(k.roles.flatMap((r) => r.aliases.flatMap((a) => a.split(" "))));
  const nouns = new Set([
    "of",
    "people",
    "persons",
    "staff",
    "hires",
    "employees",
    "more",
    "x",
    "full",
    "part",
    "bilingual",
    "multilingual",
    "spanish",
    "french",
    "remote",
    "dedicated",
    "legal",
    "case",
    "intake",
  ]);
  for (let i = 0; i < words.length - 1; i++) {
    // Articles, not head counts ("a paralegal", "una recepcionista").
    if (["a", "an", "un", "una", "une", "uno"].includes(words[i])) continue;
    const n = readNumber(words[i]);
    if (n === undefined || n === 0 || n > 50) continue;
    const next = words[i + 1];
    if (/^(hours?|hrs?|h|%|percent|k|years?|weeks?|days?|months?|am|pm|minutes?)$/.test(next)) continue;
    const onTerms = /^(a|on|at|in)$/.test(next) && /^(full|part|contract)$/.test(words[i + 2] ?? "");
    if (roleWords.has(next) || nouns.has(next) || onTerms || (next === "of" && /^(them|those|these)$/.test(words[i + 2] ?? ""))) {
      return n;
    }
  }
  const trailing = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (of )?(them|those|these)\b/.exec(part.text);
  if (trailing) return readNumber(trailing[1]);
  // "what if only 2?", "and for 3"
  const bare =
    /^(and |what if |what about |how about |ok |okay )?(only |just |for |with )?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)( people| staff| persons| please)?$/.exec(
      part.text,
    );
  if (bare) return readNumber(bare[3]);
  return undefined;
}

function findJob(part: Part, k: Knowledge, roles: RoleFact[]): JobFact | undefined {
  const words = part.text
    .split(" ")
    .filter((w) => !stopWords.has(w) && !/^(job|jobs|position|opening|role|pay|salary|what|does|much|how|the|remote|full|time)$/.test(w));
  let best: JobFact | undefined;
  let bestScore = 0;
  for (const job of k.jobs) {
    const score = words.filter((w) => job.words.has(w)).length;
    const nameWords = [...job.words].filter((w) => !["remote", "full", "time", "bilingual", "english", "legal"].includes(w));
    const distinctive = words.filter((w) => nameWords.includes(w)).length;
    // "the case coordinator role" names a role, not the Case Manager opening.
    const sameRole = !roles.length || roles[0].aliases.some((alias) => ` ${baseNormalise(job.name)} `.includes(` ${alias} `));
    if (distinctive && sameRole && score > bestScore) {
      best = job;
      bestScore = score;
    }
  }
  return best;
}

function roleFactsOf(slugs: RoleSlug[], k: Knowledge): RoleFact[] {
  return slugs.map((slug) => k.roles.find((r) => r.slug === slug)).filter((r): r is RoleFact => !!r);
}

function remember(state: DialogueState, what: { roles?: RoleFact[]; topic?: Topic; office?: DialogueState["office"]; area?: string; job?: string }) {
  if (what.roles?.length) {
    state.role = what.roles[0].slug;
    state.roles = what.roles.map((r) => r.slug);
  }
  if (what.topic) state.topic = what.topic;
  if (what.office) state.office = what.office;
  if (what.area) state.area = what.area;
  if (what.job) state.job = what.job;
}

// ------------------------------------------------------------------ answers

const tierName = (hours: 80 | 160) => (hours === 80 ? "Contract Base" : "Full Time");

function priceAnswer(
  role: RoleFact,
  ask: { tier?: Tier; hours?: 80 | 160; count?: number; monthly: boolean; yearly?: boolean; yesNo?: boolean },
  state: DialogueState,
  lang: Lang,
): Outcome {
  const roleLink = link(role.title, role.link.href);
  state.role = role.slug;
  state.roles = [role.slug];
  state.tier = ask.tier === "multilingual" ? "multilingual" : undefined;
  if (ask.hours) state.hours = ask.hours;
  if (ask.count) state.count = ask.count;
  const multilingual = ask.tier === "multilingual";
  const rate = multilingual ? role.multilingual : role.standard;
  const name = multilingual ? `Multilingual ${role.title}` : role.title;
  if (ask.monthly || ask.yearly || (ask.count ?? 1) > 1) {
    state.topic = "monthly";
    const count = ask.count ?? 1;
    if (ask.hours) {
      const tier = multilingual ? `Multilingual, ${ask.hours} hours/month` : tierName(ask.hours);
      const year = ask.yearly ? ` ${say.yearly[lang](count * ask.hours * rate * 12)}` : "";
      return { text: say.monthly[lang](count, role.title, tier, ask.hours, rate, roleLink) + year, kind: "fact" };
    }
    return { text: say.monthlyBoth[lang](count, name, rate, roleLink), kind: "fact" };
  }
  state.topic = "price";
  if (multilingual) {
    const text = say.multilingualPrice[lang](role.title, role.multilingual, role.standard, roleLink);
    // "Yes, …" answers "do you have…?"; "how much…?" gets the price without it.
    return { text: ask.yesNo ? text : text.replace(/^(Yes|Sí|Oui), (\p{L})/u, (_, _yes, c: string) => c.toUpperCase()), kind: "fact" };
  }
  return { text: say.rolePrice[lang](role.title, role.standard, role.multilingual, roleLink), kind: "fact" };
}

function cheapest(k: Knowledge, state: DialogueState, lang: Lang, multilingual: boolean): Outcome {
  const rateOf = (r: RoleFact) => (multilingual ? r.multilingual : r.standard);
  const low = Math.min(...k.roles.map(rateOf));
  const cheapestRoles = k.roles.filter((r) => rateOf(r) === low);
  const others = k.roles.filter((r) => rateOf(r) !== low).map((r) => `${r.title} ${usd(r.standard)}`);
  remember(state, { roles: cheapestRoles, topic: "price" });
  state.tier = multilingual ? "multilingual" : undefined;
  return {
    text: say.cheapest[lang](
      joinList(
        cheapestRoles.map((r) => link(r.title, r.link.href)),
        lang,
      ),
      Math.min(...cheapestRoles.map((r) => r.standard)),
      Math.min(...cheapestRoles.map((r) => r.multilingual)),
      say.othersAt[lang](joinList(others, lang)),
    ),
    kind: "fact",
  };
}

function cheaperOfTwo(pair: RoleFact[], state: DialogueState, lang: Lang): Outcome {
  const [a, b] = [...pair].sort((x, y) => x.standard - y.standard);
  remember(state, { roles: [a], topic: "price" });
  return {
    text: `${say.cheaperOfTwo[lang](a.title, a.standard, b.title, b.standard)} ${link(a.title, a.link.href)} ${link(b.title, b.link.href)}`,
    kind: "fact",
  };
}

function roleAnswer(role: RoleFact, part: Part, state: DialogueState, k: Knowledge, lang: Lang): Outcome {
  remember(state, { roles: [role], topic: "role" });
  const roleLink = link(role.title, role.link.href);
  const price = `${usd(role.standard)}/hour (${usd(role.multilingual)} multilingual)`;
  // "Can the receptionist book appointments?": the duty that matches, if one does.
  const content = part.text.split(" ").filter((w) => !stopWords.has(w) && w.length > 3 && !role.aliases.some((a) => a.split(" ").includes(w)));
  if (content.length && /^(can|could|does|do|will|would|is|are)\b/.test(part.text)) {
    const duty = search(part, k, (p) => p.kind === "role-duty" && p.link.href === role.link.href, 1, 1.5, content.join(" "))[0];
    if (duty) return { text: `${say.roleCanDo[lang](role.title, duty.text.toLowerCase())} ${price}. ${roleLink}`, kind: "fact" };
  }
  return {
    text: `${say.roleOverview[lang](
      role.title,
      role.summary,
      role.duties
        .slice(0, 5)
        .map((d) => d.toLowerCase())
        .join("; "),
    )} ${price}. ${roleLink}`,
    kind: "fact",
  };
}

function areaAnswer(area: AreaFact & { asked?: string }, part: Part, state: DialogueState, lang: Lang, detailed = false): Outcome {
  remember(state, { area: area.slug, topic: "area" });
  const services = area.services.map((x) => x.title.toLowerCase()).slice(0, detailed ? 6 : 4);
  if (area.asked) {
    const related = area.asked.includes("malpractice")
      ? ["Personal", "Healthcare"]
      : area.asked.startsWith("appeal")
        ? ["Administrative", "Civil"]
        : [area.slug];
    const list = related.map((slug) => practiceAreas.find((a) => a.slug === slug)!).filter(Boolean);
    return {
      text: say.areaClosest[lang](
        area.asked,
        joinList(
          list.map((a) => a.title),
          lang,
        ),
        list.map((a) => link(a.title, `/${a.slug}`)).join(" "),
      ),
      kind: "fact",
    };
  }
  void part;
  return { text: say.area[lang](area.title, area.summary, services.join("; "), link(area.title, area.link.href)), kind: "fact" };
}

function bestAreaService(area: AreaFact, part: Part, k: Knowledge) {
  const hit = search(part, k, (p) => p.kind === "area-service" && p.link.href === area.link.href, 1, 2)[0];
  return hit ? { title: hit.title.split(": ").slice(1).join(": "), text: hit.text } : undefined;
}

function answerJob(job: JobFact, part: Part, state: DialogueState, lang: Lang): Outcome {
  remember(state, { job: job.slug, topic: "job" });
  const jobLink = link(job.name, job.link.href);
  const t = part.padded;
  if (/\b(pay|pays|paid|salary|salaries|wage|wages|how much|money|compensation|earn)\b/.test(t)) {
    if (!job.pay) return { text: say.jobPayMissing[lang](job.name, jobLink), kind: "fact" };
    return { text: say.jobPay[lang](job.name, `${usd(job.pay.min)} - ${usd(job.pay.max)}`, jobLink), kind: "fact" };
  }
  if (/\b(apply|application|how do i)\b/.test(t)) return { text: say.apply[lang](jobLink), kind: "fact" };
  const pay = job.pay ? ` ${say.jobPay[lang](job.name, `${usd(job.pay.min)} - ${usd(job.pay.max)}`, "").trim()}` : "";
  const type = job.employmentType ?? (lang === "en" ? "employment type not specified (the posting shows Full-time)" : "Full-time");
  return { text: `${say.jobDetails[lang](job.name, type, job.location ?? "location not specified", jobLink)}${pay}`, kind: "fact" };
}

function jobLocations(k: Knowledge, lang: Lang): Outcome {
  const locations = [...new Set(k.jobs.map((j) => j.location).filter((l): l is string => !!l))];
  return { text: say.jobLocations[lang](joinList(locations, lang)), kind: "fact" };
}

function privacyAnswer(part: Part, k: Knowledge, lang: Lang): Outcome | null {
  const t = part.padded;
  const policyLink = link("Privacy policy", "/privacypolicy");
  if (/\b(sell|selling|sold)\b/.test(t)) return { text: say.privacySell[lang](), kind: "fact" };
  if (/\b(updated|last update|effective|date|changed|version)\b/.test(t)) return { text: say.privacyDate[lang](privacyPolicy.effectiveDate), kind: "fact" };
  if (/\b(safe|secure|security|protect|protected)\b/.test(t) && /\b(my|personal) (data|information)\b/.test(t)) {
    const security = privacyPolicy.sections.find((x) => /^Data Security/.test(x.heading));
    if (security) return { text: say.privacy[lang](security.paragraphs.join(" "), policyLink), kind: "fact" };
  }
  if (
    /\b(nda|ndas|non disclosure|confidentiality agreements?|sign)\b/.test(t) ||
    (/\b(confidential|confidentiality|secure|security|safe|protect)\b/.test(t) && !/\b(my|personal) (data|information)\b/.test(t))
  ) {
    return { text: say.confidential[lang](), kind: "fact" };
  }
  const section = (heading: RegExp) => privacyPolicy.sections.find((x) => heading.test(x.heading));
  const quote = (heading: RegExp) => {
    const sec = section(heading);
    return sec
      ? {
          text: say.privacy[lang](
            [...sec.paragraphs, ...(sec.list ?? [])]
              .join(" ")
              .replace(/\{\w+\}/g, "")
              .trim(),
            policyLink,
          ),
          kind: "fact" as const,
        }
      : null;
  };
  if (/\b(stop|unsubscribe|opt out)\b/.test(t)) return quote(/^SMS Policy/);
  if (/\b(texts?|sms|text messages|messages)\b/.test(t)) return quote(/^SMS Policy/);
  if (/\bcookies?\b/.test(t)) return quote(/^Cookies/);
  if (/\b(delete|deletion|access|correct|rights|erase|remove)\b/.test(t)) return quote(/^Your Rights/);
  if (/\b(retain|retention|keep|how long)\b/.test(t)) return quote(/^Data Retention/);
  if (/\b(children|kids|minors|under 18)\b/.test(t)) return quote(/^Children/);
  if (/\b(collect|what data|what information)\b/.test(t)) return quote(/^Information We Collect/);
  if (/\b(share|sharing|third part\w*)\b/.test(t)) return quote(/^Sharing/);
  const hit = search(part, k, (p) => p.kind === "privacy", 1, 2)[0];
  if (hit) return { text: say.privacy[lang](hit.text.replace(/\{\w+\}/g, "").trim(), policyLink), kind: "fact" };
  return null;
}

/** Passages whose words the question shares, best first; `minScore` filters weak matches. */
function search(part: Part, k: Knowledge, filter: (p: Passage) => boolean, limit = 3, minScore = 3, text = part.text): Passage[] {
  const query = text
    .split(" ")
    .filter((w) => !stopWords.has(w) && !GENERIC.has(w))
    .map((w) => SYNONYMS[w] ?? w)
    .join(" ");
  if (!query) return [];
  // The site's own service pages outrank a practice area's passage of the same name.
  const weight = (p: Passage) => (p.kind === "service" ? 1.5 : 1);
  return k.index
    .search(query, { filter: (r) => filter(k.passages.get(r.id as string)!) })
    .map((r) => ({ passage: k.passages.get(r.id as string)!, score: r.score * weight(k.passages.get(r.id as string)!) }))
    .filter((r) => r.score >= minScore)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((r) => r.passage);
}

/** Whether a passage's title has one of the question's own words (not a generic one): guards the fallback search against fuzzy noise. */
function sharesTitleWord(part: Part, passage: Passage): boolean {
  const title = baseNormalise(passage.title).split(" ");
  const words = part.text
    .split(" ")
    .flatMap((w) => (SYNONYMS[w] ?? w).split(" "))
    .filter((w) => w.length >= 4 && !stopWords.has(w) && !GENERIC.has(w));
  const stem = (w: string) => w.replace(/(ies|es|s|ing|ed)$/, "").slice(0, 7);
  return words.some((w) => title.some((t) => t.length >= 4 && stem(t) === stem(w)));
}

/** Words visitors use for what the site names otherwise. */
const SYNONYMS: Record<string, string> = {
  letters: "correspondence letters",
  lifecycle: "life cycle",
  letter: "correspondence letter",
  emails: "correspondence emails",
  filings: "filing filings",
  efiling: "e filing",
  chronology: "chronologies",
  transcripts: "transcription transcripts",
  redact: "redaction",
  redacting: "redaction",
  binders: "binder binders",
  calendars: "calendar docket",
  docketing: "docket calendar",
  invoices: "billing invoicing",
  billing: "billing invoicing",
  memos: "research memos",
};

const GENERIC = new Set(
  "offer offers provide provides support supports help helps service services like want need know tell could would should also just really yes no ok okay firm firms law lawyer lawyers attorney attorneys legal practice company team staff something anything thing things work working".split(
    " ",
  ),
);

function firstSentences(text: string, n: number): string {
  const protectedText = text.replace(/\bU\.\s?S\./g, "U\u2024S\u2024");
  const sentences = protectedText.match(/[^.!?]+[.!?]+/g) ?? [protectedText];
  return sentences
    .slice(0, n)
    .join(" ")
    .replace(/\u2024/g, ".")
    .replace(/\s+/g, " ")
    .trim();
}

function capitalise(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

// ------------------------------------------------------------------ streaming

/** At most this many pieces per answer: at the default 25 ms pacing a long answer still ends within a second. */
const MAX_CHUNKS = 20;

/** The answer as it is streamed: small pieces of text that add up to it (links kept whole). */
export function answerChunks(text: string): string[] {
  const tokens = text.match(/\[[^\]]*\]\([^)]*\)\S*\s*|\S+\s*/g) ?? [text];
  const size = Math.max(4, Math.ceil(tokens.length / MAX_CHUNKS));
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += size) chunks.push(tokens.slice(i, i + size).join(""));
  return chunks;
}

/** The role names every answer may cite (for the verifier of the optional model). */
export const publishedRoleTitles = roleContent.map((r) => r.title);

addRuleWords([...Object.values(R).flatMap((r) => (Array.isArray(r) ? r.map((x) => x.source) : [r.source])), ...NOT_PUBLISHED.map((n) => n.re.source)]);
