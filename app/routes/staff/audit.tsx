import { Link } from "react-router";
import { AUDIT_PAGE_SIZE, auditLog } from "~/staff-auth/audit.server";
import { deskHeaders, deskMeta, useDeskTime, KIND_LABELS } from "~/desk/desk-route";
import { auditText } from "~/desk/desk-labels";
import type { Route } from "./+types/audit";
import { requireDeskArea } from "~/staff-auth/access.server";

export const headers = deskHeaders;
export const meta: Route.MetaFunction = () => deskMeta("Audit log");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireDeskArea(request, "audit");
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const entries = await auditLog(page);
  return { entries: entries.slice(0, AUDIT_PAGE_SIZE), page, more: entries.length > AUDIT_PAGE_SIZE };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const deskTime = useDeskTime();
  const { entries, page, more } = loaderData;
  return (
    <>
      <h1>Audit log</h1>
      <p>Every sign-in attempt and every change made in the desk or on the command line, newest first.</p>
      <table className="desk-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">From</th>
            <th scope="col">What</th>
            <th scope="col">Item</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">{deskTime(entry.at)}</td>
              <td data-label="Who">{entry.actor}</td>
              <td data-label="From">{entry.ip}</td>
              <td data-label="What">{auditText(entry.action, entry.detail)}</td>
              <td data-label="Item">
                {entry.item_kind && entry.item_id ? (
                  <Link
                    to={`/staff/${entry.item_kind}/${entry.item_id}`}
                  >{`${KIND_LABELS[entry.item_kind]} #${entry.item_id}`}</Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="desk-pagination" aria-label="Pages">
        {page > 1 ? <Link to={`?page=${page - 1}`}>Newer</Link> : null}
        {more ? <Link to={`?page=${page + 1}`}>Older</Link> : null}
      </nav>
    </>
  );
}
