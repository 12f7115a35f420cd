/**
 * Trains Lexi's classifiers from content/assistant/ and leaves them in build/assistant/ (run by
 * `npm run build`, beside React Router's build: scripts/build.ts), so a site — every test site
 * included — starts with them instead of training. A site whose content differs (a hash of the
 * corpus names the file) trains at start-up and keeps the result in its DATA_DIR. Prints how long
 * training took.
 */
import fs from "node:fs";
import path from "node:path";
import { builtModelFile, checkoutModelFile, trainedJson } from "../app/assistant/classifier.server";
import { corpus } from "../app/assistant/corpus.server";
import { LEXI_MODELS_READY } from "./build/lexi-ready";

/** Writes `json` to `file` whole: a reader never sees half of it. */
function writeWhole(file: string, json: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const old of fs.readdirSync(path.dirname(file)))
    if (/^model-.*\.json$/.test(old) && path.join(path.dirname(file), old) !== file)
      fs.rmSync(path.join(path.dirname(file), old), { force: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, json);
  fs.renameSync(temp, file);
}

/**
 * Trains the models, or takes the checkout's copy when the corpus is unchanged, and leaves them in
 * node_modules/.cache/assistant/ at once; the returned function writes them to build/assistant/
 * (once the build has emptied build/).
 */
export async function trainAssistant(): Promise<() => void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const c = corpus();
  const checkoutFile = checkoutModelFile(c);
  const kept = fs.existsSync(checkoutFile);
  const json = kept ? fs.readFileSync(checkoutFile, "utf8") : await trainedJson(c);
  if (!kept) writeWhole(checkoutFile, json);
  console.log(LEXI_MODELS_READY);
  const used = process.cpuUsage(cpu);
  const ms = Math.round(performance.now() - started);
  return () => {
    const file = builtModelFile(c);
    writeWhole(file, json);
    console.log(
      kept
        ? `Lexi's classifiers unchanged since they were trained: ${path.relative(process.cwd(), file)}`
        : `Lexi's classifiers trained in ${ms} ms (${Math.round((used.user + used.system) / 1000)} ms of CPU): ${path.relative(process.cwd(), file)}`,
    );
  };
}

if (import.meta.filename === process.argv[1]) (await trainAssistant())();
