import { MaxFileSizeExceededError, MaxPartsExceededError, MaxTotalSizeExceededError, parseMultipartRequest } from "@remix-run/multipart-parser";
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE } from "./resume-rules";

/** The application form's fields; any other part makes the body unreadable (400). */
const TEXT_FIELDS = new Set(["name", "email", "phone", "experience", "comment", "saveInfo", "website_url", "form_started"]);
const TEXT_FIELD_MAX_BYTES = 64 * 1024;
/** The whole body: a resume just over its limit still gets its error beside the field. */
const BODY_MAX_BYTES = RESUME_MAX_BYTES + 1024 * 1024;
/** Past the cap the rest is read away (so the browser hears our answer) up to this, then dropped. */
const BODY_DRAIN_BYTES = 128 * 1024 * 1024;

export class FormTooLargeError extends Error {}
export class FormUnreadableError extends Error {}

/** An accepted upload is a File held in memory (at most 5 MB) until it is stored with the application. */
export function isUploadedResume(value: unknown): value is File {
  return value instanceof File && value.size > 0;
}

async function drain(request: Request) {
  let read = 0;
  try {
    const reader = request.body?.getReader();
    while (reader && read < BODY_DRAIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader?.cancel();
  } catch {
    // The visitor went away, or the body is already gone: nothing to keep.
  }
}

/**
 * The application's multipart body: the known text fields (64 KB each) and one `resume` part.
 * Nothing touches the disk. A resume past 5 MB becomes the RESUME_TOO_LARGE marker, so the form
 * answers with its error and every value typed before it; a body past the cap stops there.
 */
export async function parseApplicationForm(request: Request): Promise<FormData> {
  const formData = new FormData();
  let resumeParts = 0;
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: BODY_MAX_BYTES,
      maxTotalSize: BODY_MAX_BYTES,
      maxParts: TEXT_FIELDS.size + 1,
      maxHeaderSize: 8 * 1024,
    })) {
      const name = part.name ?? "";
      if (name === "resume") {
        if (++resumeParts > 1) throw new FormUnreadableError("more than one resume part");
        if (!part.filename || part.size === 0) continue;
        if (part.size > RESUME_MAX_BYTES) formData.set("resume", RESUME_TOO_LARGE);
        else formData.set("resume", new File([Buffer.from(part.bytes)], part.filename.replace(/^.*[\\/]/, "").slice(0, 200), { type: part.mediaType ?? "" }));
      } else if (TEXT_FIELDS.has(name) && !part.isFile) {
        if (part.size > TEXT_FIELD_MAX_BYTES) throw new FormTooLargeError(`field ${name} is too large`);
        formData.append(name, part.text);
      } else {
        throw new FormUnreadableError(`unexpected part ${JSON.stringify(name.slice(0, 40))}`);
      }
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      await drain(request);
      formData.set("resume", RESUME_TOO_LARGE);
      return formData;
    }
    // Refused whole; the rest is read away (bounded) so the browser hears the answer on a sound connection.
    await drain(request);
    if (error instanceof FormTooLargeError) throw error;
    if (error instanceof MaxPartsExceededError) throw new FormUnreadableError("too many parts");
    throw error instanceof FormUnreadableError ? error : new FormUnreadableError("malformed multipart body", { cause: error });
  }
  return formData;
}

type ResumeKind = { type: string };

/** What the file really is, by its bytes: PDF, DOC (OLE2) or DOCX (a ZIP holding word/). */
export function detectResumeKind(bytes: Buffer): ResumeKind | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return { type: "application/pdf" };
  if (bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return { type: "application/msword" };
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && bytes.includes("word/")) {
    return { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };
  }
  return null;
}
