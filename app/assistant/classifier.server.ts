import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { containerBootstrap } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en";
import { LangEs } from "@nlpjs/lang-es";
import { LangFr } from "@nlpjs/lang-fr";
import { Nlp } from "@nlpjs/nlp";
import nlpPackage from "@nlpjs/nlp/package.json";
import corePackage from "@nlpjs/core/package.json";
import { defaultContentDir } from "~/content/load-content.server";
import { getConfig } from "~/config/config.server";
import { Language } from "@nlpjs/language-min";
import { conceptsFingerprint, toConcepts } from "~/text/concepts";
import { fold, stem, words } from "~/text/normalise";
import { isWordOf, onDictionariesLoaded } from "~/text/dictionary";
import { Speller } from "~/text/speller";
import { corpus, trainedIntentExamples, type Corpus } from "./corpus.server";
import { entityIndex, extractEntities, featureTokens } from "./entities.server";
import { speedUpPerceptronTraining } from "./perceptron-speed.server";
import { trainingInputsFingerprint } from "./training-inputs.server";
import { LANGS, type Candidate, type Lang } from "./types";

/**
 * Lexi's two classifiers, trained with NLP.js (docs/decisions/0011-assistant-nlu.md) from the
 * examples in content/assistant/: the intent classifier (one neural model per language over the
 * example utterances, with roles, areas and services read as one word each) and the safety
 * classifier (the visitor's own legal matter, a request to be represented, to have something
 * filed, for a lawyer's name, or a question about the law — against hundreds of firm-side and
 * everyday examples). Training takes a second or two; the trained models are kept as JSON in
 * DATA_DIR, named by a hash of the corpus, of the content and code that read it, and of the library's
 * version, and reused while all stand.
 */
const TRAINER_VERSION = "2";
const SAFETY_OTHER = "other";
const SAFETY_NEGATIVES_PER_INTENT = Number(process.env.LEXI_NEG ?? 6);
const LEGAL_EVERY = Number(process.env.LEXI_LEGAL ?? 6);
/** The legal classes are fewer than the everyday examples: each is seen this many times in training. */
const SAFETY_OVERSAMPLE = Number(process.env.LEXI_OVER ?? 1);

export interface Classifiers {
  /** Intent scores for a part, best first. */
  intents(lang: Lang, features: string): Promise<Candidate[]>;
  /** Safety scores for a part, best first ("other" is the everyday class). */
  safety(lang: Lang, text: string): Promise<Candidate[]>;
  /** NLP.js's language guess for a text, best first, scores relative to the best (1). */
  guess(text: string): { lang: Lang; score: number }[];
  /** The one language whose examples use a word (and no other language's do), if any. */
  wordLang(word: string): Lang | undefined;
  speller: Speller;
  /** How the models were had: trained now, or read from the cache. */
  source: "trained" | "cache";
  trainMs: number;
}

/** The words a message is read as, typos corrected towards what the corpus and content say. */
export function readWords(text: string, lang: Lang, speller: Speller): string[] {
  return words(text, lang).map((w) => speller.correct(w, lang));
}

/** One model for the three languages (words of all three, concepts shared), or one per language. */
export const SINGLE_MODEL = process.env.LEXI_MODE !== "per-language";
export const modelLang = (lang: Lang): Lang => (SINGLE_MODEL ? "en" : lang);

/** Words as the classifiers see them: concepts shared by the three languages, other words stemmed in theirs. */
export function conceptStems(tokens: string[], lang: Lang): string[] {
  return toConcepts(tokens).map((t) => (/^x[a-z]+$/.test(t) ? t : stem(t, lang)));
}

/** The intent classifier's view of a part's words: entities as one word each, concepts, stems. */
export function intentFeatures(tokens: string[], lang: Lang = "en"): string {
  return conceptStems(featureTokens(tokens, extractEntities(tokens)), lang).join(" ");
}

function newNlp(container: unknown): Nlp {
  return new Nlp(
    {
      languages: SINGLE_MODEL ? ["en"] : LANGS,
      nlu: { log: false },
      autoSave: false,
      autoLoad: false,
      calculateSentiment: false,
      forceNER: false,
    },
    container,
  );
}

