import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";

describe("process configuration", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl.endsWith("data/site.db")).toBe(true);
    expect(config.adminApiUrl).toBeUndefined();
    expect(config.formRateLimit).toBe(10);
  });

  it("rejects a bad PORT or URL with one line naming the variable", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/^Invalid setting PORT:/);
    expect(() => parseConfig({ ADMIN_API_URL: "nope" })).toThrow(/^Invalid setting ADMIN_API_URL:/);
    expect(() => parseConfig({ FORM_RATE_LIMIT: "0" })).toThrow(/FORM_RATE_LIMIT/);
  });

  it("normalises the admin API base to end with a slash", () => {
    expect(parseConfig({ ADMIN_API_URL: "https://admin.example/api" }).adminApiUrl).toBe("https://admin.example/api/");
  });
});
