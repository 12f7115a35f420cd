import { data } from "react-router";
import { isDeskKind } from "~/desk/desk-kinds";
import { recordAudit } from "~/staff-auth/audit.server";
import { submissionRows, toCsv } from "~/desk/export.server";
import { deskActor, requireStaff } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/export";

/** Every item of one kind as CSV (safe in comma, semicolon and tab spreadsheets), for signed-in staff. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = await requireStaff(request);
  const kind = params.kind;
  if (!isDeskKind(kind)) throw data(null, { status: 404 });
  const csv = toCsv(await submissionRows(kind));
  await recordAudit({ ...deskActor(member, context), action: "exported", detail: kind });
  const day = new Date().toISOString().slice(0, 10);
  // The byte-order mark tells spreadsheets the file is UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
