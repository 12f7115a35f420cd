import { Fragment } from "react";
import { Form, Link } from "react-router";
import { DeskNotice } from "~/components/desk/desk-layout";
import { DESK_STATUSES, isDeskKind } from "~/desk/desk-kinds";
import { EXPORT_LIMIT, inboxQueryFrom, inboxSearch, MAX_QUERY } from "~/desk/inbox-filter";
import { deskHealth, listInbox } from "~/desk/desk.server";
import { applicationJobs } from "~/desk/inbox.server";
import { deskDashboard } from "~/desk/dashboard.server";
import { DeskDashboard } from "~/components/desk/dashboard";
import { deskHeaders, deskMeta, personPath, useDeskTime, KIND_LABELS, STATUS_LABELS } from "~/desk/desk-route";
import { MAIL_OFF } from "~/desk/desk-labels";
import { requireStaff } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/inbox";
import { notFound } from "~/staff-auth/access.server";
import { itemKindsFor } from "~/staff-auth/roles";

export const headers = deskHeaders;
export const meta: Route.MetaFunction = () => deskMeta("Inbox");

export async function loader({ request, url }: Route.LoaderArgs) {
  const member = await requireStaff(request);
  const params = url.searchParams;
  const kinds = itemKindsFor(member.role);
  const filter = { ...inboxQueryFrom(params), kinds };
  if (filter.kind && !kinds.includes(filter.kind)) throw notFound();
  // The desk's home (no filter, first page) opens with the dashboard.
  const home = [...params.keys()].every((name) => name === "deleted");
  const [inbox, health, jobs, dashboard] = await Promise.all([
    listInbox(filter),
    deskHealth(kinds),
    applicationJobs(),
    home ? deskDashboard(kinds, member.timeZone) : null,
  ]);
  return { ...inbox, filter, health, jobs, dashboard, deleted: params.get("deleted") };
}

/** "contact-12" as staff read it: "contact message #12". */
function deletedText(key: string) {
  const [kind, id] = key.split("-");
  return isDeskKind(kind) ? `${KIND_LABELS[kind].toLowerCase()} #${id}` : "the item";
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const deskTime = useDeskTime();
  const { items, total, pages, filter, health, jobs, dashboard, deleted } = loaderData;
  const pageLink = (page: number) => inboxSearch({ ...filter, page }) || "?";
  const { page: _page, ...view } = filter;
  return (
    <>
      <h1>Inbox</h1>
      {deleted ? (
        <DeskNotice text={`Deleted ${deletedText(deleted)}. The audit log records that it was deleted.`} />
      ) : null}
      {!health.mailEnabled ? <DeskNotice tone="warning" text={MAIL_OFF} /> : null}
      {health.failedDeliveries > 0 ? (
        <DeskNotice
          tone="warning"
          text={`${health.failedDeliveries} delivery(ies) to the provider's system failed: open the item to retry.`}
        />
      ) : null}
      {health.failedMail > 0 ? (
        <DeskNotice tone="warning" text={`${health.failedMail} e-mail(s) could not be sent: open the item to retry.`} />
      ) : null}

      {dashboard ? <DeskDashboard dashboard={dashboard} /> : null}

      <Form method="get" className="desk-form desk-panel" role="search" aria-label="Filter the inbox">
        <div className="desk-field">
          <label htmlFor="filter-kind">Kind</label>
          <select id="filter-kind" name="kind" defaultValue={filter.kind ?? ""}>
            <option value="">All kinds</option>
            {filter.kinds.map((kind) => (
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
          <label htmlFor="filter-q">Search everything</label>
          <input id="filter-q" name="q" type="search" defaultValue={filter.q} maxLength={MAX_QUERY} />
        </div>
        <div className="desk-field">
          <label htmlFor="filter-from">Received from</label>
          <input id="filter-from" name="from" type="date" defaultValue={filter.from ?? ""} />
        </div>
        <div className="desk-field">
          <label htmlFor="filter-to">Received until</label>
          <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ""} />
        </div>
        {jobs.length > 0 ? (
          <div className="desk-field">
            <label htmlFor="filter-job">Job (applications)</label>
            <select id="filter-job" name="job" defaultValue={filter.job ?? ""}>
              <option value="">Any job</option>
              {jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="desk-button">
          Show
        </button>
      </Form>

      <p>
        {total} item{total === 1 ? "" : "s"}
        {pages > 1 ? `, page ${filter.page} of ${pages}` : ""}.{" "}
        {total > 0 ? (
          <a href={`/staff/export/all${inboxSearch(view)}`} download>
            Export {total === 1 ? "this item" : `these ${Math.min(total, EXPORT_LIMIT)} items`} as CSV
          </a>
        ) : null}
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
                <td data-label="Received">{deskTime(item.created_at)}</td>
                <td data-label="Kind">{KIND_LABELS[item.kind]}</td>
                <td data-label="From">
                  <Link to={`/staff/${item.kind}/${item.id}`}>{item.name}</Link>
                  <br />
                  <Link to={personPath(item.email)} className="desk-person-link">
                    {item.email}
                    <span className="visually-hidden">: everything from this address</span>
                  </Link>
                </td>
                <td data-label="Company">{item.company}</td>
                <td data-label="About">
                  {item.summary}
                  {item.excerpt.length > 0 ? (
                    <span className="desk-excerpt">
                      {item.excerpt.map((part, i) =>
                        part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
                      )}
                    </span>
                  ) : null}
                </td>
                <td data-label="Status">
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
