// Built with `node --import tsx` so the route table can be read from the TypeScript registry.
import { sharedLayoutRoutes } from "./app/content/route-table.ts";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      for (const { file, idPrefix, paths } of sharedLayoutRoutes) {
        for (const path of paths) route(path, file, { id: `${idPrefix}:${path}` });
      }
    });
  },
};
