import type http from "node:http";
import type { Duplex } from "node:stream";
import express from "express";
import { WebSocketServer, type WebSocket } from "ws";
import {
  answerChunks,
  assistantReady,
  replyTo,
  type AssistantActions,
  type DialogueState,
} from "../app/assistant/engine.server";
import { dialogueForChat } from "../app/assistant/memory.server";
import { chatMenu, menuLanguage } from "../app/assistant/menu.server";
import { newDialogue } from "../app/assistant/pipeline.server";
import {
  contactMethodSchema,
  createLead,
  leadHasPhone,
  leadIdForToken,
  leadSchema,
  recordChatMessage,
  recordUnansweredQuestion,
  requestHandoff,
  setContactMethod,
  setLeadPhone,
  visitorDetails,
} from "../app/submissions/chat-leads.server";
import { getConfig } from "../app/config/config.server";
import { sitePathOf } from "../app/submissions/lead-source.server";
import { enforceFormRateLimit } from "../app/http/rate-limit.server";
import { clientAddressOf, clientKeyOf } from "../app/http/client-address.server";
import { upgradeRefusal } from "./request-guards";

/**
 * Lexi's server side: the lead API (docs/product.md#chat), the canned menu, and the
 * /ws/chat socket that streams answers in plain-text chunks ended by [END].
 */
export const END_MARKER = "[END]";
const MAX_MESSAGE_BYTES = 2048;
const PER_CONNECTION_PER_MINUTE = 20;

/**
 * Lexi's classifiers are read from the cache (or trained) and her knowledge built when a visitor
 * first opens the chat (its menu, a lead, a socket), not at start-up: they cost about a CPU-second,
 * which an instance that never chats keeps, and the visitor is still typing a name and a first question.
 */
function warmAssistant(): void {
  assistantReady().catch((error) =>
    console.error("assistant start-up:", error instanceof Error ? error.message : error),
  );
}

export function chatApiRouter(): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: "8kb" }));
  router.use((_req, _res, next) => {
    warmAssistant();
    next();
  });

  // The widget passes the browser's language (?lang=); other clients may send Accept-Language.
  router.get("/menu", (req, res) => {
    res
      .set("Cache-Control", "public, max-age=300")
      .set("Vary", "Accept-Language")
      .json(chatMenu(menuLanguage(req.query.lang, req.get("accept-language"))));
  });

  router.post("/lead", async (req, res) => {
    const address = clientKeyOf(req);
    try {
      await enforceFormRateLimit(address, "chat-lead");
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      res
        .status(error.status)
        .set("Retry-After", error.headers.get("Retry-After") ?? "60")
        .json({ error: "Too many requests" });
      return;
    }
    const parsed = leadSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ errors: parsed.error.flatten().fieldErrors });
      return;
    }
    // `id` is the lead's token: the only name the browser ever has for it.
    // Where the chat was opened: this site's page its Referer names (the widget runs on every page).
    const source = { page: sitePathOf(req.get("referer"), req.host), host: null };
    const id = await createLead(parsed.data, address, source);
    res.status(201).json({ id });
  });

  router.patch("/lead/:token", async (req, res) => {
    const parsed = contactMethodSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ errors: parsed.error.flatten().fieldErrors });
      return;
    }
    if (!(await setContactMethod(req.params.token, parsed.data.contact_method))) {
      res.status(404).json({ error: "No such lead" });
      return;
    }
    res.json({ id: req.params.token, contact_method: parsed.data.contact_method });
  });

  // Malformed JSON and other body errors: a plain 400, never a stack trace.
  router.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status =
      typeof error === "object" && error && "status" in error && typeof error.status === "number" && error.status < 500
        ? error.status
        : 500;
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

