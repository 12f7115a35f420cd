import { describe, expect, test, vi } from "vitest";
import { leadRow, newLead, withAssistant } from "./assistant.fixture";

// Training Lexi's classifiers (once per data folder, then read from its cache) and some 240 answered
// turns take a while on a busy 2-core machine; nothing here is timed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

// tests/support/model-database.ts has pointed DATABASE_URL at an empty database of this run's back-end.
const { db } = await import("~/db/db.server");
const { roles } = await import("~/content/roles");
const { siteContent } = await import("~/content/load-content.server");
const { createLead, leadIdForToken, recordChatMessage } = await import("~/submissions/chat-leads.server");
const { answerMessage, newDialogue } = await import("./pipeline.server");
const { answerChunks } = await import("./chunks");
const { dialogueForChat, forgetDialogues } = await import("./memory.server");
const { forgetKnowledge } = await import("./knowledge.server");
const { devEvaluation, evaluate } = await import("./eval");
const { noActions } = await import("./types");

withAssistant();

const lead = leadRow;

describe(`Lexi's engine (${process.env.MODEL_TEST_BACKEND})`, () => {
  // Some 240 answered turns: once is enough (the database is the same for each back-end's other tests).
  test.skipIf(process.env.MODEL_TEST_BACKEND === "postgres")(
    "the development set (tuned on, so a floor against regressions, not evidence): ≥ 95 % of its turns",
    async () => {
      const result = await evaluate(async (messages) => {
        const { actions } = await newLead();
        const state = newDialogue();
        const answers: string[] = [];
        for (const message of messages) answers.push((await answerMessage(message, state, actions)).text);
        return answers;
      }, devEvaluation);
      const misses = result.misses.map((m) => `${m.id} ${m.ask} → ${m.answer}`).join("\n");
      expect(result.turns).toBeGreaterThanOrEqual(230);
      expect(result.score, misses).toBeGreaterThanOrEqual(0.95);
    },
  );

  test("monthly prices come from the pricing table for every role, tier, head count and schedule", async () => {
    const hours = Object.fromEntries(siteContent().pricingTiers.map((t) => [t.key, t.hoursPerMonth]));
    for (const role of roles) {
      for (const count of [1, 2, 3, 7]) {
        for (const [words, key] of [
          ["full time", "full-time"],
          ["part time", "contract"],
        ] as const) {
          for (const multilingual of [false, true]) {
            const rate = multilingual ? role.rates.multilingual : role.rates.standard;
            const question = `How much per month for ${count} ${multilingual ? "bilingual " : ""}${role.title.toLowerCase()} ${count > 1 ? "staff " : ""}${words}?`;
            const { text } = await answerMessage(question, newDialogue());
            expect(text, question).toContain(`$${(count * hours[key]! * rate).toLocaleString("en-US")}`);
          }
        }
      }
    }
  });

  test("a mixed team is priced member by member, each with its own schedule and tier", async () => {
    const [p, r] = ["Paralegal-Role", "Secretary-Receptionist"].map(
      (slug) => roles.find((x) => x.slug === slug)!.rates,
    );
    const { text } = await answerMessage(
      "How much for one part-time paralegal plus one full-time receptionist?",
      newDialogue(),
    );
    expect(text).toContain(`$${(80 * p.standard).toLocaleString("en-US")}`);
    expect(text).toContain(`$${(160 * r.standard).toLocaleString("en-US")}`);
    expect(text).toContain(`$${(80 * p.standard + 160 * r.standard).toLocaleString("en-US")}`);
    const state = newDialogue();
    await answerMessage("2 paralegals full time", state);
    const grown = await answerMessage("and if we added a bilingual receptionist part time?", state);
    expect(grown.text).toContain(`$${(2 * 160 * p.standard + 80 * r.multilingual).toLocaleString("en-US")}`);
  });

  test("job pay comes from the job opening (monthly), never from a role's hourly rate; a database edit reaches the answers", async () => {
    const caseManager = await db
      .selectFrom("job_openings")
      .select(["price1", "price2"])
      .where("job_name", "=", "Case Manager")
      .executeTakeFirstOrThrow();
    const { text } = await answerMessage("what does the case manager job pay?", newDialogue());
    expect(text).toContain(
      `$${caseManager.price1!.toLocaleString("en-US")} - $${caseManager.price2!.toLocaleString("en-US")}`,
    );
    expect(text).toMatch(/per month/);
    expect(text).not.toContain("$14");
    await db
      .updateTable("job_openings")
      .set({ price1: 1010, price2: 1510 })
      .where("job_name", "=", "Case Manager")
      .execute();
    forgetKnowledge();
    expect((await answerMessage("salary for the case manager opening?", newDialogue())).text).toContain(
      "$1,010 - $1,510",
    );
  });

  test("hand-offs are recorded with their reason; without a lead Lexi never claims to have passed anything", async () => {
    for (const [question, kind] of [
      ["Can I talk to a real person please?", "person"],
      ["I want to make a complaint about your service", "complaint"],
      ["Are you SOC 2 certified?", "unanswered"],
    ] as const) {
      const { id, actions } = await newLead();
      const reply = await answerMessage(question, newDialogue(), actions);
      expect(reply.text, question).toMatch(/I've passed this to our team/);
      expect(reply.text, question).toContain("](#contact-options)");
      const row = await lead(id);
      expect(row, question).toMatchObject({ handoff_reason: question, handoff_kind: kind });
      expect(row.handoff_requested_at).not.toBeNull();
    }
    const anonymous = await answerMessage("Can I talk to a real person please?", newDialogue(), noActions);
    expect(anonymous.text).not.toMatch(/passed/);
    expect(anonymous.text).toMatch(/555-0142/);
  });

  test("chatter, thanks, one-word replies and off-topic questions never hand off or land among the unanswered", async () => {
    const { id, actions } = await newLead();
    const state = newDialogue();
    for (const message of [
      "hi",
      "thanks!",
      "nice",
      "haha",
      "k",
      "ok cool",
      "lol",
      "who won the game last night?",
      "tell me a joke",
      "bye",
    ]) {
      const reply = await answerMessage(message, state, actions);
      expect(reply.text, message).not.toMatch(/passed this to our team|team can answer/i);
    }
    expect((await lead(id)).handoff_requested_at).toBeNull();
  });

  test("what the site does not publish is said to be so, stored for the team, and never answered yes", async () => {
    const { id, actions } = await newLead();
    const asked = [
      "Are you GDPR certified?",
      "Do you offer a 20% discount for nonprofits?",
      "Do you offer a free trial week?",
      "Do you guarantee we will never miss a deadline?",
    ];
    for (const question of asked) {
      const { text, known } = await answerMessage(question, newDialogue(), actions);
      expect(known, question).toBe(false);
      expect(text, question).not.toMatch(/^\s*yes\b/i);
      expect(text, question).not.toMatch(/\d+ ?%|free trial (is|week is)/i);
    }
    const stored = await db.selectFrom("chat_unanswered").select("question").where("lead_id", "=", id).execute();
    expect(stored.map((r) => r.question)).toEqual(asked);
  });

  test("Spanish and French questions are answered in their language; a follow-up keeps the language", async () => {
    const state = newDialogue();
    expect((await answerMessage("¿Cuánto cuesta una recepcionista bilingüe?", state)).text).toMatch(/por hora/);
    expect((await answerMessage("¿y dos a tiempo completo?", state)).text).toContain("$4,800");
    const french = await answerMessage("Quels postes proposez-vous ?", newDialogue());
    expect(french.lang).toBe("fr");
    expect(french.text).toMatch(/postes/);
  });

  test("a lead's conversation survives a restart: its state is rebuilt from the transcript", async () => {
    const { id, token } = await newLead();
    await recordChatMessage(id, "user", "How much is a legal admin?");
    await recordChatMessage(id, "bot", "(answer)");
    forgetDialogues();
    const state = await dialogueForChat(id, token);
    expect((await answerMessage("and three of them full time?", state)).text).toContain(
      `$${(3 * 160 * 15).toLocaleString("en-US")}`,
    );
    expect(await dialogueForChat(id, token)).toBe(state);
  });

  test("a second chat typed with the same address joins the lead for staff, but Lexi starts it afresh, before and after a restart", async () => {
    const email = `same-${Math.random().toString(36).slice(2)}@example.com`;
    const details = { name: "First Visitor", email, phone_number: "", company_name: "" };
    const first = await createLead(details, "127.0.0.1", undefined, new Date(Date.now() - 60_000));
    const leadId = (await leadIdForToken(first))!;
    const firstState = await dialogueForChat(leadId, first);
    const question = "How much is a case manager?";
    await recordChatMessage(leadId, "user", question);
    await answerMessage(question, firstState);
    const second = await createLead({ ...details, name: "Someone Else" }, "127.0.0.1");
    expect(await leadIdForToken(second)).toBe(leadId);
    const followUp = "and four of them full time?";
    const fourCaseManagers = `$${(4 * 160 * 14).toLocaleString("en-US")}`;
    for (const restarted of [false, true]) {
      if (restarted) forgetDialogues();
      const secondState = await dialogueForChat(leadId, second);
      expect(secondState).not.toBe(firstState);
      expect((await answerMessage(followUp, secondState)).text).not.toContain(fourCaseManagers);
      // The first chat still carries on, from memory or from its own transcript.
      expect((await answerMessage(followUp, await dialogueForChat(leadId, first))).text).toContain(fourCaseManagers);
    }
    expect(await dialogueForChat(leadId, "not-a-token-of-this-lead")).not.toBe(firstState);
  });

  test("typed contact choice: 'phone' after the offer records it as the buttons do; without a number on file Lexi asks, and stores the number typed", async () => {
    const withPhone = await newLead("+1 305 555 0100");
    const state = newDialogue();
    await answerMessage("I'd like someone to call me", state, withPhone.actions);
    const chose = await answerMessage("phone", state, withPhone.actions);
    expect(chose.text).toMatch(/by phone within 24 business hours/);
    expect((await lead(withPhone.id)).contact_method).toBe("Phone");

    const noPhone = await newLead();
    const s2 = newDialogue();
    await answerMessage("can I speak to a person?", s2, noPhone.actions);
    expect((await answerMessage("by phone please", s2, noPhone.actions)).text).toMatch(/What phone number/);
    expect((await lead(noPhone.id)).contact_method).toBe("Phone");
    expect((await answerMessage("+1 (305) 555-0188", s2, noPhone.actions)).text).toContain("555-0188");
    expect((await lead(noPhone.id)).phone_number).toBe("+1 (305) 555-0188");

    for (const [typed, method] of [
      ["correo", "Email"],
      ["par téléphone svp", "Phone"],
      ["email me", "Email"],
      // Decision 0036: a request whose other words only ask to be reached, and a way refused.
      ["fine, have somebody call me today", "Phone"],
      ["pas par téléphone, plutôt par courriel", "Email"],
      ["no por teléfono, mejor por correo", "Email"],
      // The choice said first, something else after it; the address already given (set M's use log).
      ["phone. and i'd rather talk to whoever handles billing", "Phone"],
      ["Courriel. Et si possible quelqu'un qui parle créole", "Email"],
      ["email is good, the one on file", "Email"],
      // Slang and the address typed with the way (decision 0051).
      ["ok ok por correo xfa", "Email"],
      ["ugh ok phone then", "Phone"],
      ["fine. email: m.rossi@example.com", "Email"],
    ] as const) {
      const l = await newLead("+1 305 555 0101");
      const s = newDialogue();
      await answerMessage("Quiero hablar con una persona", s, l.actions);
      await answerMessage(typed, s, l.actions);
      expect((await lead(l.id)).contact_method, typed).toBe(method);
    }
  });

  test("a way and a number typed together are recorded, whether or not Lexi offered the choice", async () => {
    for (const [first, typed, number] of [
      // Offered, then dropped for a channel we don't publish: the number still counts (set O's use log).
      ["quiero hablar con alguien de recursos humanos", "ok por telefono, 876-555-0133", "876-555-0133"],
      // Never offered: a billing question not understood, then the visitor's own way and number.
      ["Notre facture de novembre a deux fois la même ligne.", "Par téléphone, au 514 555 0123", "514 555 0123"],
      ["hello", "phone: (212) 555-0199", "(212) 555-0199"],
      ["hola", "mejor por telefono al 787 555 0142", "787 555 0142"],
      // A number with a word of the phone among other words, never offered (decision 0060).
      ["our auditors want a statement of our account", "call pls, 646-555-0172, ask for Priya", "646-555-0172"],
      [
        "we'd like to cut our paralegal's hours",
        "ok get someone on it. phone works best, 470 555 0119",
        "470 555 0119",
      ],
      ["hola", "que me llame alguien al 915 555 0148 por favor", "915 555 0148"],
    ] as const) {
      const l = await newLead();
      const s = newDialogue();
      await answerMessage(first, s, l.actions);
      if (first.startsWith("quiero")) await answerMessage("por whatsapp mejor", s, l.actions);
      const { text } = await answerMessage(typed, s, l.actions);
      expect(text, typed).toContain(number);
      const row = await lead(l.id);
      expect(row, typed).toMatchObject({ contact_method: "Phone", phone_number: number });
      expect(row.handoff_requested_at, typed).not.toBeNull();
    }
    // Markup or a mail header typed around the number: nothing but a number is ever kept, and nothing is said back.
    const hostile = await newLead();
    const sh = newDialogue();
    const { text: back } = await answerMessage(
      "phone: 305 555 0101 <img src=x onerror=alert(1)>\r\nBcc: victim@evil.example",
      sh,
      hostile.actions,
    );
    expect((await lead(hostile.id)).phone_number).toMatch(/^[\d\s()+.-]*$/);
    expect(back).not.toMatch(/<img|onerror|Bcc|evil\.example/);
    // An address typed with the way is not taken as the lead's address, nor said back (decision 0051).
    const typedAddress = await newLead("+1 305 555 0102");
    const sa = newDialogue();
    const before = (await lead(typedAddress.id)).email;
    await answerMessage("I want to talk to someone", sa, typedAddress.actions);
    const { text: chosen } = await answerMessage(
      "email. x@evil.example\r\nBcc: victim@evil.example",
      sa,
      typedAddress.actions,
    );
    expect(await lead(typedAddress.id)).toMatchObject({ email: before });
    expect(chosen).not.toMatch(/evil\.example|Bcc/);
    // The same through a number given in passing (decision 0060): only the number is kept, nothing is said back.
    const passing = await newLead();
    const sp = newDialogue();
    const { text: passed } = await answerMessage(
      "call pls 305 555 0103 <img src=x onerror=alert(1)>\r\nBcc: victim@evil.example",
      sp,
      passing.actions,
    );
    expect((await lead(passing.id)).phone_number).toMatch(/^[\d\s()+.-]+$/);
    expect(passed).not.toMatch(/<img|onerror|Bcc|evil\.example/);
    // A number of ours reported wrong is no request to be called.
    const ours = await newLead();
    const so = newDialogue();
    await answerMessage(
      "your phone number 305-555-0142 on the contact page is wrong, it doesn't connect",
      so,
      ours.actions,
    );
    expect((await lead(ours.id)).contact_method).toBeNull();
    // A number with no way said, or a way refused, is not a request to be called.
    const l = await newLead();
    const s = newDialogue();
    await answerMessage("how much is a paralegal for 3 months, 160 hours", s, l.actions);
    expect((await lead(l.id)).contact_method).toBeNull();
    await answerMessage("not by phone, 305 555 0101", s, l.actions);
    expect((await lead(l.id)).phone_number).toBe("");
  });

  test("while the contact choice waits, a question typed without its question mark is answered, not filed", async () => {
    // Set Q's use log: "precio paralegal tiempo completo por 6 meses" got "our team will see that with your message".
    const l = await newLead();
    const s = newDialogue();
    await answerMessage("quiero hablar con una persona", s, l.actions);
    const { text } = await answerMessage("precio paralegal tiempo completo por 6 meses", s, l.actions);
    expect(text).toContain("$13,440");
    const other = await newLead();
    const s2 = newDialogue();
    await answerMessage("can i talk to a real person", s2, other.actions);
    expect((await answerMessage("nah ill just call. whats the number", s2, other.actions)).text).toContain("555-0142");
  });

  test("answers stream in pieces that add up to the text, never splitting a link", async () => {
    const { text } = await answerMessage("How much is a paralegal?", newDialogue());
    const chunks = answerChunks(text);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toBe(text);
    for (const chunk of chunks) expect(chunk.split("[").length).toBe(chunk.split("](").length);
  });
});
