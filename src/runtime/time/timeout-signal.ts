import { clock, type TimerHandle } from './clock.js';

/** An abort signal with its own time-out, and what clears that time-out once the work is done. */
export interface TimeoutSignal {
  readonly signal: AbortSignal;
  /** Clears the pending time-out (the work ended first); the signal then never aborts. */
  done(): void;
}

/**
 * `AbortSignal.timeout(ms)` on the runtime's clock: aborts after `ms` with the same reason (a
 * "TimeoutError" DOMException), so a test moves the clock on instead of waiting out a real
 * time-out, and the timer is cleared once the work it bounds has ended.
 */
export function timeoutSignal(ms: number): TimeoutSignal {
  const controller = new AbortController();
  const timer = clock.setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return { signal: controller.signal, done: () => clock.clearTimeout(timer) };
}

/**
 * `work`, or what `gaveUp` returns (or throws) if `work` has not settled `ms` after the call, on
 * the runtime's clock; the timer is cleared once either side has settled. For a call that must
 * give up as a whole, whatever its requests do with their own abort signals (a retry, a fetch
 * that does not stop when aborted).
 */
export function giveUpAfter<T>(work: Promise<T>, ms: number, gaveUp: () => T): Promise<T> {
  let timer: TimerHandle | undefined;
  const late = new Promise<T>((resolve, reject) => {
    timer = clock.setTimeout(() => {
      try {
        resolve(gaveUp());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clock.clearTimeout(timer));
}
