import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/** Model tests that read and write a real database; they run once per database back-end. */
const databaseTests = ["app/**/*.db.test.ts"];
const databaseSetup = ["tests/support/model-database.ts"];
const unitTests = ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"];
/**
 * Unit files that set process.env before importing what reads it (the config is read once per
 * module graph): each gets modules of its own, as the database tests do.
 */
const ownModuleTests = ["app/http/honeypot.server.test.ts", "app/assistant/brand.test.ts"];
/**
 * Lexi's conversation tests read the seeded content and store nothing: their answers are the
 * engine's, the same over either back-end, so they run on SQLite only, in a project of their own
 * whose files share one database and loaded engine per worker. The ones that store a chat lead (a
 * hand-off, a contact choice, a phone number) are model tests like the others, on both back-ends.
 */
const conversationOnlyTests = fs
  .readdirSync("app/assistant", { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".db.test.ts"))
  .map((name) => path.join("app/assistant", name))
  .filter((file) => !/\b(withLead|newLead|leadRow)\(|~\/db\/db\.server/.test(fs.readFileSync(file, "utf8")));
const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) console.log("TEST_DATABASE_URL is not set: model tests run on SQLite only (see README, Tests).");

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    environment: "node",
    // Threads start faster than forked processes, and the database tests wait on PostgreSQL and
    // the disk: three workers on this 2-core machine take the run from 60 s (one fork, the
    // default here) to 39 s.
    pool: "threads",
    maxWorkers: 3,
    // A test fails on what it checks, never on how long a busy machine takes (budgets are npm run bench's).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Units that touch the models get a throwaway data folder, never ./data.
    env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "site-unit-")) },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: unitTests,
          exclude: [...databaseTests, ...ownModuleTests],
          // The unit files share each worker's modules instead of importing everything again per
          // file: on this 2-core machine that halves the project's CPU time (43 → 23 CPU-s), most
          // of it spent importing React Router, the content and the assistant once per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "unit-own-modules", include: ownModuleTests },
      },
      {
        extends: true,
        test: {
          name: "sqlite",
          include: databaseTests,
          exclude: conversationOnlyTests,
          setupFiles: databaseSetup,
          env: { MODEL_TEST_BACKEND: "sqlite" },
          // A worker's files share its dependencies (kysely, pg, the parsers…) and import only the
          // app's own modules afresh, on a database of their own (tests/support/model-database.ts):
          // 64 → 39 CPU-s for the project on this 2-core machine.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "lexi",
          include: conversationOnlyTests,
          setupFiles: ["tests/support/lexi-conversations.ts"],
          env: { MODEL_TEST_BACKEND: "sqlite", LEXI_TESTS_SHARE_ENGINE: "true" },
          // Each file would otherwise migrate, seed, import the app and load the classifiers again.
          isolate: false,
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: databaseTests,
                exclude: conversationOnlyTests,
                setupFiles: databaseSetup,
                env: { MODEL_TEST_BACKEND: "postgres" },
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
