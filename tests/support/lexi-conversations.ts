import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Runs before each of Lexi's conversation-only test files (vitest.config.ts, project "lexi"). Those
 * files read the seeded content and store nothing, so the files of a worker share one SQLite
 * database and one loaded engine: the first file migrates, seeds and loads Lexi
 * (assistant.fixture.ts, withAssistant), the next ones find it ready. Unlike model-database.ts,
 * the app's modules are not imported afresh per file.
 */
const shared = globalThis as { lexiConversationDatabase?: { dataDir: string; databaseUrl: string } };
shared.lexiConversationDatabase ??= (() => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-lexi-"));
  return { dataDir, databaseUrl: path.join(dataDir, "site.db") };
})();
process.env.DATA_DIR = shared.lexiConversationDatabase.dataDir;
process.env.DATABASE_URL = shared.lexiConversationDatabase.databaseUrl;
