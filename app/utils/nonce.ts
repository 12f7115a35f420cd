import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response, for inline scripts. Empty in the browser. */
export function useNonce(): string {
  return useContext(NonceContext);
}
