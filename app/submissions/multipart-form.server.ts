import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";

const TEXT_FIELD_MAX_BYTES = 64 * 1024;
/** Past the cap the rest is read away (so the browser hears our answer) up to this, then dropped. */
const BODY_DRAIN_BYTES = 128 * 1024 * 1024;

export class FormTooLargeError extends Error {}
export class FormUnreadableError extends Error {}

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
    // The sender went away, or the body is already gone: nothing to keep.
  }
}

/**
 * A form with one file upload (the application's resume, a post's cover), parsed as it streams:
 * the known text fields (64 KB each) and at most one part named `fileField`, held in memory.
 * Nothing touches the disk. A file past `maxFileBytes` becomes `tooLargeMarker`, so the form
 * answers with its error beside every value typed; the whole body is capped just above the
 * file's limit. Any other part, or a malformed body, throws FormUnreadableError; a text field
 * past its limit FormTooLargeError.
 */
export async function parseMultipartForm(
  request: Request,
  options: { textFields: readonly string[]; fileField: string; maxFileBytes: number; tooLargeMarker: string },
): Promise<FormData> {
  const textFields = new Set(options.textFields);
  const bodyMaxBytes = options.maxFileBytes + 1024 * 1024;
  const formData = new FormData();
  let fileParts = 0;
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: bodyMaxBytes,
      maxTotalSize: bodyMaxBytes,
      maxParts: textFields.size + 1,
      maxHeaderSize: 8 * 1024,
    })) {
      const name = part.name ?? "";
      if (name === options.fileField) {
        if (++fileParts > 1) throw new FormUnreadableError(`more than one ${options.fileField} part`);
        if (!part.filename || part.size === 0) continue;
        if (part.size > options.maxFileBytes) formData.set(name, options.tooLargeMarker);
        else
          formData.set(
            name,
            new File([Buffer.from(part.bytes)], part.filename.replace(/^.*[\\/]/, "").slice(0, 200), {
              type: part.mediaType ?? "",
            }),
          );
      } else if (textFields.has(name) && !part.isFile) {
        if (part.size > TEXT_FIELD_MAX_BYTES) throw new FormTooLargeError(`field ${name} is too large`);
        formData.append(name, part.text);
      } else {
        throw new FormUnreadableError(`unexpected part ${JSON.stringify(name.slice(0, 40))}`);
      }
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      await drain(request);
      formData.set(options.fileField, options.tooLargeMarker);
      return formData;
    }
    // Refused whole; the rest is read away (bounded) so the browser hears the answer on a sound connection.
    await drain(request);
    if (error instanceof FormTooLargeError) throw error;
    if (error instanceof MaxPartsExceededError) throw new FormUnreadableError("too many parts");
    throw error instanceof FormUnreadableError
      ? error
      : new FormUnreadableError("malformed multipart body", { cause: error });
  }
  return formData;
}
