import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { palette } from "./draw";
import { illustrationDocuments, sceneNames } from "./scenes";

const root = path.resolve(import.meta.dirname, "..", "..");
const dir = path.join(root, "public", "illustrations");
const files = fs.readdirSync(dir).filter((file) => file.endsWith(".svg"));
const stylesheet = fs.readFileSync(path.join(root, "app", "styles", "app.css"), "utf8");
const rootColours = new Set(
  [...(/:root\s*{([^}]*)}/.exec(stylesheet)?.[1] ?? "").matchAll(/--[\w-]+:\s*(#[0-9a-f]{6})\b/gi)].map((m) =>
    m[1].toLowerCase(),
  ),
);

describe("the illustrations", () => {
  it("are the drawings of scripts/art, as `npm run art` last wrote them (no hand edits, none missing)", () => {
    const alts = YAML.parse(fs.readFileSync(path.join(root, "content", "illustrations.yaml"), "utf8")) as {
      banners: Record<string, { file: string; alt: string }>;
      benefitThemes: { file: string; alt: string }[];
    };
    const altOf = new Map([...Object.values(alts.banners), ...alts.benefitThemes].map((ref) => [ref.file, ref.alt]));
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const drawn = illustrationDocuments((name) => escape(altOf.get(name) ?? name));
    expect(files.map((file) => file.replace(/\.svg$/, "")).sort()).toEqual([...sceneNames].sort());
    for (const [name, svg] of Object.entries(drawn))
      expect(fs.readFileSync(path.join(dir, `${name}.svg`), "utf8"), name).toBe(svg + "\n");
  });

  it("each weigh at most 15 KB gzip and declare their width and height, so their box is reserved", () => {
    for (const file of files) {
      const svg = fs.readFileSync(path.join(dir, file));
      expect(gzipSync(svg).length, file).toBeLessThanOrEqual(15 * 1024);
      expect(svg.toString(), file).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    }
  });

  it("picture practice-area benefits alike: one 400 x 240 frame, one flat background, no band along an edge", () => {
    for (const file of files.filter((name) => name.startsWith("benefit-"))) {
      const svg = fs.readFileSync(path.join(dir, file), "utf8");
      expect(svg, file).toMatch(/^<svg [^>]*viewBox="0 0 400 240"/);
      const rects = [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map((m) =>
        m.slice(1).map(Number),
      );
      expect(rects[0], `${file} starts with its background`).toEqual([0, 0, 400, 240]);
      const bands = rects.slice(1).filter(([x, , w]) => x === 0 && w === 400);
      expect(bands, `${file}: full-width bands`).toEqual([]);
    }
  });

  it("use one palette: the site's :root colours only", () => {
    for (const colour of Object.values(palette))
      expect(rootColours, `palette ${colour} is a :root custom property`).toContain(colour);
    for (const file of files) {
      const used = new Set(
        [...fs.readFileSync(path.join(dir, file), "utf8").matchAll(/#[0-9a-f]{3,8}\b/gi)].map((m) =>
          m[0].toLowerCase(),
        ),
      );
      for (const colour of used) expect(rootColours, `${file} uses ${colour}`).toContain(colour);
    }
  });

  it("include the explainer's poster, its heading drawn in the heading face as outlines (an <img> cannot reach the web font), no text left to a generic serif", () => {
    const poster = fs.readFileSync(path.join(root, "public", "media", "why-choose-us-poster.svg"), "utf8");
    expect(poster).not.toMatch(/font-family="[^"]*(?<!sans-)serif"/i);
    expect(poster).not.toMatch(/<text\b[^>]*>(Remote|the way)/);
    expect(
      poster.match(/<path transform="translate\([\d.]+ [\d.]+\) scale\(/g)?.length,
      "outlined letters",
    ).toBeGreaterThan(30);
  });
});
