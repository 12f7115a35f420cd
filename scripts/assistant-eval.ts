/**
 * Lexi's development evaluation, in-process (npm run assistant:eval): every conversation of
 * app/assistant/eval/ with a throwaway database seeded with the site's content. Prints the score
 * per category and every turn that missed. A development set: it measures the tuning, not Lexi.
 * (npm run bench runs the same set over the real /ws/chat with latencies.)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexi-eval-"));
process.env.DATA_DIR ??= path.join(os.tmpdir(), "lexi-ask-cache");
process.env.DATABASE_URL = path.join(dir, "site.db");
const { migrateToLatest, closeDb } = await import("../app/db/db.server");
const { seedEmbeddedContent } = await import("../app/content-source/seed.server");
const { answerMessage, newDialogue } = await import("../app/assistant/pipeline.server");
const { devEvaluation, evaluate } = await import("../app/assistant/eval");

await migrateToLatest();
await seedEmbeddedContent();
// An id prefix or a category keeps those conversations; "!r5" keeps all the others.
const only = process.argv[2];
const picks = (c: (typeof devEvaluation)[number], key: string) => c.id.startsWith(key) || c.category === key;
const set = !only
  ? devEvaluation
  : only.startsWith("!")
    ? devEvaluation.filter((c) => !picks(c, only.slice(1)))
    : devEvaluation.filter((c) => picks(c, only));
// As over the socket for a visitor who gave their details: hand-offs flag the lead, choices are recorded.
const lead = {
  requestHandoff: async () => true,
  recordUnanswered: async () => undefined,
  chooseContact: async () => ({ recorded: true, hasPhone: true }),
  savePhone: async () => true,
};
const result = await evaluate(async (messages) => {
  const state = newDialogue();
  const answers: string[] = [];
  for (const m of messages) answers.push((await answerMessage(m, state, lead)).text);
  return answers;
}, set);
console.log(
  `Development set: ${(result.score * 100).toFixed(1)} % of ${result.turns} turns (correct = 1, partial = ½)`,
);
for (const [category, { score, turns }] of Object.entries(result.byCategory))
  console.log(`  ${category.padEnd(20)} ${(score * 100).toFixed(1).padStart(5)} %  (${turns})`);
for (const miss of result.misses)
  console.log(`\nmiss ${miss.id} [${miss.score}] ${miss.ask}\n  → ${miss.answer.slice(0, 400)}`);
await closeDb();
fs.rmSync(dir, { recursive: true, force: true });
