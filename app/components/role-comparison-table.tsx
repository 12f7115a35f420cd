import { Link } from "react-router";
import { TitleText } from "~/components/title-text";
import { usd, type CostTable } from "~/content/staffing-cost";

/** All six roles × three tiers: the hourly rate and what it comes to in a month. */
export function RoleComparisonTable({ table }: { table: CostTable }) {
  const [contract, fullTime] = table.schedules;
  return (
    // A phone scrolls the table sideways: focusable so a keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label="Rates by role and tier" tabIndex={0}>
      <table className="comparison-table">
        <thead>
          <tr>
            <th scope="col">Role</th>
            {table.schedules.map((s) => (
              <th scope="col" key={s.key}>
                {s.name}
                <span className="comparison-table__sub">{s.hoursPerMonth} hours a month</span>
              </th>
            ))}
            <th scope="col">
              Multilingual
              <span className="comparison-table__sub">English/French or English/Spanish</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.roles.map((role) => (
            <tr key={role.slug}>
              <th scope="row">
                <Link to={`/${role.slug}`}>
                  <TitleText>{role.title}</TitleText>
                </Link>
              </th>
              {table.schedules.map((s) => (
                <td key={s.key}>
                  <strong>{usd(role.standard)}/hour</strong>
                  <span>{usd(role.standard * s.hoursPerMonth)} a month</span>
                </td>
              ))}
              <td>
                <strong>{usd(role.multilingual)}/hour</strong>
                <span>
                  {usd(role.multilingual * contract.hoursPerMonth)} ({contract.hoursPerMonth} h) or{" "}
                  {usd(role.multilingual * fullTime.hoursPerMonth)} ({fullTime.hoursPerMonth} h) a month
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
