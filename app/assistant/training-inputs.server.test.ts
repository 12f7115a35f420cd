import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { trainingInputsFingerprint } from "./training-inputs.server";

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the files training reads, with `edit` applied to it. */
function checkout(edit: (root: string) => void = () => {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lexi-inputs-"));
  made.push(root);
  const here = path.resolve(import.meta.dirname, "../..");
  for (const folder of ["app/assistant", "app/text", "app/content", "content"])
    fs.cpSync(path.join(here, folder), path.join(root, folder), { recursive: true });
  edit(root);
  return root;
}

function append(root: string, file: string, text: string) {
  expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  fs.appendFileSync(path.join(root, file), text);
}

// Round 35: a model trained before an edit of the entity index was still loaded by name, and 55 answers moved.
test("the models' key changes with the code and content that read examples into features, not with tests or the engine", () => {
  const base = trainingInputsFingerprint(checkout());
  expect(trainingInputsFingerprint(checkout())).toBe(base);
  for (const [file, text] of [
    ["app/assistant/phrase-index.ts", "\n// edited\n"],
    ["app/text/normalise.ts", "\n// edited\n"],
    ["app/content/roles.ts", "\n// edited\n"],
    ["content/practice-areas/03-Family.md", "\n"],
  ])
    expect(trainingInputsFingerprint(checkout((root) => append(root, file, text))), file).not.toBe(base);
  for (const [file, text] of [
    ["app/assistant/refine.ts", "\n// edited\n"],
    ["app/text/normalise.test.ts", "\n// edited\n"],
  ])
    expect(trainingInputsFingerprint(checkout((root) => append(root, file, text))), file).toBe(base);
  expect(
    trainingInputsFingerprint(checkout((root) => fs.rmSync(path.join(root, "app/assistant/phrase-index.ts")))),
  ).not.toBe(base);
});
