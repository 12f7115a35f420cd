import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import YAML from "yaml";

/**
 * YAML parsed by `npm run build`, kept by a hash of its text in build/yaml-parsed.bin: a site
 * starts by reading content/ and Lexi's corpus, and parsing their YAML was a quarter of a start's
 * CPU time (every test site pays it). Parsing is a pure function of the text and the library's
 * version, so a text whose hash is in the file is taken from it; any other text — a content file
 * edited since the build, a test's edited copy — is parsed as before. Values are structured
 * clones (node:v8), so they are exactly what the parser returned.
 */
const FILE_NAME = "yaml-parsed.bin";

/** "---\nfront matter\n---\nbody": a Markdown file's front matter is group 1, its body group 2. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

interface Saved {
  yaml: string;
  parsed: Map<string, unknown>;
}

let built: Map<string, unknown> | undefined;

/** The parser's version, read where Node finds the package (the server bundle has no JSON modules of its own). */
const yamlVersion = () => (createRequire(import.meta.url)("yaml/package.json") as { version: string }).version;

const keyOf = (source: string) => crypto.createHash("sha256").update(source).digest("base64");

/** build/yaml-parsed.bin of the build this module runs in (build/server/…) or beside (app/content/ in the source). */
export function builtYamlFile(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, "package.json"))) return path.join(dir, "build", FILE_NAME);
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(process.cwd(), "build", FILE_NAME);
    dir = parent;
  }
}

function builtParses(): Map<string, unknown> {
  if (built) return built;
  built = new Map();
  try {
    const saved = v8.deserialize(fs.readFileSync(builtYamlFile())) as Saved;
    if (saved.yaml === yamlVersion() && saved.parsed instanceof Map) built = saved.parsed;
  } catch {
    // No build yet (or another version's): every text is parsed.
  }
  return built;
}

/** YAML.parse(source), taken from the build's parses when the same text was parsed there. Throws on invalid YAML. */
export function parseYamlText(source: string): unknown {
  const key = keyOf(source);
  const saved = builtParses();
  if (saved.has(key)) return saved.get(key);
  return YAML.parse(source, { prettyErrors: true, uniqueKeys: true }) as unknown;
}

/**
 * For the build: parses every YAML text of `contentDir` (the .yaml files, the front matter of the
 * .md files) and writes them to build/yaml-parsed.bin. A text that does not parse is left out (the
 * site reports it when it reads the file).
 */
export function writeBuiltYaml(contentDir: string): { file: string; texts: number } {
  const parsed = new Map<string, unknown>();
  for (const entry of fs.readdirSync(contentDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ya?ml|md)$/.test(entry.name)) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    const source = entry.name.endsWith(".md") ? FRONT_MATTER.exec(text)?.[1] : text;
    if (source === undefined) continue;
    try {
      parsed.set(keyOf(source), YAML.parse(source, { uniqueKeys: true }) as unknown);
    } catch {
      // reported by the site
    }
  }
  const file = builtYamlFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, v8.serialize({ yaml: yamlVersion(), parsed } satisfies Saved));
  built = undefined;
  return { file, texts: parsed.size };
}
