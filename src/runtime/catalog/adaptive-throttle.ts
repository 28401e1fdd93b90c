/**
 * Spec 03 §9: "A throttling helper keeps the last 22 run times and waits twice their average
 * between runs." A run's time is how long the task took; after a run, the next one may start
 * only when twice the average of the recent run times has passed. Calls in between collapse
 * into one trailing run. Time comes in through `clock`, so the rule is testable.
 */
export const THROTTLE_HISTORY_SIZE = 22;
export const THROTTLE_WAIT_FACTOR = 2;

export interface ThrottleClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: ThrottleClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The wait after a run: twice the average of the recorded run times (0 with none). */
export function throttleWaitMs(runTimes: readonly number[]): number {
  if (runTimes.length === 0) return 0;
  const recent = runTimes.slice(-THROTTLE_HISTORY_SIZE);
  return (THROTTLE_WAIT_FACTOR * recent.reduce((sum, ms) => sum + ms, 0)) / recent.length;
}

export interface AdaptiveThrottle {
  /** Runs the task now, or once when the wait is over if it ran recently. */
  request(): void;
  /** The recorded run times, oldest first (at most 22). */
  readonly runTimes: readonly number[];
  cancel(): void;
}

export function createAdaptiveThrottle(task: () => void, clock: ThrottleClock = systemClock): AdaptiveThrottle {
  const runTimes: number[] = [];
  let lastEnd: number | null = null;
  let pending: unknown = null;

  const run = () => {
    pending = null;
    const start = clock.now();
    try {
      task();
    } finally {
      const end = clock.now();
      runTimes.push(end - start);
      if (runTimes.length > THROTTLE_HISTORY_SIZE) runTimes.shift();
      lastEnd = end;
    }
  };

  return {
    request() {
      if (pending !== null) return;
      const readyAt = lastEnd === null ? -Infinity : lastEnd + throttleWaitMs(runTimes);
      const now = clock.now();
      if (now >= readyAt) run();
      else pending = clock.setTimeout(run, readyAt - now);
    },
    get runTimes() {
      return runTimes.slice();
    },
    cancel() {
      if (pending !== null) clock.clearTimeout(pending);
      pending = null;
    },
  };
}
