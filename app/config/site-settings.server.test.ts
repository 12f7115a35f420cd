import { describe, expect, it } from "vitest";
import { parseSettings } from "./site-settings.server";

describe("site settings", () => {
  it("defaults to fictional reserved values", () => {
    const settings = parseSettings({});
    expect(settings.brand).toBe("Northbridge LPO");
    expect(settings.phone).toEqual({ display: "+1 (305) 555-0142", href: "tel:+13055550142" });
    expect(settings.email).toBe("support@northbridge-lpo.example");
    expect(settings.bookingUrl).toBe("https://booking.northbridge-lpo.example/consultation");
    expect(settings.socials.map((s) => s.href)).toEqual(
      ["facebook", "twitter", "instagram", "linkedin", "youtube"].map((n) => `https://${n}.example/northbridge-lpo`),
    );
  });

  it("takes overrides from the environment", () => {
    const settings = parseSettings({
      SITE_PHONE: "+1 (212) 555-0199",
      SITE_BRAND: "Acme LPO",
      SITE_URL: "https://acme.example/",
    });
    expect(settings.phone.href).toBe("tel:+12125550199");
    expect(settings.brand).toBe("Acme LPO");
    expect(settings.siteUrl).toBe("https://acme.example");
  });

  it("names the variable of a bad value", () => {
    expect(() => parseSettings({ SITE_BOOKING_URL: "not a url" })).toThrow(/SITE_BOOKING_URL/);
    expect(() => parseSettings({ SITE_EMAIL: "nobody" })).toThrow(/SITE_EMAIL/);
  });
});
