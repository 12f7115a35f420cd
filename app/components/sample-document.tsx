import type { SampleBlock } from "~/content/types";

/**
 * A work sample's document as a page shows it: the line saying it is a sample with invented names,
 * its header block, then its headings, paragraphs, lists and tables (the blocks its PDF lays out).
 */
export function SampleDocument({
  id,
  notice,
  facts,
  blocks,
}: {
  id: string;
  notice: string;
  facts: { label: string; value: string }[];
  blocks: SampleBlock[];
}) {
  return (
    <div className="sample-document">
      <p className="sample-document__notice" role="note">
        {notice}
      </p>
      <dl className="sample-document__facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {blocks.map((block, index) => {
        const key = `${id}-${index}`;
        if (block.type === "heading") return <h3 key={key}>{block.text}</h3>;
        if (block.type === "paragraph") return <p key={key}>{block.text}</p>;
        if (block.type === "list")
          return (
            <ul key={key}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return (
          // A wide table scrolls inside its own box on a phone, never the page.
          <div
            key={key}
            className="sample-document__table"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
            tabIndex={0}
            role="region"
            aria-label={`${block.header.join(", ")}: table`}
          >
            <table>
              <thead>
                <tr>
                  {block.header.map((cell) => (
                    <th key={cell} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
