/**
 * Ask Lexi from the command line, in-process (no server): each argument is one message of one
 * conversation, answered in order (npm run assistant:ask -- "how much is a paralegal?" "and two?").
 * With no arguments, reads one conversation from standard input, a message a line ("---" starts a
 * new conversation). Uses a throwaway SQLite database seeded with the site's content; `--why`
 * prints how each message was read (language, parts, intents, scores, safety).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexi-ask-"));
process.env.DATA_DIR ??= path.join(os.tmpdir(), "lexi-ask-cache");
process.env.DATABASE_URL = path.join(dir, "site.db");
process.env.LOG_REQUESTS = "false";
const { migrateToLatest, closeDb } = await import("../app/db/db.server");
const { seedEmbeddedContent } = await import("../app/content-source/seed.server");
const { answerMessage, newDialogue } = await import("../app/assistant/pipeline.server");

await migrateToLatest();
await seedEmbeddedContent();
const why = process.argv.includes("--why");
const args = process.argv.slice(2).filter((a) => a !== "--why");
const conversations: string[][] = args.length
  ? [args]
  : fs
      .readFileSync(0, "utf8")
      .split(/^---$/m)
      .map((block) =>
        block
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean),
      );
for (const messages of conversations) {
  const state = newDialogue();
  for (const message of messages) {
    const reply = await answerMessage(message, state);
    console.log(`> ${message}\n${reply.text}\n`);
    if (why) {
      for (const p of reply.reading.parts) {
        console.log(
          `   [${reply.reading.lang}] "${p.raw}" → ${p.candidates
            .slice(0, 3)
            .map((c) => `${c.intent} ${c.score.toFixed(2)}`)
            .join(
              ", ",
            )}${p.safety ? ` SAFETY ${p.safety}` : ""}${p.guard ? ` GUARD ${p.guard}` : ""}${p.asker ? ` ASKER ${p.asker}` : ""}${p.complaint ? " COMPLAINT" : ""}${p.firmContext ? " FIRM-CONTEXT" : ""}`,
        );
      }
      console.log("");
    }
  }
}
await closeDb();
fs.rmSync(dir, { recursive: true, force: true });
