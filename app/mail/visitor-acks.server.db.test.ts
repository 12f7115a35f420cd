import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailPart, startSmtpSink } from "../../tests/support/smtp-sink";

// Visitor confirmations (VISITOR_ACK=true) through the mail outbox to a real SMTP server on loopback:
// anyone can type a stranger's address into a form, so what reaches that address is bounded.
const sink = await startSmtpSink();
process.env.SMTP_URL = sink.url;
process.env.MAIL_FROM = "Northbridge desk <desk@northbridge-lpo.example>";
process.env.VISITOR_ACK = "true";
delete process.env.STAFF_NOTIFY_TO;
const { closeDb, migrateToLatest } = await import("~/db/db.server");
const { saveContactMessage } = await import("~/submissions/submissions.server");
const { sendDueMail, stopMailWorker } = await import("~/mail/mail.server");
const { mailboxOf } = await import("./visitor-acks.server");

beforeAll(migrateToLatest);
afterAll(async () => {
  await stopMailWorker();
  await closeDb();
  await sink.close();
});

const contact = (email: string, name = "Eve Example", comment = "Hello") => ({
  name,
  email,
  number: "555-0100",
  comment,
  saveInfo: false,
});

describe(`visitor confirmations (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("one mailbox gets one confirmation an hour, however its address is spelled (+tags, case, Gmail's dots)", async () => {
    const spellings = [
      "target@victim.example",
      "target+1@victim.example",
      "TARGET+prize@Victim.example",
      "t.a.r.g.e.t@gmail.com",
      "Target+2@googlemail.com",
      "targ.et+3@gmail.com",
    ];
    for (const email of spellings) await saveContactMessage(contact(email), "198.51.100.7");
    await stopMailWorker(); // the pass the submissions kicked
    while ((await sendDueMail()) > 0);
    const acks = sink.received.filter((mail) => /victim\.example|mail\.com/i.test(mail.to.join()));
    expect(acks.map((mail) => mail.to[0]).sort()).toEqual(["t.a.r.g.e.t@gmail.com", "target@victim.example"]);
    expect(mailboxOf("A.B+c@GMAIL.com")).toBe("ab@gmail.com");
    expect(mailboxOf("a.b+c@firm.example")).toBe("a.b@firm.example");
    expect(mailboxOf("+only@firm.example")).toBe("+only@firm.example");
  });

  test("a confirmation repeats nothing typed but a short first name: a 200-character name and a 5,000-character message stay out", async () => {
    const message = `Visit https://prize.example/claim now. ${"Buy cheap pills. ".repeat(300)}`.slice(0, 5000);
    const before = sink.received.length;
    await saveContactMessage(contact("long@relay.example", `${"Z".repeat(200)} Smith`, message), "198.51.100.8");
    await saveContactMessage(
      contact("short@relay.example", "Maria <b>Winner</b> https://prize.example", message),
      "198.51.100.8",
    );
    await stopMailWorker();
    while ((await sendDueMail()) > 0);
    const acks = sink.received.slice(before);
    expect(acks).toHaveLength(2);
    for (const ack of acks) {
      for (const typed of ["prize", "pills", "ZZZZ", "Smith", "Winner", "<b>"])
        expect(ack.raw, typed).not.toContain(typed);
      expect(mailPart(ack.raw, "text/plain").length).toBeLessThan(1200);
    }
    expect(mailPart(acks.find((a) => a.to[0] === "long@relay.example")!.raw, "text/plain")).toMatch(/^Hello,/);
    expect(mailPart(acks.find((a) => a.to[0] === "short@relay.example")!.raw, "text/plain")).toMatch(/^Hello Maria,/);
  });
});
