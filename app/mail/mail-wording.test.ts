import { describe, expect, it } from "vitest";
import { RESPONSE_PROMISE } from "~/content/response-promise";
import { handoffNotification, visitorAcknowledgement } from "./mail-messages.server";

describe("what visitors and staff read in the e-mails", () => {
  const item = (kind: "contact" | "booking" | "application" | "chat") =>
    ({
      kind,
      id: 7,
      name: "Ana Ruiz",
      email: "ana@firm.example",
      createdAt: "2026-11-25T16:41:00.000Z",
      fields: [],
      message: "",
      role: "Paralegal",
      price: "$18",
      jobName: "Case Manager",
    }) as never;

  it("confirms in the visitor's words, with the one response promise", () => {
    const subjects = (["contact", "booking", "application", "chat"] as const).map(
      (kind) => visitorAcknowledgement(item(kind)).subject,
    );
    expect(subjects.map((subject) => subject.split(" | ")[0])).toEqual([
      "We received your message",
      "We received your booking request",
      "We received your job application",
      "We received your details from our chat",
    ]);
    for (const kind of ["contact", "booking", "chat"] as const)
      expect(visitorAcknowledgement(item(kind)).text).toContain(RESPONSE_PROMISE);
    expect(RESPONSE_PROMISE).toBe("within 24 business hours");
    expect(subjects.join(" ")).not.toMatch(/lead|business day/);
  });

  it("tells staff what happened: the visitor asked for a person", () => {
    const lead = {
      id: 3,
      name: "Ana Ruiz",
      email: "ana@firm.example",
      phone: "",
      company: "",
      reason: "Can I talk to someone?",
    };
    expect(handoffNotification(lead, []).subject).toBe("A chat visitor asked for a person: Ana Ruiz");
  });
});
