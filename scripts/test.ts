/**
 * What `npm test` runs after the build: vitest's units and the Playwright suite at the same time.
 * Neither needs the other, and the Playwright suite leaves part of this 2-core machine idle (its
 * tests wait on servers, browsers and mail); run one after the other, vitest's minute came on top.
 * Playwright's report comes as it runs; vitest's is held and printed in one piece when it ends.
 * Fails when either fails.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const bin = (name: string) => path.resolve(import.meta.dirname, "../node_modules/.bin", name);

function run(command: string, args: string[], hold: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    const held: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (hold) process.stdout.write(`\n── vitest (npm run test:unit) ──\n${Buffer.concat(held).toString()}\n`);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

const codes = await Promise.all([run(bin("vitest"), ["run"], true), run(bin("playwright"), ["test"], false)]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
