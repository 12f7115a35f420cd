/**
 * The project's budget check (docs/decisions/0009-byte-budgets.md), against the built production server:
 * first-load JavaScript and CSS per page type (gzip), render time with and without the page
 * cache, throughput of rendered pages against a static file of the same bytes, and Lighthouse
 * (mobile, simulated slow 4G, median of 5 runs per page); also the memory a 100 MB upload costs.
 * `npm run bench` builds first (a stale build would measure old code and miss the model cache). Results print
 * as tables and go to bench-results/latest.json.
 * `BENCH_LIGHTHOUSE_RUNS=0` skips Lighthouse; `BENCH_LIGHTHOUSE_PAGES=home,role` runs it on those
 * page types only; `BENCH_LOAD_SECONDS` sets each throughput run (5).
 */
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import SQLite from "better-sqlite3";
import path from "node:path";
import { startAdminApiStandIn } from "../tests/support/admin-api-standin";
import { postForm } from "../tests/support/forms";
import { adminApiMemoryBench } from "./bench/admin-api-memory";
import { backslashPathBench } from "./bench/backslash-paths";
import { LEXI_BUDGET, lexiBench, printLexi } from "./bench/lexi";
import { LEXI_STARTUP_BUDGET_MS, lexiStartupBench, printLexiStartup } from "./bench/lexi-startup";
import { lighthouseMedians, type LighthouseFigures } from "./bench/lighthouse";
import { pageVersusStatic } from "./bench/throughput";
import { uploadMemoryBench } from "./bench/upload-memory";
import { startSite } from "./site-process";

const BUDGET = {
  jsGzip: 110 * 1024,
  cssGzip: 20 * 1024,
  /** DESIGN: a page rendered fresh (page cache off) in ≤ 12 ms median, served from the page cache in ≤ 5 ms. */
  renderMedianMs: 12,
  servedMedianMs: 5,
  throughputRatio: 0.5,
  /** A 100 MB upload (5 MB allowed) raises the site's peak memory by less than a buffered body would. */
  uploadPeakGrowthMb: 70,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  /** DESIGN: the largest paint within 150 ms of the first paint (Lighthouse's simulated figures). */
  lcpAfterFcpMs: 150,
  tbtMs: 150,
  /** Below this CPU index (Lighthouse's benchmarkIndex) the machine is too loaded to judge performance and TBT. */
  judgedFromCpuIndex: 1500,
  cls: 0.01,
  /** /healthz stays fast under any single client's abuse (here: back-to-back 4,000-segment paths). */
  healthzUnderAbuseP99Ms: 50,
  /** Answers read from a partner are capped as they stream (4 MB each): three 300 MB answers cost little. */
  oversizedAnswersPeakGrowthMb: 64,
};
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

const pages: Record<string, string> = {
  home: "/",
  about: "/about",
  "practice area": "/Immigration",
  role: "/Paralegal-Role",
  contact: "/contact",
  booking: "/Booking/Legal-Admin$18",
  application: "/ApplyForm/case-manager",
  "blog list": "/Blog",
  "blog post": "/Blog-detail/1",
  "service detail": "/services/legal-research-and-case-law-summaries",
  careers: "/Career",
  "career detail": "/CareerDetails/case-manager",
  search: "/search?q=paralegal",
};
/** Form and search pages are noindex on purpose (DESIGN "Budgets"): their SEO score may miss only that. */
const noindexPages = new Set(["booking", "application", "search"]);

async function fetchText(url: string) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

function gz(text: string) {
  return gzipSync(text).length;
}

async function firstLoadBytes(origin: string, path: string) {
  const { text: html } = await fetchText(origin + path);
  const scriptUrls = new Set<string>();
  for (const match of html.matchAll(/<link data-after-first-paint="" href="([^"]+)"/g)) scriptUrls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scriptUrls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) scriptUrls.add(match[1]);
  const cssUrls = new Set<string>();
  for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) cssUrls.add(match[1]);
  let inlineJs = 0;
  // JSON-LD is data for search engines, not script the browser runs.
  for (const match of html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g))
    inlineJs += gz(match[1]);
  let js = inlineJs;
  for (const url of scriptUrls) js += gz((await fetchText(new URL(url, origin).href)).text);
  let css = 0;
  for (const url of cssUrls) css += gz((await fetchText(new URL(url, origin).href)).text);
  return { js, css, html: gz(html), scripts: scriptUrls.size };
}

