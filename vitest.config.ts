import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Units that touch the models get a throwaway data folder, never ./data.
    env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "site-unit-")) },
  },
});
