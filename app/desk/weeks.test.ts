import { describe, expect, test } from "vitest";
import { lastWeeks, midnightIn } from "./weeks";

describe("weeks in a staff member's time zone", () => {
  test("midnight in New York is 05:00 UTC in winter and 04:00 in summer", () => {
    expect(new Date(midnightIn(2026, 11, 23, "America/New_York")).toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(new Date(midnightIn(2026, 7, 6, "America/New_York")).toISOString()).toBe("2026-07-06T04:00:00.000Z");
    expect(new Date(midnightIn(2026, 11, 23, "Asia/Kolkata")).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  test("twelve Monday-to-Monday weeks, the last one holding now", () => {
    // Thursday 26 November 2026, 03:00 UTC: still Wednesday the 25th, 22:00, in New York.
    const now = new Date("2026-11-26T03:00:00Z");
    const weeks = lastWeeks(now, "America/New_York", 12);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({
      start: "2026-11-23T05:00:00.000Z",
      end: "2026-11-30T05:00:00.000Z",
      label: "Nov 23",
      day: "2026-11-23",
    });
    expect(weeks[0].day).toBe("2026-09-07");
    // The week the clocks went back (1 November) is an hour longer; weeks touch end to start.
    for (let i = 1; i < 12; i++) expect(weeks[i].start).toBe(weeks[i - 1].end);
    const changed = weeks.find((week) => week.day === "2026-10-26")!;
    expect(Date.parse(changed.end) - Date.parse(changed.start)).toBe(7 * 86_400_000 + 3_600_000);
  });

  test("on a Monday just after midnight the week starts that day; past midnight in Tokyo it is Thursday there", () => {
    expect(lastWeeks(new Date("2026-11-23T05:00:00Z"), "America/New_York", 1)[0].day).toBe("2026-11-23");
    expect(lastWeeks(new Date("2026-11-23T04:59:59Z"), "America/New_York", 1)[0].day).toBe("2026-11-16");
    expect(lastWeeks(new Date("2026-11-25T15:30:00Z"), "Asia/Tokyo", 1)[0].start).toBe("2026-11-22T15:00:00.000Z");
  });
});
