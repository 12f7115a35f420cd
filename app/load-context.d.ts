import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce?: string;
    clientAddress?: string;
    /** Set by entry.server's handleError when a loader or action found the database unavailable. */
    databaseUnavailable?: boolean;
  }
}
