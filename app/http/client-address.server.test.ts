import { describe, expect, it } from "vitest";
import { normaliseClientAddress } from "./client-address.server";

describe("client address", () => {
  it("writes IPv4-mapped IPv6 as IPv4 and leaves IPv4 alone", () => {
    expect(normaliseClientAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseClientAddress("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts a whole IPv6 /64 as one client, however it is written", () => {
    const one = normaliseClientAddress("2001:db8:aa:bb:1:2:3:4");
    expect(one).toBe("2001:db8:aa:bb::/64");
    expect(normaliseClientAddress("2001:0db8:00aa:00bb:ffff::1")).toBe(one);
    expect(normaliseClientAddress("2001:db8:aa:bb::")).toBe(one);
    expect(normaliseClientAddress("2001:db8:aa:bc::1")).not.toBe(one);
    expect(normaliseClientAddress("::1")).toBe("0:0:0:0::/64");
  });
});
