import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashOwnInlineScripts } from "./csp.server";

const sha = (body: string) => `sha256-${crypto.createHash("sha256").update(body).digest("base64")}`;

describe("inline scripts of a shared page", () => {
  it("allows only the scripts rendered with this response's nonce, and removes the nonce", () => {
    const html = [
      '<script nonce="n0nce">document.documentElement.classList.add("js")</script>',
      '<script type="text/plain" data-after-first-paint="" nonce="n0nce">import "/assets/a.js"</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>alert('came in with data')</script>",
      '<script nonce="other">alert("a guessed nonce")</script>',
    ].join("");
    const { html: shared, hashes } = hashOwnInlineScripts(html, "n0nce");
    expect(hashes).toEqual([sha('document.documentElement.classList.add("js")'), sha('import "/assets/a.js"')]);
    expect(shared).not.toContain("n0nce");
    expect(hashes).not.toContain(sha("alert('came in with data')"));
  });
});
