import { describe, expect, it } from "vitest";
import { auditText, deliveryErrorText, payText, plainChatText, rateText } from "./desk-labels";

describe("the desk's words for stored keys", () => {
  it("renders a chat message's markdown links as their labels", () => {
    expect(plainChatText("See [Paralegal](/Paralegal-Role) or [Phone or Email](#contact-options), **now**.")).toBe(
      "See Paralegal or Phone or Email, now.",
    );
    expect(plainChatText("A [bracket] alone and (parentheses) stay")).toBe("A [bracket] alone and (parentheses) stay");
  });

  it("words pay and rates as the public pages do", () => {
    expect(payText("900", "1300")).toBe("$900 - $1,300 USD per month");
    expect(payText("", "")).toBe("");
    expect(payText("700", "")).toBe("$700 - $700 USD per month");
    expect(rateText("$18")).toBe("$18 per hour");
  });

  it("says what happened in the audit log without keys", () => {
    expect(auditText("status_changed", "new → in_progress")).toBe("changed the status (from New to In progress)");
    expect(auditText("exported", "chat")).toBe("exported (chat leads)");
    expect(auditText("note_added", null)).toBe("added a note");
    expect(auditText("some_future_action", null)).toBe("some future action");
  });

  it("explains a failed delivery without the setting's name", () => {
    expect(deliveryErrorText("ADMIN_API_URL is not set")).not.toMatch(/ADMIN_API_URL/);
    expect(deliveryErrorText("status 503")).toBe("the provider's system answered with error 503");
  });
});
