import os from "node:os"; import path from "node:path"; import fs from "node:fs";
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "lexi-cv-"));
const { corpus } = await import("../app/assistant/corpus.server");
const { buildSpeller, trainingSet, trainModels } = await import("../app/assistant/classifier.server");
const c = corpus(); const sp = buildSpeller(c); const set = trainingSet(c, sp);
const test = set.intents.filter((_, i) => i % 5 === 0); const train = set.intents.filter((_, i) => i % 5 !== 0);
const { main } = await trainModels({ intents: train, safety: set.safety.slice(0, 50) });
let empty = 0, right = 0, noneTop = 0;
const wrong: string[] = [];
for (const e of test) {
  const all = (await main.classify(e.lang, e.features)).classifications.sort((a, b) => b.score - a.score);
  const ranked = all.filter((x) => x.intent !== "None");
  if (all[0]?.intent === "None") noneTop++;
  if (!ranked.length || ranked[0].score === 0) empty++;
  else if (ranked[0].intent === e.intent) right++;
  else if (wrong.length < 40) wrong.push(`${e.lang} ${e.features} | want ${e.intent} got ${ranked[0].intent}:${ranked[0].score.toFixed(2)} ${ranked[1]?.intent}:${ranked[1]?.score.toFixed(2)}`);
}
console.log({ n: test.length, right, empty, noneTop });
console.log(wrong.join("\n"));
