import { Outlet } from "react-router";
import { DeskLayout } from "~/components/desk/desk-layout";
import { deskHeaders, deskLinks } from "~/desk/desk-route";
import { requireStaff } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/layout";

/** The desk's frame. Each page below checks the session itself too: loaders run side by side. */
export const headers = deskHeaders;
export const links = deskLinks;

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireStaff(request);
  // timeZone: every desk page shows times in it (useDeskTime, app/desk/desk-route.ts).
  return { email: member.email, role: member.role, timeZone: member.timeZone };
}

export default function StaffDesk({ loaderData }: Route.ComponentProps) {
  const { email, role } = loaderData;
  return (
    <DeskLayout email={email} role={role}>
      <Outlet />
    </DeskLayout>
  );
}
