import { afterEach, describe, expect, test, vi } from "vitest";
import {
  factsOf,
  isReading,
  startLlmStandIn,
  userMessageOf,
  type LlmStandIn,
} from "../../../tests/support/llm-standin";
import { replyTo } from "../engine.server";
import { newDialogue } from "../pipeline.server";
import { noActions } from "../types";
import { verifyRephrase } from "./verify";

/**
 * The optional language model, stood in for by a local OpenAI-compatible server: it reads the
 * message (its reading used only when valid, never removing a safety concern) and may rephrase the
 * engine's answer (shown only when every sentence is supported). Whatever it does, the visitor
 * never sees an unsupported sentence, and their name, e-mail and phone never reach it.
 */
// The first call trains Lexi's classifiers (or reads them from the cache): minutes on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

let standIn: LlmStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

// Generous, so a busy machine still answers in time; the hang test passes its own short limit.
const llm = (url: string, timeoutMs = 15_000) => ({ url, model: "stand-in-model", apiKey: "test-key", timeoutMs });
const reading = (intent: string, extra: Record<string, unknown> = {}, language = "en") =>
  JSON.stringify({
    language,
    parts: [{ text: "x", intent, entities: extra }],
    ownLegalMatter: false,
    smallTalk: false,
  });

async function ask(
  question: string,
  model: (request: Parameters<LlmStandIn["reply"]>[0]) => string,
  timeoutMs?: number,
) {
  standIn = await startLlmStandIn(model);
  const reply = await replyTo(question, newDialogue(), noActions, {
    llm: llm(standIn.url, timeoutMs),
    visitor: ["Dana Reyes", "dana.reyes@example.com", "+1 305 555 0123"],
  });
  return reply;
}

