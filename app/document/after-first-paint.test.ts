import { describe, expect, it } from "vitest";
import { HEADING_FONT_SEEN_KEY, pageHeadScript } from "./after-first-paint";

describe("pageHeadScript", () => {
  it("is one valid script that marks the page as scripted and names what it holds back", () => {
    expect(() => new Function(pageHeadScript)).not.toThrow();
    expect(pageHeadScript).toContain('c.add("js")');
    expect(pageHeadScript).toContain(JSON.stringify(HEADING_FONT_SEEN_KEY));
    expect(pageHeadScript).not.toMatch(/<\/script/i);
  });
});
