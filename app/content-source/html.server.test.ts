import { describe, expect, it } from "vitest";
import { cleanServiceText, sanitizeHtml, stripHtml } from "./html.server";

describe("sanitizeHtml", () => {
  it("removes scripts, event handlers, javascript: URLs and iframes", () => {
    const dirty = `<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">`;
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain("<p>Hi</p>");
  });
  it("keeps ordinary formatting and marks external links", () => {
    expect(sanitizeHtml(`<h1>T</h1><ul><li><strong>a</strong></li></ul>`)).toBe(
      "<h2>T</h2><ul><li><strong>a</strong></li></ul>",
    );
    expect(sanitizeHtml(`<a href="https://x.example">x</a>`)).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe("stripHtml", () => {
  it("returns plain text with entities decoded", () => {
    expect(stripHtml("<p>Fast &amp; <b>secure</b>&nbsp;work</p>\n<p>two</p>")).toBe("Fast & secure work two");
  });
  it("keeps a space between blocks written without one, and none inside inline markup", () => {
    expect(stripHtml("<p>Drafted clearly.</p><p>The demand</p><ul><li>one</li><li>two</li></ul>line<br>break")).toBe(
      "Drafted clearly. The demand one two line break",
    );
    expect(stripHtml("<p>re<b>view</b>ed</p>")).toBe("reviewed");
  });
  it("drops script content entirely", () => {
    expect(stripHtml("<p>ok</p><script>bad()</script>")).toBe("ok");
  });
});

describe("cleanServiceText", () => {
  it("unescapes line breaks and slashes, decodes entities and trims quotes", () => {
    expect(cleanServiceText('"Intake\\nand review<\\/p>&nbsp;&quot;done&quot;"')).toBe('Intake\nand review</p> "done');
    expect(cleanServiceText(null)).toBe("");
  });
});