/**
 * Training settings of NLP.js's neural classifier (its defaults train up to 20,000 epochs to a 0.00005 error).
 * The intent classifier stops at the error (22 epochs at 0.00055, 25 at 0.0005, for about the same 5-fold
 * accuracy: 63.7 % and 64.1 %); the safety classifier stops when its error no longer moves.
 */
export const NEURAL_SETTINGS = {
  iterations: Number(process.env.LEXI_ITERATIONS ?? 300),
  errorThresh: Number(process.env.LEXI_ERROR ?? 0.00055),
  log: false,
};

async function container() {
  speedUpPerceptronTraining();
  const c = await containerBootstrap();
  c.registerConfiguration("nlu-??", { log: false }, true);
  c.registerConfiguration(
    "domain-manager-??",
    {
      nluByDomain: { default: { className: "NeuralNlu", settings: NEURAL_SETTINGS } },
      trainByDomain: false,
      useStemDict: true,
    },
    true,
  );
  c.use(LangEn);
  c.use(LangEs);
  c.use(LangFr);
  return c;
}

/** Every word of the corpus and of everything the content names: what typos are corrected towards. */
export function buildSpeller(c: Corpus): Speller {
  const all: string[] = [...entityIndex(c).vocabulary];
  for (const { text, lang } of trainedIntentExamples(c)) all.push(...words(text, lang));
  for (const cls of c.safety.classes)
    for (const lang of LANGS) for (const t of cls.examples[lang]) all.push(...words(t, lang));
  const speller = new Speller(
    all,
    // One real word of the visitor's language is never swapped for another ("starting" is not "staffing").
    (word, known, lang) =>
      !isWordOf(word, lang as Lang) ||
      !isWordOf(known, lang as Lang) ||
      stem(word, lang as Lang) === stem(known, lang as Lang),
  );
  onDictionariesLoaded(() => speller.forget());
  return speller;
}

/** The safety classifier's view of a part's words: every word (a practice area is telling here), concepts, stems. */
export function safetyFeatures(tokens: string[], lang: Lang): string {
  return conceptStems(featureTokens(tokens, extractEntities(tokens), false), lang).join(" ");
}

export interface TrainingSet {
  /** `source` is the example as written; `safetyText` how the safety classifier reads it. */
  intents: { lang: Lang; features: string; intent: string; source: string; safetyText: string }[];
  safety: { lang: Lang; text: string; label: string; source: string }[];
}

/** The examples as the classifiers see them: read the same way a visitor's message is. */
export function trainingSet(c: Corpus, speller: Speller): TrainingSet {
  // Each example read once, the way a visitor's message is read: both classifiers' views of it.
  const read = new Map<string, { features: string; safety: string }>();
  const views = (text: string, lang: Lang) => {
    const key = `${lang}:${text}`;
    let v = read.get(key);
    if (!v) {
      const tokens = readWords(text, lang, speller);
      const entities = extractEntities(tokens);
      v = {
        features: conceptStems(featureTokens(tokens, entities), lang).join(" "),
        safety: conceptStems(featureTokens(tokens, entities, false), lang).join(" "),
      };
      read.set(key, v);
    }
    return v;
  };
  const safetyText = (text: string, lang: Lang) => views(text, lang).safety;
  const intents = trainedIntentExamples(c).map(({ lang, text, intent }) => ({
    lang,
    intent,
    source: text,
    features: views(text, lang).features,
    safetyText: safetyText(text, lang),
  }));
  const safety = c.safety.classes.flatMap((cls) =>
    LANGS.flatMap((lang) =>
      cls.examples[lang].map((text) => ({ lang, label: cls.name, text: safetyText(text, lang), source: text })),
    ),
  );
  // Business questions and everyday remarks of the intent corpus are negatives for safety: the first
  // SAFETY_NEGATIVES_PER_INTENT of each intent in each language, so the legal classes are not drowned out, no
  // large intent outweighs the rest, and examples added to an intent later leave safety as it was (decision 0050).
  // Job seekers' and complaints' examples are left out: the second look (app/assistant/refine.ts) tells
  // those apart, and as negatives their practice-area and trouble words taught safety to miss real matters.
  const negativesOf = new Map<string, number>();
  trainedIntentExamples(c)
    .filter((e) => !e.intent.startsWith("legal.") && !/^(job\.|jobs\.|handoff\.complaint$)/.test(e.intent))
    .forEach(({ lang, text, intent }) => {
      const n = (negativesOf.get(`${intent}|${lang}`) ?? 0) + 1;
      negativesOf.set(`${intent}|${lang}`, n);
      if (n <= SAFETY_NEGATIVES_PER_INTENT)
        safety.push({ lang, label: SAFETY_OTHER, text: safetyText(text, lang), source: text });
    });
  return { intents, safety };
}

