import { useState } from 'react';

/**
 * What the visitor entered in a server-drawn block before its code arrived (an option chosen, a
 * quantity typed). Read from the server's DOM during the hydrating render, before React touches
 * it: hydration keeps React's state, not the DOM's, so the block applies these once hydrated.
 * Null on the server; on a block the browser draws afresh, `read` finds an empty shadow root.
 */
export function useEarlyFormValues<T>(host: HTMLElement | undefined, read: (root: ShadowRoot) => T): T | null {
  const [values] = useState(() => (host?.shadowRoot ? read(host.shadowRoot) : null));
  return values;
}
