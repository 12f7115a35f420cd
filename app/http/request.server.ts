import type { AppLoadContext } from "react-router";

/** The visitor's address as the server saw it (behind the proxy, from X-Forwarded-For). */
export function clientAddress(context: AppLoadContext): string {
  return context.clientAddress ?? "";
}
