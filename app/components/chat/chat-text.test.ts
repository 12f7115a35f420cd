import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { ChatText, linkTarget, offersContactOptions } from "./chat-text";

const BOOKING = "https://booking.northbridge-lpo.example/consultation";
const render = (text: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ChatText, { text, bookingUrl: BOOKING })));

describe("Lexi's text in the widget", () => {
  test("site paths, the booking page, tel: and mailto: become links; the hand-off marker becomes nothing", () => {
    const html = render(
      `See [Paralegal](/Paralegal-Role), [book it online](${BOOKING}), [call](tel:+13055550142) or [write](mailto:support@northbridge-lpo.example). [Phone or Email](#contact-options)`,
    );
    expect(html).toContain('<a href="/Paralegal-Role" data-discover="true">Paralegal</a>');
    expect(html).toContain(`<a href="${BOOKING}" target="_blank" rel="noopener noreferrer">book it online</a>`);
    expect(html).toContain('<a href="tel:+13055550142">call</a>');
    expect(html).toContain('<a href="mailto:support@northbridge-lpo.example">write</a>');
    expect(html).not.toContain("contact-options");
    expect(html).not.toContain("](");
    expect(offersContactOptions("x [Phone or Email](#contact-options)")).toBe(true);
  });

  test("javascript:, data:, other sites and protocol-relative links stay plain text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<b>x</b>",
      "https://evil.example/login",
      "//evil.example",
      "/\\evil.example",
      "tel:alert(1)",
    ]) {
      expect(linkTarget(href, BOOKING), href).toEqual({ kind: "text" });
      const html = render(`[click me](${href})`);
      expect(html, href).not.toContain("<a");
      expect(html, href).toMatch(/^click me/);
    }
  });

  test("markup in the text is escaped, never rendered", () => {
    const html = render(`<img src=x onerror=alert(1)><script>alert(2)</script> [<b>bold</b>](/about)`);
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain('<a href="/about" data-discover="true">&lt;b&gt;bold&lt;/b&gt;</a>');
  });
});
