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

export interface AdaptiveThrottle {
  /** Runs the task now, or once when the wait after the last run is over. */
  request(): void;
  /** Drops a run still waiting (the work's owner is going away). */
  cancel(): void;
}

export function createAdaptiveThrottle(task: () => void): AdaptiveThrottle {
  /** The last 22 run times in ms, oldest first. */
  const runTimes: number[] = [];
  /** The monotonic time from which the next run may start. */
  let readyAt = 0;
  let pending: TimerHandle | null = null;

  const run = () => {
    pending = null;
    const start = clock.elapsed();
    task();
    const end = clock.elapsed();
    if (runTimes.push(end - start) > THROTTLE_HISTORY_SIZE) runTimes.shift();
    // twice the average of the recorded run times
    readyAt = end + (THROTTLE_WAIT_FACTOR * runTimes.reduce((sum, ms) => sum + ms)) / runTimes.length;
  };

  return {
    request() {
      if (pending !== null) return;
      const wait = readyAt - clock.elapsed();
      if (wait > 0) pending = clock.setTimeout(run, wait);
      else run();
    },
    cancel() {
      clock.clearTimeout(pending);
      pending = null;
    },
  };
}
