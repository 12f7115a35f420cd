import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage, RouteErrorBoundary } from "./error-page";

/**
 * Error boundary of pages whose content comes from the content source (a service, a post, a
 * job): a 503 says the content is temporarily unavailable (see content-unavailable.server.ts).
 * Its words live here, so other pages' scripts do not carry them.
 */
export function ContentErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) {
    return <ErrorPage status={503} words={{ title: "Temporarily unavailable", text: "The content of this page is temporarily unavailable. Please try again in a few minutes." }} />;
  }
  return <RouteErrorBoundary />;
}
