import { spendFormToken } from "./used-form-tokens.server";
import { getConfig } from "~/config/config.server";
import { db } from "~/db/db.server";
import type { BookingValues, ContactValues } from "./form-schemas";
import { kickMail, queueNewItemMail } from "~/mail/mail.server";
import type { NotifiedItem } from "~/mail/mail-messages.server";
import type { SubmissionKind } from "~/db/schema.server";
import { NO_SOURCE, type LeadSource } from "./lead-source.server";

export interface StoredResume {
  data: Buffer;
  name: string;
  type: string;
}

export interface ApplicationRecord {
  name: string;
  email: string;
  phone: string;
  experience: string;
  comment: string;
  saveInfo: boolean;
  job: {
    id: number;
    name: string;
    employmentType: string;
    validity: string;
    location: string;
    position: string;
    price1: string;
    price2: string;
    /** The job had closed by the time the application arrived. */
    closed?: boolean;
  };
  resume: StoredResume | null;
}

const now = () => new Date().toISOString();

/**
 * Every accepted submission is written here (with the spam-trap token of the form it came from, when
 * a form sent it), with its outbox row when the provider's API is
 * configured and its e-mail notifications when SMTP is, in one transaction, before the visitor is
 * told it succeeded.
 */
async function insertWithOutbox(
  kind: SubmissionKind,
  insert: (trx: typeof db) => Promise<number>,
  notice: (id: number) => NotifiedItem,
  formToken: string | null,
): Promise<{ id: number; outboxId: number | null }> {
  const saved = await db.transaction().execute(async (trx) => {
    // The form's spam-trap token admits this one submission (FormTokenUsedError rolls it back).
    if (formToken) await spendFormToken(trx, formToken);
    const id = await insert(trx);
    await queueNewItemMail(trx, notice(id));
    if (!getConfig().adminApiUrl) return { id, outboxId: null };
    const outbox = await trx
      .insertInto("outbox")
      .values({ kind, submission_id: id, status: "pending", next_attempt_at: now() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id, outboxId: outbox.id };
  });
  kickMail();
  return saved;
}

export function saveContactMessage(
  values: ContactValues,
  ip: string,
  formToken: string | null = null,
  source: LeadSource = NO_SOURCE,
) {
  return insertWithOutbox(
    "contact",
    async (trx) => {
      const row = await trx
        .insertInto("contact_messages")
        .values({
          created_at: now(),
          ip,
          name: values.name,
          email: values.email,
          number: values.number,
          comment: values.comment,
          save_info: values.saveInfo ? 1 : 0,
          source_page: source.page,
          source_host: source.host,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    (id) => ({
      kind: "contact",
      id,
      name: values.name,
      email: values.email,
      number: values.number,
      comment: values.comment,
    }),
    formToken,
  );
}

export function saveBooking(
  values: Omit<BookingValues, "tier"> & { role: string; price: string; tier: string | null },
  ip: string,
  formToken: string | null = null,
  source: LeadSource = NO_SOURCE,
) {
  return insertWithOutbox(
    "booking",
    async (trx) => {
      const row = await trx
        .insertInto("bookings")
        .values({
          created_at: now(),
          ip,
          name: values.name,
          email: values.email,
          phone: values.phone,
          role: values.role,
          price: values.price,
          tier: values.tier,
          start_date: values.startDate ?? null,
          comment: values.comment,
          save_info: values.saveInfo ? 1 : 0,
          source_page: source.page,
          source_host: source.host,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    (id) => ({
      kind: "booking",
      id,
      name: values.name,
      email: values.email,
      phone: values.phone,
      role: values.role,
      price: values.price,
      tier: values.tier,
      startDate: values.startDate ?? null,
      comment: values.comment,
    }),
    formToken,
  );
}

export function saveApplication(
  record: ApplicationRecord,
  ip: string,
  formToken: string | null = null,
  source: LeadSource = NO_SOURCE,
) {
  return insertWithOutbox(
    "application",
    async (trx) => {
      const row = await trx
        .insertInto("applications")
        .values({
          created_at: now(),
          ip,
          name: record.name,
          email: record.email,
          phone: record.phone,
          experience: record.experience,
          comment: record.comment,
          save_info: record.saveInfo ? 1 : 0,
          job_id: record.job.id,
          job_name: record.job.name,
          employment_type: record.job.employmentType,
          validity: record.job.validity,
          location: record.job.location,
          position: record.job.position,
          price1: record.job.price1,
          price2: record.job.price2,
          resume_data: record.resume?.data ?? null,
          resume_name: record.resume?.name ?? null,
          resume_type: record.resume?.type ?? null,
          job_closed: record.job.closed ? 1 : 0,
          source_page: source.page,
          source_host: source.host,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    (id) => ({
      kind: "application",
      id,
      name: record.name,
      email: record.email,
      phone: record.phone,
      jobName: record.job.name,
      employmentType: record.job.employmentType,
      location: record.job.location,
      experience: record.experience,
      comment: record.comment,
      resumeName: record.resume?.name ?? null,
    }),
    formToken,
  );
}
