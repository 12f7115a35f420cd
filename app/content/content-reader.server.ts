import fs from "node:fs";
import path from "node:path";
import { marked, type Token } from "marked";
import type { z } from "zod";
import { getSettings, type SiteSettings } from "../config/site-settings.server";
import { privacySchema } from "./content-schemas.server";
import { FRONT_MATTER, parseYamlText } from "./yaml-cache.server";
import { takeTranslations, type FoundTranslations, type Translations } from "./translations.server";
import type { PolicySection, PrivacyPolicyContent } from "./types";

/**
 * Reading content/ files: Markdown with front matter and YAML, placeholders filled, validated
 * against their schema, every problem collected with its file and field.
 */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Collects every problem of every file, so one start-up attempt shows them all. */
export class Problems {
  private readonly lines: string[] = [];
  constructor(private readonly dir: string) {}

  add(file: string, field: string, message: string) {
    this.lines.push(`${this.name(file)}: ${field ? `${field}: ` : ""}${message}`);
  }

  name(file: string) {
    const full = path.join(this.dir, file);
    const relative = path.relative(process.cwd(), full);
    return relative.startsWith("..") ? full : relative;
  }

  throwIfAny() {
    if (this.lines.length) throw new ContentError(`Invalid content:\n${this.lines.map((l) => `  ${l}`).join("\n")}`);
  }
}

export function fieldName(pathParts: (string | number)[]): string {
  return pathParts.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`)).join("");
}

export type Placeholders = Record<string, string>;

/** The placeholders the settings fill: {brand}, {phone}, {email} and {address} (the U.S. office). */
export function settingsPlaceholders(settings: SiteSettings): Placeholders {
  return {
    brand: settings.brand,
    phone: settings.phone.display,
    email: settings.email,
    address: settings.offices.find((o) => o.region === "USA")?.address ?? "",
  };
}

/** Fills {name} placeholders in every string of a parsed file; an unknown one is a problem. */
export function fillStrings(value: unknown, placeholders: Placeholders, report: (field: string, message: string) => void, at: (string | number)[] = []): unknown {
  if (typeof value === "string") {
    return value.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
      if (name in placeholders) return placeholders[name];
      report(fieldName(at), `unknown placeholder ${whole} (known: ${Object.keys(placeholders).map((p) => `{${p}}`).join(", ")})`);
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, i) => fillStrings(item, placeholders, report, [...at, i]));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillStrings(item, placeholders, report, [...at, key])]));
  }
  return value;
}

/**
 * The outside services that receive visitors' data when they are switched on (SMTP_URL,
 * ASSISTANT_LLM_URL), named by host for the privacy policy. Undefined: that service is off.
 */
export interface DataProcessors {
  email?: string;
  languageModel?: string;
}

export interface ReadContext {
  dir: string;
  problems: Problems;
  placeholders: Placeholders;
  /** Where the Spanish and French of a file go; without it (readValidatedYaml) they are dropped. */
  translations?: Translations;
}

export function readText(ctx: ReadContext, file: string): string | undefined {
  try {
    return fs.readFileSync(path.join(ctx.dir, file), "utf8");
  } catch {
    ctx.problems.add(file, "", "cannot be read (missing?)");
    return undefined;
  }
}

/**
 * Parsed YAML by its text. A process may read the same text more than once (the seed by this
 * loader and by the database seeding; tests load copies of content/ with one file changed), and
 * parsing is most of a load's time. Frozen, so no reader can change another's.
 */
export const parsed = new Map<string, unknown>();

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

export function parseYaml(ctx: ReadContext, file: string, source: string): unknown {
  if (parsed.has(source)) return parsed.get(source);
  try {
    const value = deepFreeze(parseYamlText(source));
    if (parsed.size >= 300) parsed.clear();
    parsed.set(source, value);
    return value;
  } catch (error) {
    ctx.problems.add(file, "", `is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
    return undefined;
  }
}

export function validate<T>(ctx: ReadContext, file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, raw: unknown): T | undefined {
  const filled = fillStrings(raw, ctx.placeholders, (field, message) => ctx.problems.add(file, field, message));
  // Translations are checked against the English they translate (translations.server.ts), never by the English schema.
  const found: FoundTranslations[] = [];
  const result = schema.safeParse(takeTranslations(filled, found));
  if (result.success) ctx.translations?.found(file, found);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.problems.add(file, fieldName(issue.path), issue.message);
  return undefined;
}

export function readYaml<T>(ctx: ReadContext, file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T | undefined {
  const source = readText(ctx, file);
  if (source === undefined) return undefined;
  const raw = parseYaml(ctx, file, source);
  return raw === undefined ? undefined : validate(ctx, file, schema, raw);
}


/** Splits "---\nfront matter\n---\nbody" into the parsed front matter and the Markdown body. */
export function splitFrontMatter(ctx: ReadContext, file: string): { front: Record<string, unknown>; body: string } | undefined {
  const source = readText(ctx, file);
  if (source === undefined) return undefined;
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    ctx.problems.add(file, "", "must start with front matter between two --- lines");
    return undefined;
  }
  const front = parseYaml(ctx, file, match[1]);
  if (front === undefined) return undefined;
  if (!front || typeof front !== "object" || Array.isArray(front)) {
    ctx.problems.add(file, "", "front matter must be a YAML mapping");
    return undefined;
  }
  return { front: front as Record<string, unknown>, body: match[2] };
}

export const plainText = (token: Token) => token.type === "text" && !("tokens" in token && token.tokens?.some((t) => t.type !== "text"));

