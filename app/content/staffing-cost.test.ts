import { describe, expect, it } from "vitest";
import { costTable } from "./pricing";
import { estimateCost, readCostQuery, STAFF_ERROR, usd } from "./staffing-cost";

const table = costTable();
const estimate = (query: string) => estimateCost(table, readCostQuery(new URLSearchParams(query), table).query);

describe("the cost calculator", () => {
  it("computes from the pricing catalogue: people × hours × the tier's rate", () => {
    // The examples.
    expect(estimate("role=Legal-Admin&schedule=full-time&staff=2")).toMatchObject({ rate: 15, hours: 160, monthly: 4800, perPerson: 2400 });
    expect(estimate("role=Paralegal-Role&schedule=full-time&bilingual=on&staff=1")).toMatchObject({ rate: 17, monthly: 2720 });
    expect(estimate("role=Secretary-Receptionist&schedule=contract&staff=3")).toMatchObject({ rate: 12, hours: 80, monthly: 2880 });
  });

  it("compares only the role its public wage figure is for", () => {
    expect(estimate("role=Paralegal-Role&schedule=full-time&staff=1").inHouseMonthly).toBeCloseTo(160 * table.inHouse.hourlyWage);
    expect(estimate("role=Legal-Admin&schedule=full-time&staff=1").inHouseMonthly).toBeUndefined();
  });

  it("falls back on unknown choices and refuses a staff count outside 1-100", () => {
    expect(readCostQuery(new URLSearchParams("role=<script>&schedule=forever"), table).query).toMatchObject({
      role: table.roles[0].slug,
      schedule: "full-time",
    });
    for (const staff of ["0", "101", "-1", "2.5", "1e3", "abc", ""]) {
      expect(readCostQuery(new URLSearchParams({ staff }), table), staff).toMatchObject({ staffError: STAFF_ERROR, staffText: staff, query: { staff: 1 } });
    }
  });

  it("gives a refused count back as typed, but never more than a few characters", () => {
    expect(readCostQuery(new URLSearchParams({ staff: "9".repeat(500) }), table).staffText).toBe("99999999");
    expect(readCostQuery(new URLSearchParams({ staff: "12" }), table).staffText).toBeUndefined();
  });

  it("writes U.S. dollars with thousands separators and cents only when there are some", () => {
    expect(usd(4800)).toBe("$4,800");
    expect(usd(4689.6)).toBe("$4,689.60");
    expect(usd(12)).toBe("$12");
    expect(usd(0)).toBe("$0");
    expect(usd(1234567.891)).toBe("$1,234,567.89");
    expect(usd(999.999)).toBe("$1,000");
    expect(usd(100000.05)).toBe("$100,000.05");
  });
});
