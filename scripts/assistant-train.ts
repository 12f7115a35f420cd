/**
 * Trains Lexi's classifiers from content/assistant/ and leaves them in build/assistant/ (run by
 * `npm run build`, beside React Router's build: scripts/build.ts), so a site — every test site
 * included — starts with them instead of training. A site whose content differs (a hash of the
 * corpus names the file) trains at start-up and keeps the result in its DATA_DIR. Prints how long
 * training took.
 */
import fs from "node:fs";
import path from "node:path";
import { builtModelFile, trainedJson } from "../app/assistant/classifier.server";
import { corpus } from "../app/assistant/corpus.server";

/** Trains the models; the returned function writes them to build/assistant/ (once the build has emptied build/). */
export async function trainAssistant(): Promise<() => void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const c = corpus();
  const json = await trainedJson(c);
  const used = process.cpuUsage(cpu);
  const ms = Math.round(performance.now() - started);
  return () => {
    const file = builtModelFile(c);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const old of fs.readdirSync(path.dirname(file)))
      if (/^model-.*\.json$/.test(old) && path.join(path.dirname(file), old) !== file)
        fs.rmSync(path.join(path.dirname(file), old));
    fs.writeFileSync(file, json);
    console.log(
      `Lexi's classifiers trained in ${ms} ms (${Math.round((used.user + used.system) / 1000)} ms of CPU): ${path.relative(process.cwd(), file)}`,
    );
  };
}

if (import.meta.filename === process.argv[1]) (await trainAssistant())();
