import fs from "node:fs/promises";
import { getConfig } from "~/config/config.server";
import { db } from "~/db/db.server";
import { jobQueue } from "~/db/job-queue.server";
import type { SubmissionKind } from "~/db/schema.server";
import { DELIVERY_ANSWER_MAX_BYTES, readBounded } from "~/http/read-bounded.server";

/**
 * Delivers stored submissions to the provider's admin API in its formats (docs/product.md#admin-api). A row is
 * claimed for longer than its attempt can last, so only one worker of one instance sends it; a claim
 * left by an instance that died expires and the row is picked up by another. A non-OK answer or a
 * request that never reached the API schedules a retry with exponential backoff; an accepted one is
 * marked delivered and never picked again. A request the API received but did not answer in time
 * (the attempt's limit, a connection lost while waiting) is `unknown`: the API may still store it,
 * and its documented calls carry no key it could drop a second copy by, so it is not sent again by
 * itself — staff check the provider's system and retry from the desk.
 */

export type DeliveryResult =
  | { outcome: "delivered" }
  | { outcome: "rejected"; message: string }
  | { outcome: "retry"; error: string }
  | { outcome: "failed"; error: string }
  | { outcome: "unknown"; error: string };

/** Errors that mean the request never reached the API (no connection was made): safe to send again. */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "CERT_HAS_EXPIRED",
]);

/** What a request that failed without an answer came to: never sent (retry), or maybe taken (unknown). */
function withoutAnswer(error: unknown, signal: AbortSignal): DeliveryResult {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : "";
  if (!signal.aborted && NOT_SENT_CODES.has(code)) return { outcome: "retry", error: `${code}: not reached` };
  const reason = signal.aborted
    ? signal.reason instanceof Error
      ? signal.reason.message
      : "aborted"
    : `${code ? `${code}: ` : ""}${error instanceof Error ? error.message : String(error)}`;
  return {
    outcome: "unknown",
    error: `no answer from the admin API (${reason}); it may have kept the submission, so it is not sent again by itself`,
  };
}

const encode = (value: string) => encodeURIComponent(value);
/**
 * A booking's path joins its seven values with "-": every character encodeURIComponent leaves
 * alone that is not a letter or digit is encoded too, so "Mary-Jane" or "555-0142" stays one value.
 */
