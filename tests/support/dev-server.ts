import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/site-process";

const repository = path.resolve(import.meta.dirname, "../..");
/** What a dev server does not read: dependencies (linked instead), output, data, tests, documents. */
const notCopied = new Set([
  "node_modules",
  "build",
  "data",
  "tests",
  "docs",
  "deploy",
  "test-results",
  "playwright-report",
  "bench-results",
  "screenshots",
]);

/**
 * A throwaway copy of the project's sources (app/, content/, server/, the configs…) whose files a
 * test may edit, with the build's caches a developer has after `npm run setup`. node_modules is a folder of links to this repository's packages, so Vite's cache
 * (node_modules/.vite) is the copy's own.
 */
export function projectCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-source-"));
  for (const entry of fs.readdirSync(repository)) {
    if (!notCopied.has(entry) && !entry.startsWith("."))
      fs.cpSync(path.join(repository, entry), path.join(root, entry), { recursive: true });
  }
  // What `npm run setup` leaves a developer, as the dev server reads it: the models Lexi was trained
  // into and the parsed YAML, both kept by a hash of what they came from (a changed copy makes its
  // own). Without them the dev server spent 12 of its 35 CPU-s at start training and parsing again.
  for (const built of ["build/assistant", "build/yaml-parsed.bin"])
    if (fs.existsSync(path.join(repository, built)))
      fs.cpSync(path.join(repository, built), path.join(root, built), { recursive: true });
  fs.mkdirSync(path.join(root, "node_modules"));
  for (const entry of fs.readdirSync(path.join(repository, "node_modules"))) {
    if (!entry.startsWith("."))
      fs.symlinkSync(path.join(repository, "node_modules", entry), path.join(root, "node_modules", entry));
  }
  return root;
}

export interface DevServer {
  url: string;
  dataDir: string;
  /** Milliseconds from `npm run dev` to the first healthy answer. */
  startMs: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs `npm run dev` in `root` on a free port and a fresh data folder, and waits until it answers /healthz. */
export async function startDevServer(
  root: string,
  env: Record<string, string> = {},
  startTimeoutMs = 180_000,
): Promise<DevServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-dev-"));
  const started = Date.now();
  // Its own process group, so stopping it reaches npm, its shell and the node process they start.
  const child = spawn("npm", ["run", "dev"], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_REQUESTS: "false",
      FORM_MIN_FILL_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    }
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm run dev exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    if (output.includes(`Site ready on http://localhost:${port}`)) {
      const healthy = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid!, "SIGKILL");
      throw new Error(`npm run dev did not start in ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, dataDir, startMs: Date.now() - started, output: () => output, stop };
}
