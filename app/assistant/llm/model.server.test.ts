import { afterEach, describe, expect, test } from "vitest";
import { factsOf, startLlmStandIn, type LlmStandIn } from "../../tests/support/llm-standin";
import { rephrase, verifyRephrase } from "./assistant-llm.server";

const FACTS =
  "A remote Paralegal costs $14/hour on Contract Base (80 hours/month, $1,120/month) or Full Time (160 hours/month, $2,240/month), and $17/hour Multilingual (English/French or English/Spanish). [Paralegal](/Paralegal-Role)";

let standIn: LlmStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

// Generous, so a busy machine still answers in time; the hang test passes its own short limit.
const settings = (url: string, timeoutMs = 15_000) => ({ url, model: "stand-in-model", apiKey: "test-key", timeoutMs });

describe("the optional language model (a stand-in OpenAI-compatible server over HTTP)", () => {
  test("a faithful rephrase is used, streamed or not, and the request carries the facts, the key and the model", async () => {
    standIn = await startLlmStandIn(
      () => "Our remote paralegals are $14 an hour (80 or 160 hours a month), or $17 an hour if bilingual. [Paralegal](/Paralegal-Role)",
    );
    const result = await rephrase(settings(standIn.url), { question: "how much is a paralegal", facts: FACTS, lang: "en" });
    expect(result).toMatchObject({ used: true, reason: "used" });
    expect(result.text).toMatch(/^Our remote paralegals are \$14 an hour/);
    const [request] = standIn.requests;
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body.model).toBe("stand-in-model");
    expect(factsOf(request)).toBe(FACTS);

    standIn.streaming = false;
    expect((await rephrase(settings(standIn.url), { question: "how much is a paralegal", facts: FACTS, lang: "en" })).used).toBe(true);
  });

  test("a rephrase that invents a price, a discount, a phone, an e-mail or a link is replaced by the local answer", async () => {
    for (const invented of [
      "Paralegals cost $12 an hour this month only. [Paralegal](/Paralegal-Role)",
      "Paralegals are $14 an hour, with 10% off for new clients.",
      "Paralegals are $14 an hour; call 555-0199 to book.",
      "Paralegals are $14 an hour; write to sales@elsewhere.example.",
      "Paralegals are $14 an hour: [book here](https://evil.example/pay).",
      "Paralegals are $14 an hour, and two weeks are free.",
    ]) {
      standIn = await startLlmStandIn(() => invented);
      const result = await rephrase(settings(standIn.url), { question: "how much is a paralegal", facts: FACTS, lang: "en" });
      expect(result, invented).toMatchObject({ used: false, reason: "unsupported-fact", text: FACTS });
      await standIn.close();
      standIn = undefined;
    }
  });

  test("legal advice and an unearned Yes are caught", async () => {
    expect(verifyRephrase("You should sue your employer; paralegals are $14 an hour.", FACTS)).toBe("legal-advice");
    expect(verifyRephrase("Yes, we are HIPAA compliant.", "Our site doesn't publish any certification. Our team can answer that for you.")).toBe(
      "opens-with-yes",
    );
    expect(verifyRephrase("Paralegals are $14 an hour. [Paralegal](/Paralegal-Role)", FACTS)).toBeNull();
  });

  test("a model that sends no first token within the timeout falls back to the local answer", async () => {
    standIn = await startLlmStandIn(() => "hang");
    const result = await rephrase(settings(standIn.url, 150), { question: "how much is a paralegal", facts: FACTS, lang: "en" });
    expect(result).toMatchObject({ used: false, reason: "timeout", text: FACTS });
  });

  test("an unreachable or failing model falls back to the local answer", async () => {
    expect((await rephrase(settings("http://127.0.0.1:9/v1/chat/completions"), { question: "q", facts: FACTS, lang: "en" })).text).toBe(FACTS);
  });

  test("the visitor's name, e-mail and phone never reach the model; the links of the local answer are kept", async () => {
    standIn = await startLlmStandIn(() => "A paralegal is $14 an hour.");
    const result = await rephrase(settings(standIn.url), {
      question: "Hi, I'm Dana Reyes (dana.reyes@example.com, +1 305 555 0123). How much is a paralegal?",
      facts: FACTS,
      lang: "en",
      visitor: ["Dana Reyes", "dana.reyes@example.com", "+1 305 555 0123"],
    });
    const sent = JSON.stringify(standIn.requests[0].body);
    expect(sent).toContain("I'm [name]");
    for (const secret of ["Dana", "Reyes", "dana.reyes", "555 0123"]) expect(sent).not.toContain(secret);
    expect(result.text).toBe("A paralegal is $14 an hour. [Paralegal](/Paralegal-Role)");
  });
});
