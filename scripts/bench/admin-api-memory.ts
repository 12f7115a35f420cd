/**
 * Peak memory of the site while the provider's admin API answers three concurrent page loads with
 * 300 MB each (issue #34): the site process's peak resident set (VmHWM) before and after. Linux
 * only (/proc). `node --import tsx scripts/bench/admin-api-memory.ts [site root]` — a root other
 * than this repository's (a copy with its own build/) measures that build instead.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { startAdminApiStandIn } from "../../tests/support/admin-api-standin";
import { startSite } from "../site-process";

const ANSWER_BYTES = 300 * 1024 * 1024;
/** Three list pages, three endpoints: the client shares one read of the same path between pages. */
const PAGES: Record<string, string> = {
  "/Blog": "get_data8",
  "/paralegal-service": "get_data1",
  "/document-review": "get_data3",
};

const residentMb = (pid: number, field: "VmRSS" | "VmHWM") => {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

export async function adminApiMemoryBench(root?: string) {
  const item = { service_name: "Trial Preparation Support", shart_description: "<p>x</p>" };
  const standIn = await startAdminApiStandIn({
    get_data1: [item],
    get_data3: [item],
    get_data8: [{ id: 7, title: "From the API", img: "cover.png", shart_description: "<p>x</p>" }],
  });
  const site = await startSite(
    {
      ADMIN_API_URL: standIn.url,
      ADMIN_API_TIMEOUT_MS: "60000",
      CONTENT_CACHE_TTL_SECONDS: "0",
      PAGE_CACHE_SECONDS: "0",
    },
    { root, startTimeoutMs: 60_000 },
  );
  try {
    const pid = site.child.pid!;
    // Settled after start (Lexi's knowledge read the API once, small answers).
    await fetch(`${site.url}/`).then((r) => r.text());
    const before = { rssMb: residentMb(pid, "VmRSS"), peakMb: residentMb(pid, "VmHWM") };
    standIn.oversized = Object.fromEntries(Object.values(PAGES).map((endpoint) => [endpoint, ANSWER_BYTES]));
    const started = performance.now();
    const statuses = await Promise.all(
      Object.keys(PAGES).map((path) => fetch(site.url + path).then(async (r) => (await r.arrayBuffer(), r.status))),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const after = { rssMb: residentMb(pid, "VmRSS"), peakMb: residentMb(pid, "VmHWM") };
    const written = standIn.oversizedSent.map((sent) => Math.round(sent.written / 1024 / 1024));
    console.log(
      `admin API answering 3 × ${ANSWER_BYTES / 1024 / 1024} MB to 3 concurrent page loads (${statuses.join(", ")} in ${seconds} s): ` +
        `resident ${before.rssMb} MB before, peak ${after.peakMb} MB (peak before ${before.peakMb} MB); the API got to send ${written.join(", ")} MB of each`,
    );
    return { before, after, statuses, sentMb: written };
  } finally {
    await site.stop();
    await standIn.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await adminApiMemoryBench(process.argv[2]);
