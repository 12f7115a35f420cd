/**
 * `npm test`: the build, vitest's units beside it, then the Playwright suite once the build is done.
 * vitest runs the sources and needs only Lexi's trained classifiers, which the build leaves in the
 * checkout's cache first thing (scripts/build/lexi-ready.ts); it starts then. The build keeps about
 * one of this 2-core machine's cores busy and the Playwright suite leaves part of the machine idle
 * (its tests wait on servers, browsers and mail): vitest fills those gaps instead of adding its
 * minute to the end.
 * Playwright's report comes as it runs; the build's and vitest's are held and printed in one piece
 * each when they end. Fails when any of the three fails.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { LEXI_MODELS_READY } from "./build/lexi-ready";

const bin = (name: string) => path.resolve(import.meta.dirname, "../node_modules/.bin", name);

function run(
  label: string,
  command: string,
  args: string[],
  options: { hold: boolean; onOutput?: (text: string) => void },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: options.hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    const held: Buffer[] = [];
    let text = "";
    const keep = (chunk: Buffer) => {
      held.push(chunk);
      if (!options.onOutput) return;
      text += chunk.toString();
      options.onOutput(text);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (options.hold) process.stdout.write(`\n── ${label} ──\n${Buffer.concat(held).toString()}\n`);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

let startUnits: () => void = () => {};
const units = new Promise<void>((resolve) => (startUnits = resolve)).then(() =>
  // At a lower CPU priority: Playwright, the longer of the two, keeps the cores it needs and vitest
  // takes what its tests leave idle.
  run("vitest (npm run test:unit)", "nice", ["-n", "10", bin("vitest"), "run"], { hold: true }),
);
const endToEnd = run("build (npm run build)", "npm", ["run", "build"], {
  hold: true,
  onOutput: (text) => text.includes(LEXI_MODELS_READY) && startUnits(),
}).then((code) => {
  // A build that failed before training still lets the units report.
  startUnits();
  return code === 0 ? run("", bin("playwright"), ["test"], { hold: false }) : code;
});
const codes = await Promise.all([units, endToEnd]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
