import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";

/** Lighthouse's default profile: a mobile phone on simulated slow 4G. */
const CHROME_FLAGS = ["--headless=new", ...chromiumArgs];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** The largest paint's lag behind the first paint, the median of each run's own difference. */
  lcpAfterFcpMs: number;
  /** What the largest paint was, in the most runs (a CSS path and the start of its text). */
  lcpElement: string;
  tbtMs: number;
  cls: number;
  transferKb: number;
  /** Requests to other origins during the load (fonts, analytics, maps…): should be none. */
  thirdPartyRequests: number;
  /** Failing audits of the run, so a score under 100 says why. */
  failing: string[];
  /** The SEO category's failing audits (a noindex page fails "is-crawlable" on purpose). */
  seoFailing: string[];
  /**
   * Lighthouse's measure of this machine's CPU speed. Total Blocking Time is the page's observed
   * main-thread work times 4, so the same build scores lower on a slower day of a shared VM.
   */
  benchmarkIndex: number;
}

/** The node Lighthouse names as the largest paint (its table's first row), as "selector: text". */
function largestPaintElement(details: unknown): string {
  const table = (
    details as { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined
  )?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? `${node.selector ?? "?"}: ${(node.nodeLabel ?? "").slice(0, 40)}` : "none";
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "none";
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs Lighthouse `runs` times on each URL; medians per figure (single runs vary by several points). */
export async function lighthouseMedians(
  urls: Record<string, string>,
  runs: number,
): Promise<Record<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
  const out: Record<string, LighthouseFigures> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const samples: LighthouseFigures[] = [];
      let failedRuns = 0;
      while (samples.length < runs) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        // A run whose trace Lighthouse could not read (e.g. NO_NAVSTART) scores 0 with every metric 0:
        // counted, it would pull the score down and the LCP and TBT medians down with it. Run again.
        if (result.lhr.runtimeError) {
          console.log(`lighthouse ${name}: run failed (${result.lhr.runtimeError.code}), running again`);
          if (++failedRuns > runs)
            throw new Error(`Lighthouse failed ${failedRuns} runs of ${url}: ${result.lhr.runtimeError.message}`);
          continue;
        }
        const { categories, audits } = result.lhr;
        const origin = new URL(url).origin;
        const requests =
          (audits["network-requests"]?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
        samples.push({
          performance: Math.round((categories.performance.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((categories["best-practices"].score ?? 0) * 100),
          seo: Math.round((categories.seo.score ?? 0) * 100),
          fcpMs: audits["first-contentful-paint"].numericValue ?? 0,
          lcpMs: audits["largest-contentful-paint"].numericValue ?? 0,
          lcpAfterFcpMs:
            (audits["largest-contentful-paint"].numericValue ?? 0) -
            (audits["first-contentful-paint"].numericValue ?? 0),
          lcpElement: largestPaintElement(audits["largest-contentful-paint-element"]?.details),
          tbtMs: audits["total-blocking-time"].numericValue ?? 0,
          cls: audits["cumulative-layout-shift"].numericValue ?? 0,
          transferKb: (audits["total-byte-weight"].numericValue ?? 0) / 1024,
          thirdPartyRequests: requests.filter((r) => /^https?:/.test(r.url) && !r.url.startsWith(origin)).length,
          failing: Object.values(audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 0.9 &&
                a.scoreDisplayMode !== "informative" &&
                a.scoreDisplayMode !== "manual",
            )
            .map((a) => a.id),
          seoFailing: categories.seo.auditRefs
            .filter((ref) => (audits[ref.id]?.score ?? 1) < 1 && ref.weight > 0)
            .map((ref) => ref.id),
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
        });
      }
      const pick = <K extends keyof LighthouseFigures>(key: K) => median(samples.map((s) => s[key] as number));
      out[name] = {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        fcpMs: Math.round(pick("fcpMs")),
        lcpMs: Math.round(pick("lcpMs")),
        lcpAfterFcpMs: Math.round(pick("lcpAfterFcpMs")),
        lcpElement: mostCommon(samples.map((s) => s.lcpElement)),
        tbtMs: Math.round(pick("tbtMs")),
        cls: Number(pick("cls").toFixed(4)),
        transferKb: Number(pick("transferKb").toFixed(1)),
        thirdPartyRequests: Math.max(...samples.map((s) => s.thirdPartyRequests)),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
        seoFailing: [...new Set(samples.flatMap((s) => s.seoFailing))],
        benchmarkIndex: Math.round(pick("benchmarkIndex")),
      };
      console.log(`lighthouse ${name}: ${JSON.stringify(out[name])}`);
    }
  } finally {
    chrome.kill();
  }
  return out;
}
