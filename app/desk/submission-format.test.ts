import { describe, expect, it } from "vitest";
import { csvCell, printable } from "./submission-format";

describe("staff listing and export", () => {
  it("prints names without terminal escapes, forged lines or direction overrides", () => {
    expect(printable("Eve\u001b[2J\u001b[31mRED")).toBe("Eve[2J[31mRED");
    expect(printable("Mallory\n  #999 2026-01-01 Forged Row <x@example.com>")).toBe(
      "Mallory  #999 2026-01-01 Forged Row <x@example.com>",
    );
    expect(printable("abc\u202edcba")).toBe("abcdcba");
    expect(printable("José Núñez 中文")).toBe("José Núñez 中文");
  });

  it("writes cells no spreadsheet runs as formulas or splits, with comma, semicolon or tab separators", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell("  +1+2")).toBe("'  +1+2");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tTAB")).toBe(`"'\tTAB"`);
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a\tb")).toBe('"a\tb"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });
});
