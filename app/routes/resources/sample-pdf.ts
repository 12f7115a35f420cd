import { getSettings } from "~/config/site-settings.server";
import { workSamples } from "~/content/samples";
import type { Route } from "./+types/sample-pdf";

/**
 * /sample-work/{slug}.pdf: a work sample as a PDF, made from the same content file as its page
 * (app/content/sample-pdf.server.ts). Any other name is a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = /^([a-z0-9-]{1,80})\.pdf$/.exec(params.file ?? "")?.[1];
  const sample = slug ? workSamples.find((s) => s.slug === slug) : undefined;
  if (!sample)
    throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // Loaded on the first request: PDFKit and its font tables cost every server start about a tenth
  // of its time, and most starts never serve a PDF.
  const { samplePdf } = await import("~/content/sample-pdf.server");
  const { pdf, etag } = await samplePdf(sample, getSettings().brand);
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${sample.slug}.pdf"`,
    "Cache-Control": "public, max-age=3600",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf), { headers: { ...headers, "Content-Length": String(pdf.length) } });
}
