import { PassThrough } from "node:stream";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { isDatabaseUnavailable, unavailableLine } from "./db/unavailable.server";
import { renderToPipeableStream } from "react-dom/server";
import { siteStructuredData } from "~/seo/structured-data.server";
import { compactRouterManifest, holdScriptsUntilFirstPaint } from "~/document/after-first-paint.server";
import { isSharedPage } from "~/http/cache-control.server";
import { contentSecurityPolicy, hashOwnInlineScripts } from "~/document/csp.server";
import { NonceProvider } from "~/document/nonce";
import { inlineIconSymbols } from "~/components/icon-sprite.server";
import { cspNonce, markDatabaseUnavailable } from "~/http/request.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every page is rendered whole (none streams deferred data), so its hydration scripts can be held
  // until the first paint. Our own inline scripts carry this response's nonce; a page caches may
  // share allows them by their hashes instead.
  const nonce = cspNonce(loadContext);
  const shared = isSharedPage(responseHeaders);
  // Organization and the page's BreadcrumbList (JSON-LD) are added to the head here, on the server
  // only: as loader data they would ride along in every page's hydration payload. React 18 leaves
  // a node it did not render at the end of <head> alone.
  const structuredData = /^\/+staff(?:\/|$)/i.test(new URL(request.url).pathname)
    ? Promise.resolve("")
    : // Without it the page is still whole; caught here, as it may fail while the render does too.
      siteStructuredData(request, responseStatusCode).then(
        (text) => `<script type="application/ld+json">${text}</script>`,
        () => "",
      );

  return new Promise<Response>((resolve, reject) => {
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
          // Rendered whole: the time limit is for the render, not for handing the bytes over.
          clearTimeout(timer);
          // Stopped by the time limit after the shell: what React holds is not the whole page.
          if (timedOut) return resolve(tookTooLong(request));
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          const finish = async () => {
            const jsonLd = await structuredData;
            const rendered = inlineIconSymbols(
              holdScriptsUntilFirstPaint(compactRouterManifest(Buffer.concat(chunks).toString("utf8"))),
            ).replace("</head>", () => `${jsonLd}</head>`);
            const { html, hashes } = shared ? hashOwnInlineScripts(rendered, nonce) : { html: rendered, hashes: [] };
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(shared ? { hashes } : { nonce }));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          };
          body.on("end", () => {
            finish().catch(reject);
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          if (!timedOut) return reject(error);
          resolve(tookTooLong(request));
        },
        onError(error: unknown) {
          // The time limit's own abort is answered 503 by onShellError. Any other error here is a
          // bug, logged even when React recovers from it and the page is still sent (as a 500).
          if (timedOut) return;
          responseStatusCode = 500;
          console.error(error instanceof Error ? error.stack : error);
        },
      },
    );
  });
}

function tookTooLong(request: Request) {
  console.error(`render of ${new URL(request.url).pathname} passed ${streamTimeout} ms and was stopped`);
  return new Response("The page took too long to prepare. Please try again in a moment.", {
    status: 503,
    headers: { "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Every error a loader or action throws passes here. A client's own mistake (a POST where no page
 * takes one, a 404) is the access log's line alone; a database that cannot serve right now is one
 * line, and the request is answered "try again" (server/page-cache.ts); anything else is a bug,
 * logged with its stack.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider },
) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isDatabaseUnavailable(error)) {
    markDatabaseUnavailable(context);
    console.error(unavailableLine(request.method, new URL(request.url).pathname, error as Error));
    return;
  }
  console.error(error instanceof Error ? error.stack : error);
}
