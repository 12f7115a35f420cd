import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for an OpenAI-compatible chat-completions server (the optional language model is an
 * external system): it records every request and answers with what `reply` returns for it,
 * streamed as server-sent events (or as one JSON body), or never answers at all ("hang").
 */
export interface LlmRequest {
  headers: http.IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

export interface LlmStandIn {
  url: string;
  requests: LlmRequest[];
  /** The text the model "writes" for a request; "hang" never answers. */
  reply: (request: LlmRequest) => string | "hang";
  /** Stream as server-sent events (the default) or answer one JSON body. */
  streaming: boolean;
  close: () => Promise<void>;
}

export async function startLlmStandIn(reply: LlmStandIn["reply"] = () => "hang"): Promise<LlmStandIn> {
  const open = new Set<http.ServerResponse>();
  const standIn: LlmStandIn = { url: "", requests: [], reply, streaming: true, close: async () => undefined };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const request: LlmRequest = { headers: req.headers, body: JSON.parse(raw || "{}") };
      standIn.requests.push(request);
      const text = standIn.reply(request);
      if (text === "hang") {
        open.add(res);
        return;
      }
      if (!standIn.streaming) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: text } }] }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const piece of text.match(/\S+\s*/g) ?? [])
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  standIn.close = async () => {
    for (const res of open) res.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return standIn;
}

/** What the server sent as the user message: its TASK ("read" or "rephrase") and fields. */
export function userMessageOf(request: LlmRequest): {
  TASK?: "read" | "rephrase";
  MESSAGE?: string;
  QUESTION?: string;
  FACTS?: string;
  LANG?: string;
} {
  const user = request.body.messages?.find((m) => m.role === "user")?.content ?? "{}";
  return JSON.parse(user) as ReturnType<typeof userMessageOf>;
}

/** The FACTS the server sent in a rephrase request (the engine's answer the model may reword). */
export function factsOf(request: LlmRequest): string {
  return userMessageOf(request).FACTS ?? "";
}

/** Whether the request asks the model to read the message (else to rephrase an answer). */
export const isReading = (request: LlmRequest) => userMessageOf(request).TASK === "read";
