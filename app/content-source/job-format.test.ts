import { describe, expect, it } from "vitest";
import { formatDate, formatSalary } from "./job-format";

describe("formatDate", () => {
  it("writes dates as U.S. readers do, whatever the server's time zone", () => {
    expect(formatDate("2026-03-04")).toBe("March 4, 2026");
    expect(formatDate("2026-12-31T23:59:59Z")).toBe("December 31, 2026");
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate(null)).toBe("");
  });
});

describe("formatSalary", () => {
  it("writes a job's monthly range in U.S. dollars, and $0 where the job gives none", () => {
    expect(formatSalary(700, 1100)).toBe("$700 - $1,100");
    expect(formatSalary(1850.5, null)).toBe("$1,850.50 - $0");
  });
});