export async function trainModels(set: TrainingSet): Promise<{ main: Nlp; safety: Nlp }> {
  const c = await container();
  const main = newNlp(c);
  const safety = newNlp(c);
  // The safety classes are many more examples than any intent: the intent classifier sees one in LEGAL_EVERY.
  let legalSeen = 0;
  // Examples that read the same (a typo or an accent apart, a role named another way) teach nothing twice:
  // each is trained once, which keeps training time down as examples are added.
  const seen = new Set<string>();
  const once = (key: string) => !seen.has(key) && !!seen.add(key);
  for (const e of set.intents) {
    if (!e.features) continue;
    if (e.intent === "legal.matter" && (LEGAL_EVERY === 0 || legalSeen++ % LEGAL_EVERY !== 0)) continue;
    if (!once(`intent|${modelLang(e.lang)}|${e.intent}|${e.features}`)) continue;
    main.addDocument(modelLang(e.lang), e.features, e.intent);
  }
  for (const e of set.safety) {
    if (!e.text || !once(`safety|${modelLang(e.lang)}|${e.label}|${e.text}`)) continue;
    const negative = e.label === SAFETY_OTHER || e.label === "firm";
    const label = process.env.LEXI_BINARY === "1" ? (negative ? SAFETY_OTHER : "legal") : e.label;
    for (let i = 0; i < (negative ? 1 : SAFETY_OVERSAMPLE); i++) safety.addDocument(modelLang(e.lang), e.text, label);
  }
  await Promise.all([main.train(), safety.train()]);
  return { main, safety };
}

function ranked(result: { classifications: Candidate[] }): Candidate[] {
  return result.classifications
    .filter((x) => x.intent !== "None")
    .map((x) => ({ intent: x.intent, score: x.score }))
    .sort((a, b) => b.score - a.score);
}

/**
 * The trained models' file name: a hash of the corpus, of the content and code that read it into
 * features, the library's version and the trainer's settings.
 */
export function modelFileName(c: Corpus): string {
  const inputs = trainingInputsFingerprint(path.dirname(defaultContentDir()));
  const key = crypto
    .createHash("sha256")
    .update(
      `${c.hash}|inputs ${inputs}|concepts ${conceptsFingerprint}|nlp ${nlpPackage.version}|core ${corePackage.version}|trainer ${TRAINER_VERSION}|${SINGLE_MODEL ? "single" : "per-language"}|${JSON.stringify(NEURAL_SETTINGS)}|${SAFETY_NEGATIVES_PER_INTENT}/${LEGAL_EVERY}/${SAFETY_OVERSAMPLE}`,
    )
    .digest("hex")
    .slice(0, 24);
  return `model-${key}.json`;
}

/** Where `npm run build` leaves the models it trained (build/assistant/, beside content/'s package.json). */
export function builtModelFile(c: Corpus): string {
  return path.join(path.dirname(defaultContentDir()), "build", "assistant", modelFileName(c));
}

/**
 * The checkout's own copy of the models (node_modules/.cache/assistant/), written by the build as soon
 * as training ends: unlike build/, which React Router empties as each build starts, it is there for
 * vitest running beside the build (scripts/test.ts), and spares a rebuild of unchanged content the
 * training.
 */
