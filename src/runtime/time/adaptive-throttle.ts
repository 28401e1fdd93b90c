import { clock, type TimerHandle } from './clock.js';

/**
 * Spec 03 §9 "Platform-wide": "A throttling helper keeps the last 22 run times and waits twice
 * their average between runs." For work that repeats at a cost nobody can fix in advance (a
 * layout that depends on how much a page holds and how fast the device is): a fixed delay is too
 * long on a fast phone and too short on a slow one, this wait follows what the work really costs.
 *
 * A run's time is how long the task took (the clock module's monotonic time). After a run, the
 * next may start once twice the average of the recorded run times has passed since it ended;
 * requests in between collapse into one run at that moment. The first request runs at once.
 */

/** Spec 03 §9: how many run times the average is taken over. */
export const THROTTLE_HISTORY_SIZE = 22;
/** Spec 03 §9: the wait between runs is this many times the average run time. */
export const THROTTLE_WAIT_FACTOR = 2;

/** The wait after a run: twice the average of the last 22 run times (0 with none). */
export function throttleWaitMs(runTimes: readonly number[]): number {
  const recent = runTimes.slice(-THROTTLE_HISTORY_SIZE);
  if (recent.length === 0) return 0;
  return (THROTTLE_WAIT_FACTOR * recent.reduce((sum, ms) => sum + ms, 0)) / recent.length;
}

export interface AdaptiveThrottle {
  /** Runs the task now, or once when the wait after the last run is over. */
  request(): void;
  /** The recorded run times in ms, oldest first (at most 22). */
  readonly runTimes: readonly number[];
  /** Drops a run still waiting (the work's owner is going away). */
  cancel(): void;
}

export function createAdaptiveThrottle(task: () => void): AdaptiveThrottle {
  const runTimes: number[] = [];
  let lastEnd: number | null = null;
  let pending: TimerHandle | null = null;

  const run = () => {
    pending = null;
    const start = clock.elapsed();
    try {
      task();
    } finally {
      const end = clock.elapsed();
      runTimes.push(Math.max(0, end - start));
      if (runTimes.length > THROTTLE_HISTORY_SIZE) runTimes.shift();
      lastEnd = end;
    }
  };

  return {
    request() {
      if (pending !== null) return;
      const now = clock.elapsed();
      const readyAt = lastEnd === null ? now : lastEnd + throttleWaitMs(runTimes);
      if (now >= readyAt) run();
      else pending = clock.setTimeout(run, readyAt - now);
    },
    get runTimes() {
      return runTimes.slice();
    },
    cancel() {
      clock.clearTimeout(pending);
      pending = null;
    },
  };
}
