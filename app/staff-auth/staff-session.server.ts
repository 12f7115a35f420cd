import { createCookie, redirect, type RouterContextProvider } from "react-router";
import { getSettings } from "~/config/site-settings.server";
import { sessionSecret } from "~/http/session.server";
import type { DeskActor } from "./audit.server";
import { SESSION_ABSOLUTE_MS, staffForToken, type StaffMember } from "./staff.server";
import { clientAddress } from "~/http/request.server";

/**
 * The desk's cookie holds a random token; the session itself (who, since when, revoked or not) is
 * a database row. HttpOnly, SameSite=Strict, and over HTTPS Secure with the __Host- prefix (no
 * subdomain or path can set or shadow it).
 */
let staffCookie: ReturnType<typeof createCookie> | undefined;

function cookie() {
  const secure = getSettings().siteUrl.startsWith("https:");
  return (staffCookie ??= createCookie(secure ? "__Host-staff" : "staff", {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
    secrets: [sessionSecret()],
  }));
}

export async function staffToken(request: Request): Promise<string | null> {
  const value = await cookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length <= 64 ? value : null;
}

export function staffCookieHeader(token: string | null): Promise<string> {
  return token ? cookie().serialize(token) : cookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

export const SIGN_IN_PATH = "/staff/sign-in";

/** The signed-in staff member, or a redirect to the sign-in page. Every desk loader and action calls this first. */
export async function requireStaff(request: Request): Promise<StaffMember> {
  const member = await staffForToken(await staffToken(request));
  if (!member) throw redirect(SIGN_IN_PATH, { headers: { "Cache-Control": "private, no-store" } });
  return member;
}

/** Who does what from where, for the audit log. */
export function deskActor(member: StaffMember, context: Readonly<RouterContextProvider>): DeskActor {
  return { actor: member.email, ip: clientAddress(context) };
}
