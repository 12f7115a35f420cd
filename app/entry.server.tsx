import { PassThrough } from "node:stream";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { siteStructuredData } from "./models/structured-data.server";
import { compactRouterManifest, holdScriptsUntilFirstPaint } from "./utils/after-first-paint.server";
import { isSharedPage } from "./utils/cache-control.server";
import { contentSecurityPolicy, hashOwnInlineScripts } from "./utils/csp.server";
import { NonceProvider } from "./utils/nonce";
import { inlineIconSymbols } from "./models/icon-sprite.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every page is rendered whole (none streams deferred data), so its hydration scripts can be held
  // until the first paint. Our own inline scripts carry this response's nonce; a page caches may
  // share allows them by their hashes instead.
  const nonce = loadContext.cspNonce ?? "";
  const shared = isSharedPage(responseHeaders);
  // Organization and the page's BreadcrumbList (JSON-LD) are added to the head here, on the server
  // only: as loader data they would ride along in every page's hydration payload. React 18 leaves
  // a node it did not render at the end of <head> alone.
  const structuredData = /^\/+staff(?:\/|$)/i.test(new URL(request.url).pathname)
    ? Promise.resolve("")
    : siteStructuredData(request, responseStatusCode).then((text) => `<script type="application/ld+json">${text}</script>`);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort();
    }, streamTimeout);
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
          body.on("end", async () => {
            clearTimeout(timer);
            const jsonLd = await structuredData.catch(() => "");
            const rendered = inlineIconSymbols(holdScriptsUntilFirstPaint(compactRouterManifest(Buffer.concat(chunks).toString("utf8")))).replace(
              "</head>",
              () => `${jsonLd}</head>`,
            );
            const { html, hashes } = shared ? hashOwnInlineScripts(rendered, nonce) : { html: rendered, hashes: [] };
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(shared ? { hashes } : { nonce }));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          if (!timedOut) return reject(error);
          console.error(`render of ${new URL(request.url).pathname} passed ${streamTimeout} ms and was stopped`);
          resolve(
            new Response("The page took too long to prepare. Please try again in a moment.", {
              status: 503,
              headers: { "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8" },
            }),
          );
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error instanceof Error ? error.stack : error);
}
