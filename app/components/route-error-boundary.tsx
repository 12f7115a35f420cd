import { lazy, Suspense } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { ErrorPageText } from "./error-page";

/**
 * The error page is fetched only when a page fails, not with every page's first load: the server
 * renders it whole, and hydration keeps that HTML until the chunk arrives.
 */
export const LazyErrorPage = lazy(() => import("./error-page").then((module) => ({ default: module.ErrorPage })));

export function ErrorPageOnDemand({ status, words }: { status: number; words?: ErrorPageText }) {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage status={status} words={words} />
    </Suspense>
  );
}

/** Error boundary for page routes: keeps the site chrome around the error. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A rare answer brings its own words from the server (content unavailable), so every page's
  // script need not carry them.
  return <ErrorPageOnDemand status={status} words={(error as { data?: ErrorPageText } | undefined)?.data} />;
}
