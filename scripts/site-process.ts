import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface SiteProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

const repository = path.resolve(import.meta.dirname, "..");

/** The arguments to node that run one of the staff's commands from the build, as `npm run <name>` does. */
export const siteCommand = (name: "staff" | "submissions" | "backup", args: string[] = []): string[] => [
  path.join(repository, "build/server", `${name}.js`),
  ...args,
];

/**
 * A throwaway copy of the built site (build/, content/ and package.json; node_modules linked) whose
 * content files a test may edit and start with `startSite(env, { root })`.
 */
export function builtSiteCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-"));
  for (const entry of ["build", "content", "public", "package.json"])
    fs.cpSync(path.join(repository, entry), path.join(root, entry), { recursive: true });
  fs.symlinkSync(path.join(repository, "node_modules"), path.join(root, "node_modules"));
  return root;
}

/**
 * Starts the built production server (build/server/index.js, compiled from server.ts) on a free port and waits for /healthz;
 * `root` runs a copy made by builtSiteCopy() instead of this repository's build.
 */
export async function startSite(
  env: Record<string, string> = {},
  options: { dataDir?: string; root?: string; startTimeoutMs?: number } = {},
): Promise<SiteProcess> {
  // A free port can be taken by another process between freePort() and the server's listen: the
  // server then exits naming it, and another port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, options);
    } catch (error) {
      if (attempt === 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(
  env: Record<string, string>,
  options: { dataDir?: string; root?: string; startTimeoutMs?: number },
): Promise<SiteProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
  let output = "";
  const root = options.root ?? repository;
  const child = spawn(process.execPath, [path.join(root, "build/server/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_REQUESTS: "false",
      // Test clients post the moment they have the page; the minimum fill time has its own test.
      FORM_MIN_FILL_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const startTimeoutMs = options.startTimeoutMs ?? 90_000;
  const deadline = Date.now() + startTimeoutMs;
  // Ready when this child says it listens on the port (another process answering there would
  // fool a bare health check), then healthy.
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const message = `site exited with ${child.exitCode ?? child.signalCode}:\n${output}`;
      throw output.includes("EADDRINUSE") ? new PortTakenError(message) : new Error(message);
    }
    if (output.includes(`Site ready on http://localhost:${port}`)) {
      try {
        const response = await fetch(`${url}/healthz`);
        if (response.ok) break;
      } catch {
        // not answering yet
      }
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`site did not start in ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
