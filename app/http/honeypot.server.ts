import crypto from "node:crypto";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { getConfig } from "~/config/config.server";
import { sessionSecret } from "./session.server";

/** A field no person sees or fills: anything in it marks a bot. */
const NAME_FIELD = "website_url";
/**
 * When the form was handed out, with 24 random bits so no two copies served in the same millisecond share a token (each admits
 * one submission: app/submissions/used-form-tokens.server.ts), signed so a bot cannot forge a
 * fresh or an old one: `<13-digit ms>.<4 characters>.<43-character HMAC-SHA256>`.
 */
const STARTED_FIELD = "form_started";
const MAX_FORM_AGE_MS = 2 * 60 * 60 * 1000;

function sign(timestamp: string, nonce: string | undefined): string {
  // A token without a nonce is the format before single use; it stays good for its two hours.
  const signed = nonce === undefined ? `form-started:${timestamp}` : `form-started:${timestamp}:${nonce}`;
  return crypto.createHmac("sha256", sessionSecret()).update(signed).digest("base64url");
}

/** What remix-utils' <HoneypotInputs> renders: the trap field and the signed start time. */
export function spamTrapInputs(now = Date.now()): HoneypotInputProps {
  const timestamp = String(now);
  const nonce = crypto.randomBytes(3).toString("base64url");
  return {
    nameFieldName: NAME_FIELD,
    validFromFieldName: STARTED_FIELD,
    encryptedValidFrom: `${timestamp}.${nonce}.${sign(timestamp, nonce)}`,
  };
}

export type SpamVerdict = "ok" | "spam" | "early" | "expired";

const TOKEN = /^(\d{13})\.(?:([A-Za-z0-9_-]{4})\.)?([A-Za-z0-9_-]{43})$/;

function isOurs(token: string): RegExpExecArray | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1], match[2]));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? match : null;
}

/**
 * Reads the trap: "spam" when the hidden field is filled or missing, or the start time is absent,
 * malformed or not ours; "early" when it is ours but younger than a person can fill a form
 * (FORM_MIN_FILL_MS), "expired" when older than two hours, so the visitor can be asked to send it
 * again (an early token becomes good by itself; an expired one needs a new one).
 */
export function checkSpamTrap(formData: FormData, now = Date.now()): SpamVerdict {
  const trap = formData.get(NAME_FIELD);
  if (typeof trap !== "string" || trap !== "") return "spam";
  const token = formData.get(STARTED_FIELD);
  const match = typeof token === "string" ? isOurs(token) : null;
  if (!match) return "spam";
  const age = now - Number(match[1]);
  if (age > MAX_FORM_AGE_MS) return "expired";
  if (age < getConfig().formMinFillMs) return "early";
  return "ok";
}

/** The spam-trap token a form was posted with (checked by checkSpamTrap first). */
export function postedSpamToken(formData: FormData): string | null {
  const token = formData.get(STARTED_FIELD);
  return typeof token === "string" && TOKEN.test(token) ? token : null;
}

const ANY_TOKEN = /\b\d{13}\.[A-Za-z0-9_-]{4}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/**
 * The spam-trap tokens of ours in a rendered page or data answer (its form's hidden field, and the
 * same value in the page's data for hydration), so a page kept by the page cache can carry a token
 * minted when it is served rather than when it was rendered (server/page-cache.ts).
 */
export function spamTokensIn(text: string): string[] {
  return [...new Set(text.match(ANY_TOKEN) ?? [])].filter((token) => isOurs(token) !== null);
}

/** A new token for a page served now, the same length as any other. */
export const freshSpamToken = (now = Date.now()) => spamTrapInputs(now).encryptedValidFrom;
