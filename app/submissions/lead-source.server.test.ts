import { describe, expect, test } from "vitest";
import { formSource, otherSiteHost, refererHost, sitePathOf } from "./lead-source.server";

// Where a lead came from is told by the visitor's browser (or by anyone posting): every value is
// checked and capped before it is stored, and refused rather than cleaned when it is odd.
const SITE = "www.northbridge-lpo.example";

describe("the page a form or chat was sent from", () => {
  test("a path of this site, without query or fragment", () => {
    expect(sitePathOf(`https://${SITE}/contact?email=a@b.example#x`, SITE)).toBe("/contact");
    expect(sitePathOf(`https://${SITE}/Booking/Paralegal$18`, SITE)).toBe("/Booking/Paralegal$18");
    expect(sitePathOf(`https://${SITE}/<script>alert(1)</script>`, SITE)).toBe("/%3Cscript%3Ealert(1)%3C/script%3E");
  });

  test("nothing from another site, another scheme, a long or malformed value", () => {
    for (const referer of [
      null,
      "",
      "https://evil.example/contact",
      `https://${SITE}.evil.example/contact`,
      "javascript:alert(1)",
      `data:text/html,<a href="https://${SITE}/">`,
      `ftp://${SITE}/contact`,
      `https://${SITE}/${"a".repeat(300)}`,
      "not a url",
      `https://${SITE}${"/x".repeat(2000)}`,
    ])
      expect(sitePathOf(referer, SITE), String(referer).slice(0, 50)).toBeNull();
    // CR/LF and tabs inside a URL are dropped by the URL parser, never stored.
    expect(sitePathOf(`https://${SITE}/con\r\ntact`, SITE)).toBe("/contact");
    expect(sitePathOf(`https://${SITE}/a\r\nSet-Cookie: x=1`, SITE)).toBe("/aSet-Cookie:%20x=1");
  });
});

describe("the other site a visitor arrived from", () => {
  test("its host name, lower case; never this site", () => {
    expect(refererHost("https://WWW.Search.Example/search?q=paralegal", SITE)).toBe("www.search.example");
    expect(refererHost("http://203.0.113.9:8080/x", SITE)).toBe("203.0.113.9");
    expect(refererHost("https://bücher.example/", SITE)).toBe("xn--bcher-kva.example");
    expect(refererHost(`https://${SITE}/roles`, SITE)).toBeNull();
    expect(refererHost(`https://${SITE}:443/roles`, `${SITE}:443`)).toBeNull();
    expect(refererHost("javascript:alert(1)", SITE)).toBeNull();
    expect(refererHost("https://[::1]/", SITE)).toBeNull();
  });

  test("a posted hidden field is taken only as a well-formed host name", () => {
    expect(otherSiteHost("news.example", SITE)).toBe("news.example");
    for (const posted of [
      "<b>evil</b>",
      "evil.example\r\nX-Injected: 1",
      "javascript:alert(1)",
      "https://evil.example/",
      "evil example",
      "-evil.example",
      `${"a".repeat(64)}.example`,
      `${"abc.".repeat(70)}example`,
      SITE,
      "",
      ["a.example"],
      null,
    ])
      expect(otherSiteHost(posted, SITE), JSON.stringify(posted)?.slice(0, 40)).toBeNull();
  });

  test("a form's post: the page from its Referer, the host from its hidden field", () => {
    const form = new FormData();
    form.set("source_host", "news.example");
    const request = new Request(`https://${SITE}/contact`, {
      method: "POST",
      headers: { referer: `https://${SITE}/contact?x=1` },
    });
    expect(formSource(request, form)).toEqual({ page: "/contact", host: "news.example" });
    const forged = new FormData();
    forged.set("source_host", "<img src=x onerror=alert(1)>");
    const elsewhere = new Request(`https://${SITE}/contact`, {
      method: "POST",
      headers: { referer: "https://evil.example/" },
    });
    expect(formSource(elsewhere, forged)).toEqual({ page: null, host: null });
  });
});
