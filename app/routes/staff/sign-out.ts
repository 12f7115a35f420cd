import { redirect } from "react-router";
import { endSessions, staffForToken } from "~/staff-auth/staff.server";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { clientAddress } from "~/http/request.server";
import { SIGN_IN_PATH, staffCookieHeader, staffToken } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/sign-out";

/** Sign-out: this session, or (everywhere=yes) every session of the account. The cookie goes either way. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readUrlEncodedForm(request);
  const member = await staffForToken(await staffToken(request));
  if (member) await endSessions(member, form.get("everywhere") === "yes", clientAddress(context));
  return redirect(SIGN_IN_PATH, {
    headers: { "Set-Cookie": await staffCookieHeader(null), "Cache-Control": "private, no-store" },
  });
}

export const loader = () => redirect("/staff");
