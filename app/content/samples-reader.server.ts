import { marked } from "marked";
import { z } from "zod";
import { checkFileName, listFolder, plainText, readPage, splitFrontMatter, validate, type ReadContext } from "./content-reader.server";
import { metaDescription, paragraphs, roleSlugs, slug, staticServiceSlugs, text } from "./content-schemas.server";
import type { PracticeArea, SampleBlock, SampleWorkPageContent, WorkSample } from "./types";

/**
 * The samples of our work (content/samples/*.md) and the copy of their page (content/sample-work.md):
 * each sample's front matter says what it is and which roles, practice areas and service pages it
 * shows the work of; its body is the document itself, kept as blocks that its page and its PDF lay
 * out alike (app/content/sample-pdf.server.ts).
 */
export const sampleWorkPageSchema = z
  .object({
    metaDescription,
    hero: z.object({ badge: text, heading: text, description: text }).strict(),
    body: paragraphs(1, 2),
  })
  .strict();
const sampleSchema = z
  .object({
    slug,
    kind: text,
    title: text,
    summary: text,
    notice: text.regex(/\bsample\b/i, "must say that this is a sample").regex(/\binvented\b|\bfictional\b/i, "must say that the names are invented"),
    roles: z.array(z.enum(roleSlugs)),
    practiceAreas: z.array(z.string().min(1)),
    services: z.array(z.enum(staticServiceSlugs)),
    facts: z.array(z.object({ label: text, value: text }).strict()).min(1),
    blocks: z.array(z.custom<SampleBlock>()).min(2, "the body must hold the document: at least a heading and a paragraph"),
  })
  .strict();
/**
 * A work sample's body: "## Heading" lines, plain paragraphs, bulleted lists and tables, each kept
 * as a block so the page and the PDF lay out the same document.
 */
function readSample(ctx: ReadContext, file: string): WorkSample | undefined {
  const parts = splitFrontMatter(ctx, file);
  if (!parts) return undefined;
  const blocks: SampleBlock[] = [];
  const plain = (raw: string) => raw.replace(/\s*\n\s*/g, " ").trim();
  for (const token of marked.lexer(parts.body)) {
    if (token.type === "space") continue;
    if (token.type === "heading" && token.depth === 2) blocks.push({ type: "heading", text: plain(token.text) });
    else if (token.type === "paragraph" && token.tokens?.every(plainText)) blocks.push({ type: "paragraph", text: plain(token.text) });
    else if (token.type === "list" && !token.ordered) blocks.push({ type: "list", items: token.items.map((item: { text: string }) => plain(item.text)) });
    else if (token.type === "table") {
      const cell = (c: { text: string }) => plain(c.text);
      const table = token as unknown as { header: { text: string }[]; rows: { text: string }[][] };
      blocks.push({ type: "table", header: table.header.map(cell), rows: table.rows.map((row) => row.map(cell)) });
    } else ctx.problems.add(file, "body", `unexpected ${token.type}: "${token.raw.trim().slice(0, 40)}" (use ## headings, paragraphs, bulleted lists and tables)`);
  }
  return validate(ctx, file, sampleSchema, { ...parts.front, blocks });
}

/** Every sample of content/samples/, checked against the practice areas, and the page's copy. */
export function readSamples(ctx: ReadContext, practiceAreas: PracticeArea[]): { samples: WorkSample[]; page: SampleWorkPageContent | undefined } {
  const samples = listFolder(ctx, "samples").flatMap((file) => {
    const sample = readSample(ctx, file);
    if (!sample) return [];
    checkFileName(ctx, file, sample.slug);
    for (const area of sample.practiceAreas) {
      if (!practiceAreas.some((a) => a.slug === area)) ctx.problems.add(file, "practiceAreas", `names ${area}, which is no practice area`);
    }
    return [sample];
  });
  if (new Set(samples.map((sample) => sample.slug)).size !== samples.length) ctx.problems.add("samples", "slug", "each sample needs a slug of its own");
  const page = readPage(ctx, "sample-work.md", sampleWorkPageSchema);
  return { samples, page: page && { metaDescription: page.metaDescription, hero: page.hero, intro: page.body } };
}
