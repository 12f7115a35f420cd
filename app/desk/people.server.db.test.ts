import { afterAll, beforeAll, describe, expect, test } from "vitest";

// People, one chat lead a day per address, where leads come from, notification settings and the
// dashboard, on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set). Mail is
// only queued here (no worker runs): what the outbox holds is what would be sent.
process.env.SMTP_URL = "smtp://127.0.0.1:9";
process.env.MAIL_FROM = "desk@northbridge-lpo.example";
process.env.STAFF_NOTIFY_TO = "intake@northbridge-lpo.example,office@northbridge-lpo.example";
process.env.VISITOR_ACK = "true";
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { saveApplication, saveBooking, saveContactMessage } = await import("~/submissions/submissions.server");
const chat = await import("~/submissions/chat-leads.server");
const { notificationSettings, parseRecipients } = await import("~/mail/notification-settings.server");
const { stopMailWorker } = await import("~/mail/mail.server");
const { setNotificationRecipients, setVisitorAck } = await import("~/staff-auth/desk-settings.server");
const { personTimeline } = await import("./people.server");
const { deskDashboard } = await import("./dashboard.server");
const desk = await import("./desk.server");

const by = { actor: "ada@northbridge-lpo.example", ip: "198.51.100.1" };
const ALL = ["contact", "booking", "application", "chat"] as const;
let n = 0;
const unique = (label: string) => `${label}-${Date.now()}-${++n}@firm.example`;
const mailTo = async (kind: string, id: number) =>
  (
    await db
      .selectFrom("mail_outbox")
      .select(["purpose", "recipients"])
      .where("item_kind", "=", kind as never)
      .where("item_id", "=", id)
      .orderBy("id")
      .execute()
  ).map((row) => `${row.purpose} → ${(JSON.parse(row.recipients) as string[]).join(", ")}`);
const lead = (email: string, name = "Lee Lead") => ({ name, email, phone_number: "", company_name: "Lee LLP" });

beforeAll(migrateToLatest);
afterAll(async () => {
  await stopMailWorker();
  await closeDb();
});

function contact(email: string, comment = "Please call") {
  return saveContactMessage(
    { name: "Cora Contact", email, number: "555-0100", comment, saveInfo: false },
    "198.51.100.2",
  );
}

