import { Outlet, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { DeskLayout } from "~/components/desk/desk-layout";
import { deskHeaders, deskLinks } from "~/utils/desk-route";
import { requireStaff } from "~/utils/staff-session.server";

/** The desk's frame. Each page below checks the session itself too: loaders run side by side. */
export const headers = deskHeaders;
export const links = deskLinks;

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireStaff(request);
  return { email: member.email, role: member.role };
}

export default function StaffDesk() {
  const { email, role } = useLoaderData<typeof loader>();
  return (
    <DeskLayout email={email} role={role}>
      <Outlet />
    </DeskLayout>
  );
}
