/**
 * Lexi's start-up: how long her classifiers take to be ready, trained from scratch (what a site
 * whose content differs from the build's pays once) and read from the cache (every other start).
 * Each is measured in a fresh process with an empty DATA_DIR. Run alone with
 * `node --import tsx scripts/bench/lexi-startup.ts`.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

export const LEXI_STARTUP_BUDGET_MS = 5000;

export interface LexiStartup {
  trained: { wallMs: number; cpuMs: number };
  cached: { wallMs: number; cpuMs: number; source: string };
}

const run = promisify(execFile);

async function measure(mode: "train" | "load"): Promise<{ wallMs: number; cpuMs: number; source: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexi-startup-"));
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", import.meta.filename, `--${mode}`], {
      env: { ...process.env, DATA_DIR: dataDir },
      cwd: path.resolve(import.meta.dirname, "../.."),
    });
    return JSON.parse(stdout.trim().split("\n").pop()!) as { wallMs: number; cpuMs: number; source: string };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function lexiStartupBench(): Promise<LexiStartup> {
  const trained = await measure("train");
  const cached = await measure("load");
  return { trained: { wallMs: trained.wallMs, cpuMs: trained.cpuMs }, cached };
}

export function printLexiStartup({ trained, cached }: LexiStartup) {
  console.log(`\nLexi's classifiers at start-up (budget ${LEXI_STARTUP_BUDGET_MS} ms):`);
  console.log(`  trained from scratch: ${trained.wallMs} ms (${trained.cpuMs} ms of CPU)`);
  console.log(`  read from the cache (${cached.source}): ${cached.wallMs} ms (${cached.cpuMs} ms of CPU)`);
}

/** In the child: one start-up, timed from reading the corpus on (the modules' loading is the server's own start). */
async function child(mode: "train" | "load") {
  const { corpus } = await import("../../app/assistant/corpus.server");
  const { classifiers, trainedJson } = await import("../../app/assistant/classifier.server");
  const started = performance.now();
  const cpu = process.cpuUsage();
  let source = "trained";
  if (mode === "train") await trainedJson(corpus());
  else source = (await classifiers()).source;
  const used = process.cpuUsage(cpu);
  console.log(
    JSON.stringify({
      wallMs: Math.round(performance.now() - started),
      cpuMs: Math.round((used.user + used.system) / 1000),
      source,
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const mode = process.argv.includes("--train") ? "train" : process.argv.includes("--load") ? "load" : undefined;
  if (mode) await child(mode);
  else printLexiStartup(await lexiStartupBench());
}
