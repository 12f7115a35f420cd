import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * One build for the whole site. The server bundle's entry is server.ts itself (it imports the
 * React Router build as `virtual:react-router/server-build`), so production runs one compiled
 * file holding exactly one copy of every model.
 */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: [{ find: /^~\//, replacement: `${path.resolve("app")}/` }] },
  build: isSsrBuild ? { target: "node20", rollupOptions: { input: "./server.ts" } } : { target: "es2020", modulePreload: false },
  plugins: [reactRouter()],
}));
