import { FormTooLargeError, FormUnreadableError, parseMultipartForm } from "./multipart-form.server";
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE } from "./resume-rules";

/** The application form's fields; any other part makes the body unreadable (400). */
const TEXT_FIELDS = ["name", "email", "phone", "experience", "comment", "saveInfo", "website_url", "form_started"];

export { FormTooLargeError, FormUnreadableError };

/** An accepted upload is a File held in memory (at most 5 MB) until it is stored with the application. */
export function isUploadedResume(value: unknown): value is File {
  return value instanceof File && value.size > 0;
}

/**
 * The application's multipart body: the known text fields (64 KB each) and one `resume` part.
 * Nothing touches the disk. A resume past 5 MB becomes the RESUME_TOO_LARGE marker, so the form
 * answers with its error and every value typed before it; a body past the cap stops there.
 */
export function parseApplicationForm(request: Request): Promise<FormData> {
  return parseMultipartForm(request, {
    textFields: TEXT_FIELDS,
    fileField: "resume",
    maxFileBytes: RESUME_MAX_BYTES,
    tooLargeMarker: RESUME_TOO_LARGE,
  });
}

type ResumeKind = { type: string };

/** What the file really is, by its bytes: PDF, DOC (OLE2) or DOCX (a ZIP holding word/). */
export function detectResumeKind(bytes: Buffer): ResumeKind | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return { type: "application/pdf" };
  if (bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))
    return { type: "application/msword" };
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && bytes.includes("word/")) {
    return { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };
  }
  return null;
}
