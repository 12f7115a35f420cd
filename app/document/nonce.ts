import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/**
 * The CSP nonce of this response, for inline scripts; undefined in the browser and on pages
 * caches may share (their scripts are allowed by hash).
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
