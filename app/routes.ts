import { route, type RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";
import { sharedLayoutRoutes } from "./content/route-table";

/**
 * Screens are files under app/routes (flat-routes naming). Layouts shared by many paths — practice
 * areas, roles, static service pages, service lists — are one module each, registered once per
 * path from the content, so a new practice area is one content file.
 */
export default [
  ...(await flatRoutes()),
  ...sharedLayoutRoutes.flatMap(({ file, idPrefix, paths }) => paths.map((path) => route(path, file, { id: `${idPrefix}:${path}` }))),
] satisfies RouteConfig;
