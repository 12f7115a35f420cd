import { describe, expect, it } from "vitest";
import { normaliseClientAddress } from "./client-address.server";

describe("client address", () => {
  it("writes IPv4-mapped IPv6 as IPv4, in every notation, and leaves IPv4 alone", () => {
    expect(normaliseClientAddress("203.0.113.7")).toBe("203.0.113.7");
    for (const mapped of [
      "::ffff:203.0.113.7",
      "::FFFF:203.0.113.7",
      "::ffff:cb00:7107",
      "0:0:0:0:0:ffff:cb00:7107",
      "0000:0000:0000:0000:0000:ffff:203.0.113.7",
    ]) {
      expect(normaliseClientAddress(mapped), mapped).toBe("203.0.113.7");
    }
  });

  it("counts a whole IPv6 /64 as one client, however it is written", () => {
    const one = normaliseClientAddress("2001:db8:aa:bb:1:2:3:4");
    expect(one).toBe("2001:db8:aa:bb::/64");
    expect(normaliseClientAddress("2001:0db8:00aa:00bb:ffff::1")).toBe(one);
    expect(normaliseClientAddress("2001:DB8:AA:BB::")).toBe(one);
    expect(normaliseClientAddress("fe80::1%eth0")).toBe("fe80::/64");
    expect(normaliseClientAddress("2001:db8:aa:bc::1")).not.toBe(one);
    expect(normaliseClientAddress("::1")).toBe("::/64");
  });

  it("a value that is not an address is the connecting peer, never a client of its own", () => {
    for (const junk of ["not-an-ip", "999.1.1.1", "1.2.3", "1", "0x7f000001", "203.0.113.8.1", "::g", "", "unknown"]) {
      expect(normaliseClientAddress(junk, "198.51.100.4"), junk).toBe("198.51.100.4");
      expect(normaliseClientAddress(junk, "::ffff:198.51.100.4"), junk).toBe("198.51.100.4");
    }
    expect(normaliseClientAddress("junk", "also junk")).toBe("unknown");
  });
});
