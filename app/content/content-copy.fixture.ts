/** For the content tests: a copy of content/ a test may break, and the problems loading it reports. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { parseSettings } from "~/config/site-settings.server";
import { ContentError, defaultContentDir, loadSiteContent } from "./load-content.server";

const settings = parseSettings({});

/** A copy of content/ that a test may break. */
export function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(defaultContentDir(), dir, { recursive: true });
  return dir;
}

/** Changes one file of a copy; an edit that changes nothing is the fixture's own mistake. */
export function edit(dir: string, file: string, change: (source: string) => string) {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, "utf8");
  const after = change(before);
  expect(after, `the fixture edit of ${file} changed nothing`).not.toBe(before);
  fs.writeFileSync(full, after);
}

/** Loads a broken copy and returns the problem lines of the ContentError it must throw. */
export function problemsOf(dir: string): string[] {
  try {
    loadSiteContent(dir, settings);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message
      .split("\n")
      .slice(1)
      .map((line) => line.trim().replace(`${path.relative(process.cwd(), dir)}/`, "").replace(`${dir}/`, ""));
  }
  throw new Error("the broken content loaded without an error");
}
