import { createContext, useContext } from "react";

// The Content-Security-Policy nonce of this response (server.ts makes one per
// request; entry.server.tsx sends it in the header and provides it here), for
// the inline scripts Remix renders. In the browser it reads as "" (browsers hide
// nonce attributes), which is what hydration expects.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
