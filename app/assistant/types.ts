import type { RoleSlug } from "~/content/types";

/** The three languages Lexi reads and answers in. */
export type Lang = "en" | "es" | "fr";
export const LANGS: Lang[] = ["en", "es", "fr"];

/** One mention of something the site sells or publishes, by token position in its part. */
export interface Mention<T extends string = string> {
  value: T;
  /** Token indices in the part, end exclusive. */
  start: number;
  end: number;
}

/** A published engagement (content/pricing.yaml tiers with hours): its hours come from the pricing table. */
export type Schedule = "contract" | "full-time";
export type Tier = "multilingual" | "standard";
export type Office = "Jamaica" | "USA";

/** What a part names: everything Lexi can look up, in the order it appears. */
export interface Entities {
  roles: Mention<RoleSlug>[];
  areas: Mention[];
  services: Mention[];
  jobs: Mention[];
  offices: Mention<Office>[];
  /** Languages other than English/Spanish/French that the site does not offer ("creole"). */
  otherLanguages: Mention[];
  /** "spanish", "french". */
  languages: Mention<"spanish" | "french">[];
  tiers: Mention<Tier>[];
  schedules: Mention<Schedule>[];
  /** Hours a month (weekly figures times four) that are not a published engagement ("10 hours a week" → "40"). */
  customHours: Mention[];
  /** Head counts ("2", "three"), by position. */
  counts: Mention<`${number}`>[];
  /** How long an engagement runs, in months ("for 3 months", "2 years" → 24). */
  months: Mention<`${number}`>[];
}

/** A trained intent's score for a part. */
export interface Candidate {
  intent: string;
  score: number;
}

/** The safety classifier's view of a part. */
export type SafetyClass = "own-matter" | "represent" | "file" | "recommend" | "law-question";

/** How one part of a message was read. */
export interface PartReading {
  /** The visitor's words for this part. */
  raw: string;
  /** Folded, corrected tokens. */
  tokens: string[];
  entities: Entities;
  /** Best first; `intent` is the one acted on ("none" when nothing is confident). */
  candidates: Candidate[];
  intent: string;
  score: number;
  /** Set when the part is about the visitor's own legal matter (or asks for a lawyer). */
  safety?: SafetyClass;
  /** The safety classifier's confidence in `safety`. */
  safetyScore?: number;
  /** Not a legal matter for sure, but it may be one: the visitor speaks of themselves and of a legal trouble, or a classifier half-thinks so. */
  maybeLegal: boolean;
  /** Set when the part tries to instruct Lexi, asks for her internals, or abuses. */
  guard?: "injection" | "abuse" | "data" | "forgery" | "fabrication";
  /** The visitor speaks as a firm ("our clients", "I'm an attorney"). */
  firmContext: boolean;
  /** The message speaks of the visitor or someone close ("I", "my", "help me"): a matter of their own is possible. */
  person?: boolean;
  /** Who is asking, when the message says so (app/assistant/asker.ts). */
  asker?: "firm" | "seeker";
  /** A complaint about our service. */
  complaint?: boolean;
  /** Asks us to promise something (a guarantee, a discount, a result). */
  promise?: boolean;
  /** Asks a price ("how much is…", "cost", "rate"). */
  pricing?: boolean;
  /** Names a matter: a trouble, a person in one, a lawyer, the law, or the visitor beside an area of law (decision 0043). */
  namesMatter?: boolean;
  /**
   * The verdict is the intent classifier's legal-matter intent alone: neither the part's words nor the safety
   * classifier name a matter. It stands only if another part of the message does (decision 0052).
   */
  legalIntentAlone?: boolean;
  /** About something far from law and from us (homework, a restaurant), with no legal trouble named. */
  offTopic?: boolean;
  /** Asks what a job pays ("salary", "what does the job pay"). */
  pay?: boolean;
}

export interface MessageReading {
  lang: Lang;
  parts: PartReading[];
  /** The whole message read as one part, when it has several (a question that leans on its own introduction). */
  whole?: PartReading;
  /** The message as read (markup and control characters removed, length capped). */
  text: string;
}

/** One member of a priced team: a role with its own tier, hours and head count. */
export interface Member {
  role: RoleSlug;
  tier?: Tier;
  schedule?: Schedule;
  count?: number;
}

