import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { headerLines, mailPart, startSmtpSink, type ReceivedMail } from "../../tests/support/smtp-sink";

// Replies, assignment and bulk actions on a real database and a real SMTP server on loopback.
const sink = await startSmtpSink();
process.env.SMTP_URL = sink.url;
process.env.MAIL_FROM = "Northbridge desk <desk@northbridge-lpo.example>";
process.env.DESK_REPLY_TO = "answers@northbridge-lpo.example";
process.env.STAFF_NOTIFY_TO = "intake@northbridge-lpo.example";
process.env.VISITOR_ACK = "true";
process.env.OUTBOX_BASE_BACKOFF_MS = "10";
process.env.OUTBOX_MAX_ATTEMPTS = "3";
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { saveContactMessage } = await import("~/submissions/submissions.server");
const { createLead, leadIdForToken } = await import("~/submissions/chat-leads.server");
const { queueReplyMail, sendDueMail, stopMailWorker } = await import("~/mail/mail.server");
const { addStaffUser } = await import("~/staff-auth/staff.server");
const reply = await import("./desk-reply.server");
const assignment = await import("./assignment.server");
const saved = await import("./saved-replies.server");
const { listInbox } = await import("./inbox.server");
const { viewCsv } = await import("./view-export.server");
const { getDeskItem } = await import("./desk.server");

const backend = process.env.MODEL_TEST_BACKEND;
let n = 0;
const unique = (label: string) => `${label}${++n}${Date.now()}`;