export function checkoutModelFile(c: Corpus): string {
  return path.join(path.dirname(defaultContentDir()), "node_modules", ".cache", "assistant", modelFileName(c));
}

function modelFile(c: Corpus): string {
  return path.join(getConfig().dataDir, "assistant", modelFileName(c));
}

/** The trained models as JSON (what the caches hold). */
export async function trainedJson(c: Corpus): Promise<string> {
  const trained = await trainModels(trainingSet(c, buildSpeller(c)));
  return JSON.stringify({ main: trained.main.toJSON(), safety: trained.safety.toJSON() });
}

async function loadOrTrain(c: Corpus): Promise<Classifiers> {
  const started = performance.now();
  const speller = buildSpeller(c);
  const file = modelFile(c);
  const box = await container();
  const main = newNlp(box);
  const safety = newNlp(box);
  let source: Classifiers["source"] = "cache";
  try {
    // This data folder's cache, else the models the build trained, else train now.
    const cached = [file, builtModelFile(c), checkoutModelFile(c)].find((f) => fs.existsSync(f));
    if (!cached) throw new Error("no trained models");
    const saved = JSON.parse(fs.readFileSync(cached, "utf8")) as { main: unknown; safety: unknown };
    main.fromJSON(saved.main);
    safety.fromJSON(saved.safety);
  } catch {
    source = "trained";
    const trained = await trainModels(trainingSet(c, speller));
    main.fromJSON(trained.main.toJSON());
    safety.fromJSON(trained.safety.toJSON());
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      for (const old of fs.readdirSync(path.dirname(file)))
        if (/^model-.*\.json$/.test(old)) fs.rmSync(path.join(path.dirname(file), old), { force: true });
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, JSON.stringify({ main: trained.main.toJSON(), safety: trained.safety.toJSON() }));
      fs.renameSync(temp, file);
    } catch (error) {
      // A read-only data folder costs a retraining at the next start, nothing else.
      console.error("assistant model cache:", error instanceof Error ? error.message : error);
    }
  }
  // NLP.js's language guesser: trigram profiles of the three languages, plus Lexi's own examples.
  const guesser = new Language();
  for (const { lang, text } of trainedIntentExamples(c)) guesser.addExtraSentence(lang, text);
  const wordLangs = vocabularyByLanguage(c);
  return {
    intents: async (lang, features) => (features ? ranked(await main.classify(modelLang(lang), features)) : []),
    safety: async (lang, text) => (text ? ranked(await safety.classify(modelLang(lang), text)) : []),
    guess: (text) =>
      guesser
        .guess(text, LANGS, 3)
        .filter((g) => (LANGS as string[]).includes(g.alpha2))
        .map((g) => ({ lang: g.alpha2 as Lang, score: g.score })),
    wordLang: (word) => wordLangs.get(word),
    speller,
    source,
    trainMs: Math.round(performance.now() - started),
  };
}

/**
 * The words of the examples (folded) that only one language's examples use, at least twice: "manejan",
 * "postuler", "cuanto". A short message without a word of the fixed lists still shows its language.
 */
function vocabularyByLanguage(c: Corpus): Map<string, Lang> {
  const seen = new Map<string, Map<Lang, number>>();
  for (const { lang, text } of trainedIntentExamples(c)) {
    for (const word of fold(text).match(/\p{L}{3,}/gu) ?? []) {
      const byLang = seen.get(word) ?? new Map<Lang, number>();
      byLang.set(lang, (byLang.get(lang) ?? 0) + 1);
      seen.set(word, byLang);
    }
  }
  const only = new Map<string, Lang>();
  for (const [word, byLang] of seen) {
    const [[lang, count], ...others] = [...byLang];
    if (!others.length && count >= 2) only.set(word, lang);
  }
  return only;
}

let current: Promise<Classifiers> | undefined;

/** The trained classifiers (trained or read from the cache on first use). */
export function classifiers(): Promise<Classifiers> {
  current ??= loadOrTrain(corpus());
  return current;
}