/** What Lexi remembers of a conversation between messages. */
export interface DialogueState {
  lang: Lang;
  /** The intent of the last answered part, for elliptical follow-ups ("and for two?"). */
  topic?: string;
  /** The team of the last priced question, one entry per part or member. */
  members?: Member[];
  /** The message the team was priced in (its parts add to one team). */
  membersSaid?: string;
  /** The members are alternatives (the roles tied for cheapest or dearest), not a team: "intake then" picks one. */
  alternatives?: boolean;
  role?: RoleSlug;
  /** The roles of the last turn that named several ("which one is cheaper?"). */
  roles?: RoleSlug[];
  tier?: Tier;
  schedule?: Schedule;
  count?: number;
  area?: string;
  service?: string;
  job?: string;
  office?: Office;
  /** The period of the last figure quoted (a week's or a month's), for "is that per month?". */
  period?: "week" | "month";
  /** The last figure was asked over a period too ("and for the year?", "for 3 months"): a change of the team keeps it. */
  months?: number;
  /** The last two monthly totals quoted, for "how much more is that?" (decision 0044). */
  figures?: { monthly: number; shape: string; said?: string }[];
  /** The last figure set two roles side by side (a difference, not a team): "et en multilingue ?" keeps it so. */
  apart?: boolean;
  /** A budget the visitor named ("we've got 5k a month"): later teams are priced against it. */
  budget?: number;
  /** The budget was named by the week ("1k a week tops"): teams are compared with it week by week. */
  budgetPerWeek?: boolean;
  /** What the visitor said they pay now for the work, by the month ("paying my receptionist 2600 a month in house"). */
  paidNow?: number;
  /** The schedule first set against it: later figures are compared like for like. */
  paidNowSchedule?: string;
  /** Hours a month asked for that no plan has ("30 hours a week"), for "and per month?". */
  customHours?: number;
  /** The last question answered, for "¿y en español?". */
  lastQuestion?: string;
  /** Lexi's last answer, for "can you say that again?". */
  lastAnswer?: string;
  /** Lexi was asked about herself, and nothing else since: "can you speak other languages?" is then hers. */
  aboutLexi?: boolean;
  /** Who the visitor said they are (a firm, a job seeker), for the rest of the conversation. */
  asker?: "firm" | "seeker";
  /** The not-a-law-firm answer was given: said once, then what is asked is answered. */
  safetyGiven?: boolean;
  /** What Lexi declined in the last message, so pressing for it again is declined again (decision 0123). */
  declined?: "injection" | "data" | "forgery" | "fabrication" | "dictated";
  /** How the team will reach the visitor, once recorded: a time said after it is noted with the request. */
  reached?: "Phone" | "Email";
  /** A question Lexi asked and is waiting on. */
  pending?: { kind: "clarify"; options: string[]; raw: string } | { kind: "contact" } | { kind: "phone" };
}

/** The kinds of hand-off, recorded distinctly. */
export type HandoffKind = "person" | "unanswered" | "complaint";

/** What the engine may do on the visitor's behalf (the socket binds these to the lead). */
export interface AssistantActions {
  /** Flags the lead for a person; true when a lead was flagged. */
  requestHandoff(question: string, kind: HandoffKind): Promise<boolean>;
  recordUnanswered(question: string): Promise<void>;
  /** Records how the lead wants to be contacted, as the Phone/Email buttons do; false without a lead. */
  chooseContact(method: "Phone" | "Email"): Promise<{ recorded: boolean; hasPhone: boolean }>;
  /** Stores the phone number the visitor typed; false without a lead. */
  savePhone(phone: string): Promise<boolean>;
}

export const noActions: AssistantActions = {
  requestHandoff: async () => false,
  recordUnanswered: async () => undefined,
  chooseContact: async () => ({ recorded: false, hasPhone: false }),
  savePhone: async () => false,
};

export type AnswerKind = "fact" | "safety" | "handoff" | "unknown" | "smalltalk" | "clarify" | "contact";

/** One part's answer. */
export interface Outcome {
  text: string;
  kind: AnswerKind;
  /** Needs a person: record it and offer the team. */
  handoff?: HandoffKind;
  /** The published facts the answer rests on, beyond its own text (what a rephrasing may use). */
  facts?: string[];
  /** What the answer was about, where another answerer gave it ("price.tiers" answered with a team's price). */
  topic?: string;
  /** The words of a part said to be unpublished beside answered ones (decision 0070): dropped if another answer has them. */
  unpublishedPart?: string;
}

export interface AssistantReply {
  text: string;
  lang: Lang;
  kind: AnswerKind;
  /** Every part was answered from published facts. */
  known: boolean;
  /** The engine's text plus the passages it rests on: all a rephrasing may say. */
  facts: string[];
  reading: MessageReading;
}
