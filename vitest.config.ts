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
          setupFiles: databaseSetup,
          env: { MODEL_TEST_BACKEND: "sqlite" },
          // A worker's files share its dependencies (kysely, pg, the parsers…) and import only the
          // app's own modules afresh, on a database of their own (tests/support/model-database.ts):
          // 64 → 39 CPU-s for the project on this 2-core machine.
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
