import type { LoaderFunctionArgs } from "react-router";
import { coverFile } from "~/models/content-images.server";

/**
 * A re-encoded cover image, from the database (every instance serves the same files). Its name
 * is the fingerprint of the upload plus the width, so its bytes never change: cached for a year.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = await coverFile(params.name ?? "");
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
    },
  });
}
