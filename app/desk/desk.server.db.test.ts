import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { headerLines, mailPart, startSmtpSink } from "../../tests/support/smtp-sink";

// The desk's inbox and the mail outbox on a real database and a real SMTP server on loopback.
const sink = await startSmtpSink();
process.env.SMTP_URL = sink.url;
process.env.MAIL_FROM = "Northbridge desk <desk@northbridge-lpo.example>";
process.env.STAFF_NOTIFY_TO = "intake@northbridge-lpo.example, partner@northbridge-lpo.example";
process.env.OUTBOX_BASE_BACKOFF_MS = "10";
process.env.OUTBOX_MAX_ATTEMPTS = "3";
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { saveBooking, saveContactMessage } = await import("~/submissions/submissions.server");
const { createLead, leadIdForToken, recordChatMessage, recordUnansweredQuestion, requestHandoff } =
  await import("~/submissions/chat-leads.server");
const { sendDueMail, stopMailWorker } = await import("~/mail/mail.server");
const desk = await import("./desk.server");

const by = { actor: "ada@northbridge-lpo.example", ip: "198.51.100.1" };
const contact = (n: number, extra: Partial<{ name: string; email: string }> = {}) => ({
  name: `Visitor ${n}`,
  email: `v${n}@firm.example`,
  number: "555-0100",
  comment: `Message ${n}`,
  saveInfo: false,
  ...extra,
});

beforeAll(migrateToLatest);
beforeEach(async () => {
  // A pass the last test's submissions started finishes before this test counts anything.
  await stopMailWorker();
  await db.deleteFrom("mail_outbox").execute();
  sink.received.length = 0;
  sink.refuse = 0;
});
afterAll(async () => {
  await stopMailWorker();
  await closeDb();
  await sink.close();
});