const encodeSegment = (value: string) =>
  encodeURIComponent(value).replace(/[-._!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** The endpoint each kind is delivered to, as logs name it (a booking's path holds the visitor's details). */
const ENDPOINTS: Record<SubmissionKind, string> = {
  contact: "save_contact_form",
  booking: "save_booking_from_header",
  application: "save_application",
};
/** Answers that say the request itself can never be taken (too large, malformed): no retry will help. */
const PERMANENT_STATUSES = new Set([400, 413, 414, 431]);

/** The API has no field for the tier or the start date: they open the comment, by name. */
function bookingComment(row: { tier: string | null; start_date: string | null; comment: string }) {
  const lines = [
    row.tier ? `Tier: ${row.tier}` : "",
    row.start_date ? `Preferred start date: ${row.start_date}` : "",
  ].filter(Boolean);
  return lines.length ? `${lines.join("\n")}\n\n${row.comment}` : row.comment;
}

async function buildRequest(
  kind: SubmissionKind,
  submissionId: number,
  baseUrl: string,
): Promise<{ url: string; init: RequestInit } | null> {
  if (kind === "contact") {
    const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", submissionId).executeTakeFirst();
    if (!row) return null;
    return {
      url: new URL("save_contact_form", baseUrl).href,
      init: {
        method: "GET",
        headers: {
          "X-Name": encode(row.name),
          "X-Email": encode(row.email),
          "X-Phone": encode(row.number),
          "X-Comment": encode(row.comment),
          "X-Save-Info": row.save_info ? "true" : "false",
        },
      },
    };
  }
  if (kind === "booking") {
    const row = await db.selectFrom("bookings").selectAll().where("id", "=", submissionId).executeTakeFirst();
    if (!row) return null;
    const saveInfo = row.save_info ? "true" : "false";
    const comment = bookingComment(row);
    const parts = [row.name, row.email, row.phone, row.role, row.price, comment, saveInfo].map(encodeSegment).join("-");
    return {
      url: new URL(`save_booking_from_header/${parts}`, baseUrl).href,
      init: {
        method: "GET",
        headers: {
          name: encode(row.name),
          email: encode(row.email),
          phone: encode(row.phone),
          role: encode(row.role),
          price: encode(row.price),
          comment: encode(comment),
          "save-info": saveInfo,
        },
      },
    };
  }
  const row = await db.selectFrom("applications").selectAll().where("id", "=", submissionId).executeTakeFirst();
  if (!row) return null;
  const form = new FormData();
  const fields: Record<string, string> = {
    name: row.name,
    email: row.email,
    phone: row.phone,
    job_name: row.job_name,
    employment_type: row.employment_type,
    experience: row.experience,
    validity: row.validity,
    location: row.location,
    position: row.position,
    price1: row.price1,
    price2: row.price2,
    comment: row.comment,
    saveInfo: row.save_info ? "true" : "false",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = row.resume_data ?? (row.resume_path ? await fs.readFile(row.resume_path) : null);
  if (bytes) {
    form.append(
      "resume",
      new Blob([new Uint8Array(bytes)], { type: row.resume_type ?? "application/octet-stream" }),
      row.resume_name ?? "resume",
    );
  }
  return { url: new URL("save_application", baseUrl).href, init: { method: "POST", body: form } };
}

/** One attempt at one submission; `signal` ends it (the request aborted, its connection closed). */
export async function attemptDelivery(
  kind: SubmissionKind,
  submissionId: number,
  signal: AbortSignal,
): Promise<DeliveryResult> {
  const { adminApiUrl } = getConfig();
  if (!adminApiUrl) return { outcome: "retry", error: "ADMIN_API_URL is not set" };
  const request = await buildRequest(kind, submissionId, adminApiUrl);
  if (!request) return { outcome: "rejected", message: "submission no longer exists" };
  // Cut before the request went out (the database was slow): nothing reached the API.
  if (signal.aborted) return { outcome: "retry", error: "the attempt's time ran out before the request was sent" };
  let response: Response;
  try {
    // A slow API is waited for up to the attempt's limit (its row's claim lasts longer still).
    response = await fetch(request.url, { ...request.init, signal });
  } catch (error) {
    return withoutAnswer(error, signal);
  }
  let body = "";
  let cutOff = false;
  try {
    body = (await readBounded(response, DELIVERY_ANSWER_MAX_BYTES)).toString("utf8");
  } catch (error) {
    // The status has arrived, whatever became of the body (past the cap, cut at the time limit).
    console.warn(`admin API ${ENDPOINTS[kind]}: ${error instanceof Error ? error.message : String(error)}`);
    cutOff = true;
  }
  if (PERMANENT_STATUSES.has(response.status)) return { outcome: "failed", error: `status ${response.status}` };
  // A gateway that gave up waiting: the API behind it may still complete the request.
  if (response.status === 504) return withoutAnswer(new Error("status 504 from a gateway"), signal);
  if (!response.ok) return { outcome: "retry", error: `status ${response.status}` };
  // Contact and booking are judged by the status alone (docs/product.md#admin-api). An application
  // accepted with an answer cut off (past the cap, or at the time limit) cannot say "success: false" in a form we can read; sending
  // it again would only give the API another copy, so the status decides for it too.
  if (kind === "application" && !cutOff) {
    let parsed: { success?: unknown; message?: unknown } = {};
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return { outcome: "retry", error: "answer is not JSON" };
    }
    if (parsed.success === false) {
      return {
        outcome: "rejected",
        message: typeof parsed.message === "string" && parsed.message ? parsed.message : "Submission failed",
      };
    }
  }
  return { outcome: "delivered" };
}

const queue = jobQueue({
  table: "outbox",
  name: "outbox",
  doneStatus: "delivered",
  doneAtColumn: "delivered_at",
  enabled: () => Boolean(getConfig().adminApiUrl),
  async attempt(outboxId, signal): Promise<DeliveryResult> {
    try {
      const row = await db
        .selectFrom("outbox")
        .select(["kind", "submission_id"])
        .where("id", "=", outboxId)
        .executeTakeFirstOrThrow();
      return await attemptDelivery(row.kind, row.submission_id, signal);
    } catch (error) {
      // Reading the submission failed (the database): nothing was sent.
      return { outcome: "retry", error: error instanceof Error ? error.message : String(error) };
    }
  },
  settle(result) {
    if (result.outcome === "delivered") return { outcome: "done" };
    // The API answered and refused this submission: final, with the API's words for staff.
    if (result.outcome === "rejected")
      return { outcome: "done", status: "rejected", set: { api_message: result.message } };
    return result;
  },
});

/**
 * Delivers one outbox row now; the application form waits for this first attempt's answer, but
 * for at most `waitMs` (twice ADMIN_API_TIMEOUT_MS): past that the applicant is told it was
 * received (null) while the attempt goes on and records its result.
 */
export async function deliverNow(
  outboxId: number,
  waitMs = getConfig().adminApiTimeoutMs * 2,
): Promise<DeliveryResult | null> {
  const attempt = queue.runNow(outboxId);
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  try {
    return await Promise.race([attempt, waited]);
  } finally {
    clearTimeout(timer);
    attempt.catch((error) => console.error("outbox delivery failed:", error instanceof Error ? error.message : error));
  }
}

/** Delivers every due row, one at a time; returns how many were attempted. */
export const deliverDue = (max?: number) => queue.runDue(max);

/** Runs a delivery pass now (or right after the current one). */
export const kickOutbox = (): void => queue.kick();

export const startOutboxWorker = (intervalMs?: number): void => queue.start(intervalMs);
export const stopOutboxWorker = (): Promise<void> => queue.stop();

/**
 * Staff asked for another attempt now ("retry now" in the desk): a failed or waiting delivery
 * is due again with a fresh count of attempts. False when the row is delivered or unknown.
 */
export const retryDelivery = (outboxId: number): Promise<boolean> => queue.retry(outboxId);
