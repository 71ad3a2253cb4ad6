import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the answer being rendered, for the page's own scripts
 * (decision 015). Set by the server's entry; in the browser there is none to know (browsers hide
 * it once the page is parsed), and none is needed after hydration.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
