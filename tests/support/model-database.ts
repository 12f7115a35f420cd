import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPostgresDatabase } from "./postgres";

/**
 * Runs before each model test file: a database of its own, empty, on the back-end the vitest
 * project names — a SQLite file, or a new database on the PostgreSQL server of TEST_DATABASE_URL.
 * The models read DATABASE_URL when first imported, so test files import them after this.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-model-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL =
  process.env.MODEL_TEST_BACKEND === "postgres" ? await createPostgresDatabase("model") : path.join(dataDir, "site.db");
