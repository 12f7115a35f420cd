import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * What Lexi's trained models depend on besides the example files: the site content that entities and
 * the speller's words are drawn from, and the code that reads an example into the words the classifiers
 * are trained on. A model trained before either changed still loads and answers, only worse, so both
 * are part of the models' file name (docs/decisions/0179-model-cache-keyed-by-what-training-reads.md).
 * Paths are from the checkout's root; the built server runs from the checkout, so it finds the same.
 */
const READING_CODE = [
  "app/assistant/classifier.server.ts",
  "app/assistant/corpus.server.ts",
  "app/assistant/entities.server.ts",
  "app/assistant/phrase-index.ts",
  "app/assistant/passages.server.ts",
  "app/assistant/perceptron-speed.server.ts",
  "app/assistant/types.ts",
];
const READING_FOLDERS = ["app/text", "app/content", "content"];
const NOT_READ_BY_TRAINING = /\.(test|fixture)\.tsx?$/;

function filesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [folder];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(folder, name))
    .filter((file) => fs.statSync(path.join(root, file)).isFile() && !NOT_READ_BY_TRAINING.test(file));
}

const fingerprints = new Map<string, string>();

/** A hash of every file training reads beyond the corpus, under the checkout at `root`. */
export function trainingInputsFingerprint(root: string): string {
  const known = fingerprints.get(root);
  if (known) return known;
  const hash = crypto.createHash("sha256");
  const files = [...READING_CODE, ...READING_FOLDERS.flatMap((folder) => filesUnder(root, folder))].sort();
  for (const file of files) {
    const full = path.join(root, file);
    // A missing file is part of the key too: a checkout without it trains its own models.
    hash
      .update(`${file}\0`)
      .update(fs.existsSync(full) ? fs.readFileSync(full) : "missing")
      .update("\0");
  }
  const fingerprint = hash.digest("hex");
  fingerprints.set(root, fingerprint);
  return fingerprint;
}
