import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { "accept-encoding": "gzip" } });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * A page against the same server sending a static file of the same bytes, in the same run: the
 * ratio is the figure (absolute numbers depend on the machine).
 */
export async function pageVersusStatic(origin: string, pagePath: string, seconds: number) {
  const html = await (await fetch(origin + pagePath)).text();
  const dir = path.resolve("public/bench-static");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${pagePath.replace(/[^a-z0-9]+/gi, "-") || "home"}.html`);
  fs.writeFileSync(file, html);
  try {
    const page = await load(origin + pagePath, seconds);
    const staticFile = await load(`${origin}/bench-static/${path.basename(file)}`, seconds);
    return {
      bytes: Buffer.byteLength(html),
      page,
      staticFile,
      ratio: Number((page.requestsPerSecond / staticFile.requestsPerSecond).toFixed(2)),
    };
  } finally {
    fs.rmSync(file);
  }
}
