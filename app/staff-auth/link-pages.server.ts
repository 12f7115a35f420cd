import { data, redirect } from "react-router";
import { clearDraftCookie } from "./draft-cookie.server";
import { staffCookieHeader } from "~/staff-auth/staff-session.server";

/** What the one-time link pages (invitation, enrolment, password reset) share in their loaders and actions. */

/** A form field as text ("" when absent or a file). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The page a link that does not work answers with, whatever the reason (unknown, used, revoked, expired): 404. */
export const linkNotValid = () =>
  data({ state: "invalid" as const }, { status: 404, headers: { "Cache-Control": "private, no-store" } });

/** Into the desk, signed in with a new session (when there is one), the draft cookie gone. */
export async function enterDesk(sessionToken: string | null, to = "/staff") {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (sessionToken) headers.append("Set-Cookie", await staffCookieHeader(sessionToken));
  headers.append("Set-Cookie", await clearDraftCookie());
  return redirect(to, { headers });
}

/** Words for a refused code on the set-up pages. */
export const CODE_REFUSED = "That code did not work. Enter the newest six-digit code the app shows for the desk.";
export const CODE_LOCKED = "Too many wrong codes. Wait 15 minutes, then try again.";
