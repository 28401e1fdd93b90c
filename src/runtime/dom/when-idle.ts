/**
 * Idle-time work (DESIGN.md: analytics waits for idle, hydration of a visible block too): one
 * helper, so every such piece waits the same way and can be cancelled.
 */

/** Idle work waits at most this long before it runs anyway (a busy page still gets it done). */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `run` when the browser is idle (within `timeout` ms), or soon where there are no idle callbacks; returns a cancel. */
export function whenIdle(run: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
