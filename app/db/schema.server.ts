import type { Generated } from "kysely";
import type { ChatLeadTable, ChatLeadTokenTable, ChatMessageTable, ChatUnansweredTable } from "./schema-chat.server";
import type { DeskMailPurpose, DeskReplyTable, DeskSavedReplyTable } from "./schema-reply.server";

/** Table types of the site's database; one interface per table, added by migrations. */
export interface SiteMetaTable {
  key: string;
  value: string;
}

export interface ServiceTable {
  id: string;
  catalogue: string;
  slug: string;
  position: number;
  service_name: string;
  shart_description: string;
  description: string;
  heading_name: string;
  headingstwo: string;
  description_two: string;
  heading_three: string;
  description_three: string;
  bottomheading_name: string;
  headingstwo1: string;
  meta_tag_title: string;
  meta_tag: string;
}

export interface ServiceCardTable {
  service_id: string;
  /** 1: first grid, 2: second section, 3: third grid. */
  section: number;
  position: number;
  title: string;
  definition: string;
  icon: string;
}

export interface BlogPostTable {
  id: number;
  title: string;
  img: string;
  shart_description: string;
  description: string;
  published_at: string;
  status: Generated<ContentStatus>;
  updated_at: string | null;
  /** 1 when staff wrote or edited the row: the seed never overwrites it. */
  staff_owned: Generated<number>;
  slug: string | null;
  author: string | null;
  /** The image_key of content_images, or null (then `img` names a file of public/uploads). */
  cover_image: string | null;
  cover_alt: string | null;
}

/** draft: only in the desk; published: public; closed (jobs): off the list, its page answers 410. */
export type ContentStatus = "draft" | "published" | "closed";

export interface ContentImageTable {
  /** The file name it is served under: `{key}-{width}.{ext}`, the key a fingerprint of the original. */
  name: string;
  image_key: string;
  width: number;
  height: number;
  type: string;
  data: Buffer;
  created_at: string;
}

export interface JobOpeningTable {
  id: number;
  slug: string;
  job_name: string;
  job_summary: string;
  cat_one: string;
  cat_two: string;
  cat_three: string;
  price1: number | null;
  price2: number | null;
  validity: string;
  location: string | null;
  employment_type: string | null;
  position: string | null;
  job_description: string;
  status: Generated<ContentStatus>;
  updated_at: string | null;
  staff_owned: Generated<number>;
  date_posted: string | null;
}

interface SubmissionColumns {
  id: Generated<number>;
  created_at: string;
  ip: string;
  name: string;
  email: string;
  comment: string;
  save_info: number;
  /** Where it came from (migration 017): this site's page it was sent from, the other site's host. */
  source_page: string | null;
  source_host: string | null;
}

export interface ContactMessageTable extends SubmissionColumns {
  number: string;
}

export interface BookingTable extends SubmissionColumns {
  phone: string;
  role: string;
  price: string;
  /** "Contract Base", "Full Time" or "Multilingual"; null when a post did not say and the rate does not tell. */
  tier: string | null;
  /** Preferred start, YYYY-MM-DD, optional. */
  start_date: string | null;
}

export interface ApplicationTable extends SubmissionColumns {
  phone: string;
  experience: string;
  job_id: number;
  job_name: string;
  employment_type: string;
  validity: string;
  location: string;
  position: string;
  price1: string;
  price2: string;
  /** Only on rows stored before resumes moved into the database (migration 005). */
  resume_path: string | null;
  resume_data: Buffer | null;
  resume_name: string | null;
  resume_type: string | null;
  /** 1: the job had closed when the application arrived (typed before it closed; kept all the same). */
  job_closed: Generated<number>;
}

export type SubmissionKind = "contact" | "booking" | "application";
/** `failed`: refused for good by the API (too large, malformed) or still failing after OUTBOX_MAX_ATTEMPTS. */
export type OutboxStatus = "pending" | "delivered" | "rejected" | "failed" | "unknown";

export interface OutboxTable {
  id: Generated<number>;
  kind: SubmissionKind;
  submission_id: number;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  api_message: string | null;
  delivered_at: string | null;
}

export interface UsedFormTokenTable {
  /** SHA-256 of the spam-trap token, base64url. */
  token_hash: string;
  /** When the token would have gone stale anyway; the row may be deleted after. */
  expires_at: string;
}

export interface VisitorAckTable {
  /** SHA-256 of the lower-cased address, base64url. */
  recipient_hash: string;
  sent_at: string;
}

export interface RateLimitHitTable {
  bucket: string;
  window_start: number;
  hits: number;
}

/** What a staff account may do in the desk (app/staff-auth/roles.ts). */
export type StaffRole = "admin" | "staff" | "recruiter";

export interface StaffUserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number | null;
  created_at: string;
  role: StaffRole;
  /** Set: the account cannot sign in (its sessions ended when it was set). */
  deactivated_at: string | null;
  last_sign_in_at: string | null;
  /** IANA zone the desk shows times in for this person. */
  time_zone: Generated<string>;
  /** Set when an admin reset two-step sign-in: the owner must enrol again through a one-time link. */
  two_factor_reset_at: string | null;
  /** The name replies are signed with (null: not given yet). */
  display_name: string | null;
}

