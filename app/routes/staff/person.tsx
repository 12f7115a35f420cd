import { Link } from "react-router";
import { personTimeline } from "~/desk/people.server";
import { deskHeaders, deskMeta, KIND_LABELS, STATUS_LABELS, useDeskTime } from "~/desk/desk-route";
import { notFound } from "~/staff-auth/access.server";
import { itemKindsFor } from "~/staff-auth/roles";
import { requireStaff } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/person";

/**
 * /staff/people/:email — everything one address sent, of every kind the reader's role may see,
 * newest first, each entry a link to its item. An address that sent nothing the reader may see
 * answers 404, like any desk URL they may not open.
 */
export const headers = deskHeaders;
export const meta: Route.MetaFunction = ({ data }) => deskMeta(data ? `Everything from ${data.email}` : "Not found");

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireStaff(request);
  const timeline = await personTimeline(params.email, itemKindsFor(member.role));
  if (!timeline) throw notFound();
  return timeline;
}

export default function PersonPage({ loaderData }: Route.ComponentProps) {
  const deskTime = useDeskTime();
  const { email, names, items } = loaderData;
  return (
    <>
      <p>
        <Link to="/staff">Back to the inbox</Link>
      </p>
      <h1>{names[0] ?? email}</h1>
      <p>
        <a href={`mailto:${email}`}>{email}</a>
        {names.length > 1 ? <> · also wrote as {names.slice(1).join(", ")}</> : null}
      </p>
      <h2 id="timeline-heading">
        Everything from this address ({items.length} item{items.length === 1 ? "" : "s"}), newest first
      </h2>
      <ol className="desk-timeline" aria-labelledby="timeline-heading">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <p>
              <Link to={`/staff/${item.kind}/${item.id}`}>
                {KIND_LABELS[item.kind]} #{item.id}
              </Link>{" "}
              · {deskTime(item.created_at)} ·{" "}
              <span className={`desk-status desk-status--${item.status}`}>{STATUS_LABELS[item.status]}</span>
            </p>
            <p className="desk-timeline__about">
              {item.summary}
              {item.company ? ` (${item.company})` : ""}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
