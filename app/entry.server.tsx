import { PassThrough } from "node:stream";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { holdScriptsUntilFirstPaint } from "./utils/after-first-paint.server";
import { isSharedPage } from "./utils/cache-control.server";
import { contentSecurityPolicy, inlineScriptHashes } from "./utils/csp.server";
import { NonceProvider } from "./utils/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every page is rendered whole (none streams deferred data), so its hydration scripts can be held
  // until the first paint. A shared page allows its inline scripts by their hashes; a page for one
  // visitor by this response's nonce.
  const nonce = isSharedPage(responseHeaders) ? undefined : loadContext.cspNonce ?? "";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            const html = holdScriptsUntilFirstPaint(Buffer.concat(chunks).toString("utf8"));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy(nonce === undefined ? { hashes: inlineScriptHashes(html) } : { nonce }),
            );
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error instanceof Error ? error.stack : error);
}
