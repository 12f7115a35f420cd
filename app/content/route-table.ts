import { practiceAreas } from "./practice-areas";
import { roles } from "./roles";
import { serviceListPaths } from "./service-lists";
import { staticServicePages } from "./static-services";

/**
 * Paths that share one route module each, from the content files (read here at build time, when
 * app/routes.ts builds the route table), so a new practice area, role or service page is one
 * content file and a build.
 */
export const sharedLayoutRoutes: { file: string; idPrefix: string; paths: string[] }[] = [
  { file: "route-modules/practice-area.tsx", idPrefix: "practice-area", paths: practiceAreas.map((a) => a.slug) },
  { file: "route-modules/role-page.tsx", idPrefix: "role", paths: roles.map((r) => r.slug) },
  { file: "route-modules/static-service.tsx", idPrefix: "static-service", paths: staticServicePages.map((p) => p.slug) },
  { file: "route-modules/service-list.tsx", idPrefix: "service-list", paths: serviceListPaths },
  { file: "route-modules/legacy-career-redirect.tsx", idPrefix: "legacy-career", paths: ["CareerNew", "CareerNewDetails"] },
];
