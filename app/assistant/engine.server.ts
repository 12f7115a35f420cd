import { loadDictionaries } from "~/text/dictionary";
import { classifiers } from "./classifier.server";
import { getKnowledge } from "./knowledge.server";
import { redactVisitor } from "./llm/redact";
import { applyModelReading, modelReading, rephraseAnswer } from "./llm/model.server";
import { answerMessage } from "./pipeline.server";
import type { AssistantActions, AssistantReply, DialogueState } from "./types";

/**
 * What the chat socket calls: Lexi's answer to one message. Without a language model it is the
 * engine's (app/assistant/pipeline.server.ts). With ASSISTANT_LLM_URL set, the model first reads
 * the message (its reading used only when valid) and may then rephrase a factual answer (shown
 * only when every sentence is supported); the visitor's name, e-mail and phone never reach it.
 */
export interface LlmConfig {
  url?: string;
  model?: string;
  apiKey?: string;
  timeoutMs: number;
}

export async function replyTo(
  question: string,
  state: DialogueState,
  actions: AssistantActions,
  options: { llm?: LlmConfig; visitor?: string[] } = {},
): Promise<AssistantReply & { rephrased: boolean }> {
  // (The first message waits for the word lists the speller uses, read in the background: decision 0102.)
  await loadDictionaries();
  const { llm, visitor = [] } = options;
  const settings =
    llm?.url && llm.model ? { url: llm.url, model: llm.model, apiKey: llm.apiKey, timeoutMs: llm.timeoutMs } : null;
  if (!settings) return { ...(await answerMessage(question, state, actions)), rephrased: false };
  const redacted = redactVisitor(question, visitor);
  const reply = await answerMessage(question, state, actions, {
    adjust: async (reading) => {
      const model = await modelReading(settings, redacted);
      if (model) applyModelReading(reading, model);
    },
  });
  // Safety answers, hand-offs, questions back and "not published" go out as the engine wrote them.
  if (reply.kind !== "fact") return { ...reply, rephrased: false };
  const rephrased = await rephraseAnswer(settings, {
    question: redacted,
    answer: reply.text,
    facts: reply.facts.slice(1),
    lang: reply.lang,
  });
  return { ...reply, text: rephrased.text, rephrased: rephrased.used };
}

/** Trains (or reads from the cache) the classifiers and builds the knowledge: called at start-up. */
export async function assistantReady(): Promise<void> {
  await Promise.all([loadDictionaries(), classifiers(), getKnowledge()]);
}

export { answerChunks } from "./chunks";
export type { AssistantActions, DialogueState } from "./types";
