import type http from "node:http";
import express from "express";
import { WebSocketServer, type WebSocket } from "ws";
import { answerChunks, answerQuestion } from "../app/models/assistant.server";
import { chatMenu } from "../app/models/chat-menu.server";
import { contactMethodSchema, createLead, leadExists, leadSchema, recordChatMessage, setContactMethod } from "../app/models/chat-leads.server";

/**
 * Lexi's server side: the lead API (spec §7 "lead", "lead/{id}/"), the canned menu, and the
 * /ws/chat socket that streams answers in plain-text chunks ended by [END].
 */
export const END_MARKER = "[END]";
const MAX_MESSAGE_BYTES = 2048;
const PER_CONNECTION_PER_MINUTE = 20;
const PER_ADDRESS_CONNECTIONS = Number(process.env.CHAT_CONNECTIONS_PER_ADDRESS ?? 10);
const CHUNK_DELAY_MS = Number(process.env.CHAT_CHUNK_DELAY_MS ?? 25);

export function chatApiRouter(): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: "8kb" }));

  router.get("/menu", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(chatMenu());
  });

  router.post("/lead", async (req, res) => {
    const parsed = leadSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ errors: parsed.error.flatten().fieldErrors });
      return;
    }
    const id = await createLead(parsed.data, req.ip ?? "");
    res.status(201).json({ id });
  });

  router.patch("/lead/:id", async (req, res) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : NaN;
    const parsed = contactMethodSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ errors: parsed.error.flatten().fieldErrors });
      return;
    }
    if (!Number.isFinite(id) || !(await setContactMethod(id, parsed.data.contact_method))) {
      res.status(404).json({ error: "No such lead" });
      return;
    }
    res.json({ id, contact_method: parsed.data.contact_method });
  });

  // Malformed JSON and other body errors: a plain 400, never a stack trace.
  router.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status = typeof error === "object" && error && "status" in error && typeof error.status === "number" && error.status < 500 ? error.status : 500;
    if (status < 500) return res.status(status).json({ error: "Invalid request" });
    // Ours (a locked or unreachable database): the widget may try again shortly.
    console.error("chat API:", error instanceof Error ? error.message : error);
    res.status(503).set("Retry-After", "5").json({ error: "Something went wrong" });
  });
  return router;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function refuse(socket: WebSocket, text: string) {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(text);
  socket.send(END_MARKER);
}

/** Routes upgrades for /ws/chat to the chat socket; other paths are refused. */
export function attachChatSocket(server: http.Server): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const connectionsByAddress = new Map<string, number>();

  server.on("upgrade", (request, socket, head) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname !== "/ws/chat") {
      socket.write("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    const address = request.socket.remoteAddress ?? "";
    if ((connectionsByAddress.get(address) ?? 0) >= PER_ADDRESS_CONNECTIONS) {
      socket.write("HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request, address, url));
  });

  wss.on("connection", async (ws: WebSocket, _request: http.IncomingMessage, address: string, url: URL) => {
    connectionsByAddress.set(address, (connectionsByAddress.get(address) ?? 0) + 1);
    ws.on("close", () => {
      const left = (connectionsByAddress.get(address) ?? 1) - 1;
      if (left <= 0) connectionsByAddress.delete(address);
      else connectionsByAddress.set(address, left);
    });
    ws.on("error", () => ws.terminate());

    const leadParam = url.searchParams.get("lead") ?? "";
    const leadId = /^\d{1,9}$/.test(leadParam) && (await leadExists(Number(leadParam)).catch(() => false)) ? Number(leadParam) : null;
    const recent: number[] = [];
    let busy = Promise.resolve();

    ws.on("message", (data, isBinary) => {
      busy = busy.then(async () => {
        const now = Date.now();
        while (recent.length && recent[0] < now - 60_000) recent.shift();
        if (isBinary) return refuse(ws, "I can only read text messages. Please type your question.");
        const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
        if (size > MAX_MESSAGE_BYTES) return refuse(ws, "That message is too long for me. Please keep questions under 2,000 characters.");
        if (recent.length >= PER_CONNECTION_PER_MINUTE) return refuse(ws, "You're sending messages faster than I can answer. Please wait a minute and try again.");
        recent.push(now);
        const question = data.toString().trim();
        if (!question) return refuse(ws, "Please type a question.");
        try {
          await recordChatMessage(leadId, "user", question);
          const answer = await answerQuestion(question);
          for (const chunk of answerChunks(answer)) {
            if (ws.readyState !== ws.OPEN) return;
            ws.send(chunk);
            await sleep(CHUNK_DELAY_MS);
          }
          ws.send(END_MARKER);
          await recordChatMessage(leadId, "bot", answer.text);
        } catch (error) {
          console.error("chat answer failed:", error instanceof Error ? error.message : error);
          refuse(ws, "Sorry, something went wrong on my side. Please try again, or contact our team directly.");
        }
      });
    });
  });
  return wss;
}