async function renderTimes(origin: string, path: string, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(origin + path);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99) - 1] };
}

/** /services/{slug} and /Blog served from the admin API: every request asking it (cold) vs cached (warm). */
async function adminApiCacheBench() {
  const id = "17_Paralegal-Service";
  const card = { title: "Card", definition: "<p>Text</p>", icon: "i.png" };
  const standIn = await startAdminApiStandIn({
    get_data8: Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      title: `Post ${i + 1}`,
      img: "p.png",
      shart_description: "<p>Summary</p>",
    })),
    [`get_data10/${id}`]: [card, card],
    [`get_datathree/${id}`]: {
      heading_three: "Three",
      description_three: "<p>t</p>",
      description_two: "<p>t</p>",
      headingstwo: "Two",
    },
    [`get_data66/${id}`]: [card],
    [`get_data5/${id}`]: [card],
    [`get_data7/${id}`]: {
      service_name: "Legal Research and Case Law Summaries",
      description: "<p>d</p>",
      heading_name: "One",
      bottomheading_name: "End",
      headingstwo1: "e",
      heading_three: "",
      meta_tag_title: "t",
      meta_tag: "m",
    },
    [`get_data6/${id}`]: [],
  });
  const out: Record<string, number> = {};
  try {
    for (const [label, ttl] of [
      ["cold", "0"],
      ["warm", "300"],
    ] as const) {
      const api = await startSite({ ADMIN_API_URL: standIn.url, CONTENT_CACHE_TTL_SECONDS: ttl });
      try {
        for (const [name, p] of [
          ["service detail", "/services/legal-research-and-case-law-summaries"],
          ["blog list", "/Blog"],
        ] as const) {
          await renderTimes(api.url, p, 10);
          const time = await renderTimes(api.url, p, 200);
          out[`${name} ${label} median ms`] = Number(time.median.toFixed(2));
          console.log(
            `admin API ${label.padEnd(4)} ${name.padEnd(15)} median ${time.median.toFixed(2)} ms, p99 ${time.p99.toFixed(2)} ms`,
          );
        }
      } finally {
        await api.stop();
      }
    }
  } finally {
    await standIn.close();
  }
  return out;
}

