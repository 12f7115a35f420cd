import { data } from "react-router";
import { isDeskKind } from "~/desk/desk-kinds";
import { KIND_PLURALS, STATUS_LABELS } from "~/desk/desk-labels";
import { inboxQueryFrom } from "~/desk/inbox-filter";
import { viewCsv } from "~/desk/view-export.server";
import { recordAudit } from "~/staff-auth/audit.server";
import { deskActor, requireStaff } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/export";
import { notFound } from "~/staff-auth/access.server";
import { itemKindsFor, mayOpen } from "~/staff-auth/roles";

/**
 * The inbox's current view as CSV, for signed-in staff: /staff/export/all (or one kind) with the
 * inbox's query string. Safe in comma, semicolon and tab spreadsheets; UTF-8 with a byte-order mark.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const member = await requireStaff(request);
  const kind = params.kind;
  if (kind !== "all" && !(isDeskKind(kind) && mayOpen(member.role, kind))) throw notFound();
  // The session cookie is SameSite=Strict already; a request a browser marks as another site's is refused outright.
  if (request.headers.get("sec-fetch-site") === "cross-site")
    throw data("Not allowed from another site", { status: 403 });
  const { page: _page, ...query } = inboxQueryFrom(url.searchParams);
  const filter = {
    ...query,
    kinds: itemKindsFor(member.role),
    kind: kind === "all" ? query.kind : kind,
    assignee: query.assignee === "me" ? member.userId : query.assignee,
  };
  const { csv, count } = await viewCsv(filter);
  const described = [
    filter.kind ? KIND_PLURALS[filter.kind] : "all items",
    filter.status ? `status ${STATUS_LABELS[filter.status]}` : "",
    filter.q ? "with a search" : "",
    `${count} row${count === 1 ? "" : "s"}`,
  ].filter(Boolean);
  await recordAudit({ ...deskActor(member, context), action: "exported", detail: described.join(", ") });
  const day = new Date().toISOString().slice(0, 10);
  // The byte-order mark tells spreadsheets the file is UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filter.kind ?? "inbox"}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
