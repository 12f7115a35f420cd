/**
 * One call to the optional OpenAI-compatible chat-completions endpoint (ASSISTANT_LLM_URL): the
 * first token must arrive within `timeoutMs` and the whole answer within five times it, the answer
 * is capped at 4,000 characters, and anything odd (an error status, a broken stream, no text)
 * is an error the caller answers without the model.
 */
export interface LlmSettings {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export class LlmError extends Error {
  constructor(readonly reason: "timeout" | "error" | "empty") {
    super(reason);
  }
}

const MAX_ANSWER = 4000;

export async function complete(
  settings: LlmSettings,
  messages: { role: "system" | "user"; content: string }[],
  maxTokens = 400,
): Promise<string> {
  const controller = new AbortController();
  const firstToken = setTimeout(() => controller.abort(new Error("first token timeout")), settings.timeoutMs);
  const whole = setTimeout(() => controller.abort(new Error("answer timeout")), settings.timeoutMs * 5);
  let gotFirst = false;
  const first = () => {
    if (!gotFirst) {
      gotFirst = true;
      clearTimeout(firstToken);
    }
  };
  try {
    const response = await fetch(settings.url, {
      method: "POST",
      signal: controller.signal,
      headers: {
        "content-type": "application/json",
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, stream: true, temperature: 0, max_tokens: maxTokens, messages }),
    });
    if (!response.ok || !response.body) throw new LlmError("error");
    let text: string;
    if ((response.headers.get("content-type") ?? "").includes("application/json")) {
      const raw = await response.text();
      first();
      const body = JSON.parse(raw.slice(0, 64_000)) as { choices?: { message?: { content?: unknown } }[] };
      text = typeof body.choices?.[0]?.message?.content === "string" ? body.choices[0].message.content : "";
    } else {
      text = await readEventStream(response.body, first);
    }
    if (!text.trim()) throw new LlmError("empty");
    return text.slice(0, MAX_ANSWER);
  } catch (error) {
    if (error instanceof LlmError) throw error;
    throw new LlmError(gotFirst ? "error" : "timeout");
  } finally {
    clearTimeout(firstToken);
    clearTimeout(whole);
    controller.abort();
  }
}

/** Reads an OpenAI-style server-sent event stream of chat-completion chunks into its text. */
async function readEventStream(body: ReadableStream<Uint8Array>, onToken: () => void): Promise<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return text;
      try {
        const delta = (JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0]?.delta
          ?.content;
        if (typeof delta === "string" && delta) {
          onToken();
          text += delta;
        }
      } catch {
        // A malformed event is skipped; the checks judge what arrived.
      }
      if (text.length > MAX_ANSWER) return text;
    }
    if (buffer.length > 64_000) return text;
  }
  return text;
}
