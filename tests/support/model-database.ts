import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { createPostgresDatabase } from "./postgres";

/**
 * Runs before each model test file: a database of its own, empty, on the back-end the vitest
 * project names — a SQLite file, or a new database on the PostgreSQL server of TEST_DATABASE_URL.
 * The models read DATABASE_URL when first imported, so test files import them after this.
 *
 * The files of a worker share it (isolate: false in vitest.config.ts): each starts from the
 * environment the worker's first file found, without what an earlier file set, and imports the
 * app's modules afresh, as they read the environment when first imported. Dependencies (node_modules)
 * stay loaded: that is the time saved.
 */
const first = ((globalThis as { modelTestEnvironment?: NodeJS.ProcessEnv }).modelTestEnvironment ??= {
  ...process.env,
});
const backend = process.env.MODEL_TEST_BACKEND;
for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name];
Object.assign(process.env, first, { MODEL_TEST_BACKEND: backend });
vi.resetModules();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-model-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL =
  process.env.MODEL_TEST_BACKEND === "postgres" ? await createPostgresDatabase("model") : path.join(dataDir, "site.db");
