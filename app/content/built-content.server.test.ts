import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getSettings } from "../config/site-settings.server";
import { readBuiltContent, writeBuiltContent } from "./built-content.server";
import { defaultContentDir, loadSiteContent } from "./load-content.server";

describe("the content the build read, taken by a site started from it", () => {
  const settings = getSettings();
  let root: string;
  let contentDir: string;
  let file: string;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "built-content-"));
    contentDir = path.join(root, "content");
    fs.cpSync(defaultContentDir(), contentDir, { recursive: true });
    const drawings = path.join(path.dirname(defaultContentDir()), "public", "illustrations");
    fs.cpSync(drawings, path.join(root, "public", "illustrations"), { recursive: true });
    file = writeBuiltContent(contentDir, settings, loadSiteContent(contentDir, settings), path.join(root, "site.bin"));
  });

  it("is what reading content/ gives, when nothing changed since", () => {
    expect(readBuiltContent(contentDir, settings, { file, fromBuild: true })).toEqual(
      loadSiteContent(contentDir, settings),
    );
  });

  it("is not taken by sources run outside the build, which may be newer than the code that wrote it", () => {
    expect(readBuiltContent(contentDir, settings, { file, fromBuild: false })).toBeUndefined();
  });

  it("is not taken after a content file, a drawing or a brand setting changed", () => {
    const pricing = path.join(contentDir, "pricing.yaml");
    const text = fs.readFileSync(pricing, "utf8");
    fs.writeFileSync(pricing, `${text}\n# edited after the build\n`);
    expect(readBuiltContent(contentDir, settings, { file, fromBuild: true })).toBeUndefined();
    fs.writeFileSync(pricing, text);
    expect(readBuiltContent(contentDir, settings, { file, fromBuild: true })).toBeDefined();

    const [drawing] = fs.readdirSync(path.join(root, "public", "illustrations"));
    fs.appendFileSync(path.join(root, "public", "illustrations", drawing), "\n");
    expect(readBuiltContent(contentDir, settings, { file, fromBuild: true })).toBeUndefined();
  });

  it("is not taken for other settings, and not from a missing or broken file", () => {
    const rebranded = { ...settings, brand: "Another Brand" };
    expect(readBuiltContent(contentDir, rebranded, { file, fromBuild: true })).toBeUndefined();
    expect(readBuiltContent(contentDir, settings, { file: path.join(root, "none.bin"), fromBuild: true })).toBeUndefined();
    const broken = path.join(root, "broken.bin");
    fs.writeFileSync(broken, "not a structured clone");
    expect(readBuiltContent(contentDir, settings, { file: broken, fromBuild: true })).toBeUndefined();
  });
});
