import { getConfig } from "~/config/config.server";
import type { ServiceListSlug } from "~/content/service-catalogues";
import { AdminApiClient, adminApiSource } from "./admin-api-source.server";
import { embeddedSource } from "./embedded-source.server";
import type { BlogListItem, BlogPost, JobOpening, ServiceDetail, ServiceListItem } from "./types";

export type * from "./types";
export { ContentUnavailableError } from "./admin-api-source.server";
export { jobHasClosed, slugify, todayIso } from "./records.server";

/**
 * The content model: services, service details, blog posts and job openings. With no
 * ADMIN_API_URL it reads the embedded database; with one, the provider's admin API (docs/product.md#admin-api),
 * each call with a timeout, validated, cached with a time to live and served stale when the API
 * fails. A failed list read gives the page's empty state; a detail read (a service, a post, a
 * job) answers null only when the item does not exist, and throws ContentUnavailableError when
 * the source failed with nothing cached, so the page can say "try again" instead of "not found".
 */
export interface ContentSource {
  listServices(list: ServiceListSlug): Promise<ServiceListItem[]>;
  serviceDetail(slug: string): Promise<ServiceDetail | null>;
  listPosts(): Promise<BlogListItem[]>;
  post(id: number): Promise<BlogPost | null>;
  listJobs(): Promise<JobOpening[]>;
  job(slug: string): Promise<JobOpening | null>;
}

/** The content source of this process, chosen by ADMIN_API_URL. */
let source: ContentSource | undefined;

export function contentSource(): ContentSource {
  return (source ??= (() => {
    const config = getConfig();
    if (!config.adminApiUrl) return embeddedSource;
    return adminApiSource(new AdminApiClient(config.adminApiUrl, config.adminApiTimeoutMs, config.contentCacheTtlMs));
  })());
}
