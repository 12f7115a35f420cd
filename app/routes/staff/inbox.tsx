import { Fragment } from "react";
import { Form, Link } from "react-router";
import { DeskNotice } from "~/components/desk/desk-layout";
import { data, redirect } from "react-router";
import { BulkActions, BulkDeleteConfirmation, InboxViews } from "~/components/desk/inbox-bulk";
import {
  assignableColleagues,
  assignItems,
  deleteItems,
  itemKeyOf,
  itemsToConfirm,
  MAX_BULK,
  setStatusOfItems,
  type BulkOutcome,
} from "~/desk/assignment.server";
import { DESK_STATUSES, isDeskKind, isDeskStatus } from "~/desk/desk-kinds";
import { EXPORT_LIMIT, inboxQueryFrom, inboxSearch, MAX_QUERY, type InboxQuery } from "~/desk/inbox-filter";
import { textOf } from "~/staff-auth/link-pages.server";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { deskHealth, listInbox } from "~/desk/desk.server";
import { applicationJobs } from "~/desk/inbox.server";
import { deskDashboard } from "~/desk/dashboard.server";
import { DeskDashboard } from "~/components/desk/dashboard";
import { deskHeaders, deskMeta, personPath, useDeskTime, KIND_LABELS, STATUS_LABELS } from "~/desk/desk-route";
import { MAIL_OFF } from "~/desk/desk-labels";
import { deskActor, requireStaff } from "~/staff-auth/staff-session.server";
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
  // The desk's home (no filter, first page; a bulk action's notice aside) opens with the dashboard.
  const home = [...params.keys()].every((name) => ["deleted", "done", "changed", "skipped"].includes(name));
  const [inbox, health, jobs, colleagues, dashboard] = await Promise.all([
    listInbox({ ...filter, assignee: assigneeOf(filter.assignee, member.userId) }),
    deskHealth(kinds),
    applicationJobs(),
    assignableColleagues(),
    home ? deskDashboard(kinds, member.timeZone) : null,
  ]);
  return {
    ...inbox,
    filter,
    health,
    jobs,
    colleagues,
    dashboard,
    me: member.userId,
    deleted: params.get("deleted"),
    bulkNotice: bulkNotice(params),
  };
}

/** Bulk status change, assignment and deletion of the items ticked in the inbox (see BulkActions). */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireStaff(request);
  const form = await readUrlEncodedForm(request);
  const by = deskActor(member, context);
  const values = form.getAll("item").filter((value): value is string => typeof value === "string");
  if (values.length > MAX_BULK) throw data("Too many items at once", { status: 400 });
  const keys = values.map(itemKeyOf).filter((key) => key !== null);
  const view = inboxSearch(inboxQueryFrom(new URLSearchParams(textOf(form, "view").replace(/^\?/, ""))));
  const back = (what: string, outcome: BulkOutcome) =>
    redirect(
      `/staff${view || "?"}${view ? "&" : ""}done=${what}&changed=${outcome.changed}&skipped=${outcome.skipped + values.length - keys.length}`,
    );
  const bulk = textOf(form, "bulk");
  if (keys.length === 0) return data({ problem: "Tick at least one item first.", confirm: null }, { status: 400 });
  if (bulk.startsWith("status:")) {
    const status = bulk.slice("status:".length);
    if (!isDeskStatus(status)) throw data("Unknown status", { status: 400 });
    return back("status", await setStatusOfItems(keys, status, member.role, by));
  }
  if (bulk.startsWith("assign:")) {
    const to = bulk.slice("assign:".length);
    if (to !== "none" && !/^\d{1,9}$/.test(to)) throw data("Unknown colleague", { status: 400 });
    const outcome = await assignItems(keys, to === "none" ? null : Number(to), member, by);
    if (!outcome) throw data("Unknown colleague", { status: 400 });
    return back("assigned", outcome);
  }
  if (bulk === "delete") {
    if (textOf(form, "confirm") !== "yes") return { problem: null, confirm: await itemsToConfirm(keys, member.role) };
    return back("deleted", await deleteItems(keys, member.role, by));
  }
  return data({ problem: "Choose what to do with the ticked items.", confirm: null }, { status: 400 });
}

const assigneeOf = (assignee: InboxQuery["assignee"], me: number) => (assignee === "me" ? me : assignee);

/** "Changed 3 items; 1 could not be found." after a bulk action. */
function bulkNotice(params: URLSearchParams): string | null {
  const done = params.get("done");
  const count = (name: string) => Math.min(MAX_BULK, Math.max(0, Number.parseInt(params.get(name) ?? "0", 10) || 0));
  const verb = { status: "Changed the status of", assigned: "Assigned", deleted: "Deleted" }[done ?? ""];
  if (!verb) return null;
  const changed = count("changed");
  const skipped = count("skipped");
  const items = (n: number) => `${n} item${n === 1 ? "" : "s"}`;
  return `${verb} ${items(changed)}.${skipped ? ` ${items(skipped)} could not be found or had nothing to change.` : ""}`;
}

/** "contact-12" as staff read it: "contact message #12". */
function deletedText(key: string) {
  const [kind, id] = key.split("-");
  return isDeskKind(kind) ? `${KIND_LABELS[kind].toLowerCase()} #${id}` : "the item";
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const deskTime = useDeskTime();
  const { items, total, pages, filter, health, jobs, dashboard, deleted, colleagues, me, bulkNotice } = loaderData;
  const pageLink = (page: number) => inboxSearch({ ...filter, page }) || "?";
  const { page: _page, kinds: _kinds, ...view } = filter;
  const here = inboxSearch({ ...view, page: filter.page });
  return (
    <>
      <h1>Inbox</h1>
      <InboxViews current={filter.assignee} me={me} />
      <DeskNotice text={actionData ? null : bulkNotice} />
      {actionData?.confirm ? <BulkDeleteConfirmation items={actionData.confirm} view={here} /> : null}
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
        <div className="desk-field">
          <label htmlFor="filter-assignee">Assigned to</label>
          <select id="filter-assignee" name="assignee" defaultValue={filter.assignee ?? ""}>
            <option value="">Anyone or nobody</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
            {colleagues
              .filter((colleague) => colleague.id !== me)
              .map((colleague) => (
                <option key={colleague.id} value={colleague.id}>
                  {colleague.label}
                </option>
              ))}
          </select>
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
        <Form method="post" aria-label="Ticked items">
          <input type="hidden" name="view" value={here} />
          <BulkActions statuses={DESK_STATUSES} colleagues={colleagues} problem={actionData?.problem ?? null} />
          <table className="desk-table">
            <caption className="visually-hidden">Items visitors sent, newest first</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Tick</span>
                </th>
                <th scope="col">Received</th>
                <th scope="col">Kind</th>
                <th scope="col">From</th>
                <th scope="col">Company</th>
                <th scope="col">About</th>
                <th scope="col">Status</th>
                <th scope="col">Assigned to</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.kind}-${item.id}`}>
                  <td className="desk-table__tick">
                    <input
                      type="checkbox"
                      name="item"
                      value={`${item.kind}-${item.id}`}
                      aria-label={`Tick ${KIND_LABELS[item.kind].toLowerCase()} #${item.id} from ${item.name}`}
                    />
                  </td>
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
                  <td data-label="Assigned to">{item.assignee ?? "Nobody"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Form>
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
