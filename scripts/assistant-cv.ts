/**
 * k-fold cross-validation of Lexi's two classifiers (npm run assistant:cv [-- --folds 5]): the
 * examples of content/assistant/ are split into k folds, stratified by language and intent; each
 * fold is classified by models trained on the others. Prints top-1 intent accuracy (overall, per
 * language, and as the engine acts on it: answered right, asked or unsure, answered wrong), and
 * for the safety classifier whether each example is told apart as a legal matter or not.
 * The same reading as at run time (app/assistant/classifier.server.ts) is used for every example.
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs";

process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "lexi-cv-"));
const { corpus } = await import("../app/assistant/corpus.server");
const { buildSpeller, modelLang, trainingSet, trainModels } = await import("../app/assistant/classifier.server");
const { THRESHOLDS, safetyDecision } = await import("../app/assistant/understand.server");
const { cued } = await import("../app/assistant/intent-cues.server");
const { words } = await import("../app/text/normalise");

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const K = arg("folds", 5);

const c = corpus();
const speller = buildSpeller(c);
const set = trainingSet(c, speller);

/**
 * Fold of each example: round-robin within each (language, label) group, so every fold has every
 * intent; an example found in both training sets (the safety classes are intents too) gets the same
 * fold in both, so the combined safety decision is judged on examples neither model saw.
 */
