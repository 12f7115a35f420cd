import crypto from "node:crypto";
import PDFDocument from "pdfkit";
// The heading face (the instance `npm run font` cuts), as TrueType, in the server build as data.
import headingFaceDataUrl from "./fraunces-heading-latin.ttf?inline";
import type { WorkSample } from "./types";

/**
 * A work sample as a PDF, laid out from the same blocks its page shows (docs/decisions/0022-pdfkit-for-sample-pdfs.md):
 * the brand line, the sample's kind and title in the heading face, the line saying it is a sample
 * with invented names, its header block, then its headings, paragraphs, lists and tables, and the
 * same line again at the foot of every page. Made once per sample and process, then served from memory.
 */
const colours = { navy: "#0b2545", teal: "#0e625d", ink: "#1b2430", muted: "#4a5566", line: "#d9dee6", goldSoft: "#fdf3d7", mist: "#f3f6f9" };
const MARGIN = 54;
const headingFace = Buffer.from(headingFaceDataUrl.slice(headingFaceDataUrl.indexOf(",") + 1), "base64");

function render(sample: WorkSample, brand: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN + 24, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // Fixed dates: the same sample makes the same file.
    info: { Title: sample.title, Author: brand, Subject: `${sample.kind}, a sample with invented names`, CreationDate: new Date(Date.UTC(2025, 0, 1)) },
    lang: "en-US",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("Heading", headingFace);
  const width = doc.page.width - 2 * MARGIN;

  doc.font("Helvetica-Bold").fontSize(9).fillColor(colours.teal).text(`${brand.toUpperCase()}  ·  SAMPLE WORK  ·  ${sample.kind.toUpperCase()}`, { characterSpacing: 0.6 });
  doc.moveDown(0.6);
  doc.font("Heading").fontSize(20).fillColor(colours.navy).text(sample.title, { lineGap: 2 });
  doc.moveDown(0.6);

  // The notice, in a tinted box.
  const noticeTop = doc.y;
  doc.font("Helvetica-Bold").fontSize(9.5);
  const noticeHeight = doc.heightOfString(sample.notice, { width: width - 20 }) + 16;
  doc.rect(MARGIN, noticeTop, width, noticeHeight).fill(colours.goldSoft);
  doc.fillColor(colours.ink).text(sample.notice, MARGIN + 10, noticeTop + 8, { width: width - 20 });
  doc.y = noticeTop + noticeHeight + 12;

  // The header block: label and value, one row each.
  for (const fact of sample.facts) {
    const top = doc.y;
    doc.font("Helvetica-Bold").fontSize(9.5).fillColor(colours.muted).text(fact.label, MARGIN, top, { width: 120 });
    const labelBottom = doc.y;
    doc.font("Helvetica").fontSize(9.5).fillColor(colours.ink).text(fact.value, MARGIN + 128, top, { width: width - 128 });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }
  doc.moveTo(MARGIN, doc.y + 4).lineTo(MARGIN + width, doc.y + 4).lineWidth(0.8).strokeColor(colours.line).stroke();
  doc.y += 12;

  for (const block of sample.blocks) {
    doc.x = MARGIN;
    if (block.type === "heading") {
      doc.moveDown(0.5);
      if (doc.y > doc.page.height - MARGIN - 100) doc.addPage();
      doc.font("Heading").fontSize(13).fillColor(colours.navy).text(block.text, { width });
      doc.moveDown(0.3);
    } else if (block.type === "paragraph") {
      doc.font("Helvetica").fontSize(10).fillColor(colours.ink).text(block.text, { width, lineGap: 2 });
      doc.moveDown(0.5);
    } else if (block.type === "list") {
      doc.font("Helvetica").fontSize(10).fillColor(colours.ink).list(block.items, { width, lineGap: 2, bulletRadius: 2, textIndent: 12, bulletIndent: 2 });
      doc.moveDown(0.5);
    } else {
      doc.font("Helvetica").fontSize(8.5);
      // Each column as wide as its text is long (a short "Date" column, a wide "Testimony" one),
      // and never narrower than its longest word.
      const cells = (c: number) => [block.header[c], ...block.rows.map((row) => row[c] ?? "")];
      const weights = block.header.map((_, c) => Math.max(...cells(c).map((cell) => Math.min(60, cell.length))));
      const least = block.header.map((_, c) => Math.max(...cells(c).flatMap((cell) => cell.split(/\s+/).map((word) => doc.widthOfString(word)))) + 10);
      const total = weights.reduce((a, b) => a + b, 0);
      const columns = weights.map((weight, c) => Math.max(least[c], (width * weight) / total));
      const spare = columns.reduce((a, b) => a + b, 0) - width;
      const flexible = columns.map((w, c) => (w > least[c] ? w - least[c] : 0));
      const flexibleTotal = flexible.reduce((a, b) => a + b, 0);
      const widths = columns.map((w, c) => (spare > 0 && flexibleTotal > 0 ? w - (spare * flexible[c]) / flexibleTotal : w));
      doc.table({
        columnStyles: widths,
        data: [block.header.map((text) => ({ text, type: "TH" as const, font: { src: "Helvetica-Bold" }, backgroundColor: colours.mist })), ...block.rows],
        defaultStyle: { padding: 4, border: 0.5, borderColor: colours.line, textColor: colours.ink },
        maxWidth: width,
      });
      doc.moveDown(0.6);
    }
  }

  // The notice again at the foot of every page, with the page's number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0; // the footer sits in the margin; written there, it must not start a page of its own
    const footer = `${sample.kind}: a sample written by ${brand} with invented names.  Page ${i + 1} of ${range.count}`;
    doc.font("Helvetica").fontSize(8).fillColor(colours.muted).text(footer, MARGIN, doc.page.height - MARGIN, { width, align: "center", lineBreak: false });
  }
  doc.end();
  return done;
}

const made = new Map<string, Promise<{ pdf: Buffer; etag: string }>>();

/** The sample's PDF and its ETag, made on first request and kept for the life of the process (content is read once at start). */
export function samplePdf(sample: WorkSample, brand: string): Promise<{ pdf: Buffer; etag: string }> {
  let pdf = made.get(sample.slug);
  if (!pdf) {
    pdf = render(sample, brand).then((bytes) => ({ pdf: bytes, etag: `"${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"` }));
    pdf.catch(() => made.delete(sample.slug));
    made.set(sample.slug, pdf);
  }
  return pdf;
}
