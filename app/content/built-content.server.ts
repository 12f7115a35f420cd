import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import type { SiteSettings } from "../config/site-settings.server";
import { settingsPlaceholders } from "./content-reader.server";
import type { SiteContent } from "./load-content.server";
import { builtYamlFile } from "./yaml-cache.server";

/**
 * The site's content as `npm run build` read and validated it, kept in build/site-content.bin under
 * a hash of everything it came from: every file of content/, the drawings it sizes
 * (public/illustrations/), and the settings it was filled with. A site started from that build takes
 * it instead of reading content/ again, about half a CPU-second of every start; an edited file or
 * other brand settings miss the hash and are read and validated as before.
 *
 * Only the built server takes it: sources run by vitest or the dev server may be newer than the
 * code that wrote the file, and what it holds is that code's reading of the content.
 */
const FILE_NAME = "site-content.bin";

interface Saved {
  key: string;
  content: SiteContent;
}

export const builtContentFile = () => path.join(path.dirname(builtYamlFile()), FILE_NAME);

const runsFromBuild = () => fileURLToPath(import.meta.url).includes(`${path.sep}build${path.sep}server${path.sep}`);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The hash of what `loadSiteContent(contentDir, settings)` reads. */
export function contentKey(contentDir: string, settings: SiteSettings): string {
  const hash = crypto.createHash("sha256");
  const root = path.dirname(contentDir);
  for (const file of [...filesUnder(contentDir), ...filesUnder(path.join(root, "public", "illustrations"))]) {
    hash.update(`\0${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  hash.update(JSON.stringify({ placeholders: settingsPlaceholders(settings), offices: settings.offices }));
  return hash.digest("base64");
}

/** For the build: keeps `content`, read from `contentDir` with `settings`. */
export function writeBuiltContent(
  contentDir: string,
  settings: SiteSettings,
  content: SiteContent,
  file = builtContentFile(),
): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, v8.serialize({ key: contentKey(contentDir, settings), content } satisfies Saved));
  return file;
}

/** The build's content when it was read from exactly these files and settings, else undefined. */
export function readBuiltContent(
  contentDir: string,
  settings: SiteSettings,
  options: { file?: string; fromBuild?: boolean } = {},
): SiteContent | undefined {
  if (!(options.fromBuild ?? runsFromBuild())) return undefined;
  let saved: Saved;
  try {
    saved = v8.deserialize(fs.readFileSync(options.file ?? builtContentFile())) as Saved;
  } catch {
    return undefined;
  }
  return saved.key === contentKey(contentDir, settings) ? saved.content : undefined;
}
