import crypto from "node:crypto";
import { createCookie } from "react-router";
import { getSettings } from "~/config/site-settings.server";
import { sessionSecret } from "~/http/session.server";
import { hashToken } from "./tokens.server";

/**
 * Binds the draft of a two-step link page (the password chosen, the authenticator secret shown)
 * to the browser that took the first step: another browser holding the same link starts at step
 * one. HttpOnly, SameSite=Strict, __Host- over HTTPS, like the session cookie; gone in 30 minutes.
 */
let draftCookie: ReturnType<typeof createCookie> | undefined;

function cookie() {
  const secure = getSettings().siteUrl.startsWith("https:");
  return (draftCookie ??= createCookie(secure ? "__Host-staff-draft" : "staff-draft", {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    maxAge: 30 * 60,
    secrets: [sessionSecret()],
  }));
}

/** The hash stored with a draft, of this browser's draft cookie (null: it has none). */
export async function draftOwnerHash(request: Request): Promise<string | null> {
  const value = await cookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? hashToken(value) : null;
}

/** A new draft owner: the Set-Cookie for this browser and the hash to store with the draft. */
export async function newDraftOwner(): Promise<{ setCookie: string; hash: string }> {
  const value = crypto.randomBytes(32).toString("base64url");
  return { setCookie: await cookie().serialize(value), hash: hashToken(value) };
}

export const clearDraftCookie = () => cookie().serialize("", { maxAge: 0, expires: new Date(0) });
