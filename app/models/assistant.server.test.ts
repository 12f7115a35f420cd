import { describe, expect, it } from "vitest";
import { assistantEvaluation } from "./assistant-eval";
import { answerChunks, answerQuestion, evaluateAssistant } from "./assistant.server";

describe("Lexi's answers", () => {
  it("answer at least 90 % of the evaluation set with the expected fact", async () => {
    const { score, total, misses } = await evaluateAssistant(assistantEvaluation);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(score, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("admit what they do not know and offer the team's follow-up", async () => {
    for (const question of ["What is the weather on Mars?", "asdfgh qwerty", "Who won the 1998 World Cup?"]) {
      const answer = await answerQuestion(question);
      expect(answer.known, question).toBe(false);
      expect(answer.text).toMatch(/team will follow up/);
    }
  });

  it("stream in pieces that add up to the answer and its link", async () => {
    const answer = await answerQuestion("What languages do you offer?");
    const chunks = answerChunks(answer);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toBe(`${answer.text}\n\nMore: ${answer.link!.label} (${answer.link!.href})`);
  });
});
