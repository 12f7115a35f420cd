/**
 * `npm run dev`: the site served through Vite in middleware mode inside our own Express server
 * (docs/decisions/0019-dev-server-inside-express.md). server.ts itself is loaded through Vite's
 * module runner, the one that also loads the React Router build for every request, so each module
 * of the app exists once in the process: one database handle, one cookie secret, one set of
 * content-change listeners, one worker per queue.
 *
 * An edited route, component or model shows on the next request (Vite re-runs the module and
 * those importing it); a stylesheet or component also reaches an open page by hot update. An
 * edited content/ file re-runs the content loader and every module built from it, then reloads
 * open pages. What server.ts started (the listener, the queue workers, the chat socket and the
 * assistant it answers with) keeps the code and content it started with until a restart; the
 * console says so when an edit touches it.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { unstable_setDevServerHooks } from "react-router";
import { createServer, type EnvironmentModuleNode, type ViteDevServer } from "vite";
import type { DevelopmentHooks } from "../server/dev-hooks";

process.env.NODE_ENV ??= "development";
const startedAt = performance.now();
const root = path.resolve(import.meta.dirname, "..");
const contentDir = path.join(root, "content");
const SERVER_BUILD = "virtual:react-router/server-build";

const vite = await createServer({
  root,
  appType: "custom",
  server: {
    middlewareMode: true,
    // Hot updates travel on a socket of their own: the site's server answers upgrades for /ws/chat only.
    hmr: { port: await hmrPort() },
    // The database and the build change all the time and are no source.
    watch: {
      ignored: [path.join(path.resolve(root, process.env.DATA_DIR ?? "data"), "**"), path.join(root, "build", "**")],
    },
  },
  optimizeDeps: { include: browserPackages() },
});

// React Router's dev server hooks walk each page's server modules for stylesheets imported for
// their side effects, to inline them. The site links its stylesheets (`?url`) instead, so the walk
// finds none; and it resolves server packages (better-sqlite3, pg, …) as if for the browser, so Vite
// pre-bundles them for it and reloads every open page. Only the stack traces fixed to the source are kept.
unstable_setDevServerHooks({ processRequestError: (error) => error instanceof Error && vite.ssrFixStacktrace(error) });

const hooks: DevelopmentHooks = {
  assets: vite.middlewares,
  serverBuild: async () => {
    // Under the Vite Environment API the dev build also links a stylesheet of the page's CSS crawled
    // the same way (/@react-router/critical.css): left out for the reasons above.
    const { unstable_getCriticalCss: _crawled, ...build } = (await vite.ssrLoadModule(SERVER_BUILD)) as Awaited<
      ReturnType<DevelopmentHooks["serverBuild"]>
    >;
    return build;
  },
};
const { setDevelopmentHooks } = (await vite.ssrLoadModule(
  "/server/dev-hooks.ts",
)) as typeof import("../server/dev-hooks");
setDevelopmentHooks(hooks);
vite.watcher.on("all", (event, file) => onFileChange(vite, event, file));
// Once the site answers, an edit is never missed: the watcher has read the tree (chokidar emits "ready" once).
await new Promise<void>((resolve) => {
  if ((vite.watcher as { _readyEmitted?: boolean })._readyEmitted) resolve();
  else vite.watcher.once("ready", () => resolve());
});
await vite.ssrLoadModule("/server.ts");
console.log(`Vite dev server ready in ${Math.round(performance.now() - startedAt)} ms`);

/**
 * A content file is no module, so Vite cannot know what reads it: the content loader and every
 * module importing it are marked stale, to run again on the next request, and open pages reload.
 * Any change also names what keeps the old version until a restart: server.ts and the modules of
 * server/ importing what changed, and the URLs, which React Router reads from the content at start.
 */
function onFileChange(server: ViteDevServer, event: string, file: string) {
  if (event !== "add" && event !== "change" && event !== "unlink") return;
  const graph = server.environments.ssr.moduleGraph;
  const name = path.relative(root, file);
  let changed: Iterable<EnvironmentModuleNode> = graph.getModulesByFile(file) ?? [];
  if (file.startsWith(contentDir + path.sep)) {
    changed = graph.getModulesByFile(path.join(root, "app/content/load-content.server.ts")) ?? [];
    for (const mod of changed) graph.invalidateModule(mod);
    server.environments.client.hot.send({ type: "full-reload", path: "*" });
    console.log(
      `${name} ${event === "change" ? "changed" : event === "add" ? "added" : "removed"}: pages show it from the next request`,
    );
    if (event !== "change")
      console.log("  a page added or removed (a practice area, a role, a service page) needs a restart for its URL");
    if (name.startsWith(path.join("content", "seed")))
      console.log("  the demo seed is read only when the database is first seeded");
  }
  const held = file === path.join(root, "server.ts") ? [name] : startUpOnlyImporters(server, changed);
  if (held.length > 0) console.log(`  ${held.join(", ")}: as loaded at start until npm run dev restarts`);
}

/**
 * The modules of server/ that import `changed` (directly or not) outside the React Router build:
 * loaded once with server.ts, they keep the version they started with.
 */
function startUpOnlyImporters(server: ViteDevServer, changed: Iterable<EnvironmentModuleNode>): string[] {
  const build = server.environments.ssr.moduleGraph.getModuleById(`\0${SERVER_BUILD}`);
  const serverDir = path.join(root, "server") + path.sep;
  const found = new Set<string>();
  const seen = new Set<EnvironmentModuleNode>();
  const up = (mod: EnvironmentModuleNode) => {
    // server.ts imports the build too, but serves a fresh one for every request.
    if (seen.has(mod) || mod === build) return;
    seen.add(mod);
    if (mod.file?.startsWith(serverDir)) found.add(path.relative(root, mod.file));
    for (const importer of mod.importers) up(importer);
  };
  for (const mod of changed) up(mod);
  return [...found].sort();
}

/**
 * The packages the browser's code imports (modules of app/ but *.server.*, tests and the route
 * config), pre-bundled at start. Vite would otherwise find them as a page first loads them, bundle
 * again and reload the page, which a page still waiting for its first paint never hears of.
 */
function browserPackages(): string[] {
  const appDir = path.join(root, "app");
  const packages = new Set<string>();
  for (const file of fs.readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || /\.(server|test)\.|^routes\.ts$/.test(file)) continue;
    for (const [, name] of fs
      .readFileSync(path.join(appDir, file), "utf8")
      .matchAll(/^import (?!type )[^;]*?from "([^.~/"][^"]*)";$/gm)) {
      if (!name.startsWith("node:")) packages.add(name);
    }
  }
  return [...packages].sort();
}

/** Vite's usual port for hot updates (so an open page reconnects after a restart), or any free one. */
async function hmrPort(): Promise<number> {
  const listen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(null));
      probe.listen(port, () => {
        const { port: bound } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(bound));
      });
    });
  return (await listen(24678)) ?? (await listen(0))!;
}
