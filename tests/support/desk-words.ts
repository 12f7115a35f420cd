/**
 * What must never reach staff in the desk or its exports: an environment variable's name, an
 * internal status key or transition, a column name, raw markdown link markup.
 */
export const FORBIDDEN_IN_DESK: [string, RegExp][] = [
  ["environment variable", /\b[A-Z][A-Z0-9]+_[A-Z0-9_]+\b/],
  ["status key", /\b(in_progress|staff_new|staff_handoff|visitor_ack)\b/],
  ["status transition", /\b(new|in_progress|done|spam) → /],
  [
    "column name",
    /\b(desk_status|api_message|last_error|price1|price2|resume_path|resume_name|resume_type|resume_bytes|resume_data|handoff_reason|handoff_requested_at|company_name|phone_number|contact_method|created_at|job_name|job_closed|employment_type|item_kind|item_id|delivered_at|next_attempt_at|source_page|source_host|notify_contact|notify_booking|notify_application|notify_chat)\b/,
  ],
  ["markdown link", /\[[^\]\n]+\]\([^)\s]*\)/],
];

/** Each forbidden thing found in `text`, as "what: the match". */
export function forbiddenIn(text: string): string[] {
  return FORBIDDEN_IN_DESK.flatMap(([what, pattern]) => {
    const match = pattern.exec(text);
    return match ? [`${what}: ${match[0]}`] : [];
  });
}
