import { describe, expect, it } from "vitest";
import { parseBookingId, pricingTiers } from "./pricing";
import { roles } from "./roles";

describe("booking ids", () => {
  it("accept each role with one of its tier rates", () => {
    for (const role of roles) {
      for (const tier of pricingTiers(role)) {
        const [id, query] = tier.bookingPath.replace("/Booking/", "").split("?");
        expect(query, "the tier rides along: Contract Base and Full Time share a rate").toBe(`tier=${tier.key}`);
        expect(parseBookingId(id)).toMatchObject({ role: { slug: role.slug }, price: `$${tier.rate}` });
      }
    }
  });

  it("refuse unknown roles, foreign rates and malformed ids", () => {
    for (const id of ["Legal-Admin$14", "Nobody$14", "Legal-Admin", "Legal-Admin$", "Legal-Admin$15$1", "Legal-Admin$1e1", "Legal-Admin$-15", "", "$15"]) {
      expect(parseBookingId(id), id).toBeUndefined();
    }
  });
});
