import { Form, Link } from "react-router";
import type { DeskItemKind, DeskStatus } from "~/db/schema.server";
import { KIND_LABELS, STATUS_LABELS } from "~/desk/desk-labels";

/** The inbox's views by assignment and its actions on ticked items (app/routes/staff/inbox.tsx). */

/** All items, mine, nobody's: links to the same inbox with the assignee filter set. */
export function InboxViews({ current, me }: { current: "me" | "none" | number | undefined; me: number }) {
  const views = [
    { label: "All", search: "", active: current === undefined },
    { label: "Mine", search: "?assignee=me", active: current === "me" || current === me },
    { label: "Unassigned", search: "?assignee=none", active: current === "none" },
  ];
  return (
    <nav aria-label="Views" className="desk-views">
      <ul>
        {views.map((view) => (
          <li key={view.label}>
            <Link to={`/staff${view.search}`} aria-current={view.active ? "page" : undefined}>
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The one form's controls: what to do with the ticked items. */
export function BulkActions({
  statuses,
  colleagues,
  problem,
}: {
  statuses: DeskStatus[];
  colleagues: { id: number; label: string }[];
  problem: string | null;
}) {
  return (
    <div className="desk-form desk-panel desk-bulk">
      <div className="desk-field">
        <label htmlFor="bulk">With the ticked items</label>
        <select id="bulk" name="bulk" defaultValue="" aria-describedby={problem ? "bulk-problem" : undefined}>
          <option value="" disabled>
            Choose…
          </option>
          <optgroup label="Set the status to">
            {statuses.map((status) => (
              <option key={status} value={`status:${status}`}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </optgroup>
          <optgroup label="Assign to">
            {colleagues.map((colleague) => (
              <option key={colleague.id} value={`assign:${colleague.id}`}>
                {colleague.label}
              </option>
            ))}
            <option value="assign:none">Nobody</option>
          </optgroup>
          <optgroup label="Delete">
            <option value="delete">Delete…</option>
          </optgroup>
        </select>
      </div>
      <button type="submit" className="desk-button">
        Apply to ticked items
      </button>
      {problem ? (
        <p id="bulk-problem" className="desk-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Asked before a bulk deletion: the items by name, and one button that deletes them all. */
export function BulkDeleteConfirmation({
  items,
  view,
}: {
  items: { kind: DeskItemKind; id: number; name: string }[];
  view: string;
}) {
  if (items.length === 0)
    return (
      <p className="desk-error" role="alert">
        None of the ticked items can be found any more.
      </p>
    );
  return (
    <Form method="post" className="desk-panel">
      <input type="hidden" name="bulk" value="delete" />
      <input type="hidden" name="confirm" value="yes" />
      <input type="hidden" name="view" value={view} />
      <p role="alert">
        {items.length === 1
          ? "Delete this item and everything it holds? This cannot be undone. The audit log will keep only that it was deleted."
          : `Delete these ${items.length} items and everything they hold? This cannot be undone. The audit log will keep only that they were deleted.`}
      </p>
      <ul>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <input type="hidden" name="item" value={`${item.kind}-${item.id}`} />
            {KIND_LABELS[item.kind]} #{item.id} from {item.name}
          </li>
        ))}
      </ul>
      <button type="submit" className="desk-button desk-button--danger">
        Delete {items.length === 1 ? "this item" : `these ${items.length} items`} permanently
      </button>{" "}
      <Link to={`/staff${view}`}>Cancel</Link>
    </Form>
  );
}
