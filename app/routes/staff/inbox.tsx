import { Form, Link } from "react-router";
import { DeskNotice } from "~/components/desk/desk-layout";
import { DESK_KINDS, DESK_STATUSES, isDeskKind, isDeskStatus } from "~/desk/desk-kinds";
import { deskHealth, listInbox } from "~/desk/desk.server";
import { deskHeaders, deskMeta, deskTime, KIND_LABELS, STATUS_LABELS } from "~/desk/desk-route";
import { requireStaff } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/inbox";

export const headers = deskHeaders;
export const meta: Route.MetaFunction = () => deskMeta("Inbox");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const status = params.get("status");
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const filter = {
    kind: isDeskKind(kind) ? kind : undefined,
    status: isDeskStatus(status) ? status : undefined,
    q: params.get("q")?.slice(0, 100) ?? "",
    page,
  };
  const [inbox, health] = await Promise.all([listInbox(filter), deskHealth()]);
  return { ...inbox, filter, health, deleted: params.get("deleted") };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { items, total, pages, filter, health, deleted } = loaderData;
  const pageLink = (page: number) => {
    const next = new URLSearchParams({ kind: filter.kind ?? "", status: filter.status ?? "", q: filter.q, page: String(page) });
    return `?${next}`;
  };
  return (
    <>
      <h1>Inbox</h1>
      {deleted ? <DeskNotice text={`Deleted ${deleted.replace("-", " #")}. The audit log records that it was deleted.`} /> : null}
      {!health.mailEnabled ? <DeskNotice tone="warning" text="E-mail notifications are off: SMTP_URL is not set, so no e-mail is sent for new items." /> : null}
      {health.failedDeliveries > 0 ? (
        <DeskNotice tone="warning" text={`${health.failedDeliveries} delivery(ies) to the provider's API failed: open the item to retry.`} />
      ) : null}
      {health.failedMail > 0 ? <DeskNotice tone="warning" text={`${health.failedMail} e-mail(s) could not be sent: open the item to retry.`} /> : null}

      <Form method="get" className="desk-form desk-panel" role="search" aria-label="Filter the inbox">
        <div className="desk-field">
          <label htmlFor="filter-kind">Kind</label>
          <select id="filter-kind" name="kind" defaultValue={filter.kind ?? ""}>
            <option value="">All kinds</option>
            {DESK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={filter.status ?? ""}>
            <option value="">Any status</option>
            {DESK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-field">
          <label htmlFor="filter-q">Name, e-mail or company</label>
          <input id="filter-q" name="q" type="search" defaultValue={filter.q} maxLength={100} />
        </div>
        <button type="submit" className="desk-button">
          Show
        </button>
      </Form>

      <p>
        {total} item{total === 1 ? "" : "s"}
        {pages > 1 ? `, page ${filter.page} of ${pages}` : ""}. Export as CSV:{" "}
        {DESK_KINDS.map((kind, i) => (
          <span key={kind}>
            {i > 0 ? ", " : ""}
            <a href={`/staff/export/${kind}`} download>
              {KIND_LABELS[kind].toLowerCase()}s
            </a>
          </span>
        ))}
      </p>

      {items.length === 0 ? (
        <p>Nothing here.</p>
      ) : (
        <table className="desk-table">
          <caption className="visually-hidden">Items visitors sent, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Kind</th>
              <th scope="col">From</th>
              <th scope="col">Company</th>
              <th scope="col">About</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.kind}-${item.id}`}>
                <td>{deskTime(item.created_at)}</td>
                <td>{KIND_LABELS[item.kind]}</td>
                <td>
                  <Link to={`/staff/${item.kind}/${item.id}`}>{item.name}</Link>
                  <br />
                  {item.email}
                </td>
                <td>{item.company}</td>
                <td>{item.summary}</td>
                <td>
                  <span className={`desk-status desk-status--${item.status}`}>{STATUS_LABELS[item.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className="desk-pagination" aria-label="Pages">
          {filter.page > 1 ? <Link to={pageLink(filter.page - 1)}>Newer</Link> : null}
          <span>
            Page {filter.page} of {pages}
          </span>
          {filter.page < pages ? <Link to={pageLink(filter.page + 1)}>Older</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
