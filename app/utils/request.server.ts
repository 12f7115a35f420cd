import type { AppLoadContext } from "@remix-run/node";

/** The visitor's address as the server saw it (behind the proxy, from X-Forwarded-For). */
export function clientAddress(context: AppLoadContext): string {
  return context.clientAddress ?? "";
}
