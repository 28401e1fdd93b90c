import { installClock, type Clock, type TimerHandle } from '../../src/runtime/time/clock.js';

interface Timer {
  id: number;
  at: number;
  every: number | null;
  callback: () => void;
}

/** A clock whose time moves only when the test says so; timers fire in time order. */
export interface TestClock extends Clock {
  /** Moves time on by `ms`, firing every timer that falls due on the way (in order). */
  tick(ms: number): void;
  /**
   * Moves time on by `ms` as synchronous work does: nothing else runs meanwhile, so no timer fires
   * here; those that fell due fire at the next `tick`. For work whose cost the code measures.
   */
  spend(ms: number): void;
  /** Fires timers until none is pending (intervals excluded); returns how far time moved. */
  runAll(limit?: number): number;
  /** Timers still waiting. */
  pending(): number;
  /** How far off each waiting one-shot timer is, in ms from now (set just now: the delay it was given). */
  dueIn(): number[];
  /**
   * Runs the one-shot timers already due (set for 0 ms, such as a removed block's deferred
   * unmount), then puts the real clock back: what was due by now is not dropped.
   */
  uninstall(): void;
}

/** Installs a controlled clock for the runtime and its blocks (src/runtime/time/clock.ts). */
export function installTestClock(startAt = Date.UTC(2026, 0, 15, 12, 0, 0)): TestClock {
  let now = startAt;
  let elapsed = 0;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const add = (callback: () => void, ms: number | undefined, every: number | null): TimerHandle => {
    const id = nextId++;
    timers.set(id, { id, at: elapsed + Math.max(0, ms ?? 0), every, callback });
    return id;
  };
  const remove = (handle: TimerHandle | undefined | null) => {
    if (handle != null) timers.delete(handle);
  };
  const due = (until: number): Timer | undefined => {
    let first: Timer | undefined;
    for (const timer of timers.values()) {
      if (timer.at <= until && (!first || timer.at < first.at || (timer.at === first.at && timer.id < first.id))) first = timer;
    }
    return first;
  };
  const fire = (timer: Timer) => {
    // a timer that fell due while work spent time fires late, as in a browser: time never goes back
    const step = Math.max(0, timer.at - elapsed);
    elapsed += step;
    now += step;
    if (timer.every === null) timers.delete(timer.id);
    else timer.at += Math.max(1, timer.every);
    timer.callback();
  };

  const clock: TestClock = {
    now: () => now,
    elapsed: () => elapsed,
    setTimeout: (callback, ms) => add(callback, ms, null),
    clearTimeout: remove,
    setInterval: (callback, ms) => add(callback, ms, ms),
    clearInterval: remove,
    tick(ms) {
      const until = elapsed + ms;
      for (let timer = due(until); timer; timer = due(until)) fire(timer);
      // (a timer's work may have spent time past `until`)
      const rest = Math.max(0, until - elapsed);
      now += rest;
      elapsed += rest;
    },
    spend(ms) {
      now += ms;
      elapsed += ms;
    },
    runAll(limit = 1000) {
      const start = elapsed;
      for (let i = 0; i < limit; i++) {
        const next = [...timers.values()].filter((timer) => timer.every === null).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!next) break;
        fire(next);
      }
      return elapsed - start;
    },
    pending: () => timers.size,
    dueIn: () => [...timers.values()].filter((timer) => timer.every === null).map((timer) => timer.at - elapsed),
    uninstall: () => {
      // Those due when it is called, once each: a callback that sets itself again for 0 ms (a
      // poll) would otherwise never let the loop end.
      const dueNow = [...timers.values()].filter((timer) => timer.every === null && timer.at <= elapsed).sort((a, b) => a.at - b.at || a.id - b.id);
      try {
        for (const timer of dueNow) if (timers.has(timer.id)) fire(timer);
      } finally {
        restore();
      }
    },
  };
  const restore = installClock(clock);
  return clock;
}

/**
 * Moves a test clock on in `stepMs` steps, a frame apart, until `condition` holds: for behaviour
 * whose next timer is armed by a React effect after the previous one fired (autoplay). Fails once
 * `limitMs` of clock time has passed without it.
 */
export async function tickUntil(time: TestClock, condition: () => boolean, message: string, { stepMs = 50, limitMs = 10_000 } = {}): Promise<void> {
  for (let spent = 0; !condition(); spent += stepMs) {
    if (spent >= limitMs) throw new Error(`${message} (after ${limitMs} ms of clock time)`);
    time.tick(stepMs);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