/** The body as plain paragraphs: pages render these as text, so Markdown formatting would show raw. */
export function bodyParagraphs(ctx: ReadContext, file: string, body: string): string[] {
  const paragraphsFound: string[] = [];
  for (const token of marked.lexer(body)) {
    if (token.type === "space") continue;
    if (token.type !== "paragraph" || !token.tokens?.every(plainText)) {
      ctx.problems.add(file, "body", `must be plain paragraphs separated by blank lines (found ${token.type === "paragraph" ? "formatting" : `a ${token.type}`}: "${token.raw.trim().slice(0, 40)}")`);
      continue;
    }
    paragraphsFound.push(token.text.replace(/\s*\n\s*/g, " ").trim());
  }
  return paragraphsFound;
}

export function readPage<T>(ctx: ReadContext, file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T | undefined {
  const parts = splitFrontMatter(ctx, file);
  if (!parts) return undefined;
  return validate(ctx, file, schema, { ...parts.front, body: bodyParagraphs(ctx, file, parts.body) });
}


/** Files of a folder in name order ("01-Personal.md", "02-Criminal.md", …): the order pages and cards follow. */
export function listFolder(ctx: ReadContext, folder: string): string[] {
  try {
    return fs
      .readdirSync(path.join(ctx.dir, folder))
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => `${folder}/${name}`);
  } catch {
    ctx.problems.add(folder, "", "folder cannot be read (missing?)");
    return [];
  }
}

/** "practice-areas/01-Personal.md" must hold slug "Personal": the file name says which page it is. */
export function checkFileName(ctx: ReadContext, file: string, pageSlug: string) {
  if (!new RegExp(`^\\d{2}-${pageSlug.replace(/[-]/g, "\\-")}\\.md$`).test(path.basename(file))) {
    ctx.problems.add(file, "slug", `"${pageSlug}" does not match the file name (expected NN-${pageSlug}.md)`);
  }
}

export function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((v) => (seen.has(v) ? true : (seen.add(v), false))))];
}

/** Reads one YAML file of `dir`, fills the settings' placeholders and validates it; throws ContentError naming file and field. */
export function readValidatedYaml<T>(dir: string, file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, settings: SiteSettings = getSettings()): T {
  const problems = new Problems(dir);
  const data = readYaml({ dir, problems, placeholders: settingsPlaceholders(settings) }, file, schema);
  problems.throwIfAny();
  return data!;
}

/**
 * A policy line that begins "[when email]" or "[when language-model]" describes a service that
 * may be switched off: applyProcessors() keeps it (without the marker) only when that service is
 * configured, and fills its {email_processor} or {language_model_processor} with the service's host.
 */
export const processorOfMarker = { email: "email", "language-model": "languageModel" } as const satisfies Record<string, keyof DataProcessors>;
export const markerPattern = /^\[when ([a-z-]+)\]\s*/;

export function policyLine(ctx: ReadContext, file: string, line: string): string {
  const text = line.replace(/\s*\n\s*/g, " ").trim();
  const marker = markerPattern.exec(text);
  if (marker && !(marker[1] in processorOfMarker)) {
    ctx.problems.add(file, "body", `unknown condition ${marker[0].trim()} (known: ${Object.keys(processorOfMarker).map((k) => `[when ${k}]`).join(", ")})`);
  }
  return text;
}

/** The policy as this process shows it: lines about a service that is off dropped, the others naming its host. */
export function applyProcessors(policy: PrivacyPolicyContent, processors: DataProcessors): PrivacyPolicyContent {
  const names: Record<string, string | undefined> = { email_processor: processors.email, language_model_processor: processors.languageModel };
  const kept = (lines: string[]) =>
    lines.flatMap((line) => {
      const marker = markerPattern.exec(line);
      if (marker && !processors[processorOfMarker[marker[1] as keyof typeof processorOfMarker]]) return [];
      return [line.slice(marker ? marker[0].length : 0).replace(/\{(email_processor|language_model_processor)\}/g, (whole, name: string) => names[name] ?? whole)];
    });
  return {
    ...policy,
    sections: policy.sections.map(({ list, paragraphs: sectionParagraphs, ...section }) => {
      const keptList = list ? kept(list) : [];
      return { ...section, paragraphs: kept(sectionParagraphs), ...(keptList.length ? { list: keptList } : {}) };
    }),
  };
}

/** The privacy policy's body: an intro paragraph, then "## Heading" sections of paragraphs and one optional list. */
export function readPolicy(ctx: ReadContext, file: string): (PrivacyPolicyContent & { sectionSummaries: string[] }) | undefined {
  const parts = splitFrontMatter(ctx, file);
  if (!parts) return undefined;
  const intro: string[] = [];
  const sections: PolicySection[] = [];
  for (const token of marked.lexer(parts.body)) {
    const section = sections.at(-1);
    if (token.type === "space") continue;
    if (token.type === "heading" && token.depth === 2) sections.push({ heading: token.text, paragraphs: [] });
    else if (token.type === "paragraph" && token.tokens?.every(plainText)) (section ? section.paragraphs : intro).push(policyLine(ctx, file, token.text));
    else if (token.type === "list" && section && !section.list && !token.ordered) section.list = token.items.map((item: { text: string }) => policyLine(ctx, file, item.text));
    else ctx.problems.add(file, sections.length ? `body (section "${section?.heading}")` : "body", `unexpected ${token.type}: "${token.raw.trim().slice(0, 40)}"`);
  }
  if (intro.length !== 1) ctx.problems.add(file, "body", "must open with exactly one intro paragraph before the first ## heading");
  return validate(ctx, file, privacySchema, { ...parts.front, intro: intro[0] ?? "", sections });
}