/** Sends until nothing is due (the backoff here is 10 ms), as the worker would. */
async function drainMail() {
  for (let i = 0; i < 50; i++) {
    const pending = await db.selectFrom("mail_outbox").select("id").where("status", "=", "pending").execute();
    if (!pending.length) return;
    await sendDueMail();
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`desk inbox and notifications (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("one inbox of all four kinds: newest first, filtered by kind and status, searched by name, e-mail or company, paginated", async () => {
    // Items stamped in one millisecond tie, and ties go by kind: each is made once the clock has moved on.
    const nextMillisecond = async () => {
      const now = Date.now();
      while (Date.now() === now) await new Promise((resolve) => setImmediate(resolve));
    };
    await saveContactMessage(contact(1, { name: "Ann 100%_Sure" }), "198.51.100.2");
    await nextMillisecond();
    await saveBooking(
      {
        name: "Bob Booker",
        email: "bob@firm.example",
        phone: "555-0101",
        comment: "Two days",
        saveInfo: false,
        tier: null,
        role: "Paralegal",
        price: "$1,200",
      },
      "198.51.100.2",
    );
    await nextMillisecond();
    const token = await createLead(
      { name: "Cat Chat", email: "cat@firm.example", phone_number: "", company_name: "Acme Legal LLP" },
      "198.51.100.2",
    );
    const all = await desk.listInbox({ page: 1 });
    expect(all.items.slice(0, 3).map((i) => i.kind)).toEqual(["chat", "booking", "contact"]);
    expect((await desk.listInbox({ page: 1, q: "acme" })).items.map((i) => i.name)).toEqual(["Cat Chat"]);
    expect((await desk.listInbox({ page: 1, q: "BOB@FIRM" })).items.map((i) => i.name)).toEqual(["Bob Booker"]);
    // % and _ are literal, not wildcards.
    expect((await desk.listInbox({ page: 1, q: "100%_" })).items.map((i) => i.name)).toEqual(["Ann 100%_Sure"]);
    expect((await desk.listInbox({ page: 1, q: "0%_s" })).items.map((i) => i.name)).toEqual(["Ann 100%_Sure"]);
    expect((await desk.listInbox({ page: 1, q: "'; drop table bookings; --" })).total).toBe(0);
    expect((await desk.listInbox({ page: 1, kind: "booking" })).items.every((i) => i.kind === "booking")).toBe(true);

    const leadId = (await leadIdForToken(token))!;
    expect(await desk.setDeskStatus("chat", leadId, "in_progress", by)).toBe(true);
    expect((await desk.listInbox({ page: 1, status: "in_progress" })).items.map((i) => [i.kind, i.id])).toEqual([
      ["chat", leadId],
    ]);
    expect(
      (await desk.listInbox({ page: 1, status: "new", kind: "chat" })).items.find((i) => i.id === leadId),
    ).toBeUndefined();

    for (let n = 0; n < desk.PAGE_SIZE + 2; n++) await saveContactMessage(contact(1000 + n), "198.51.100.3");
    const first = await desk.listInbox({ page: 1, kind: "contact" });
    const second = await desk.listInbox({ page: 2, kind: "contact" });
    expect(first.items).toHaveLength(desk.PAGE_SIZE);
    expect(first.pages).toBe(second.pages);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(
      first.items.length + second.items.length,
    );
  });

  test("status, notes and deletion are audited; deletion leaves no visitor data behind", async () => {
    const token = await createLead(
      { name: "Dora Delete", email: "dora@firm.example", phone_number: "555-0109", company_name: "Secret Co" },
      "198.51.100.4",
    );
    const leadId = (await leadIdForToken(token))!;
    await recordChatMessage(leadId, "user", "my case number is 12345");
    await recordUnansweredQuestion(leadId, "Do you handle maritime law?");
    expect(await desk.addDeskNote("chat", leadId, "Called back, left voicemail", by)).toBe(true);
    expect(await desk.addDeskNote("chat", leadId, "   ", by)).toBe(false);
    expect(await desk.setDeskStatus("chat", leadId, "done", by)).toBe(true);
    expect(await desk.setDeskStatus("chat", 999_999, "done", by)).toBe(false);
    const item = await desk.getDeskItem("chat", leadId);
    expect(item?.status).toBe("done");
    expect(item?.chat?.transcript.map((m) => m.text)).toEqual(["my case number is 12345"]);
    expect(item?.chat?.unanswered.map((u) => u.question)).toEqual(["Do you handle maritime law?"]);
    expect(item?.history.map((h) => [h.action, h.detail])).toEqual([
      ["note_added", null],
      ["status_changed", "new → done"],
    ]);

    expect(await desk.deleteDeskItem("chat", leadId, by)).toBe(true);
    expect(await desk.getDeskItem("chat", leadId)).toBeNull();
    for (const table of ["chat_messages", "chat_unanswered"] as const) {
      expect(await db.selectFrom(table).select("id").where("lead_id", "=", leadId).execute()).toEqual([]);
    }
    expect(
      await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("item_kind", "=", "chat")
        .where("item_id", "=", leadId)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("desk_notes").select("id").where("item_id", "=", leadId).where("kind", "=", "chat").execute(),
    ).toEqual([]);
    const trail = await db
      .selectFrom("staff_audit")
      .selectAll()
      .where("item_kind", "=", "chat")
      .where("item_id", "=", leadId)
      .execute();
    expect(trail.map((t) => t.action)).toEqual(["note_added", "status_changed", "item_deleted"]);
    expect(JSON.stringify(trail)).not.toMatch(/Dora|dora@|12345|Secret Co|voicemail/);
  });

  test("staff get one e-mail per new item with a desk link; a refusing server is retried until it accepts; a hostile name adds no header or recipient", async () => {
    sink.refuse = 2;
    const saved = await saveContactMessage(
      contact(2, { name: "Eve\r\nBcc: victim@evil.example\r\nSubject: pwned" }),
      "198.51.100.5",
    );
    const row = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("item_id", "=", saved.id)
      .where("item_kind", "=", "contact")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    await drainMail();
    expect(sink.refused).toBe(2);
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0];
    expect(mail.to.sort()).toEqual(["intake@northbridge-lpo.example", "partner@northbridge-lpo.example"]);
    const headers = headerLines(mail.raw);
    expect(headers.filter((h) => /^bcc:/i.test(h))).toEqual([]);
    expect(headers.filter((h) => /^subject:/i.test(h))).toHaveLength(1);
    // The visitor's line breaks became spaces inside the one Subject.
    expect(headers.find((h) => /^subject:/i.test(h))).toMatch(/^Subject: New contact message from Eve Bcc: /);
    expect(mail.raw).toContain(`/staff/contact/${saved.id}`);
    const sent = await db.selectFrom("mail_outbox").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: "sent", attempts: 3, claimed_by: null });

    // HTML is escaped.
    await saveContactMessage({ ...contact(3), comment: "<script>alert(1)</script>" }, "198.51.100.5");
    await drainMail();
    const html = mailPart(sink.received[1].raw, "text/html");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(mailPart(sink.received[1].raw, "text/plain")).toContain("<script>alert(1)</script>");
  });

  test("a message the server keeps refusing becomes failed with its error, and retry now sends it", async () => {
    sink.refuse = 100;
    const saved = await saveContactMessage(contact(4), "198.51.100.6");
    await drainMail();
    const row = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("item_id", "=", saved.id)
      .where("item_kind", "=", "contact")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row.last_error).toMatch(/451/);
    expect((await desk.deskHealth()).failedMail).toBeGreaterThanOrEqual(1);
    sink.refuse = 0;
    expect(await desk.retryItemMail("contact", saved.id, row.id, by)).toBe(true);
    await drainMail();
    expect(sink.received).toHaveLength(1);
    expect(await desk.retryItemMail("contact", saved.id, row.id, by)).toBe(false);
  });

  test("several workers at once send each message exactly once", async () => {
    for (let n = 0; n < 30; n++) await saveContactMessage(contact(200 + n), "198.51.100.7");
    await Promise.all([sendDueMail(100), sendDueMail(100), sendDueMail(100), sendDueMail(100)]);
    // A pass can end with a row left for the next one (every worker found it locked by another's
    // claim at that moment, or its send failed and waits to be retried), as the running worker's
    // next poll would take it: what must never happen is a message sent twice.
    await drainMail();
    const subjects = sink.received.map((m) => /Visitor 2\d\d/.exec(m.raw)?.[0]);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
  });

  test("a new chat lead and its hand-off each notify once, the hand-off with the conversation so far", async () => {
    const token = await createLead(
      { name: "Hal Handoff", email: "hal@firm.example", phone_number: "", company_name: "Hal & Co" },
      "198.51.100.8",
    );
    const leadId = (await leadIdForToken(token))!;
    await recordChatMessage(leadId, "user", "What does a paralegal cost?");
    await recordChatMessage(leadId, "bot", "Our paralegal rates start at the listed tier.");
    await requestHandoff(leadId, "I want to talk to a person");
    await requestHandoff(leadId, "hello? a person please");
    await drainMail();
    expect(sink.received).toHaveLength(2);
    const handoff = sink.received.find((m) => m.raw.includes("asked for a person"))!;
    expect(handoff.raw).toContain("What does a paralegal cost?");
    expect(handoff.raw).toContain("I want to talk to a person");
    expect(handoff.raw).not.toContain("hello? a person please");
    expect(handoff.raw).toContain(`/staff/chat/${leadId}`);
    expect(headerLines(handoff.raw).find((h) => /^reply-to:/i.test(h))).toMatch(/hal@firm\.example/);
  });
});
