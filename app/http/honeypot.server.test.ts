import { describe, expect, it } from "vitest";

process.env.SESSION_SECRET = "unit-test-secret-0123456789abcdef";
process.env.FORM_MIN_FILL_MS = "2000";
const { loadSessionSecret } = await import("./session.server");
const { checkSpamTrap, freshSpamToken, spamTokensIn, spamTrapInputs } = await import("./honeypot.server");
await loadSessionSecret();

function form(token: string, trap = "") {
  const data = new FormData();
  data.set("website_url", trap);
  data.set("form_started", token);
  return data;
}

describe("spam trap", () => {
  const now = Date.UTC(2026, 10, 23, 12);
  const issued = spamTrapInputs(now).encryptedValidFrom;

  it("accepts a form of ours sent after a person's pause and within two hours", () => {
    expect(checkSpamTrap(form(issued), now + 2_000)).toBe("ok");
    expect(checkSpamTrap(form(issued), now + 2 * 60 * 60 * 1000)).toBe("ok");
  });

  it("asks again when the form is older than two hours or sent faster than a person types", () => {
    expect(checkSpamTrap(form(issued), now + 2 * 60 * 60 * 1000 + 1)).toBe("expired");
    expect(checkSpamTrap(form(issued), now + 1_999)).toBe("early");
  });

  it("refuses a filled trap, a missing or forged timestamp, and garbage", () => {
    expect(checkSpamTrap(form(issued, "https://spam.example"), now + 5_000)).toBe("spam");
    const [time, nonce, signature] = issued.split(".");
    expect(checkSpamTrap(form(`${Number(time) - 60_000}.${nonce}.${signature}`), now + 5_000)).toBe("spam");
    expect(
      checkSpamTrap(form(`${time}.${nonce.replace(/^./, (c) => (c === "A" ? "B" : "A"))}.${signature}`), now + 5_000),
    ).toBe("spam");
    expect(
      checkSpamTrap(form(`${time}.${nonce}.${signature.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`), now + 5_000),
    ).toBe("spam");
    expect(checkSpamTrap(form(`${time}.${signature}`), now + 5_000)).toBe("spam");
    for (const garbage of ["", "abc", `${time}.`, `${time}.${"%".repeat(43)}`, "1".repeat(500)])
      expect(checkSpamTrap(form(garbage), now)).toBe("spam");
    expect(checkSpamTrap(new FormData(), now)).toBe("spam");
  });

  it("gives every copy a token of its own, even within one millisecond", () => {
    const tokens = new Set(Array.from({ length: 20 }, () => freshSpamToken(now)));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(checkSpamTrap(form(token), now + 5_000)).toBe("ok");
  });

  it("finds the tokens of ours in a page, and only those", () => {
    const other = freshSpamToken(now + 1);
    const forged = `1795475601032.${"A".repeat(4)}.${"A".repeat(43)}`;
    const page = `<input name="form_started" value="${issued}"/><script>enqueue("${issued}")</script> ${forged} ${other}`;
    expect(spamTokensIn(page)).toEqual([issued, other]);
    expect(other.length).toBe(issued.length);
  });
});
