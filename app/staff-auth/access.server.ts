import { data } from "react-router";
import type { StaffMember } from "~/staff-auth/staff.server";
import { requireStaff } from "~/staff-auth/staff-session.server";
import { mayOpen, type DeskArea } from "./roles";

/** The answer to a desk URL a role may not open: the same 404 as a URL that does not exist. */
export const notFound = () => data(null, { status: 404 });

/**
 * The signed-in staff member, when their role may open this part of the desk; otherwise a 404
 * (a redirect to sign-in when nobody is signed in). Every desk loader and action calls this or,
 * for pages every role has (the inbox, one's own account), requireStaff.
 */
export async function requireDeskArea(request: Request, area: DeskArea): Promise<StaffMember> {
  const member = await requireStaff(request);
  if (!mayOpen(member.role, area)) throw notFound();
  return member;
}
