import { describe, expect, test } from "vitest";
import { formatDeskTime } from "./desk-route";

describe("times as each staff member reads them", () => {
  test("in their zone, with its abbreviation", () => {
    const at = "2026-11-24T07:31:09.123Z";
    expect(formatDeskTime(at, "America/New_York")).toBe("2026-11-24 02:31 EST");
    expect(formatDeskTime("2026-07-24T07:31:00Z", "America/New_York")).toBe("2026-07-24 03:31 EDT");
    expect(formatDeskTime(at, "UTC")).toBe("2026-11-24 07:31 UTC");
    expect(formatDeskTime(at, "Asia/Tokyo")).toBe("2026-11-24 16:31 GMT+9");
    // Kingston keeps Eastern Standard Time all year.
    expect(formatDeskTime("2026-07-24T07:31:00Z", "America/Jamaica")).toBe("2026-07-24 02:31 EST");
  });

  test("nothing for no time; the office's zone for a zone this runtime does not know", () => {
    expect(formatDeskTime(null, "UTC")).toBe("");
    expect(formatDeskTime("not a time", "UTC")).toBe("");
    expect(formatDeskTime("2026-11-24T07:31:00Z", "Mars/Olympus_Mons")).toBe("2026-11-24 02:31 EST");
  });
});
