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
  return { email: member.email };
}

export default function StaffDesk({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  return (
    <DeskLayout email={email}>
      <Outlet />
    </DeskLayout>
  );
}
