import { afterAll, beforeAll, describe, expect, test } from "vitest";

// The CSV export of the inbox's view on a real database (SQLite and PostgreSQL).
const { closeDb, migrateToLatest } = await import("~/db/db.server");
const { saveBooking, saveContactMessage } = await import("~/submissions/submissions.server");
const { createLead, leadIdForToken, recordChatMessage } = await import("~/submissions/chat-leads.server");
const desk = await import("./desk.server");
const { viewCsv } = await import("./view-export.server");

const by = { actor: "ada@northbridge-lpo.example", ip: "198.51.100.1" };

beforeAll(migrateToLatest);
afterAll(closeDb);

describe(`the inbox's view as CSV (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("holds the filtered items in words, with notes and transcripts", async () => {
    await saveContactMessage(
      {
        name: "Zoë Export",
        email: "zoe@firm.example",
        number: "555-0100",
        comment: "=SUM(A1:A9) please",
        saveInfo: false,
      },
      "198.51.100.2",
    );
    await saveBooking(
      {
        name: "Bea Export",
        email: "bea@firm.example",
        phone: "555-0101",
        comment: "Two days",
        saveInfo: false,
        tier: "Full Time",
        role: "Paralegal",
        price: "$18",
      },
      "198.51.100.2",
    );
    const token = await createLead(
      { name: "Cal Export", email: "cal@firm.example", phone_number: "", company_name: "Ñandú LLP" },
      "198.51.100.2",
    );
    const leadId = (await leadIdForToken(token))!;
    await recordChatMessage(leadId, "user", "How much?");
    await recordChatMessage(leadId, "bot", "A [Paralegal](/Paralegal-Role) is $18 per hour.");
    await desk.addDeskNote("chat", leadId, "Called, “all good”", by);
    await desk.setDeskStatus("chat", leadId, "in_progress", by);

    const { csv, count } = await viewCsv({ q: "export" });
    expect(count).toBe(3);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Received,Kind,Name,E-mail,Phone,Company,Role,Rate,Tier,Preferred start date,Job,Pay,Experience,Resume,Message,Contact by,Hand-off request,Status,Assigned to,Delivery,Notes,Transcript",
    );
    const row = (kind: string) => lines.find((line) => line.includes(`,${kind},`));
    // (Items stored in the same millisecond may come in either order.)
    expect(row("Chat lead")).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00,Chat lead,Cal Export,cal@firm\.example,,Ñandú LLP,,,,,,,,,,,,In progress,,,"Called, “all good” \(ada@northbridge-lpo\.example, [^)]+\)","\S+ Cal Export: How much\?\n\S+ Assistant: A Paralegal is \$18 per hour\."$/,
    );
    expect(row("Booking")).toContain(
      ",Booking,Bea Export,bea@firm.example,555-0101,,Paralegal,$18 per hour,Full Time,,,,,,Two days,,,New,,Not forwarded,,",
    );
    expect(row("Contact message")).toContain(
      ",Contact message,Zoë Export,zoe@firm.example,555-0100,,,,,,,,,,'=SUM(A1:A9) please,,,New,,Not forwarded,,",
    );

    const inProgress = await viewCsv({ q: "export", status: "in_progress" });
    expect(inProgress.count).toBe(1);
    const contacts = await viewCsv({ kind: "contact", q: "export" });
    expect(contacts.csv.split("\r\n")[0]).toBe(
      "Received,Kind,Name,E-mail,Phone,Message,Status,Assigned to,Delivery,Notes",
    );
    expect(contacts.count).toBe(1);
  });
});
