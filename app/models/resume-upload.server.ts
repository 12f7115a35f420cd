import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import {
  MaxPartSizeExceededError,
  NodeOnDiskFile,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { getConfig } from "./config.server";
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE } from "./form-texts";

const TEXT_FIELD_MAX_BYTES = 64 * 1024;

/** Uploads land here while the request is read; accepted ones are then stored in the database. */
function incomingDir() {
  const dir = path.join(getConfig().dataDir, "resumes", ".incoming");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Streams the resume part to disk under a generated name, stopping to write at the 5 MB limit
 * and reading the rest of the part away (never holding it in memory); a too-large file becomes
 * the RESUME_TOO_LARGE marker so the form can answer with its error and the other values.
 */
const resumeHandler: UploadHandler = async ({ name, filename, contentType, data }) => {
  if (name !== "resume") return undefined;
  if (!filename) {
    for await (const _chunk of data) void _chunk;
    return undefined;
  }
  const extension = (/\.(pdf|docx?)$/i.exec(filename)?.[0] ?? "").toLowerCase();
  const file = path.join(incomingDir(), `${crypto.randomUUID()}${extension}`);
  const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
  let size = 0;
  let tooLarge = false;
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > RESUME_MAX_BYTES) tooLarge = true;
      if (!tooLarge && !out.write(chunk)) await new Promise((resolve) => out.once("drain", resolve));
    }
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
  if (tooLarge || size === 0) {
    await fsp.rm(file, { force: true });
    return tooLarge ? RESUME_TOO_LARGE : undefined;
  }
  const upload = new NodeOnDiskFile(file, contentType || "application/octet-stream");
  (upload as { originalName?: string }).originalName = path.basename(filename).slice(0, 200);
  return upload as unknown as File;
};

export class FormTooLargeError extends Error {}

/** The application's multipart body: text fields in memory (64 KB each at most), the resume on disk. */
export async function parseApplicationForm(request: Request): Promise<FormData> {
  try {
    return await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(resumeHandler, unstable_createMemoryUploadHandler({ maxPartSize: TEXT_FIELD_MAX_BYTES })),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) throw new FormTooLargeError(`field ${error.field} is too large`);
    throw error;
  }
}

export function isUploadedResume(value: unknown): value is NodeOnDiskFile & { originalName?: string; getFilePath(): string } {
  return value instanceof NodeOnDiskFile;
}

type ResumeKind = { type: string };

/** What the file really is, by its first bytes: PDF, DOC (OLE2) or DOCX (a ZIP holding word/). */
export async function detectResumeKind(file: string): Promise<ResumeKind | null> {
  const handle = await fsp.open(file, "r");
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    if (head.subarray(0, 5).toString("latin1") === "%PDF-") return { type: "application/pdf" };
    if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return { type: "application/msword" };
    if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
      const whole = await fsp.readFile(file);
      if (whole.includes("word/document.xml") || whole.includes("word/")) {
        return { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };
      }
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** The accepted resume's bytes (at most 5 MB), to store with the application; the upload is removed. */
export async function takeResumeBytes(tempPath: string): Promise<Buffer> {
  try {
    return await fsp.readFile(tempPath);
  } finally {
    await fsp.rm(tempPath, { force: true });
  }
}

export async function discardUploads(formData: FormData | null): Promise<void> {
  for (const value of formData?.getAll("resume") ?? []) {
    if (isUploadedResume(value)) await fsp.rm(value.getFilePath(), { force: true });
  }
}
