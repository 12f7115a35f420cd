import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

describe("staff password policy", () => {
  it("refuses short, common, repetitive and e-mail-derived passwords; takes a long uncommon one", () => {
    const email = "ada@northbridge-lpo.example";
    expect(passwordProblem("short pass", email)).toMatch(/at least 12/);
    expect(passwordProblem("password1234", email)).toMatch(/common/);
    expect(passwordProblem("PasswordPassword", email)).toMatch(/common/);
    expect(passwordProblem("Correct Horse Battery Staple", email)).toMatch(/common/);
    expect(passwordProblem("aaaaaaaaaaaaaaaa", email)).not.toBeNull();
    expect(passwordProblem("xx ada@northbridge-lpo.example", email)).toMatch(/e-mail/);
    expect(passwordProblem("plum kettle orbit 7 lantern", email)).toBeNull();
  });
});
