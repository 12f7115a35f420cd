/**
 * Lexi over the real /ws/chat: every conversation of the evaluation set, each with a lead of its
 * own (so hand-offs really flag it), turn after turn on one socket. Prints the score per category
 * and the latency of the first chunk and of the whole answer at the server's pacing
 * (CHAT_CHUNK_DELAY_MS, 25 ms by default). Run alone with `node --import tsx scripts/bench/lexi.ts`
 * after `npm run build`.
 */
import { pathToFileURL } from "node:url";
import WebSocket from "ws";
import { devEvaluation, evaluate, type EvaluationResult } from "../../app/assistant/eval";
import { startSite } from "../site-process";

export const LEXI_BUDGET = { firstChunkMs: 100, wholeAnswerMs: 1000 };

export interface LexiFigures {
  evaluation: EvaluationResult;
  firstChunkMs: { median: number; p95: number; max: number };
  wholeAnswerMs: { median: number; p95: number; max: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function lexiBench(origin: string): Promise<LexiFigures> {
  const firsts: number[] = [];
  const wholes: number[] = [];
  const converse = async (messages: string[]) => {
    const lead = await fetch(`${origin}/api/chat/lead`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench Visitor", email: "bench@example.com" }),
    });
    if (lead.status !== 201) throw new Error(`lead: ${lead.status}`);
    const { id } = (await lead.json()) as { id: string };
    const ws = new WebSocket(`${origin.replace(/^http/, "ws")}/ws/chat?lead=${id}`);
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    const answers: string[] = [];
    for (const message of messages) {
      answers.push(
        await new Promise<string>((resolve) => {
          let text = "";
          let first = 0;
          const sent = performance.now();
          const onMessage = (data: WebSocket.RawData) => {
            const chunk = data.toString();
            if (chunk === "[END]") {
              wholes.push(performance.now() - sent);
              ws.off("message", onMessage);
              resolve(text);
              return;
            }
            if (!first) {
              first = performance.now();
              firsts.push(first - sent);
            }
            text += chunk;
          };
          ws.on("message", onMessage);
          ws.send(message);
        }),
      );
    }
    ws.close();
    return answers;
  };
  // One unmeasured question first: the server trains (or reads) Lexi's classifiers and builds her knowledge at start-up.
  await converse(["hello"]);
  firsts.length = 0;
  wholes.length = 0;
  const evaluation = await evaluate(converse, devEvaluation);
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const round = (n: number) => Number(n.toFixed(1));
    return {
      median: round(percentile(sorted, 0.5)),
      p95: round(percentile(sorted, 0.95)),
      max: round(sorted[sorted.length - 1]),
    };
  };
  return { evaluation, firstChunkMs: stats(firsts), wholeAnswerMs: stats(wholes) };
}

export function printLexi(figures: LexiFigures) {
  const { evaluation } = figures;
  console.log(
    `\nLexi over /ws/chat, development set (tuned on): ${(evaluation.score * 100).toFixed(1)} % of ${evaluation.turns} turns (correct = 1, partial = ½)`,
  );
  for (const [category, { score, turns }] of Object.entries(evaluation.byCategory))
    console.log(`  ${category.padEnd(16)} ${(score * 100).toFixed(1).padStart(5)} %  (${turns} turns)`);
  const f = figures.firstChunkMs;
  const w = figures.wholeAnswerMs;
  console.log(
    `  first chunk: median ${f.median} ms, p95 ${f.p95} ms, max ${f.max} ms (budget ${LEXI_BUDGET.firstChunkMs} ms)`,
  );
  console.log(
    `  whole answer: median ${w.median} ms, p95 ${w.p95} ms, max ${w.max} ms (budget ${LEXI_BUDGET.wholeAnswerMs} ms)`,
  );
  for (const miss of evaluation.misses)
    console.log(`  miss ${miss.id} [${miss.score}] ${miss.ask} → ${miss.answer.slice(0, 160)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const site = await startSite({ FORM_RATE_LIMIT: "100000" });
  try {
    printLexi(await lexiBench(site.url));
  } finally {
    await site.stop();
  }
}
