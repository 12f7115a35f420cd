import { describe, expect, it } from "vitest";
import { passages } from "~/content/site-index";
import { snippet } from "./search.server";

const text =
  "Remote paralegals prepare and serve documents for your firm every single week. Internal case status reports are drafted from the file by remote paralegals and delivered for attorney approval on schedule, so clients and insurance carriers know where their matter stands at every step of the case, from intake to the final settlement papers.";

/** The excerpt without its ellipses is a run of the text that begins and ends at word boundaries. */
function expectWholeWords(excerpt: string) {
  const inner = excerpt.replace(/^…|…$/g, "");
  const at = text.indexOf(inner);
  expect(at, excerpt).toBeGreaterThanOrEqual(0);
  expect(at === 0 || /\s/.test(text[at - 1]), `starts on a word: ${excerpt}`).toBe(true);
  const after = text[at + inner.length];
  expect(after === undefined || /[\s,;:]/.test(after), `ends on a word: ${excerpt}`).toBe(true);
}

describe("a search result's excerpt", () => {
  it("holds the match and starts and ends on whole words", () => {
    for (const term of ["approval", "carriers", "settlement", "drafted"]) {
      const excerpt = snippet(text, [term]);
      expect(excerpt).toContain(term);
      expectWholeWords(excerpt);
    }
  });

  it("starts at the sentence when one begins shortly before the match", () => {
    expect(snippet(text, ["status"])).toMatch(/^…Internal case status/);
  });

  it("ends without an ellipsis when it ends on a full sentence", () => {
    expect(snippet("One sentence here. Another sentence follows it and goes on for a while longer.", ["one"], 19)).toBe(
      "One sentence here.",
    );
  });

  it("is the whole text, without ellipses, when it is short", () => {
    expect(snippet("Short text.", ["text"])).toBe("Short text.");
  });

  it("reads headings and list items as sentences", () => {
    expect(
      passages(["Remote Paralegal for Your Law Firm", "Add skilled support.", "", undefined, "Drafting: pleadings"]),
    ).toBe("Remote Paralegal for Your Law Firm. Add skilled support. Drafting: pleadings.");
  });
});
