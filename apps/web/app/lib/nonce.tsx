import { createContext, useContext, type ReactNode } from 'react';

// The CSP nonce of this response (see deploy/gateway/README.md): the gateway sends it as X-CSP-Nonce,
// every inline script React Router renders carries it, and the response echoes it back.
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

const noncePattern = /^[A-Za-z0-9+/_=-]{16,128}$/;

export function isValidNonce(value: string | null): value is string {
  return value !== null && noncePattern.test(value);
}
