import { describe, expect, it } from "vitest";
import { compactRouterManifest } from "./after-first-paint.server";

const manifest = {
  entry: { module: "/assets/entry.client-x.js", imports: ["/assets/a.js"] },
  routes: { root: { id: "root", path: "" } },
  version: "b2",
};
const page = (json: string) =>
  `<script type="module">import * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-x.js");</script>`;

describe("compactRouterManifest", () => {
  it("writes React Router's indented manifest compact, with the same content, and leaves the rest of the script alone", () => {
    const compacted = compactRouterManifest(page(JSON.stringify(manifest, null, 2)));
    expect(compacted).toBe(page(JSON.stringify(manifest)));
  });

  it("leaves a document without a manifest, or one it cannot read, as it is", () => {
    expect(compactRouterManifest("<p>No scripts</p>")).toBe("<p>No scripts</p>");
    const odd = page('{\n  "entry": oops\n}');
    expect(compactRouterManifest(odd)).toBe(odd);
  });
});
