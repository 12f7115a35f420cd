import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-files-"));

/** A small but real PDF. */
export function pdfFile(name = "resume.pdf"): string {
  const file = path.join(dir, name);
  const body =
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n";
  fs.writeFileSync(file, body);
  return file;
}

/** A file of `bytes` that starts like a PDF. */
export function bigPdfFile(bytes: number, name = "big-resume.pdf"): string {
  const file = path.join(dir, name);
  const fd = fs.openSync(file, "w");
  fs.writeSync(fd, "%PDF-1.4\n");
  fs.ftruncateSync(fd, bytes);
  fs.closeSync(fd);
  return file;
}

/** A Windows executable renamed to .pdf. */
export function fakePdfFile(name = "invoice.pdf"): string {
  const file = path.join(dir, name);
  const header = Buffer.alloc(512);
  header.write("MZ", 0, "latin1");
  header.write("This program cannot be run in DOS mode.", 78, "latin1");
  fs.writeFileSync(file, header);
  return file;
}