export type StaffTokenPurpose = "invitation" | "password_reset" | "enrolment";

export interface StaffTokenTable {
  id: Generated<number>;
  purpose: StaffTokenPurpose;
  /** SHA-256 of the token in the link: a copy of the database holds no usable link. */
  token_hash: string;
  email: string;
  /** The role an invitation gives. */
  role: StaffRole | null;
  /** The account a reset or an enrolment is for. */
  user_id: number | null;
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  /** What the first step of a two-step page chose, until the second step confirms it. */
  draft_password_hash: string | null;
  draft_totp_secret: string | null;
  /** SHA-256 of the draft cookie of the browser that took the first step. */
  draft_owner_hash: string | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code (80 random bits: a hash cannot be searched back to it). */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface DeskSettingTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string;
}

/** `code`: the password was right and the second step is awaited; `active`: signed in. */
export type StaffSessionStage = "code" | "active";

export interface StaffSessionTable {
  /** SHA-256 of the cookie's token: a copy of the database does not hold usable cookies. */
  id: string;
  user_id: number;
  stage: StaffSessionStage;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string;
}

export interface StaffLockoutTable {
  /** `account:<email>` or `address:<client address>`. */
  subject: string;
  failures: number;
  first_failure_at: string;
  locked_until: string | null;
}

export interface StaffAuditTable {
  id: Generated<number>;
  at: string;
  /** The staff member's e-mail, or the address typed in a failed sign-in. */
  actor: string;
  ip: string;
  action: string;
  item_kind: DeskItemKind | null;
  item_id: number | null;
  detail: string | null;
}

/** Everything a visitor can send, as the desk lists it. */
export type DeskItemKind = "contact" | "booking" | "application" | "chat";
export type DeskStatus = "new" | "in_progress" | "replied" | "done" | "spam";

/** The desk's full-text index, one row per item (kept by triggers: migration 020). */
export interface DeskSearchTable {
  kind: DeskItemKind;
  item_id: number;
  name: string;
  email: string;
  details: string;
  transcript: string;
}

export interface DeskItemTable {
  kind: DeskItemKind;
  item_id: number;
  status: DeskStatus;
  updated_at: string;
  /** The staff_users id of whoever handles it; null: nobody yet. */
  assigned_to: number | null;
  /** When the first reply was sent from the desk (the response time is this minus the item's arrival). */
  first_response_at: string | null;
}

export interface DeskNoteTable {
  id: Generated<number>;
  kind: DeskItemKind;
  item_id: number;
  at: string;
  author: string;
  text: string;
}

export type MailPurpose = "staff_new" | "staff_handoff" | "visitor_ack" | DeskMailPurpose | AccountMailPurpose;
/** E-mails about a staff account itself; each carries a one-time link, removed from the row once sent. */
export type AccountMailPurpose = "staff_invitation" | "staff_password_reset" | "staff_enrolment";
export type MailStatus = "pending" | "sent" | "failed" | "unknown";

export interface MailOutboxTable {
  id: Generated<number>;
  created_at: string;
  /** `account`: an account e-mail, item_id then names its staff_tokens row. */
  item_kind: DeskItemKind | "account";
  item_id: number;
  purpose: MailPurpose;
  /** JSON array of addresses. */
  recipients: string;
  /** JSON { name, address } of the visitor, for staff to answer. */
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attach_resume: number;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** A reply's From name (null: MAIL_FROM's), the Message-ID it answers, its thread's earlier ones (space-separated). */
  from_name: string | null;
  in_reply_to: string | null;
  thread_refs: string | null;
}

export interface Database {
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_lockouts: StaffLockoutTable;
  staff_audit: StaffAuditTable;
  staff_tokens: StaffTokenTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  desk_settings: DeskSettingTable;
  desk_items: DeskItemTable;
  desk_search: DeskSearchTable;
  desk_notes: DeskNoteTable;
  desk_replies: DeskReplyTable;
  desk_saved_replies: DeskSavedReplyTable;
  mail_outbox: MailOutboxTable;
  chat_leads: ChatLeadTable;
  chat_lead_tokens: ChatLeadTokenTable;
  chat_messages: ChatMessageTable;
  chat_unanswered: ChatUnansweredTable;
  contact_messages: ContactMessageTable;
  bookings: BookingTable;
  applications: ApplicationTable;
  outbox: OutboxTable;
  rate_limit_hits: RateLimitHitTable;
  used_form_tokens: UsedFormTokenTable;
  visitor_acks: VisitorAckTable;
  site_meta: SiteMetaTable;
  services: ServiceTable;
  service_cards: ServiceCardTable;
  blog_posts: BlogPostTable;
  job_openings: JobOpeningTable;
  content_images: ContentImageTable;
}
