import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { dropPreloadHelper } from "./scripts/build/drop-preload-helper";

/**
 * One build for the whole site. The server bundle's entry is server.ts itself (it imports the
 * React Router build as `virtual:react-router/server-build`), so production runs one compiled
 * file holding exactly one copy of every model. Its dependencies are bundled into it too (all but
 * native addons, the database drivers and pdfkit, which loads its standard fonts' metrics from its
 * own files when first used): Node resolves and compiles one file at start-up instead of
 * thousands, which is most of the time a start takes.
 */
export default defineConfig(({ command }) => ({
  resolve: { alias: [{ find: /^~\//, replacement: `${path.resolve("app")}/` }] },
  // The browser's build; the server's is environments.ssr below (React Router's Vite Environment API, decision 0017).
  // Sizes are measured by `npm run bench` from what the server sends; Vite's gzip of every file
  // for its own report only lengthened each build.
  build: { target: "es2020", modulePreload: false, reportCompressedSize: false },
  environments: {
    ssr: {
      build: {
        target: "node20",
        reportCompressedSize: false,
        rollupOptions: {
          input: {
            index: "./server.ts",
            staff: "./scripts/staff.ts",
            submissions: "./scripts/submissions.ts",
            backup: "./scripts/backup.ts",
          },
        },
      },
      resolve:
        command === "build"
          ? { noExternal: true, external: ["better-sqlite3", "@node-rs/argon2", "sharp", "pg", "ws", "pdfkit"] }
          : {},
    },
  },
  plugins: [
    reactRouter(),
    // Every page loaded Vite's preload helper first, though no dynamic import here preloads anything.
    dropPreloadHelper(),
    // React Router names the server entry index.js; the staff's command-line tools are entries of
    // the same build, named after their input (build/server/staff.js, …).
    {
      name: "name-server-entries",
      apply: "build",
      outputOptions(options) {
        return this.environment.name === "ssr" ? { ...options, entryFileNames: "[name].js" } : options;
      },
    },
  ],
}));