describe(`a person's page (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("everything one address sent, of every kind, newest first, whatever the case; nothing else", async () => {
    const email = unique("Mixed.Case");
    await contact(email);
    await saveBooking(
      {
        name: "Cora B",
        email: email.toUpperCase(),
        phone: "555-0101",
        comment: "",
        saveInfo: false,
        tier: null,
        role: "Paralegal",
        price: "$18",
      },
      "198.51.100.2",
    );
    await saveApplication(
      {
        name: "Cora A",
        email: ` ${email.toLowerCase()}`.trim(),
        phone: "555-0102",
        experience: "4 years",
        comment: "",
        saveInfo: false,
        job: {
          id: 7,
          name: "Case Manager",
          employmentType: "Full-time",
          validity: "",
          location: "Remote",
          position: "",
          price1: "0",
          price2: "0",
        },
        resume: null,
      },
      "198.51.100.2",
    );
    await chat.createLead(lead(email.toLowerCase()), "198.51.100.2");
    await contact(unique("someone-else"));

    const all = (await personTimeline(email.toUpperCase(), [...ALL]))!;
    expect(all.email).toBe(email.toLowerCase());
    expect(all.items.map((item) => item.kind).sort()).toEqual(["application", "booking", "chat", "contact"]);
    const times = all.items.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.names).toContain("Cora Contact");

    // A recruiter's page shows applications only; an address that sent them none has no page.
    const recruiter = (await personTimeline(email, ["application"]))!;
    expect(recruiter.items.map((item) => item.kind)).toEqual(["application"]);
    const onlyContact = unique("only-contact");
    await contact(onlyContact);
    expect(await personTimeline(onlyContact, ["application"])).toBeNull();
    expect(await personTimeline(unique("nobody"), [...ALL])).toBeNull();
    for (const odd of ["", "%", "a@b.example\u0000", "x".repeat(300), "' or 1=1 --"])
      expect(await personTimeline(odd, [...ALL])).toBeNull();
  });
});

describe(`chats from one address within a day (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("join one lead with one staff e-mail; the first token is never handed out; a day later a new lead starts", async () => {
    const email = unique("chatty");
    const start = new Date();
    const first = await chat.createLead(lead(email), "198.51.100.3", { page: "/roles", host: null }, start);
    const firstId = (await chat.leadIdForToken(first))!;
    await chat.recordChatMessage(firstId, "user", "How much is a paralegal?");
    await desk.setDeskStatus("chat", firstId, "done", by);

    const laterSameDay = new Date(start.getTime() + 23 * 3_600_000);
    const second = await chat.createLead(
      { ...lead(email.toUpperCase(), "Someone Else"), phone_number: "555-0199" },
      "198.51.100.4",
      { page: "/contact", host: null },
      laterSameDay,
    );
    expect(second).not.toBe(first);
    expect(await chat.leadIdForToken(second)).toBe(firstId);
    const secondId = firstId;
    await chat.recordChatMessage(secondId, "user", "Also a legal admin?");
    expect(await chat.setContactMethod(second, "Phone")).toBe(true);
    // Two hand-offs (one per chat): one hand-off e-mail.
    await chat.requestHandoff(firstId, "I want a person");
    await chat.requestHandoff(secondId, "A person please");

    const item = (await desk.getDeskItem("chat", firstId))!;
    expect(item.chat!.transcript.map((line) => line.text)).toEqual(["How much is a paralegal?", "Also a legal admin?"]);
    expect(item.notes.map((note) => note.text).join(" ")).toContain("another chat (name Someone Else, phone 555-0199");
    expect(item.status).toBe("new");
    expect(item.chat!.contactMethod).toBe("Phone");
    expect(await mailTo("chat", firstId)).toEqual([
      "staff_new → intake@northbridge-lpo.example, office@northbridge-lpo.example",
      `visitor_ack → ${email}`,
      "staff_handoff → intake@northbridge-lpo.example, office@northbridge-lpo.example",
    ]);
    const leads = await db
      .selectFrom("chat_leads")
      .select(["id", "source_page"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
      .execute();
    expect(leads).toEqual([{ id: firstId, source_page: "/roles" }]);

    // 24 hours after the first lead (not after the second): a lead of its own, e-mailed.
    const nextDay = new Date(start.getTime() + 24 * 3_600_000 + 1);
    const third = await chat.createLead(lead(email), "198.51.100.3", undefined, nextDay);
    const thirdId = (await chat.leadIdForToken(third))!;
    expect(thirdId).not.toBe(firstId);
    expect((await mailTo("chat", thirdId))[0]).toMatch(/^staff_new → /);
  });

  test("deleting the lead deletes the later chat's token too", async () => {
    const email = unique("gone");
    const first = await chat.createLead(lead(email), "198.51.100.3");
    const second = await chat.createLead(lead(email), "198.51.100.3");
    const id = (await chat.leadIdForToken(first))!;
    expect(await desk.deleteDeskItem("chat", id, by)).toBe(true);
    expect(await chat.leadIdForToken(second)).toBeNull();
  });
});

describe(`notification settings (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("defaults from where the site runs; each kind to its own list; confirmation off; back to the defaults", async () => {
    const before = await notificationSettings();
    expect(before.recipients.application).toEqual(["intake@northbridge-lpo.example", "office@northbridge-lpo.example"]);
    expect(before.visitorAck).toBe(true);

    await setNotificationRecipients("application", ["recruiting@northbridge-lpo.example"], by);
    await setVisitorAck(false, by);
    const email = unique("applicant");
    const { id } = await saveApplication(
      {
        name: "Ann Applicant",
        email,
        phone: "555-0102",
        experience: "2 years",
        comment: "",
        saveInfo: false,
        job: {
          id: 7,
          name: "Case Manager",
          employmentType: "Full-time",
          validity: "",
          location: "Remote",
          position: "",
          price1: "0",
          price2: "0",
        },
        resume: null,
      },
      "198.51.100.5",
    );
    expect(await mailTo("application", id)).toEqual(["staff_new → recruiting@northbridge-lpo.example"]);
    const other = await contact(unique("contact"));
    expect(await mailTo("contact", other.id)).toEqual([
      "staff_new → intake@northbridge-lpo.example, office@northbridge-lpo.example",
    ]);
    const audit = await db.selectFrom("staff_audit").select("detail").where("action", "=", "setting_changed").execute();
    expect(audit.map((row) => row.detail)).toEqual(
      expect.arrayContaining([
        "new applications e-mailed to recruiting@northbridge-lpo.example",
        "visitor confirmation off",
      ]),
    );

    await setNotificationRecipients("application", null, by);
    await setVisitorAck(null, by);
    const after = await notificationSettings();
    expect(after.recipients.application).toEqual(before.recipients.application);
    expect(after.chosen.recipients.application).toBe(false);
    expect(after.visitorAck).toBe(true);
  });

  test("an admin's list: one address a line, nothing a header could be forged with, a sane count and length", () => {
    expect(parseRecipients(" a@firm.example \r\nB@firm.example\n\nA@FIRM.example\n")).toEqual({
      addresses: ["a@firm.example", "B@firm.example"],
    });
    expect(parseRecipients("")).toEqual({ addresses: [] });
    for (const bad of [
      "a@firm.example, b@firm.example",
      "a@firm.example b@firm.example",
      "a@firm.example;b@firm.example",
      "x@y.example\u0000",
      "x@y.example\u2028Bcc: thief@evil.example",
      "Thief <thief@evil.example>",
      '"a"@firm.example',
      "not-an-address",
      `${"a".repeat(250)}@firm.example`,
      Array.from({ length: 21 }, (_, i) => `p${i}@firm.example`).join("\n"),
      "a@firm.example\n".repeat(400),
    ])
      expect(parseRecipients(bad), JSON.stringify(bad).slice(0, 60)).toHaveProperty("error");
    // A line break only ever separates two addresses: "Bcc:" on a line of its own is not an address.
    expect(parseRecipients("x@y.example\r\nBcc: thief@evil.example")).toHaveProperty("error");
  });

  test("a list stored by hand with a forged header is never used as it is", async () => {
    await db
      .insertInto("desk_settings")
      .values({
        key: "notify_booking",
        value: JSON.stringify([
          "ok@northbridge-lpo.example",
          "x@y.example\r\nBcc: thief@evil.example",
          "a b@c.example",
        ]),
        updated_at: new Date().toISOString(),
        updated_by: "someone",
      })
      .execute();
    expect((await notificationSettings()).recipients.booking).toEqual(["ok@northbridge-lpo.example"]);
    await setNotificationRecipients("booking", null, by);
  });
});

describe(`where leads come from, and the dashboard (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("leads per week by kind in the reader's weeks, the open count, pages and hosts", async () => {
    const now = new Date("2031-03-12T15:00:00Z"); // a Wednesday, far from the other tests' items
    const place = async (kind: "contact" | "chat", id: number, at: string) =>
      db
        .updateTable(kind === "contact" ? "contact_messages" : "chat_leads")
        .set({ created_at: at })
        .where("id", "=", id)
        .execute();
    const a = await saveContactMessage(
      { name: "Week A", email: unique("week"), number: "", comment: "x", saveInfo: false },
      "198.51.100.6",
      null,
      { page: "/contact", host: "www.search.example" },
    );
    const b = await saveContactMessage(
      { name: "Week B", email: unique("week"), number: "", comment: "x", saveInfo: false },
      "198.51.100.6",
      null,
      { page: "/contact", host: null },
    );
    const token = await chat.createLead(lead(unique("week")), "198.51.100.6", { page: "/roles", host: null });
    const c = (await chat.leadIdForToken(token))!;
    // Monday 10 March 2031 00:30 in New York is 04:30 UTC: this week. Sunday 23:30 there: the week before.
    await place("contact", a.id, "2031-03-10T04:30:00.000Z");
    await place("contact", b.id, "2031-03-10T03:30:00.000Z");
    await place("chat", c, "2031-03-11T12:00:00.000Z");
    await desk.setDeskStatus("contact", b.id, "done", by);

    const dashboard = await deskDashboard([...ALL], "America/New_York", now);
    expect(dashboard.weeks).toHaveLength(12);
    const thisWeek = dashboard.weeks[11];
    expect(thisWeek.day).toBe("2031-03-10");
    expect(thisWeek.counts).toEqual({ contact: 1, booking: 0, application: 0, chat: 1 });
    expect(dashboard.weeks[10].counts.contact).toBe(1);
    expect(dashboard.pages).toEqual([
      { value: "/contact", count: 2 },
      { value: "/roles", count: 1 },
    ]);
    expect(dashboard.hosts).toEqual([{ value: "www.search.example", count: 1 }]);
    expect(dashboard.withoutHost).toBe(2);
    expect(dashboard.figures[1]).toEqual({ label: "Leads in the last 12 weeks", value: "3" });

    // In UTC the Sunday-evening message falls on Monday: both contacts are this week.
    expect((await deskDashboard([...ALL], "UTC", now)).weeks[11].counts.contact).toBe(2);
    // A recruiter's dashboard counts applications only.
    const recruiter = await deskDashboard(["application"], "America/New_York", now);
    expect(recruiter.kinds).toEqual(["application"]);
    expect(recruiter.pages).toEqual([]);

    const open = Number((await deskDashboard([...ALL], "UTC", now)).figures[0].value);
    await desk.setDeskStatus("contact", a.id, "done", by);
    expect(Number((await deskDashboard([...ALL], "UTC", now)).figures[0].value)).toBe(open - 1);

    // Open and unassigned; the median first response over the window's items (the columns the desk's
    // reply and assignment code writes). Contact a arrived 04:30 and was answered 2 h later, chat c 1 h later.
    const figure = async (label: RegExp) =>
      (await deskDashboard([...ALL], "UTC", now)).figures.find((f) => label.test(f.label))?.value;
    expect(await figure(/^Median first response/)).toBe("No replies yet");
    await desk.setDeskStatus("chat", c, "in_progress", by);
    const unassigned = Number(await figure(/^Open and unassigned$/));
    await db
      .updateTable("desk_items")
      .set({ assigned_to: 1, first_response_at: "2031-03-11T13:00:00.000Z" })
      .where("kind", "=", "chat")
      .where("item_id", "=", c)
      .execute();
    expect(Number(await figure(/^Open and unassigned$/))).toBe(unassigned - 1);
    expect(await figure(/^Median first response/)).toBe("1 h");
    await db
      .updateTable("desk_items")
      .set({ first_response_at: "2031-03-10T06:30:00.000Z" })
      .where("kind", "=", "contact")
      .where("item_id", "=", a.id)
      .execute();
    expect(await figure(/^Median first response/)).toBe("1 h 30 min");
  });
});
