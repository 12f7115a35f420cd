import { RouteErrorBoundary } from "~/components/route-error-boundary";
import type { Route } from "./+types/not-found";

/** Every path no other route claims: a styled 404 inside the site's layout. */
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
