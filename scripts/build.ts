/**
 * `npm run build`: React Router's build (the browser's and the server's bundles) and the training of
 * Lexi's classifiers (scripts/assistant-train.ts), side by side: neither needs the other, the build
 * keeps about one of this machine's two cores busy, and training (~13 CPU-s) used to follow it.
 * Then a gzip and a brotli copy of each of the browser's text files (scripts/build/precompress.ts),
 * the content's YAML, parsed once for every site that starts from this build
 * (app/content/yaml-cache.server.ts), and the content read and validated from it
 * (app/content/built-content.server.ts). React Router empties build/ when it starts, so these files
 * are written once it is done.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { writeBuiltContent } from "../app/content/built-content.server";
import { defaultContentDir, loadSiteContent } from "../app/content/load-content.server";
import { getSettings } from "../app/config/site-settings.server";
import { writeBuiltYaml } from "../app/content/yaml-cache.server";
import { trainAssistant } from "./assistant-train";
import { precompress } from "./build/precompress";

const reactRouter = path.resolve(import.meta.dirname, "../node_modules/.bin/react-router");
const built = new Promise<number | null>((resolve, reject) => {
  const child = spawn(reactRouter, ["build"], { stdio: "inherit" });
  child.on("error", reject);
  child.on("exit", (code, signal) => resolve(signal ? 1 : code));
});
// A failed build fails the command even while training is still under way.
void built.then((code) => {
  if (code !== 0) process.exit(code ?? 1);
});
const writeModels = await trainAssistant();
await built;
writeModels();
const compressed = await precompress(path.resolve(import.meta.dirname, "../build/client"));
console.log(
  `${compressed.files} browser files compressed: ${Math.round(compressed.bytes / 1024)} KB, ${Math.round(compressed.brotliBytes / 1024)} KB as brotli`,
);
const contentDir = defaultContentDir();
const yaml = writeBuiltYaml(contentDir);
console.log(`${yaml.texts} YAML texts parsed: ${path.relative(process.cwd(), yaml.file)}`);
const settings = getSettings();
const contentFile = writeBuiltContent(contentDir, settings, loadSiteContent(contentDir, settings));
console.log(`content read and validated: ${path.relative(process.cwd(), contentFile)}`);
