import { createContext, RouterContextProvider } from "react-router";

/** What server.ts knows of a request before React Router sees it. */
export interface RequestFacts {
  /** This response's nonce for the page's own inline scripts (app/document/csp.server.ts). */
  cspNonce: string;
  /** The visitor's address as the server saw it (behind the proxy, from X-Forwarded-For), canonical. */
  clientAddress: string;
}

const requestFacts = createContext<RequestFacts>({ cspNonce: "", clientAddress: "" });
/** Set by entry.server's handleError when a loader or action found the database unavailable. */
const databaseUnavailable = createContext<boolean>(false);

/** The context each request's loaders, actions and entry.server read (React Router's middleware context). */
export function requestContext(facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestFacts, facts);
  return context;
}

export function cspNonce(context: Readonly<RouterContextProvider>): string {
  return context.get(requestFacts).cspNonce;
}

/** The visitor's address as the server saw it (behind the proxy, from X-Forwarded-For). */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(requestFacts).clientAddress;
}

export function markDatabaseUnavailable(context: RouterContextProvider): void {
  context.set(databaseUnavailable, true);
}

export function foundDatabaseUnavailable(context: Readonly<RouterContextProvider>): boolean {
  return context.get(databaseUnavailable);
}
