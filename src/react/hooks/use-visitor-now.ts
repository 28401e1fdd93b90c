import { useEffect, useState } from 'react';
import { clock } from '../../runtime/time/clock.js';

/**
 * The time relative wording ("in 3 days", "2 days ago") is measured from. A drawn page may have been
 * drawn days before it is read (by a server, a cache, a static build), so its words are the
 * drawing's: hydration keeps them (`drawnAt`, the same text the server wrote), and once mounted
 * the visitor's own clock takes over.
 */
export function useVisitorNow(drawnAt: number): number {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? clock.now() : drawnAt;
}
