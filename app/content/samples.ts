import { siteContent } from "./load-content.server";
import type { SampleWorkPageContent, WorkSample } from "./types";

/** Samples of the work (content/samples/*.md), in file order; each is written for a fictional matter. */
export const workSamples: WorkSample[] = siteContent().samples;

/** Copy for /sample-work. */
export const sampleWorkPage: SampleWorkPageContent = siteContent().sampleWorkPage;

/** The samples a role, practice area or service page links to: those that name it. */
export function samplesFor(page: { role?: string; practiceArea?: string; service?: string }): { slug: string; kind: string; title: string }[] {
  return workSamples
    .filter(
      (sample) =>
        (page.role !== undefined && (sample.roles as string[]).includes(page.role)) ||
        (page.practiceArea !== undefined && sample.practiceAreas.includes(page.practiceArea)) ||
        (page.service !== undefined && sample.services.includes(page.service)),
    )
    .map(({ slug, kind, title }) => ({ slug, kind, title }));
}

/** Where a sample's PDF is served. */
export const samplePdfPath = (slug: string) => `/sample-work/${slug}.pdf`;
