import zlib from "node:zlib";

/** WinAnsiEncoding's characters at 0x80–0x9F, where it differs from Latin-1. */
const winAnsi: Record<number, string> = {
  0x80: "€",
  0x85: "…",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x99: "™",
};

/**
 * The text a PDF shows in its standard fonts (Helvetica and the like, which pdfkit writes as
 * WinAnsi bytes in hex strings), line by line joined with spaces: enough to check what a sample's
 * PDF says without a PDF library. Text in an embedded font (glyph numbers) comes out as noise.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const match of pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
      const hex =
        operation[1] !== undefined
          ? [...operation[1].matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join("")
          : operation[2];
      lines.push([...Buffer.from(hex, "hex")].map((byte) => winAnsi[byte] ?? String.fromCharCode(byte)).join(""));
    }
  }
  return lines.join(" ").replace(/\s+/g, " ");
}