/** 500 contact submissions at concurrency 20: all stored exactly once, with latency. */
async function contactLoad(origin: string, dataDir: string) {
  const total = 500;
  const concurrency = 20;
  const latencies: number[] = [];
  let next = 0;
  const tag = `load-${Date.now()}`;
  async function worker() {
    while (next < total) {
      const i = next++;
      const started = performance.now();
      const response = await postForm(origin, "/contact", {
        name: `Load ${i}`,
        email: `${tag}-${i}@example.com`,
        number: "1",
        comment: "load",
      });
      latencies.push(performance.now() - started);
      if (response.status !== 302) throw new Error(`submission ${i} answered ${response.status}`);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
  const stored = db
    .prepare("select count(*) n, count(distinct email) d from contact_messages where email like ?")
    .get(`${tag}-%`) as { n: number; d: number };
  db.close();
  const result = {
    total,
    concurrency,
    stored: stored.n,
    distinct: stored.d,
    seconds: Number(seconds.toFixed(2)),
    medianMs: Number(latencies[total / 2].toFixed(1)),
    p99Ms: Number(latencies[Math.floor(total * 0.99) - 1].toFixed(1)),
  };
  console.log(
    `contact load: ${total} posts (page + post each) at concurrency ${concurrency} in ${result.seconds} s; stored ${stored.n}, distinct ${stored.d}; median ${result.medianMs} ms, p99 ${result.p99Ms} ms`,
  );
  if (stored.n !== total || stored.d !== total) throw new Error("contact load lost or duplicated submissions");
  return result;
}

/** Two clients send 4,000-segment paths back to back for 5 s while /healthz is asked every 50 ms. */
async function healthzUnderLongPathAbuse(origin: string) {
  const attack = "/a".repeat(4000);
  let stop = false;
  const attackers = [0, 1].map(async () => {
    let sent = 0;
    while (!stop) {
      await fetch(origin + attack)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      sent++;
    }
    return sent;
  });
  const latencies: number[] = [];
  const end = Date.now() + 5000;
  while (Date.now() < end) {
    const start = performance.now();
    await (await fetch(`${origin}/healthz`)).text();
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop = true;
  const attackRequests = (await Promise.all(attackers)).reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);
  const result = {
    attackRequests,
    polls: latencies.length,
    medianMs: Number(latencies[latencies.length >> 1].toFixed(1)),
    p99Ms: Number(latencies[Math.floor(latencies.length * 0.99)].toFixed(1)),
  };
  console.log(
    `/healthz under long-path abuse: ${attackRequests} attack requests in 5 s; ${result.polls} polls, median ${result.medianMs} ms, p99 ${result.p99Ms} ms`,
  );
  return result;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function printTable(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

const lighthousePages = (
  process.env.BENCH_LIGHTHOUSE_PAGES?.split(",") ?? [
    "home",
    "about",
    "practice area",
    "role",
    "contact",
    "booking",
    "blog list",
    "blog post",
    "careers",
    "career detail",
    "search",
    "service detail",
  ]
).map((name) => {
  if (!(name in pages))
    throw new Error(`BENCH_LIGHTHOUSE_PAGES: no page type "${name}" (known: ${Object.keys(pages).join(", ")})`);
  return name;
});
const throughputPages = ["home", "practice area", "blog list"];

const site = await startSite({ FORM_RATE_LIMIT: "100000" });
// The same build without the page cache, to time the render itself.
const uncached = await startSite({ FORM_RATE_LIMIT: "100000", PAGE_CACHE_SECONDS: "0" });
try {
  const results: Record<string, unknown> = {};
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => ok || failures.push(message);
  const notJudged: string[] = [];

  const rows: string[][] = [
    ["page", "JS gzip", "CSS gzip", "HTML gzip", "render median", "render p99", "served median", "served p99"],
  ];
  for (const [name, path] of Object.entries(pages)) {
    await renderTimes(uncached.url, path, 20); // warm-up
    await renderTimes(site.url, path, 20);
    const bytes = await firstLoadBytes(site.url, path);
    const render = await renderTimes(uncached.url, path, 200);
    const served = await renderTimes(site.url, path, 200);
    results[name] = {
      path,
      ...bytes,
      renderMedianMs: render.median,
      renderP99Ms: render.p99,
      servedMedianMs: served.median,
      servedP99Ms: served.p99,
    };
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    rows.push([
      name,
      kb(bytes.js),
      kb(bytes.css),
      kb(bytes.html),
      ms(render.median),
      ms(render.p99),
      ms(served.median),
      ms(served.p99),
    ]);
    check(bytes.js <= BUDGET.jsGzip, `${name}: JS ${kb(bytes.js)} over ${kb(BUDGET.jsGzip)}`);
    check(bytes.css <= BUDGET.cssGzip, `${name}: CSS ${kb(bytes.css)} over ${kb(BUDGET.cssGzip)}`);
    check(
      render.median <= BUDGET.renderMedianMs,
      `${name}: render median ${ms(render.median)} over ${BUDGET.renderMedianMs} ms (page cache off)`,
    );
    check(
      served.median <= BUDGET.servedMedianMs,
      `${name}: served median ${ms(served.median)} over ${BUDGET.servedMedianMs} ms`,
    );
  }
  printTable(rows);

  const throughputRows: string[][] = [
    ["page", "bytes", "page req/s", "p50", "p99", "static req/s", "p50", "p99", "ratio"],
  ];
  const throughput: Record<string, unknown> = {};
  for (const name of throughputPages) {
    const figures = await pageVersusStatic(site.url, pages[name], LOAD_SECONDS);
    const render = await pageVersusStatic(uncached.url, pages[name], LOAD_SECONDS);
    throughput[name] = { cached: figures, uncached: render };
    for (const [label, f] of [
      [name, figures],
      [`${name} (no page cache)`, render],
    ] as const) {
      throughputRows.push([
        label,
        String(f.bytes),
        String(f.page.requestsPerSecond),
        `${f.page.p50Ms} ms`,
        `${f.page.p99Ms} ms`,
        String(f.staticFile.requestsPerSecond),
        `${f.staticFile.p50Ms} ms`,
        `${f.staticFile.p99Ms} ms`,
        f.ratio.toFixed(2),
      ]);
    }
    check(
      figures.page.errors === 0 && figures.ratio >= BUDGET.throughputRatio,
      `${name}: throughput ${figures.ratio} of the static file (budget ${BUDGET.throughputRatio}), ${figures.page.errors} errors`,
    );
  }
  results.throughput = throughput;
  const abuse = await healthzUnderLongPathAbuse(site.url);
  results.healthzUnderAbuse = abuse;
  check(
    abuse.p99Ms <= BUDGET.healthzUnderAbuseP99Ms,
    `/healthz p99 ${abuse.p99Ms} ms under long-path abuse, over ${BUDGET.healthzUnderAbuseP99Ms} ms`,
  );
  const backslashes = await backslashPathBench(site.url);
  results.backslashPaths = backslashes;
  for (const phase of backslashes.phases.slice(1)) {
    check(
      phase.healthzP99Ms <= BUDGET.healthzUnderAbuseP99Ms,
      `/healthz p99 ${phase.healthzP99Ms} ms under ${phase.attackers} backslash-path attacker(s), over ${BUDGET.healthzUnderAbuseP99Ms} ms`,
    );
  }
  const memory = await adminApiMemoryBench();
  results.adminApiMemory = memory;
  check(
    memory.after.peakMb - memory.before.rssMb <= BUDGET.oversizedAnswersPeakGrowthMb,
    `peak memory grew ${memory.after.peakMb - memory.before.rssMb} MB with 300 MB admin API answers, over ${BUDGET.oversizedAnswersPeakGrowthMb} MB`,
  );
  console.log("\nThroughput at concurrency 10 (autocannon), page vs the same bytes as a static file:");
  printTable(throughputRows);

  if (LIGHTHOUSE_RUNS > 0) {
    const urls = Object.fromEntries(lighthousePages.map((name) => [name, site.url + pages[name]]));
    const lighthouse = await lighthouseMedians(urls, LIGHTHOUSE_RUNS);
    results.lighthouse = lighthouse;
    const lhRows: string[][] = [
      [
        "page",
        "perf",
        "a11y",
        "best pr.",
        "SEO",
        "FCP",
        "LCP",
        "LCP-FCP",
        "TBT",
        "CLS",
        "transfer",
        "3rd-party",
        "CPU index",
      ],
    ];
    for (const [name, f] of Object.entries(lighthouse) as [string, LighthouseFigures][]) {
      lhRows.push([
        name,
        String(f.performance),
        String(f.accessibility),
        String(f.bestPractices),
        String(f.seo),
        `${f.fcpMs} ms`,
        `${f.lcpMs} ms`,
        `${f.lcpAfterFcpMs} ms`,
        `${f.tbtMs} ms`,
        String(f.cls),
        `${f.transferKb} KB`,
        String(f.thirdPartyRequests),
        String(f.benchmarkIndex),
      ]);
      // Performance and TBT are the page's observed main-thread time x4: judged on a machine fast enough that day.
      if (f.benchmarkIndex >= BUDGET.judgedFromCpuIndex) {
        check(
          f.performance >= BUDGET.performance,
          `${name}: Lighthouse performance ${f.performance} (failing: ${f.failing.join(", ")})`,
        );
        check(f.tbtMs <= BUDGET.tbtMs, `${name}: TBT ${f.tbtMs} ms over ${BUDGET.tbtMs} ms`);
      } else {
        notJudged.push(
          `${name}: performance ${f.performance}, TBT ${f.tbtMs} ms at CPU index ${f.benchmarkIndex} (< ${BUDGET.judgedFromCpuIndex})`,
        );
      }
      check(
        f.accessibility >= BUDGET.accessibility,
        `${name}: accessibility ${f.accessibility} (failing: ${f.failing.join(", ")})`,
      );
      check(
        f.bestPractices >= BUDGET.bestPractices,
        `${name}: best practices ${f.bestPractices} (failing: ${f.failing.join(", ")})`,
      );
      const seoMisses = f.seoFailing.filter((id) => !(noindexPages.has(name) && id === "is-crawlable"));
      check(seoMisses.length === 0, `${name}: SEO ${f.seo} (failing: ${f.seoFailing.join(", ")})`);
      check(f.lcpMs <= BUDGET.lcpMs, `${name}: LCP ${f.lcpMs} ms over ${BUDGET.lcpMs} ms`);
      check(
        f.lcpAfterFcpMs <= BUDGET.lcpAfterFcpMs,
        `${name}: LCP ${f.lcpAfterFcpMs} ms after FCP, over ${BUDGET.lcpAfterFcpMs} ms (largest paint: ${f.lcpElement})`,
      );
      check(f.cls <= BUDGET.cls, `${name}: CLS ${f.cls} over ${BUDGET.cls}`);
      check(f.thirdPartyRequests === 0, `${name}: ${f.thirdPartyRequests} third-party requests on load`);
    }
    console.log(
      `\nLighthouse, mobile, simulated slow 4G, median of ${LIGHTHOUSE_RUNS} runs (CPU index: Lighthouse's benchmarkIndex of this machine; TBT grows as it falls):`,
    );
    printTable(lhRows);
    for (const [name, f] of Object.entries(lighthouse)) console.log(`largest paint, ${name}: ${f.lcpElement}`);
    for (const line of notJudged) console.log(`not judged (machine loaded): ${line}`);
  }

  const lexi = await lexiBench(site.url);
  printLexi(lexi);
  results.assistant = {
    score: lexi.evaluation.score,
    turns: lexi.evaluation.turns,
    byCategory: lexi.evaluation.byCategory,
    misses: lexi.evaluation.misses,
    firstChunkMs: lexi.firstChunkMs,
    wholeAnswerMs: lexi.wholeAnswerMs,
  };
  check(lexi.evaluation.score >= 0.9, `Lexi evaluation ${lexi.evaluation.score.toFixed(3)} under 0.9`);
  // p95 over every turn of the set (the max is printed too: on a shared 2-core machine it is scheduler noise).
  check(
    lexi.firstChunkMs.p95 <= LEXI_BUDGET.firstChunkMs,
    `Lexi first chunk p95 ${lexi.firstChunkMs.p95} ms over ${LEXI_BUDGET.firstChunkMs} ms`,
  );
  check(
    lexi.wholeAnswerMs.p95 <= LEXI_BUDGET.wholeAnswerMs,
    `Lexi whole answer p95 ${lexi.wholeAnswerMs.p95} ms over ${LEXI_BUDGET.wholeAnswerMs} ms`,
  );
  const startup = await lexiStartupBench();
  printLexiStartup(startup);
  results.assistantStartup = startup;
  // CPU time: on a shared 2-core machine the wall clock measures the neighbours (both are printed).
  check(
    startup.trained.cpuMs <= LEXI_STARTUP_BUDGET_MS,
    `Lexi's training took ${startup.trained.cpuMs} ms of CPU, over ${LEXI_STARTUP_BUDGET_MS} ms`,
  );
  check(
    startup.cached.source === "cache",
    "Lexi's classifiers were trained again at start-up instead of read from the cache",
  );
  results.adminApi = await adminApiCacheBench();
  results.contactLoad = await contactLoad(site.url, site.dataDir);
  const upload = await uploadMemoryBench();
  results.uploadMemory = upload;
  check(
    upload.status === 400 && upload.growthMb < BUDGET.uploadPeakGrowthMb,
    `a 100 MB upload raised peak memory ${upload.growthMb} MB (answered ${upload.status}), budget ${BUDGET.uploadPeakGrowthMb} MB`,
  );

  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    "bench-results/latest.json",
    JSON.stringify({ at: new Date().toISOString(), budget: BUDGET, results, failures }, null, 2),
  );
  for (const failure of failures) console.error(`over budget: ${failure}`);
  console.log(failures.length ? `${failures.length} budget(s) exceeded` : "All budgets met");
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await Promise.all([site.stop(), uncached.stop()]);
}
