/**
 * Trains Lexi's classifiers from content/assistant/ and leaves them in build/assistant/ (run by
 * `npm run build`), so a site — every test site included — starts with them instead of training.
 * A site whose content differs (a hash of the corpus names the file) trains at start-up and keeps
 * the result in its DATA_DIR. Prints how long training took.
 */
import fs from "node:fs";
import path from "node:path";
import { builtModelFile, trainedJson } from "../app/assistant/classifier.server";
import { corpus } from "../app/assistant/corpus.server";

const started = performance.now();
const cpu = process.cpuUsage();
const c = corpus();
const file = builtModelFile(c);
fs.mkdirSync(path.dirname(file), { recursive: true });
for (const old of fs.readdirSync(path.dirname(file)))
  if (/^model-.*\.json$/.test(old) && path.join(path.dirname(file), old) !== file)
    fs.rmSync(path.join(path.dirname(file), old));
fs.writeFileSync(file, await trainedJson(c));
const used = process.cpuUsage(cpu);
console.log(
  `Lexi's classifiers trained in ${Math.round(performance.now() - started)} ms (${Math.round((used.user + used.system) / 1000)} ms of CPU): ${path.relative(process.cwd(), file)}`,
);
