import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { practiceAreas } from "./content/practice-areas";
import { roles } from "./content/roles";
import { serviceListPaths } from "./content/service-lists";
import { staticServicePages } from "./content/static-services";

/**
 * Every URL of the site. The paths are those of docs/product.md#routes (legacy casing included: routes match
 * regardless of case, so /Blog is also /blog). Pages that share one layout — the 26 practice
 * areas, the six roles, the static service pages and the service lists — are one module each,
 * registered once per path from the content files, so a new practice area is one content file
 * and a build. See docs/architecture.md.
 */
const onePerPath = (file: string, idPrefix: string, paths: readonly string[]) =>
  paths.map((path) => route(path, file, { id: `${idPrefix}:${path}` }));

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("roles", "routes/roles.tsx"),
  ...onePerPath(
    "routes/role.tsx",
    "role",
    roles.map((r) => r.slug),
  ),
  route("service", "routes/services.tsx"),
  ...onePerPath("routes/service-list.tsx", "service-list", serviceListPaths),
  ...onePerPath(
    "routes/static-service.tsx",
    "static-service",
    staticServicePages.map((p) => p.slug),
  ),
  route("services/:slug", "routes/service-detail.tsx"),
  route("internalguide", "routes/practice-areas.tsx"),
  ...onePerPath(
    "routes/practice-area.tsx",
    "practice-area",
    practiceAreas.map((a) => a.slug),
  ),
  route("Blog", "routes/blog.tsx"),
  route("Blog-detail/:id", "routes/blog-post.tsx"),
  route("contact", "routes/contact.tsx"),
  route("Booking/:id", "routes/booking.tsx"),
  route("Career", "routes/careers.tsx"),
  route("CareerDetails/:slug", "routes/job.tsx"),
  route("ApplyForm/:slug", "routes/job-application.tsx"),
  ...onePerPath("routes/legacy-career-redirect.ts", "legacy-career", ["CareerNew", "CareerNewDetails"]),
  route("privacypolicy", "routes/privacy-policy.tsx"),
  route("search", "routes/search.tsx"),
  route("sample-work", "routes/sample-work.tsx"),

  // Files made on request: the icon sprite, social cards, robots, the sitemap and the samples' PDFs.
  route("icons.svg", "routes/resources/icon-sprite.ts"),
  route("og/*", "routes/resources/og-image.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("sample-work/:file", "routes/resources/sample-pdf.ts"),

  // The provider's staff desk (signed in; never linked from the public site).
  ...prefix("staff", [
    route("sign-in", "routes/staff/sign-in.tsx"),
    route("sign-out", "routes/staff/sign-out.ts"),
    route("forgot-password", "routes/staff/forgot-password.tsx"),
    route("reset-password/:token", "routes/staff/reset-password.tsx"),
    route("invite/:token", "routes/staff/invite.tsx"),
    route("enrol/:token", "routes/staff/enrol.tsx"),
    layout("routes/staff/layout.tsx", [
      index("routes/staff/inbox.tsx"),
      route("audit", "routes/staff/audit.tsx"),
      route("team", "routes/staff/team.tsx"),
      route("account", "routes/staff/account.tsx"),
      route("settings", "routes/staff/settings.tsx"),
      route("jobs/:id?", "routes/staff/jobs.tsx"),
      route("posts/:id?", "routes/staff/posts.tsx"),
      route("export/:kind", "routes/staff/export.ts"),
      route("replies/:id?", "routes/staff/replies.tsx"),
      route("application/:id/resume", "routes/staff/resume.ts"),
      route("people/:email", "routes/staff/person.tsx"),
      route(":kind/:id", "routes/staff/item.tsx"),
    ]),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
