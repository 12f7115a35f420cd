import type { Dashboard } from "~/desk/dashboard.server";
import { KIND_LABELS } from "~/desk/desk-route";

/**
 * The desk's home: headline figures, leads per week by kind as a stacked bar chart drawn on the
 * server (inline SVG: no script, no image request), the same numbers as a table for screen
 * readers, and where leads came from.
 */
export function DeskDashboard({ dashboard }: { dashboard: Dashboard }) {
  const { figures, pages, hosts, withoutHost } = dashboard;
  return (
    <section className="desk-dashboard" aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading">At a glance</h2>
      <dl className="desk-figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <WeeklyChart dashboard={dashboard} />
      <div className="desk-sources">
        <SourceList
          id="pages-heading"
          title="Pages leads were sent from"
          sources={pages}
          empty="No page recorded yet."
        />
        <SourceList
          id="hosts-heading"
          title="Other sites visitors came from"
          sources={hosts}
          empty="None recorded yet."
          footnote={withoutHost > 0 ? `${withoutHost} lead(s) came with no other site known.` : undefined}
        />
      </div>
    </section>
  );
}

function SourceList({
  id,
  title,
  sources,
  empty,
  footnote,
}: {
  id: string;
  title: string;
  sources: { value: string; count: number }[];
  empty: string;
  footnote?: string;
}) {
  return (
    <div>
      <h3 id={id}>{title}</h3>
      {sources.length ? (
        <ol className="desk-source-list" aria-labelledby={id}>
          {sources.map((source) => (
            <li key={source.value}>
              <span className="desk-source-list__value">{source.value}</span> <span>{source.count}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p>{empty}</p>
      )}
      {footnote ? <p className="desk-small">{footnote}</p> : null}
    </div>
  );
}

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 36;
const BOTTOM = 28;
const TOP = 12;

function WeeklyChart({ dashboard }: { dashboard: Dashboard }) {
  const { weeks, kinds } = dashboard;
  const max = Math.max(1, ...weeks.map((week) => week.total));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / weeks.length;
  const barWidth = slot * 0.7;
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  return (
    <figure className="desk-chart">
      <figcaption id="weekly-heading">
        Leads per week, by kind (last {weeks.length} weeks, weeks start on Monday)
      </figcaption>
      <ul className="desk-chart__legend" aria-hidden="true">
        {kinds.map((kind) => (
          <li key={kind}>
            <span className={`desk-chart__swatch desk-chart__fill--${kind}`} /> {KIND_LABELS[kind]}
          </li>
        ))}
      </ul>
      {/* The numbers are the table below; the drawing repeats them for the eye. */}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="desk-chart__svg" aria-hidden="true" focusable="false">
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} className="desk-chart__grid" />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" className="desk-chart__axis">
              {Number.isInteger(tick) ? tick : ""}
            </text>
          </g>
        ))}
        {weeks.map((week, i) => {
          const x = LEFT + i * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={week.day} data-week={week.day}>
              {kinds.map((kind) => {
                const count = week.counts[kind];
                if (!count) return null;
                const top = y(base + count);
                const height = y(base) - top;
                base += count;
                return (
                  <rect
                    key={kind}
                    x={x}
                    y={top}
                    width={barWidth}
                    height={height}
                    className={`desk-chart__fill--${kind}`}
                  />
                );
              })}
              {i % 2 === weeks.length % 2 ? null : (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="desk-chart__axis">
                  {week.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* Hidden by its wrapper: a table is never narrower than its cells, whatever its own width says. */}
      <div className="visually-hidden">
        <table>
          <caption>Leads per week, by kind</caption>
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              {kinds.map((kind) => (
                <th key={kind} scope="col">
                  {KIND_LABELS[kind]}
                </th>
              ))}
              <th scope="col">All</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.day}>
                <th scope="row">{week.label}</th>
                {kinds.map((kind) => (
                  <td key={kind}>{week.counts[kind]}</td>
                ))}
                <td>{week.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