function answerUpgrade(socket: Duplex, status: string) {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** The close code a socket gets after CHAT_IDLE_SECONDS without a message from the visitor. */
export const IDLE_CLOSE_CODE = 4000;

/**
 * Routes upgrades for /ws/chat to the chat socket; other paths are refused. A browser's socket
 * must come from this site (Origin), name a real lead if it names one (`?lead=<token>`), and stay
 * within the per-address limit; a socket that stops answering pings, or sends nothing for
 * CHAT_IDLE_SECONDS, is closed so idle sockets never use up an address's share.
 */
export function attachChatSocket(
  server: http.Server,
  options: { trust: (address: string, hop: number) => boolean; siteUrl: string; allowedHosts: Set<string> },
): WebSocketServer {
  const config = getConfig();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const connectionsByAddress = new Map<string, number>();

  const upgrade = async (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname !== "/ws/chat") return answerUpgrade(socket, "404 Not Found");
    warmAssistant();
    // The Host rule of every HTTP request (a rebound DNS name is refused), and only this site's pages.
    const refusal = upgradeRefusal(request, {
      allowed: options.allowedHosts,
      siteUrl: options.siteUrl,
      trust: options.trust,
    });
    if (refusal) return answerUpgrade(socket, refusal);
    const address = clientAddressOf(request, options.trust);
    if ((connectionsByAddress.get(address) ?? 0) >= config.chatConnectionsPerAddress)
      return answerUpgrade(socket, "429 Too Many Requests");
    let leadId: number | null = null;
    const token = url.searchParams.get("lead");
    if (token !== null) {
      try {
        leadId = await leadIdForToken(token);
      } catch (error) {
        console.error("chat socket:", error instanceof Error ? error.message : error);
        return answerUpgrade(socket, "503 Service Unavailable");
      }
      if (leadId === null) return answerUpgrade(socket, "404 Not Found");
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, address, leadId, token));
  };
  server.on("upgrade", (request, socket, head) => {
    upgrade(request, socket, head).catch((error: unknown) => {
      console.error("chat socket:", error instanceof Error ? error.message : error);
      answerUpgrade(socket, "503 Service Unavailable");
    });
  });

  wss.on("connection", (ws: WebSocket, address: string, leadId: number | null, leadToken: string | null) => {
    connectionsByAddress.set(address, (connectionsByAddress.get(address) ?? 0) + 1);
    let alive = true;
    ws.on("pong", () => (alive = true));
    const heartbeat = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, config.chatHeartbeatSeconds * 1000);
    let idle = setTimeout(() => ws.close(IDLE_CLOSE_CODE, "Closed after a quiet spell"), config.chatIdleSeconds * 1000);
    ws.on("close", () => {
      clearInterval(heartbeat);
      clearTimeout(idle);
      const left = (connectionsByAddress.get(address) ?? 1) - 1;
      if (left <= 0) connectionsByAddress.delete(address);
      else connectionsByAddress.set(address, left);
    });
    ws.on("error", () => ws.terminate());

    const recent: number[] = [];
    let busy = Promise.resolve();
    // The conversation so far: this chat's (kept across reconnects), or this socket's own.
    const dialogue: Promise<DialogueState> =
      leadId === null || leadToken === null ? Promise.resolve(newDialogue()) : dialogueForChat(leadId, leadToken);
    // What the optional model must never see: the lead's own name, e-mail and phone.
    const visitor: Promise<string[]> =
      leadId === null || !config.assistantLlm.url ? Promise.resolve([]) : visitorDetails(leadId);
    // Both are awaited, and their failure answered, on the first question; until then a database
    // that fails them must not leave a rejection nothing handles (the process would exit for it).
    for (const pending of [dialogue, visitor]) void pending.catch(() => undefined);
    const actions: AssistantActions = {
      async requestHandoff(question, kind) {
        if (leadId === null) return false;
        await requestHandoff(leadId, question, kind);
        return true;
      },
      recordUnanswered: (question) => recordUnansweredQuestion(leadId, question),
      // Typed "phone" or "email": the same function the PATCH of the Phone/Email buttons calls.
      async chooseContact(method) {
        if (leadId === null || leadToken === null) return { recorded: false, hasPhone: false };
        const recorded = await setContactMethod(leadToken, method);
        return { recorded, hasPhone: recorded && (await leadHasPhone(leadId)) };
      },
      savePhone: async (phone) => (leadId === null ? false : setLeadPhone(leadId, phone)),
    };

    ws.on("message", (data, isBinary) => {
      clearTimeout(idle);
      idle = setTimeout(() => ws.close(IDLE_CLOSE_CODE, "Closed after a quiet spell"), config.chatIdleSeconds * 1000);
      busy = busy.then(async () => {
        const now = Date.now();
        while (recent.length && recent[0] < now - 60_000) recent.shift();
        if (isBinary) return refuse(ws, "I can only read text messages. Please type your question.");
        const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
        if (size > MAX_MESSAGE_BYTES)
          return refuse(ws, "That message is too long for me. Please keep questions under 2,000 characters.");
        if (recent.length >= PER_CONNECTION_PER_MINUTE)
          return refuse(ws, "You're sending messages faster than I can answer. Please wait a minute and try again.");
        recent.push(now);
        const question = data.toString().trim();
        if (!question) return refuse(ws, "Please type a question.");
        try {
          const state = await dialogue;
          await recordChatMessage(leadId, "user", question);
          // The engine answers from the facts; with ASSISTANT_LLM_URL set, the model may read the
          // message first and rephrase the answer, each only when it passes its checks.
          const { text } = await replyTo(question, state, actions, {
            llm: config.assistantLlm,
            visitor: await visitor,
          });
          for (const chunk of answerChunks(text)) {
            if (ws.readyState !== ws.OPEN) return;
            ws.send(chunk);
            await sleep(config.chatChunkDelayMs);
          }
          ws.send(END_MARKER);
          await recordChatMessage(leadId, "bot", text);
        } catch (error) {
          console.error("chat answer failed:", error instanceof Error ? error.message : error);
          refuse(ws, "Sorry, something went wrong on my side. Please try again, or contact our team directly.");
        }
      });
    });
  });
  return wss;
}
