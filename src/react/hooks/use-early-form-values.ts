import { useLayoutEffect, useState } from 'react';

/**
 * What the visitor entered in a server-drawn block before its code arrived (an option chosen, a
 * quantity typed, a search typed), handed to `apply` once the block is hydrated. Read from the
 * server's DOM during the hydrating render, before React touches it: hydration keeps React's
 * state, not the DOM's. Applied in a layout effect, so its updates are in the state before an
 * event that hydrated the block (a held click or submit replayed as the code arrives) reaches the
 * block's handlers; from a passive effect they came after such a handler, which then acted on the
 * server's values. Nothing is applied on the server, nor on a block the browser draws afresh
 * (`read` is not called without a shadow root the server drew).
 */
export function useEarlyFormValues<T>(host: HTMLElement | undefined, read: (root: ShadowRoot) => T, apply: (values: T) => void): void {
  const [values] = useState(() => (host?.shadowRoot ? read(host.shadowRoot) : null));
  useLayoutEffect(() => {
    if (values !== null) apply(values);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, right after hydration
}
