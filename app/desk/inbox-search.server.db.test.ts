import { afterAll, beforeAll, describe, expect, test } from "vitest";

// The inbox's search on a real database (SQLite FTS5 and PostgreSQL tsvector): every field of
// every kind, transcripts included, ranked; anything typed is words, never syntax.
const { closeDb, db, migrateToLatest } = await import("~/db/db.server");
const { saveBooking, saveContactMessage } = await import("~/submissions/submissions.server");
const { createLead, leadIdForToken, recordChatMessage, recordUnansweredQuestion } =
  await import("~/submissions/chat-leads.server");
const desk = await import("./desk.server");

const by = { actor: "ada@northbridge-lpo.example", ip: "198.51.100.1" };
const names = async (filter: Parameters<typeof desk.listInbox>[0]) =>
  (await desk.listInbox(filter)).items.map((item) => item.name);

beforeAll(migrateToLatest);
afterAll(closeDb);

describe(`find anything in the inbox (${process.env.MODEL_TEST_BACKEND})`, () => {
  test("matches message bodies, transcripts and every field, ranked, with the match highlighted", async () => {
    await saveContactMessage(
      {
        name: "Ivy Search",
        email: "ivy@firm.example",
        number: "555-0100",
        comment: "We are a small firm in Kingston needing help with probate.",
        saveInfo: false,
      },
      "198.51.100.2",
    );
    await saveBooking(
      {
        name: "Max Search",
        email: "max@firm.example",
        phone: "555-0101",
        comment: "Probate and probate again: probate backlog.",
        saveInfo: false,
        tier: "Full Time",
        role: "Paralegal",
        price: "$18",
      },
      "198.51.100.2",
    );
    const token = await createLead(
      { name: "Lea Search", email: "lea@firm.example", phone_number: "", company_name: "Harbor Law" },
      "198.51.100.2",
    );
    const leadId = (await leadIdForToken(token))!;
    await recordChatMessage(leadId, "user", "Do you cover maritime salvage in Miami?");
    await recordUnansweredQuestion(leadId, "What about admiralty liens?");

    expect(await names({ page: 1, q: "kingston" })).toEqual(["Ivy Search"]);
    expect(await names({ page: 1, q: "Miami salvage" })).toEqual(["Lea Search"]);
    expect(await names({ page: 1, q: "admiralty" })).toEqual(["Lea Search"]);
    expect(await names({ page: 1, q: "Harbor" })).toEqual(["Lea Search"]);
    // A prefix finds the word; the item that says it most ranks first.
    expect(await names({ page: 1, q: "probat" })).toEqual(["Max Search", "Ivy Search"]);
    const [hit] = (await desk.listInbox({ page: 1, q: "kingston" })).items;
    expect(hit.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(["Kingston"]);
    // Filters: kind, status, date range.
    expect(await names({ page: 1, q: "probate", kind: "contact" })).toEqual(["Ivy Search"]);
    await desk.setDeskStatus(
      "booking",
      (await db.selectFrom("bookings").select("id").where("name", "=", "Max Search").executeTakeFirstOrThrow()).id,
      "done",
      by,
    );
    expect(await names({ page: 1, q: "probate", status: "done" })).toEqual(["Max Search"]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await names({ page: 1, q: "probate", from: today, to: today })).toHaveLength(2);
    expect(await names({ page: 1, q: "probate", to: "2000-01-01" })).toEqual([]);
    // A deleted item leaves the index with it.
    await desk.deleteDeskItem("chat", leadId, by);
    expect(await names({ page: 1, q: "admiralty" })).toEqual([]);
  });

  test("a transcript's excerpt shows Lexi's links as their labels, as the transcript does", async () => {
    const token = await createLead(
      { name: "Noa Excerpt", email: "noa@firm.example", phone_number: "", company_name: "" },
      "198.51.100.2",
    );
    const leadId = (await leadIdForToken(token))!;
    await recordChatMessage(leadId, "user", "What does a wharfinger paralegal cost?");
    await recordChatMessage(
      leadId,
      "bot",
      "A [Paralegal](/Paralegal-Role) costs $14/hour. [Roles and pricing](/roles)",
    );
    const [hit] = (await desk.listInbox({ page: 1, q: "wharfinger" })).items;
    const shown = hit.excerpt.map((part) => part.text).join("");
    expect(shown).toContain("A Paralegal costs $14/hour. Roles and pricing");
    expect(shown).not.toMatch(/\]\(|\/Paralegal-Role/);
  });

  test("hostile input is searched as words: never an error, never everything", async () => {
    await saveContactMessage(
      {
        name: "Quinn Hostile",
        email: "quinn@firm.example",
        number: "555-0100",
        comment: "secret draft",
        saveInfo: false,
      },
      "198.51.100.2",
    );
    const hostile = [
      "'; drop table contact_messages; --",
      '"',
      '"unbalanced',
      "secret NEAR draft",
      "NEAR(secret draft, 2)",
      "secret*",
      "*",
      "-secret",
      "secret OR 1=1",
      "OR",
      "((secret",
      "secret)) AND (",
      "name:secret",
      "secret:* | !draft",
      "\u0000\u0001",
      "x".repeat(10_000),
      "secret ".repeat(2_000),
    ];
    for (const q of hostile) {
      const result = await desk.listInbox({ page: 1, q });
      // Every word typed must match (NEAR, OR, AND are words too): the secret's item or nothing, never another.
      if (/secret/i.test(q))
        expect(
          result.items.filter((item) => item.name !== "Quinn Hostile"),
          q.slice(0, 30),
        ).toEqual([]);
    }
    // Syntax alone is no words: nothing, not everything.
    for (const q of ["*", '"', "((", "-", "'"]) expect((await desk.listInbox({ page: 1, q })).total, q).toBe(0);
    expect(await names({ page: 1, q: "secret OR nothinghere" })).toEqual([]);
    for (const q of ['"secret" draft', "secret*", "-secret", "((secret", "secret ".repeat(2_000)]) {
      expect(await names({ page: 1, q }), q.slice(0, 30)).toEqual(["Quinn Hostile"]);
    }
  });
});
