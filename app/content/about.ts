import { siteContent } from "./load-content.server";
import type { AboutContent } from "./types";

export type { AboutContent };

/** About Us (content/about.md; its FAQ from content/faqs.yaml). */
export const about: AboutContent = siteContent().about;
