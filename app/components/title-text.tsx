import { Fragment } from "react";

/** Words joined by a hyphen ("Industry-Focused", "French-Speaking"): kept on one line. */
const HYPHENATED = /(\p{L}[\p{L}\d]*(?:-[\p{L}\d]+)+)/u;

/**
 * A title that may wrap after a slash ("Secretary/Receptionist", "Entertainment/Media") but
 * never inside a word, nor after the hyphen of a hyphenated word ("Industry-/Focused"): browsers
 * give no break opportunity after a slash between letters, and do give one after a hyphen.
 */
export function TitleText({ children }: { children: string }) {
  const parts = children.split("/");
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part.split(HYPHENATED).map((piece, i) =>
            i % 2 ? (
              <span key={i} className="nowrap">
                {piece}
              </span>
            ) : (
              piece
            ),
          )}
          {index < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