const foldOfText = new Map<string, number>();
function folds<T extends { lang: string }>(items: T[], label: (t: T) => string, text: (t: T) => string): number[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const known = foldOfText.get(`${item.lang}:${text(item)}`);
    if (known !== undefined) return known;
    const key = `${item.lang}:${label(item)}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    foldOfText.set(`${item.lang}:${text(item)}`, n % K);
    return n % K;
  });
}

const family = (intent: string) => intent.split(".")[0];
const intentFold = folds(
  set.intents,
  (e) => e.intent,
  (e) => e.source,
);
const safetyFold = folds(
  set.safety,
  (e) => e.label,
  (e) => e.source,
);
const legal = (label: string) => label !== "other" && label !== "firm";

let right = 0;
let rightCued = 0;
let rightFamily = 0;
let answeredRight = 0;
let answeredWrong = 0;
let withheld = 0;
const byLang: Record<string, { n: number; right: number }> = {};
const confusions = new Map<string, number>();
const grid: { legal: boolean; flagged: boolean; s: number; m: number; text: string }[] = [];
let combinedLegal = 0;
let combinedCaught = 0;
let combinedOther = 0;
let combinedFlagged = 0;
let safetyRight = 0;
let legalTotal = 0;
let legalCaught = 0;
let businessTotal = 0;
let businessFlagged = 0;
const started = Date.now();

for (let k = 0; k < K; k++) {
  const { main, safety } = await trainModels({
    intents: set.intents.filter((_, i) => intentFold[i] !== k),
    safety: set.safety.filter((_, i) => safetyFold[i] !== k),
  });
  for (const [i, e] of set.intents.entries()) {
    if (intentFold[i] !== k) continue;
    const ranked = (await main.classify(modelLang(e.lang), e.features)).classifications
      .filter((x) => x.intent !== "None")
      .sort((a, b) => b.score - a.score);
    const [first, second] = ranked;
    const top = first?.intent ?? "None";
    const stats = (byLang[e.lang] ??= { n: 0, right: 0 });
    stats.n++;
    if (top === e.intent) {
      right++;
      stats.right++;
    } else confusions.set(`${e.intent} → ${top}`, (confusions.get(`${e.intent} → ${top}`) ?? 0) + 1);
    if (family(top) === family(e.intent)) rightFamily++;
    // The reading the engine takes: the best candidate whose cue words the example says (decision 0044).
    const asTyped = { raw: e.source, tokens: words(e.source, e.lang) };
    if ((ranked.find((x) => cued(asTyped, x.intent))?.intent ?? "None") === e.intent) rightCued++;
    const close = second && first.score - second.score < THRESHOLDS.margin && second.score >= THRESHOLDS.consider;
    const acted =
      first && first.score >= THRESHOLDS.answer && !(close && family(first.intent) !== family(second.intent));
    if (!acted) withheld++;
    else if (family(top) === family(e.intent)) answeredRight++;
    else answeredWrong++;
    // The engine's safety decision (app/assistant/understand.server.ts): either classifier, each at its threshold.
    const safetyRanked = (await safety.classify(modelLang(e.lang), e.safetyText)).classifications
      .filter((x) => x.intent !== "None")
      .sort((a, b) => b.score - a.score);
    const s = safetyRanked[0];
    const flagged = !!safetyDecision(safetyRanked, ranked, false);
    if (e.intent === "legal.matter") {
      combinedLegal++;
      if (flagged) combinedCaught++;
    } else {
      combinedOther++;
      if (flagged) combinedFlagged++;
    }
    grid.push({
      legal: e.intent === "legal.matter",
      flagged,
      s: s && legal(s.intent) ? s.score : 0,
      m: top === "legal.matter" ? first.score : 0,
      text: `${e.lang} ${e.source}`,
    });
  }
  for (const [i, e] of set.safety.entries()) {
    if (safetyFold[i] !== k) continue;
    const ranked = (await safety.classify(modelLang(e.lang), e.text)).classifications
      .filter((x) => x.intent !== "None")
      .sort((a, b) => b.score - a.score);
    const top = ranked[0];
    const flagged = !!top && legal(top.intent) && top.score >= THRESHOLDS.safety;
    if (flagged === legal(e.label)) safetyRight++;
    if (legal(e.label)) {
      legalTotal++;
      if (flagged) legalCaught++;
    } else {
      businessTotal++;
      if (flagged) businessFlagged++;
    }
  }
  process.stdout.write(`fold ${k + 1}/${K} done\n`);
}

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
const n = set.intents.length;
console.log(`\nIntent classifier, ${K}-fold cross-validation over ${n} examples (${c.intents.length + 5} intents):`);
console.log(`  top-1 intent: ${pct(right, n)}; right family: ${pct(rightFamily, n)}`);
console.log(`  top-1 among the candidates whose cue words the example says: ${pct(rightCued, n)}`);
for (const [lang, s] of Object.entries(byLang)) console.log(`    ${lang}: ${pct(s.right, s.n)} of ${s.n}`);
console.log(
  `  as acted on (thresholds ${JSON.stringify(THRESHOLDS)}): answered right ${pct(answeredRight, n)}, asked or unsure ${pct(withheld, n)}, answered wrong ${pct(answeredWrong, n)}`,
);
console.log("  most frequent confusions:");
for (const [pair, count] of [...confusions.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`    ${count} × ${pair}`);
const m = set.safety.length;
console.log(`\nSafety classifier, ${K}-fold over ${m} examples (legal matter vs not): ${pct(safetyRight, m)} right`);
console.log(
  `  legal matters caught: ${pct(legalCaught, legalTotal)} of ${legalTotal}; business or everyday examples flagged: ${pct(businessFlagged, businessTotal)} of ${businessTotal}`,
);
console.log(`\nSafety as the engine decides it (either classifier), on the intent corpus's held-out examples:`);
console.log(
  `  legal matters caught: ${pct(combinedCaught, combinedLegal)} of ${combinedLegal}; other examples flagged: ${pct(combinedFlagged, combinedOther)} of ${combinedOther}`,
);
if (process.argv.includes("--misses")) {
  console.log("  flagged though not legal (safety score, legal-intent score):");
  for (const g of grid.filter((g) => !g.legal && g.flagged).slice(0, 80))
    console.log(`    ${g.s.toFixed(2)} ${g.m.toFixed(2)} ${g.text}`);
  console.log("  legal, not flagged:");
  for (const g of grid.filter((g) => g.legal && !g.flagged).slice(0, 60))
    console.log(`    ${g.s.toFixed(2)} ${g.m.toFixed(2)} ${g.text}`);
}
console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
