import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  serverModuleFormat: "esm",
  // React Router v8's behaviour, adopted now (docs/decisions/0017-react-router-future-flags.md).
  future: {
    v8_middleware: true,
    // Off: it moves each form's clientAction to a chunk of its own, 3-4 more scripts and ~0.7 % more
    // first-load JS on the form pages, past the 110 KB budget, for nothing (no route has a clientLoader).
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
