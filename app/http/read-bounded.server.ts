/**
 * Answers from partners we do not control (the provider's admin API) are read with a size cap,
 * enforced as the body streams: past the cap the read stops and the connection is dropped, so a
 * partner answering hundreds of megabytes costs this process at most the cap.
 */

/** Admin API content (lists, details, posts, jobs): the largest real answer is tens of kilobytes. */
export const CONTENT_ANSWER_MAX_BYTES = 4 * 1024 * 1024;
/** The admin API's answer to a delivered submission: a short JSON status. */
export const DELIVERY_ANSWER_MAX_BYTES = 8 * 1024;

const readable = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

export class AnswerTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`answer larger than ${readable(maxBytes)}, cut off`);
  }
}

/** The whole body, or AnswerTooLargeError as soon as it (or its declared length) passes `maxBytes`. */
export async function readBounded(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new AnswerTooLargeError(maxBytes);
  }
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
