import { Fragment } from "react";

/**
 * A title that may wrap after a slash ("Secretary/Receptionist", "Entertainment/Media") but
 * never inside a word: browsers give no break opportunity after a slash between letters.
 */
export function TitleText({ children }: { children: string }) {
  const parts = children.split("/");
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
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