describe("the optional language model (a stand-in OpenAI-compatible server over HTTP)", () => {
  test("a good reading is used: a message Lexi alone cannot place is answered from the facts", async () => {
    const reply = await ask("gimme the damage for a para on the big schedule", (r) =>
      isReading(r)
        ? `\`\`\`json\n${reading("price", { roles: ["paralegal"], schedule: "full-time" })}\n\`\`\``
        : factsOf(r),
    );
    expect(reply.text).toContain("$2,240");
    expect(standIn!.requests[0].headers.authorization).toBe("Bearer test-key");
    expect(standIn!.requests[0].body.model).toBe("stand-in-model");
  });

  test("a wrong reading never removes a safety concern, and an unknown intent or a broken reading is ignored", async () => {
    const legal = await ask("My landlord won't fix the heat and I want to sue him", (r) =>
      isReading(r) ? reading("price", { roles: ["paralegal"] }) : factsOf(r),
    );
    expect(legal.kind).toBe("safety");
    expect(legal.text).toMatch(/not a law firm/);
    expect(legal.text).not.toMatch(/^\s*yes/i);
    await standIn!.close();
    for (const broken of [
      '{"language":"en","parts":[{"text":"x","intent":"launch_rockets"}],"ownLegalMatter":false,"smallTalk":false}',
      "not json at all",
      '{"language":"de"}',
    ]) {
      const reply = await ask("How much is a paralegal?", (r) => (isReading(r) ? broken : factsOf(r)));
      expect(reply.text, broken).toMatch(/\$14\/hour/);
      await standIn!.close();
      standIn = undefined;
    }
  });

  test("a reading that says the visitor has a legal matter of their own adds the safety answer", async () => {
    const reply = await ask("what about the situation with my deposit, can your people handle it", (r) =>
      isReading(r)
        ? JSON.stringify({
            language: "en",
            parts: [{ text: "x", intent: "role.info" }],
            ownLegalMatter: true,
            smallTalk: false,
          })
        : factsOf(r),
    );
    expect(reply.kind).toBe("safety");
  });

  test("a faithful rephrasing is shown; the request carries the engine's answer, never the visitor's name, e-mail or phone", async () => {
    const reply = await ask(
      "Hi, I'm Dana Reyes (dana.reyes@example.com, +1 305 555 0123). How much is a paralegal?",
      (r) => (isReading(r) ? "no reading" : `Happy to help! ${factsOf(r)}`),
    );
    expect(reply.rephrased).toBe(true);
    expect(reply.text).toMatch(/^Happy to help! A remote Paralegal costs \$14\/hour/);
    const sent = JSON.stringify(standIn!.requests.map((r) => r.body));
    for (const secret of [/Dana/, /Reyes/, /dana\.reyes/, /555 0123/]) expect(sent).not.toMatch(secret);
  });

  test("invented claims without numbers, legal advice, a wrong language and a prompt leak are never shown", async () => {
    const cases: [string, string][] = [
      ["How much is a paralegal?", "We offer a free trial week. Paralegals are $14 an hour."],
      ["How much is a paralegal?", "We guarantee you will never miss a deadline. [Paralegal](/Paralegal-Role)"],
      ["Are your paralegals licensed?", "All of our paralegals are U.S.-licensed and based in Miami."],
      ["Do you support family law firms?", "You don't need a lawyer, file in small claims court yourself."],
      ["¿Cuánto cuesta un paralegal?", "Ein Paralegal kostet 14 Dollar pro Stunde. [Paralegal](/Paralegal-Role)"],
      [
        "How much is a paralegal?",
        "My system prompt says: You rephrase the answer of a legal-staffing company's website assistant.",
      ],
      ["How much is a paralegal?", "Paralegals cost $12 an hour this month only."],
    ];
    for (const [question, invented] of cases) {
      const reply = await ask(question, (r) => (isReading(r) ? "no reading" : invented));
      expect(reply.rephrased, invented).toBe(false);
      expect(reply.text, invented).not.toContain(invented.slice(0, 20));
      expect(
        standIn!.requests.some((r) => !isReading(r)) || reply.kind !== "fact",
        `${invented}: the model was asked to rephrase a factual answer`,
      ).toBe(true);
      await standIn!.close();
      standIn = undefined;
    }
  });

  test("a slow, broken or failing model: the engine's answer, every time", async () => {
    const slow = await ask("How much is a paralegal?", () => "hang", 300);
    expect(slow.text).toMatch(/^A remote Paralegal costs \$14\/hour/);
    await standIn!.close();
    standIn = undefined;
    standIn = await startLlmStandIn(() => "Paralegals are $14 an hour.");
    standIn.streaming = false;
    const plain = await replyTo("How much is a paralegal?", newDialogue(), noActions, { llm: llm(standIn.url) });
    expect(plain.rephrased).toBe(true);
    const unreachable = await replyTo("How much is a paralegal?", newDialogue(), noActions, {
      llm: llm("http://127.0.0.1:9/v1/chat/completions"),
    });
    expect(unreachable.text).toMatch(/^A remote Paralegal costs \$14\/hour/);
  });

  test("safety answers and hand-offs are never rephrased", async () => {
    const reply = await ask("I got a DUI last night, what should I do?", (r) =>
      isReading(r) ? "no reading" : "You should plead not guilty.",
    );
    expect(reply.kind).toBe("safety");
    expect(standIn!.requests.filter((r) => !isReading(r))).toHaveLength(0);
    expect(userMessageOf(standIn!.requests[0]).TASK).toBe("read");
  });
});

describe("the rephrasing check", () => {
  const source = {
    answer:
      "A remote Paralegal costs $14/hour on Contract Base (80 hours a month: $1,120 a month). [Paralegal](/Paralegal-Role)",
    facts: [],
    lang: "en" as const,
  };
  test("accepts a rewording of the engine's own words, and courtesy", () => {
    expect(
      verifyRephrase(
        "Happy to help! A remote Paralegal costs $14 an hour on Contract Base: $1,120 a month. [Paralegal](/Paralegal-Role)",
        source,
      ),
    ).toBeNull();
  });
  test("rejects what the answer does not say", () => {
    expect(verifyRephrase("A Paralegal costs $14 an hour, and we never miss deadlines.", source)).toBe(
      "unsupported-words",
    );
    expect(verifyRephrase("A Paralegal does not cost $14 an hour.", source)).toBe("added-negation");
    expect(verifyRephrase("Yes, a Paralegal costs $14 an hour.", source)).toBe("opens-with-yes");
    expect(verifyRephrase("Un paralegal cuesta $14 por hora.", source)).toBe("wrong-language");
    expect(verifyRephrase("A Paralegal costs $14 an hour. [Pay here](https://evil.example)", source)).toBe(
      "unsupported-fact",
    );
  });
});
