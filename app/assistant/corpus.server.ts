import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defaultContentDir } from "~/content/load-content.server";
import { parseYamlText } from "~/content/yaml-cache.server";
import { LANGS, type Lang } from "./types";

/**
 * Lexi's training material, read from content/assistant/ and validated: the intents with their
 * example utterances in English, Spanish and French (intents/*.yaml, one file per topic, beside
 * the facts each answers from), the safety classifier's examples (safety.yaml), the names things
 * are called (entities.yaml) and every sentence Lexi composes (phrases.yaml). A problem stops
 * start-up with the file and the field, as the rest of the content does.
 */
const text = z.string().trim().min(1);
const perLang = <T extends z.ZodTypeAny>(item: T) => z.object({ en: item, es: item, fr: item }).strict();
/** English examples at least `min`, Spanish and French at least half as many (visitors ask mostly in English). */
const examples = (min: number) =>
  z
    .object({
      en: z.array(text).min(min),
      es: z.array(text).min(Math.ceil(min / 2)),
      fr: z.array(text).min(Math.ceil(min / 2)),
    })
    .strict();

const intentSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z_]*(\.[a-z_]+)*$/),
    /** The answerer that answers it (app/assistant/answerers); defaults to the intent's name. */
    answer: z.string().optional(),
    /** How a clarifying question names this intent ("our prices"). */
    label: perLang(text).optional(),
    /** For unpublished topics: what the site does not publish, as a phrase. */
    topic: perLang(text).optional(),
    /** For unpublished topics: false when what is published answers it (the offices we have): no team offered. */
    offerTeam: z.boolean().optional(),
    /**
     * Words one of which a message must say to be read as this intent, in any of the three languages (whole words;
     * a trailing "*" matches the start of a word): the classifier's reading without one is a guess (decision 0044).
     */
    cues: z.array(text).optional(),
    /** The intent a reading of this one is taken as when none of its cues is said ("do u ever sleep": not abuse, the bot). */
    uncued: text.optional(),
    /**
     * false: read by its cue words alone, not a class of the classifiers (a term of ours asked in its own words,
     * `business-terms.ts`); its cues are then phrases that say the term, and its examples are tested to say one.
     */
    trained: z.boolean().optional(),
    examples: examples(4),
  })
  .strict();
export type IntentSpec = z.infer<typeof intentSchema>;

const intentFileSchema = z.object({ intents: z.array(intentSchema).min(1) }).strict();

const safetySchema = z
  .object({
    classes: z.array(z.object({ name: z.string().regex(/^[a-z_.-]+$/), examples: examples(12) }).strict()).min(2),
  })
  .strict();
export type SafetySpec = z.infer<typeof safetySchema>;

const aliases = perLang(z.array(text));
const entitySchema = z
  .object({
    roles: z.record(z.object({ aliases }).strict()),
    areas: z.record(z.object({ aliases, near: z.array(text).optional() }).strict()),
    services: z.record(z.object({ aliases }).strict()),
    offices: z.record(z.object({ aliases: z.array(text) }).strict()),
    tiers: z.object({ multilingual: aliases, standard: aliases }).strict(),
    schedules: z.object({ "full-time": aliases, contract: aliases }).strict(),
    languages: z.object({ spanish: aliases, french: aliases }).strict(),
    otherLanguages: z.record(z.object({ name: perLang(text), aliases: z.array(text) }).strict()),
    numbers: perLang(z.record(z.number().int().min(0).max(100))),
  })
  .strict();
export type EntitySpec = z.infer<typeof entitySchema>;

const phrasesSchema = z.record(perLang(z.string()));
export type PhraseSpec = z.infer<typeof phrasesSchema>;

export interface Corpus {
  intents: IntentSpec[];
  safety: SafetySpec;
  entities: EntitySpec;
  phrases: PhraseSpec;
  /** A hash of every file read: a trained model is reused only for the same corpus. */
  hash: string;
}

export class CorpusError extends Error {}

function read<T>(file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, hash: crypto.Hash): T {
  const raw = fs.readFileSync(file, "utf8");
  hash.update(path.basename(file)).update(raw);
  const parsed = schema.safeParse(parseYamlText(raw));
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `  ${path.basename(file)}: ${i.path.join(".")}: ${i.message}`)
      .join("\n");
    throw new CorpusError(`Invalid assistant content:\n${issues}`);
  }
  return parsed.data;
}

/** Placeholders a phrase uses: {name}. */
const placeholders = (s: string) => new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

export function loadCorpus(dir = path.join(defaultContentDir(), "assistant")): Corpus {
  const hash = crypto.createHash("sha256");
  const intentDir = path.join(dir, "intents");
  const intents = fs
    .readdirSync(intentDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .flatMap((file) => read(path.join(intentDir, file), intentFileSchema, hash).intents);
  const problems: string[] = [];
  const names = new Set<string>();
  for (const intent of intents) {
    if (names.has(intent.name)) problems.push(`intent ${intent.name} is defined twice`);
    names.add(intent.name);
  }
  const safety = read(path.join(dir, "safety.yaml"), safetySchema, hash);
  const entities = read(path.join(dir, "entities.yaml"), entitySchema, hash);
  const phrases = read(path.join(dir, "phrases.yaml"), phrasesSchema, hash);
  for (const [key, versions] of Object.entries(phrases)) {
    const english = placeholders(versions.en);
    for (const lang of LANGS) {
      if (!versions[lang].trim()) problems.push(`phrase ${key} has no ${lang} text`);
      const own = placeholders(versions[lang]);
      const differ = [...english].filter((p) => !own.has(p)).concat([...own].filter((p) => !english.has(p)));
      if (differ.length)
        problems.push(`phrase ${key} (${lang}) must use the same placeholders as the English: ${differ.join(", ")}`);
    }
  }
  if (problems.length) throw new CorpusError(`Invalid assistant content:\n  ${problems.join("\n  ")}`);
  return { intents, safety, entities, phrases, hash: hash.digest("hex") };
}

let loaded: Corpus | undefined;

/** This process's corpus, read on first use. */
export function corpus(): Corpus {
  loaded ??= loadCorpus();
  return loaded;
}

/** The safety classes the intent classifier learns too, as legal.<class> (all but the firm-side negatives). */
export const LEGAL_CLASSES = ["own_matter", "represent", "file", "recommend", "law_question"];

/** Every example of every intent, as (language, text, intent); the safety classes as legal.<class>. */
/** The intents the classifiers learn (not those read by their cue words alone). */
export function trainedIntentExamples(c: Corpus = corpus()): { lang: Lang; text: string; intent: string }[] {
  const untrained = new Set(c.intents.filter((i) => i.trained === false).map((i) => i.name));
  return intentExamples(c).filter((e) => !untrained.has(e.intent));
}

export function intentExamples(c: Corpus = corpus()): { lang: Lang; text: string; intent: string }[] {
  // One intent for all five: the safety classifier tells them apart.
  const legal = c.safety.classes
    .filter((cls) => LEGAL_CLASSES.includes(cls.name))
    .map((cls) => ({ name: "legal.matter", examples: cls.examples }));
  return [...c.intents, ...legal].flatMap((intent) =>
    LANGS.flatMap((lang) => intent.examples[lang].map((t) => ({ lang, text: t, intent: intent.name }))),
  );
}
