import type express from "express";
import type { ServerBuild } from "react-router";

/**
 * What `npm run dev` (scripts/dev.ts) lends server.ts when Vite serves the site: Vite's middlewares
 * (the browser's modules, public/ files, hot updates) in place of build/client, and the React
 * Router build loaded afresh for each request, so an edit shows on the next one. The launcher sets
 * them through the same Vite module runner that then loads server.ts, so both see this one module.
 * Never set in production, where server.ts serves its own build.
 */
export interface DevelopmentHooks {
  assets: express.RequestHandler;
  serverBuild: () => Promise<ServerBuild>;
}

let hooks: DevelopmentHooks | undefined;

export function setDevelopmentHooks(value: DevelopmentHooks): void {
  hooks = value;
}

export function developmentHooks(): DevelopmentHooks | undefined {
  return hooks;
}
