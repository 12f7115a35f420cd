import { describe, expect, test, vi } from "vitest";

// The brand is a setting (SITE_BRAND): Lexi reads and says the name configured, not a fixed one.
vi.stubEnv("SITE_BRAND", "Acme LPO");
const { brandAsYou } = await import("./brand");
const { isSeeker } = await import("./asker");
const { buyerSignals } = await import("./speaker");
const { say } = await import("./phrases.server");

describe("our name as a visitor types it", () => {
  test("reads as 'you', possessive as 'your'", () => {
    expect(brandAsYou("we'd pay acme for two paralegals")).toBe("we'd pay you for two paralegals");
    expect(brandAsYou("a letter on acme's letterhead")).toBe("a letter on your letterhead");
    expect(brandAsYou("we'd pay northbridge")).toBe("we'd pay northbridge");
    expect(brandAsYou("acmes are cartoons", "Northbridge LPO")).toBe("acmes are cartoons");
  });

  test("a seeker working for us and a firm paying us are read by the configured name", () => {
    expect(isSeeker("can i work for acme from jamaica?")).toBe(true);
    expect(buyerSignals("what would we pay acme for a full time paralegal")).toBe(true);
  });

  test("Lexi names the configured brand", () => {
    expect(say("chat.offTopic", "en")).toContain("Acme LPO");
    expect(say("chat.offTopic", "fr")).toContain("Acme LPO");
    expect(say("chat.offTopic", "es")).not.toContain("Northbridge");
  });
});
