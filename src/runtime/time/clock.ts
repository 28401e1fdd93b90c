/**
 * The one clock of the runtime and its blocks (DESIGN.md "Runtime style": time comes in through
 * parameters or one clock module). Code asks `clock` for the time and for timers instead of
 * calling `Date.now()`, `performance.now()` or `setTimeout` directly, so a test can install a
 * controlled clock (test/support/test-clock.ts) and move time on instead of sleeping.
 */
export type TimerHandle = number;

export interface Clock {
  /** Wall-clock time in ms since the epoch (as `Date.now()`). */
  now(): number;
  /** Monotonic time in ms for measuring durations (as `performance.now()`). */
  elapsed(): number;
  setTimeout(callback: () => void, ms?: number): TimerHandle;
  clearTimeout(handle: TimerHandle | undefined | null): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle | undefined | null): void;
}

const monotonic = (): number => (typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance.now() : Date.now());

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  elapsed: monotonic,
  setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as TimerHandle,
  clearTimeout: (handle) => {
    if (handle != null) clearTimeout(handle as unknown as ReturnType<typeof setTimeout>);
  },
  setInterval: (callback, ms) => setInterval(callback, ms) as unknown as TimerHandle,
  clearInterval: (handle) => {
    if (handle != null) clearInterval(handle as unknown as ReturnType<typeof setInterval>);
  },
};

let active: Clock = systemClock;

/** The clock in use; every method reads the installed clock at call time. */
export const clock: Clock = {
  now: () => active.now(),
  elapsed: () => active.elapsed(),
  setTimeout: (callback, ms) => active.setTimeout(callback, ms),
  clearTimeout: (handle) => active.clearTimeout(handle),
  setInterval: (callback, ms) => active.setInterval(callback, ms),
  clearInterval: (handle) => active.clearInterval(handle),
};

/** Installs `replacement` (tests); returns a function that puts the previous clock back. */
export function installClock(replacement: Clock): () => void {
  const previous = active;
  active = replacement;
  return () => {
    active = previous;
  };
}