beforeAll(migrateToLatest);
beforeEach(async () => {
  await stopMailWorker();
  await drainMail();
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

async function newStaff(role: "admin" | "staff" | "recruiter", displayName: string | null = null) {
  const email = `${unique(role)}@northbridge-lpo.example`;
  await addStaffUser(email, "plum kettle orbit 7 lantern", role);
  const row = await db
    .updateTable("staff_users")
    .set({ display_name: displayName })
    .where("email", "=", email)
    .returning(["id", "email", "role"])
    .executeTakeFirstOrThrow();
  return { userId: row.id, role: row.role, actor: email, ip: "198.51.100.9", email };
}

async function newContact(extra: Partial<{ name: string; email: string }> = {}) {
  const email = extra.email ?? `${unique("v")}@firm.example`;
  const { id } = await saveContactMessage(
    { name: "Bob Visitor", email, number: "555-0100", comment: "Can you help?", saveInfo: false, ...extra },
    "198.51.100.2",
  );
  return { kind: "contact" as const, id, email };
}

const header = (mail: ReceivedMail, name: string) =>
  headerLines(mail.raw)
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((line) => line.slice(name.length + 1).trim());
const toVisitor = (email: string) => sink.received.filter((mail) => mail.to.includes(email));
/** A MIME-encoded header as a mail client shows it. */
const decoded = (value: string) =>
  value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeURIComponent(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
  );

describe(`replies from the desk (${backend})`, () => {
  test("a reply goes once through the outbox, from the staff member's name with the desk's Reply-To, as Re: of the confirmation, threaded; the item shows it, becomes Replied and keeps its first response time", async () => {
    const ada = await newStaff("staff", "Ada Lovelace");
    const item = await newContact();
    await drainMail();
    const [confirmation] = toVisitor(item.email);
    expect(header(confirmation, "Subject")).toEqual(["We received your message | Northbridge LPO"]);
    const confirmationId = header(confirmation, "Message-ID")[0];
    expect(confirmationId).toMatch(/^<mail-\d+\.\d+@/);
    sink.received.length = 0;

    // The mail server refuses once; the same form posted twice sends one reply.
    sink.refuse = 1;
    const key = reply.newReplyFormKey();
    expect(await reply.sendReply(item, "Hello Bob,\nyes we can.\n\nÀ bientôt ✓", key, ada)).toBe("sent");
    expect(await reply.sendReply(item, "Hello Bob,\nyes we can.", key, ada)).toBe("duplicate");
    await drainMail();
    expect(sink.refused).toBe(1);
    const [first, ...others] = toVisitor(item.email);
    expect(others).toEqual([]);
    expect(first.to).toEqual([item.email]);
    expect(first.from).toBe("desk@northbridge-lpo.example");
    expect(header(first, "From")).toEqual(["Ada Lovelace <desk@northbridge-lpo.example>"]);
    expect(header(first, "Reply-To")).toEqual(["Ada Lovelace <answers@northbridge-lpo.example>"]);
    expect(header(first, "Subject")).toEqual(["Re: We received your message | Northbridge LPO"]);
    expect(header(first, "In-Reply-To")).toEqual([confirmationId]);
    expect(header(first, "References")).toEqual([confirmationId]);
    expect(mailPart(first.raw, "text/plain").replace(/\r\n/g, "\n")).toContain(
      "Hello Bob,\nyes we can.\n\nÀ bientôt ✓\n\n-- \nAda Lovelace",
    );
    const mailRow = await db
      .selectFrom("mail_outbox")
      .select(["status", "attempts", "purpose"])
      .where("item_kind", "=", "contact")
      .where("item_id", "=", item.id)
      .where("purpose", "=", "staff_reply")
      .execute();
    expect(mailRow).toEqual([{ status: "sent", attempts: 2, purpose: "staff_reply" }]);

    const afterFirst = await getDeskItem("contact", item.id);
    expect(afterFirst?.status).toBe("replied");
    expect(afterFirst?.firstResponseAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // A second reply continues the thread; the first response time stays the first one's.
    await db.updateTable("desk_items").set({ status: "done" }).where("item_id", "=", item.id).execute();
    expect(await reply.sendReply(item, "One more thing.", reply.newReplyFormKey(), ada)).toBe("sent");
    await drainMail();
    const [, second] = toVisitor(item.email);
    const firstId = header(first, "Message-ID")[0];
    expect(header(second, "In-Reply-To")).toEqual([firstId]);
    expect(header(second, "References")).toEqual([`${confirmationId} ${firstId}`]);
    const afterSecond = await getDeskItem("contact", item.id);
    expect(afterSecond?.firstResponseAt).toBe(afterFirst?.firstResponseAt);
    expect(afterSecond?.status).toBe("replied");
    const replies = await reply.repliesOf("contact", item.id);
    expect(replies.map((r) => [r.author, r.author_name, r.body, r.mail_status])).toEqual([
      [ada.actor, "Ada Lovelace", "Hello Bob,\nyes we can.\n\nÀ bientôt ✓", "sent"],
      [ada.actor, "Ada Lovelace", "One more thing.", "sent"],
    ]);
    expect(afterSecond?.history.map((h) => [h.actor, h.action, h.detail]).slice(-3)).toEqual([
      [ada.actor, "status_changed", "new → replied"],
      [ada.actor, "reply_sent", expect.stringMatching(/^e-mail #\d+$/)],
      [ada.actor, "status_changed", "done → replied"],
    ]);
  });

  test("without a confirmation the subject names what the visitor sent; no name of one's own signs with the desk's", async () => {
    const bea = await newStaff("admin");
    const token = await createLead(
      { name: "Cat Chat", email: `${unique("cat")}@firm.example`, phone_number: "", company_name: "" },
      "198.51.100.2",
    );
    const leadId = (await leadIdForToken(token))!;
    await db.deleteFrom("mail_outbox").where("item_kind", "=", "chat").where("item_id", "=", leadId).execute();
    const lead = { kind: "chat" as const, id: leadId };
    expect(await reply.sendReply(lead, "Thanks for chatting.", reply.newReplyFormKey(), bea)).toBe("sent");
    await drainMail();
    const [mail, ...more] = sink.received.filter((m) => header(m, "Subject")[0]?.startsWith("Re:"));
    expect(more).toEqual([]);
    expect(header(mail, "Subject")).toEqual(["Re: Your chat with us | Northbridge LPO"]);
    expect(header(mail, "In-Reply-To")).toEqual([]);
    expect(header(mail, "References")).toEqual([]);
    expect(header(mail, "From")).toEqual(["Northbridge desk <desk@northbridge-lpo.example>"]);
    expect(await reply.sendReply({ kind: "chat", id: 99_999_999 }, "x", reply.newReplyFormKey(), bea)).toBe("missing");
  });

  test("CR/LF, very long and unicode values in the staff name, the visitor's name, the stored subject, the thread and the body add no header and no recipient", async () => {
    const injection = "\r\nBcc: victim@evil.example\r\nX-Injected: yes\r\n";
    const eve = await newStaff("staff", `Eve${injection}${"Ŝtåff ✓".repeat(60)}`);
    const item = await newContact({ name: `Mallory${injection}Visitor` });
    await drainMail();
    // A stored confirmation subject and thread tampered with in the database.
    await db
      .updateTable("mail_outbox")
      .set({ subject: `We received your message${injection}` })
      .where("item_kind", "=", "contact")
      .where("item_id", "=", item.id)
      .execute();
    sink.received.length = 0;
    const body = `Dear Mallory${injection}${"ünïcødé 😀 ".repeat(900)}`;
    expect(await reply.sendReply(item, body, reply.newReplyFormKey(), eve)).toBe("sent");
    await drainMail();
    // A stored thread tampered with too: queued with CR/LF in its Message-IDs. (Tampering with the
    // reply's own row raced the send that sendReply starts, and PostgreSQL sometimes lost the race.)
    await queueReplyMail(
      db,
      { ...item, name: "Mallory" },
      { subject: "Re: the thread", text: "x", html: "<p>x</p>" },
      { fromName: "Eve", inReplyTo: `<x@y>${injection}`, references: [`<mail-1.2@x.example>${injection}`] },
    );
    await drainMail();
    expect(sink.received).toHaveLength(2);
    const [mail, threaded] = sink.received;
    for (const sent of [mail, threaded]) {
      expect(sent.to).toEqual([item.email]);
      expect(headerLines(sent.raw).filter((h) => /^(bcc|x-injected):/i.test(h))).toEqual([]);
      for (const name of ["From", "Reply-To", "Subject", "To"]) expect(header(sent, name), name).toHaveLength(1);
    }
    expect(header(threaded, "In-Reply-To")).toEqual([]);
    expect(header(threaded, "References")).toEqual(["<mail-1.2@x.example>"]);
    const from = decoded(header(mail, "From")[0]);
    expect(from).toMatch(/^"?Eve Bcc: victim@evil\.example X-Injected: yes Ŝtåff ✓/);
    expect(from).toContain("<desk@northbridge-lpo.example>");
    expect(decoded(header(mail, "Subject")[0])).toBe(
      "Re: We received your message Bcc: victim@evil.example X-Injected: yes",
    );
    expect(decoded(header(mail, "To")[0])).toMatch(/Mallory\s+Bcc: victim@evil\.example\s+X-Injected: yes\s+Visitor/);
    // The text is kept whole, up to the form's limit.
    const [stored] = await reply.repliesOf("contact", item.id);
    expect(stored.body).toBe(body.replace(/\r\n?/g, "\n").trim());
  });
});

describe(`assignment and bulk actions (${backend})`, () => {
  test("assigning tells the colleague by one e-mail (none to oneself), only to colleagues who may open the kind; Mine and Unassigned views and the export follow", async () => {
    const admin = await newStaff("admin", "Alma Admin");
    const colleague = await newStaff("staff", "Colin Colleague");
    const recruiter = await newStaff("recruiter");
    const name = `Assigned ${unique("a")}`;
    const item = await newContact({ name });
    await drainMail();
    sink.received.length = 0;

    expect(await assignment.assignItems([item], colleague.userId, admin, admin)).toEqual({ changed: 1, skipped: 0 });
    expect(await assignment.assignItems([item], colleague.userId, admin, admin)).toEqual({ changed: 0, skipped: 0 });
    // A recruiter may not open contact messages: nothing is assigned to them.
    expect(await assignment.assignItems([item], recruiter.userId, admin, admin)).toEqual({ changed: 0, skipped: 1 });
    expect(await assignment.assignItems([item], 99_999_999, admin, admin)).toBeNull();
    await drainMail();
    expect(sink.received.map((mail) => mail.to)).toEqual([[colleague.email]]);
    expect(decoded(header(sink.received[0], "Subject")[0])).toBe(`Assigned to you: contact message from ${name}`);
    expect(mailPart(sink.received[0].raw, "text/plain")).toContain(`/staff/contact/${item.id}`);

    const mine = await listInbox({ page: 1, assignee: colleague.userId, q: "" });
    expect(mine.items.map((i) => i.id)).toContain(item.id);
    expect(mine.items.find((i) => i.id === item.id)?.assignee).toBe(`Colin Colleague (${colleague.email})`);
    expect((await listInbox({ page: 1, assignee: "none", kind: "contact" })).items.map((i) => i.id)).not.toContain(
      item.id,
    );
    const { csv } = await viewCsv({ assignee: colleague.userId, kind: "contact" });
    const [head, row] = csv.split("\r\n");
    expect(head.split(",")).toContain("Assigned to");
    expect(row).toContain(`Colin Colleague (${colleague.email})`);

    // Oneself: no e-mail; back to nobody.
    sink.received.length = 0;
    expect(await assignment.assignItems([item], admin.userId, admin, admin)).toEqual({ changed: 1, skipped: 0 });
    expect(await assignment.assignItems([item], null, admin, admin)).toEqual({ changed: 1, skipped: 0 });
    await drainMail();
    expect(sink.received).toEqual([]);
    expect((await listInbox({ page: 1, assignee: "none", kind: "contact" })).items.map((i) => i.id)).toContain(item.id);
  });

  test("bulk status, assignment and deletion act only on items the role may open and that exist", async () => {
    const recruiter = await newStaff("recruiter");
    const staff = await newStaff("staff");
    const contact = await newContact();
    const missing = { kind: "application" as const, id: 99_999_999 };
    const keys = [contact, missing, { ...contact }];

    expect(await assignment.setStatusOfItems(keys, "spam", recruiter.role, recruiter)).toEqual({
      changed: 0,
      skipped: 3,
    });
    expect(await assignment.assignItems(keys, recruiter.userId, recruiter, recruiter)).toEqual({
      changed: 0,
      skipped: 3,
    });
    expect(await assignment.deleteItems(keys, recruiter.role, recruiter)).toEqual({ changed: 0, skipped: 3 });
    expect(await assignment.itemsToConfirm(keys, recruiter.role)).toEqual([]);
    const untouched = await getDeskItem("contact", contact.id);
    expect([untouched?.status, untouched?.assignedTo]).toEqual(["new", null]);

    expect(await assignment.setStatusOfItems(keys, "done", staff.role, staff)).toEqual({ changed: 1, skipped: 2 });
    expect((await getDeskItem("contact", contact.id))?.status).toBe("done");
    expect(await reply.sendReply(contact, "Bye", reply.newReplyFormKey(), staff)).toBe("sent");
    expect((await assignment.itemsToConfirm(keys, staff.role)).map((i) => i.id)).toEqual([contact.id]);
    expect(await assignment.deleteItems(keys, staff.role, staff)).toEqual({ changed: 1, skipped: 2 });
    expect(await getDeskItem("contact", contact.id)).toBeNull();
    expect(await reply.repliesOf("contact", contact.id)).toEqual([]);

    expect(
      ["contact-12", "chat-1", "x-1", "contact-0", "contact-1e3", "contact-12-1", ""].map(assignment.itemKeyOf),
    ).toEqual([{ kind: "contact", id: 12 }, { kind: "chat", id: 1 }, null, null, null, null, null]);
  });

  test("saved replies are stored, changed, filled in with the visitor's name and deleted", async () => {
    const staff = await newStaff("staff");
    const id = (await saved.saveSavedReply({ title: "Thanks", body: "Hello {name},\nthank you." }, staff))!;
    expect(await saved.saveSavedReply({ id, title: "Thanks!", body: "Hi {name}." }, staff)).toBe(id);
    expect(await saved.saveSavedReply({ id: 99_999_999, title: "x", body: "y" }, staff)).toBeNull();
    const row = await saved.getSavedReply(id);
    expect([row?.title, saved.fillSavedReply(row!.body, "Bob\r\n Visitor")]).toEqual(["Thanks!", "Hi Bob Visitor."]);
    expect(await saved.deleteSavedReply(id, staff)).toBe(true);
    expect(await saved.deleteSavedReply(id, staff)).toBe(false);
  });
});
