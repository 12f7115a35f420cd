import type { Plugin } from "vite";

const HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite wraps every `import()` of the browser build in its preload helper, which fetches the
 * imported chunk's CSS and (with `build.modulePreload`) its imports ahead of it. With
 * `modulePreload: false` and no CSS behind any dynamic import, every call passes an empty list and
 * the helper only calls the import — yet its chunk (~700 B gzip) is one more script every page
 * loads first (vitejs/vite#13952). This replaces it, in each chunk that imports it, by
 * `f => f()` and drops the chunk and its manifest entry, so React Router's module list never
 * names it. It leaves the build as it is, with a warning, when any call passes dependencies; it
 * fails the build if a reference to the helper's file survives the rewrite
 * (docs/decisions/0028-no-vite-preload-helper.md).
 */
export function dropPreloadHelper(): Plugin {
  return {
    name: "drop-preload-helper",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After Vite has written each call's dependency list and its manifest.
      order: "post",
      handler(_options, bundle) {
        const helper = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.moduleIds.includes(HELPER_ID),
        );
        if (!helper || helper.type !== "chunk") return;
        if (helper.moduleIds.length !== 1 || helper.exports.length !== 1) {
          this.warn(`${helper.fileName} holds more than the preload helper: kept`);
          return;
        }
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk" && output !== helper);
        const withDependencies = chunks.filter((chunk) => chunk.type === "chunk" && chunk.code.includes("__vite__mapDeps"));
        if (withDependencies.length > 0) {
          this.warn(`a dynamic import preloads dependencies (${withDependencies[0].fileName}): preload helper kept`);
          return;
        }
        const file = helper.fileName.split("/").pop()!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const exported = helper.exports[0].replace(/\$/g, "\\$");
        // `import{_ as e}from"./preload-helper-….js"`, or `import{_}from…` when the name is kept.
        const named = new RegExp(
          `import\\s*\\{\\s*${exported}(?:\\s+as\\s+([\\w$]+))?\\s*\\}\\s*from\\s*"\\./${file}";?`,
          "g",
        );
        const bare = new RegExp(`import\\s*"\\./${file}";?`, "g");
        for (const chunk of chunks) {
          if (chunk.type !== "chunk" || !chunk.imports.includes(helper.fileName)) continue;
          chunk.code = chunk.code
            .replace(named, (_match, local: string | undefined) => `const ${local ?? helper.exports[0]}=f=>f();`)
            .replace(bare, "");
          const left = chunk.code.indexOf(helper.fileName.split("/").pop()!);
          if (left >= 0)
            this.error(
              `${chunk.fileName} still refers to ${helper.fileName} after the rewrite: ${chunk.code.slice(Math.max(0, left - 60), left + 60)}`,
            );
          chunk.imports = chunk.imports.filter((name) => name !== helper.fileName);
        }
        delete bundle[helper.fileName];

        const manifest = bundle[".vite/manifest.json"];
        if (manifest?.type !== "asset") return;
        const entries = JSON.parse(String(manifest.source)) as Record<string, { file: string; imports?: string[] }>;
        const key = Object.keys(entries).find((name) => entries[name].file === helper.fileName);
        if (!key) return;
        delete entries[key];
        for (const entry of Object.values(entries)) {
          if (!entry.imports) continue;
          entry.imports = entry.imports.filter((name) => name !== key);
          if (entry.imports.length === 0) delete entry.imports;
        }
        manifest.source = JSON.stringify(entries, undefined, 2);
      },
    },
  };
}
