import { describe, expect, it } from "vitest";
import { searchRegistry } from "./search.server";

describe("site search", () => {
  it("shows the real phone number and e-mail, never a copy placeholder", () => {
    const hits = [...searchRegistry("phone"), ...searchRegistry("email"), ...searchRegistry("privacy")];
    expect(hits.length).toBeGreaterThan(0);
    const text = hits.map((hit) => `${hit.title} ${hit.snippet}`).join(" ");
    expect(text).not.toMatch(/\{(phone|email|address)\}/);
    expect(searchRegistry("555-0142").map((hit) => hit.path)).toContain("/privacypolicy");
  });
});
