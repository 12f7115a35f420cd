import { siteContent } from "./load-content.server";
import type { StaticServicePage } from "./types";

/** The four static paralegal service pages (content/service-pages/*.md). */
export const staticServicePages: StaticServicePage[] = siteContent().staticServicePages;
