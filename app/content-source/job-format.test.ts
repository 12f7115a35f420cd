import { describe, expect, it } from "vitest";
import { formatDate } from "./job-format";

describe("formatDate", () => {
  it("writes dates as U.S. readers do, whatever the server's time zone", () => {
    expect(formatDate("2026-03-04")).toBe("March 4, 2026");
    expect(formatDate("2026-12-31T23:59:59Z")).toBe("December 31, 2026");
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate(null)).toBe("");
  });
});
