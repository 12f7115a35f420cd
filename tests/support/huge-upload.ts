/**
 * A job application whose "resume" is `bytes` long, streamed (never built in memory here): the
 * form's fields, then a PDF part of `bytes` that the site must stop reading at its limit.
 */
export function hugeApplicationUpload(formStarted: string, bytes: number): RequestInit {
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  const boundary = "----hostile-upload";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="website_url"\r\n\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="form_started"\r\n\r\n${formStarted}\r\n` +
      ["name", "email", "phone", "comment"]
        .map(
          (f) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${f}"\r\n\r\n${f === "email" ? "big@example.com" : "x"}\r\n`,
        )
        .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      if (sent >= bytes) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
  return {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  } as RequestInit;
}
