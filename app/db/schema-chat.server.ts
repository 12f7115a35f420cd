import type { Generated } from "kysely";

/** Tables of Lexi's conversations: the leads, their extra tokens, messages and unanswered questions. */

export interface ChatLeadTable {
  id: Generated<number>;
  created_at: string;
  ip: string;
  name: string;
  email: string;
  phone_number: string;
  company_name: string;
  contact_method: "Phone" | "Email" | null;
  /** What the visitor's browser knows the lead by (null on leads from before tokens). */
  token: string | null;
  /** Set when Lexi handed the conversation to a person; the reason is the visitor's words that triggered it. */
  handoff_requested_at: string | null;
  handoff_reason: string | null;
  /** Why: "person" (asked for one), "unanswered" (a question Lexi could not answer), "complaint". */
  handoff_kind: "person" | "unanswered" | "complaint" | null;
  source_page: string | null;
  source_host: string | null;
}

/** A chat that joined an earlier lead from the same address (migration 017): its own token, the lead's id. */
export interface ChatLeadTokenTable {
  token: string;
  lead_id: number;
  created_at: string;
}

export interface ChatUnansweredTable {
  id: Generated<number>;
  lead_id: number | null;
  created_at: string;
  question: string;
}

export interface ChatMessageTable {
  id: Generated<number>;
  lead_id: number | null;
  at: string;
  sender: "user" | "bot";
  text: string;
}
