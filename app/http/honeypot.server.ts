import crypto from "node:crypto";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { getConfig } from "~/config/config.server";
import { sessionSecret } from "./session.server";

/** A field no person sees or fills: anything in it marks a bot. */
const NAME_FIELD = "website_url";
/** When the form was handed out, signed, so a bot cannot forge a fresh or an old one. */
const STARTED_FIELD = "form_started";
const MAX_FORM_AGE_MS = 2 * 60 * 60 * 1000;

function sign(timestamp: string): string {
  return crypto.createHmac("sha256", sessionSecret()).update(`form-started:${timestamp}`).digest("base64url");
}

/** What remix-utils' <HoneypotInputs> renders: the trap field and the signed start time. */
export function spamTrapInputs(now = Date.now()): HoneypotInputProps {
  const timestamp = String(now);
  return { nameFieldName: NAME_FIELD, validFromFieldName: STARTED_FIELD, encryptedValidFrom: `${timestamp}.${sign(timestamp)}` };
}

export type SpamVerdict = "ok" | "spam" | "stale";

/**
 * Reads the trap: "spam" when the hidden field is filled or missing, or the start time is absent,
 * malformed or not ours; "stale" when it is ours but older than two hours or younger than a person
 * can fill a form (FORM_MIN_FILL_MS), so the visitor can be asked to send it again.
 */
export function checkSpamTrap(formData: FormData, now = Date.now()): SpamVerdict {
  const trap = formData.get(NAME_FIELD);
  if (typeof trap !== "string" || trap !== "") return "spam";
  const token = formData.get(STARTED_FIELD);
  const match = typeof token === "string" ? /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return "spam";
  const expected = Buffer.from(sign(match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return "spam";
  const age = now - Number(match[1]);
  if (age > MAX_FORM_AGE_MS || age < getConfig().formMinFillMs) return "stale";
  return "ok";
}
