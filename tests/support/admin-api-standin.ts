import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the provider's admin API (an external system we do not control): it speaks
 * the endpoints of docs/product.md#admin-api from the data it is given, counts calls, records deliveries, and can
 * be told to be down, to stall or to answer garbage.
 */
export type Mode = "ok" | "down" | "stalled" | "garbage" | "non-array" | "html";

export interface Delivery {
  path: string;
  /** The path as sent, before percent-decoding: how a server splits the booking's segments. */
  rawPath: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface StandIn {
  url: string;
  mode: Mode;
  /** Reads that arrived in "stalled" mode and wait, unanswered, for `resumeReads()`. */
  stalledReads: string[];
  resumeReads: () => void;
  calls: { path: string; at: number }[];
  deliveries: Delivery[];
  /** Status code for form deliveries (e.g. 503 to refuse them). */
  deliveryStatus: number;
  applicationAnswer: { success: boolean; message?: string };
  /**
   * While true, deliveries wait unanswered (`waiting` counts them) until `release()`. One whose
   * sender is gone by then is not recorded: the API never answered it, so it was not accepted.
   */
  hold: boolean;
  waiting: number;
  /** Deliveries are answered this long after they arrive (a slow API; 0 = at once). */
  deliveryDelayMs: number;
  /** Held deliveries whose sender has gone (its connection closed), seen so far. */
  heldGone: () => Delivery[];
  /** Held deliveries whose sender went away before the answer. */
  abandoned: Delivery[];
  /**
   * Every delivery request that arrived, answered or not: a real API that received one may well
   * store it whether or not the sender waited for the answer, so each is a copy.
   */
  arrivals: () => number;
  release: () => void;
  data: Record<string, unknown>;
  /** Files served under uploads/ (icons, blog images), by file name. */
  uploads: Record<string, { type: string; body: Buffer }>;
  /**
   * Reads answered with the path's data made this many bytes long (its first item's
   * `shart_description` padded), streamed in 64 KB chunks as the reader takes them.
   */
  oversized: Record<string, number>;
  /** For each oversized answer sent: bytes written, and whether the reader took all of it. */
  oversizedSent: { path: string; written: number; complete: boolean }[];
  /** While true, accepted deliveries are answered 200 with a body that never ends. */
  endlessDeliveryAnswers: boolean;
  /** Endless delivery answers whose reader hung up (closed the connection) part way. */
  endlessAnswersCut: number;
  close: () => Promise<void>;
}

export async function startAdminApiStandIn(data: Record<string, unknown>): Promise<StandIn> {
  const standIn: StandIn = {
    url: "",
    mode: "ok",
    stalledReads: [],
    resumeReads: () => {
      standIn.stalledReads = [];
      for (const resume of stalled.splice(0)) resume();
    },
    calls: [],
    deliveries: [],
    deliveryStatus: 200,
    applicationAnswer: { success: true, message: "Saved" },
    hold: false,
    waiting: 0,
    deliveryDelayMs: 0,
    heldGone: () => held.filter((entry) => entry.gone).map((entry) => entry.delivery),
    abandoned: [],
    arrivals: () =>
      standIn.calls.filter((call) => /^(save_contact_form|save_booking_from_header\/|save_application)/.test(call.path))
        .length,
    release: () => {
      standIn.hold = false;
      for (const entry of held.splice(0)) entry.resume();
    },
    data,
    uploads: {},
    oversized: {},
    oversizedSent: [],
    endlessDeliveryAnswers: false,
    endlessAnswersCut: 0,
    close: async () => {},
  };
  const stalled: (() => void)[] = [];
  const held: { delivery: Delivery; gone: boolean; resume: () => void }[] = [];
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const rawPath = (req.url ?? "/")
      .replace(/^\/api\//, "/")
      .split("?")[0]
      .slice(1);
    const path = decodeURIComponent(rawPath);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    standIn.calls.push({ path, at: Date.now() });
    const isDelivery =
      path === "save_contact_form" || path.startsWith("save_booking_from_header/") || path === "save_application";
    if (isDelivery) {
      if (standIn.mode === "down" || standIn.deliveryStatus >= 400) {
        res.writeHead(standIn.mode === "down" ? 503 : standIn.deliveryStatus).end("unavailable");
        return;
      }
      if (standIn.deliveryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.deliveryDelayMs));
      if (standIn.hold) {
        const delivery = { path, rawPath, method: req.method ?? "", headers: req.headers, body: Buffer.concat(chunks) };
        standIn.waiting++;
        // The close event is what tells a sender that went away from one still waiting; checking the
        // socket at release time could run before the close has been seen.
        let gone = false;
        await new Promise<void>((resume) => {
          const entry = { delivery, gone: false, resume };
          req.socket.once("close", () => {
            entry.gone = gone = true;
          });
          held.push(entry);
        });
        standIn.waiting--;
        if (gone || res.destroyed || req.socket.destroyed) {
          standIn.abandoned.push(delivery);
          return;
        }
      }
      standIn.deliveries.push({
        path,
        rawPath,
        method: req.method ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      if (standIn.endlessDeliveryAnswers) {
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"status":"ok","log":"');
        const chunk = Buffer.alloc(64 * 1024, "x");
        const more = () => {
          while (!res.destroyed && res.write(chunk));
        };
        res.on("drain", more);
        res.on("close", () => standIn.endlessAnswersCut++);
        more();
        return;
      }
      const answer = path === "save_application" ? standIn.applicationAnswer : { status: "ok" };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      return;
    }
    if (standIn.mode === "down") {
      res.writeHead(503).end("down");
      return;
    }
    if (standIn.mode === "stalled") {
      standIn.stalledReads.push(path);
      await new Promise<void>((resume) => stalled.push(resume));
    }
    if (path.startsWith("uploads/")) {
      const file = standIn.uploads[path.slice("uploads/".length)];
      if (file) res.writeHead(200, { "content-type": file.type, "content-length": file.body.length }).end(file.body);
      else res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
      return;
    }
    if (standIn.oversized[path] !== undefined && Array.isArray(standIn.data[path])) {
      const [first, ...rest] = standIn.data[path] as Record<string, unknown>[];
      const [head, tail] = JSON.stringify([{ ...first, shart_description: "@@PAD@@" }, ...rest]).split("@@PAD@@");
      const total = standIn.oversized[path];
      const record = { path, written: 0, complete: false };
      standIn.oversizedSent.push(record);
      res.writeHead(200, { "content-type": "application/json" });
      res.write(head);
      record.written += head.length;
      const chunk = Buffer.alloc(64 * 1024, "x");
      const more = () => {
        while (!res.destroyed && record.written < total) {
          const piece = chunk.subarray(0, Math.min(chunk.length, total - record.written));
          record.written += piece.length;
          if (!res.write(piece)) return;
        }
        if (!res.destroyed && !res.writableEnded) res.end(tail, () => (record.complete = true));
      };
      res.on("drain", more);
      more();
      return;
    }
    if (standIn.mode === "garbage") {
      res.writeHead(200, { "content-type": "application/json" }).end("{not json");
      return;
    }
    if (standIn.mode === "non-array") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ unexpected: true }));
      return;
    }
    if (!(path in standIn.data)) {
      res.writeHead(404, { "content-type": "application/json" }).end("[]");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(standIn.data[path]));
  };
  // A failure while answering ends that one request, as a real server's would.
  const server = http.createServer((req, res) => {
    answer(req, res).catch((error: unknown) => res.destroy(error instanceof Error ? error : undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

/** One job opening as the provider's API lists it, for the tests that apply to a job. */
export const sampleJobOpening = {
  id: 9,
  job_name: "Remote Case Manager",
  job_summary: "",
  cat_one: "",
  cat_two: "",
  cat_three: "",
  price1: 900,
  price2: 1300,
  validity: "2026-12-31",
  location: "Remote (Jamaica)",
  employment_type: "Full-time",
  position: "Case Manager",
  job_description: "<p>x</p>",
};
