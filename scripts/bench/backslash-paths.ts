/**
 * The backslash-path attack of issue #34, measured: `GET /` followed by `a\` × 2,600, which the
 * URL parser reads as 2,600 segments. Prints what one attack request costs (sent alone, one after
 * another) and /healthz p50/p99 with no attack, one attacking client and two, in the same run.
 * Alone: `node --import tsx scripts/bench/backslash-paths.ts [origin]` (a build is started when no
 * origin is given); `npm run bench` runs it too.
 */
import net from "node:net";
import { pathToFileURL } from "node:url";
import { startSite } from "../site-process";

const ATTACK_PATH = `/${"a\\".repeat(2600)}`;
/**
 * Other spellings of a long path, each sent alone: a percent-encoded backslash (a segment's text,
 * not a separator, for the WHATWG parser and React Router alike), and percent-encoding that does
 * not decode (refused by the guard; React Router would log two warnings for each).
 */
const OTHER_PATHS: Record<string, string> = {
  "a%5C x 1,800": `/${"a%5C".repeat(1800)}`,
  "a% x 2,600": `/${"a%".repeat(2600)}`,
};
const PHASE_MS = 5000;

/** One raw request (fetch would turn the backslashes into slashes): its status and time to answer. */
function rawGet(origin: string, path: string): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
    );
    let head = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (head += chunk));
    socket.on("error", reject);
    socket.on("close", () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), ms: performance.now() - started }),
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1));

/** /healthz asked every 50 ms for PHASE_MS while `attackers` clients send the attack back to back. */
async function phase(origin: string, attackers: number) {
  let stop = false;
  const attacks = Array.from({ length: attackers }, async () => {
    let sent = 0;
    while (!stop) {
      await rawGet(origin, ATTACK_PATH).catch(() => undefined);
      sent++;
    }
    return sent;
  });
  const latencies: number[] = [];
  const end = Date.now() + PHASE_MS;
  while (Date.now() < end) {
    const started = performance.now();
    await (await fetch(`${origin}/healthz`)).text();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop = true;
  const sent = (await Promise.all(attacks)).reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);
  return {
    attackers,
    attackRequests: sent,
    polls: latencies.length,
    healthzP50Ms: percentile(latencies, 0.5),
    healthzP99Ms: percentile(latencies, 0.99),
  };
}

/** `count` requests for `path`, one at a time: the last status, median and slowest time. */
async function costAlone(origin: string, path: string, count: number) {
  const alone: number[] = [];
  let status = 0;
  for (let i = 0; i < count; i++) {
    const answer = await rawGet(origin, path);
    status = answer.status;
    alone.push(answer.ms);
  }
  alone.sort((a, b) => a - b);
  return { status, medianMs: percentile(alone, 0.5), maxMs: Number(alone[alone.length - 1].toFixed(1)) };
}

export async function backslashPathBench(origin: string) {
  const perRequest = await costAlone(origin, ATTACK_PATH, 50);
  const others: Record<string, Awaited<ReturnType<typeof costAlone>>> = {};
  for (const [name, path] of Object.entries(OTHER_PATHS)) others[name] = await costAlone(origin, path, 20);
  const phases = [await phase(origin, 0), await phase(origin, 1), await phase(origin, 2)];
  console.log(
    `backslash path (${ATTACK_PATH.length} bytes): answered ${perRequest.status}, median ${perRequest.medianMs} ms, max ${perRequest.maxMs} ms a request (50, one at a time)`,
  );
  for (const [name, cost] of Object.entries(others))
    console.log(`  ${name}: answered ${cost.status}, median ${cost.medianMs} ms, max ${cost.maxMs} ms a request (20)`);
  for (const p of phases) {
    console.log(
      `  /healthz with ${p.attackers} attacking client(s) (${p.attackRequests} attack requests in ${PHASE_MS / 1000} s): p50 ${p.healthzP50Ms} ms, p99 ${p.healthzP99Ms} ms (${p.polls} polls)`,
    );
  }
  return { perRequest, others, phases };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const given = process.argv[2];
  const site = given ? null : await startSite();
  try {
    await backslashPathBench(given ?? site!.url);
  } finally {
    await site?.stop();
  }
}
