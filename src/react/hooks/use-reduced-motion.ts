import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(notify: () => void): () => void {
  const list = matchMedia(QUERY);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
}

/** True when the visitor asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  // A server cannot know: it renders with motion, and the browser settles it after hydration.
  return useSyncExternalStore(subscribe, () => matchMedia(QUERY).matches, () => false);
}
