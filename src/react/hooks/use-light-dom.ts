import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * Reads a block's light-DOM content with `read` and re-reads it whenever children or text
 * change, so content added or edited by the page after upgrade shows up. `isEqual` keeps the
 * previous snapshot when nothing that matters changed.
 */
export function useLightDom<T>(host: HTMLElement, read: (host: HTMLElement) => T, isEqual: (a: T, b: T) => boolean): T {
  const cache = useRef<{ value: T } | null>(null);
  const subscribe = useCallback(
    (notify: () => void) => {
      const observer = new MutationObserver(() => {
        const next = read(host);
        if (!cache.current || !isEqual(cache.current.value, next)) {
          cache.current = { value: next };
          notify();
        }
      });
      observer.observe(host, { childList: true, subtree: true, characterData: true });
      return () => observer.disconnect();
    },
    [host, read, isEqual],
  );
  const getSnapshot = useCallback(() => {
    if (!cache.current) cache.current = { value: read(host) };
    return cache.current.value;
  }, [host, read]);
  // The server renderer and hydration read the same light DOM, so the server snapshot is the same read.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
