import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdaptiveThrottle, THROTTLE_HISTORY_SIZE, THROTTLE_WAIT_FACTOR } from '../../../src/runtime/time/adaptive-throttle.js';
import { installTestClock, type TestClock } from '../../support/test-clock.js';

let time: TestClock;
afterEach(() => time?.uninstall());

describe('adaptive throttle (spec 03 §9 "keeps the last 22 run times and waits twice their average between runs")', () => {
  it('keeps 22 run times and waits twice their average', () => {
    // spec 03 §9: the last 22 run times, twice their average
    expect(THROTTLE_HISTORY_SIZE).toBe(22);
    expect(THROTTLE_WAIT_FACTOR).toBe(2);
  });

  it('runs the first request at once, then collapses a burst into one run twice the average run time after the last', () => {
    time = installTestClock(0);
    const task = vi.fn(() => time.spend(10));
    const throttle = createAdaptiveThrottle(task);
    throttle.request();
    expect(task).toHaveBeenCalledTimes(1);

    // spec 03 §9: the next run waits 2 × 10 ms after the last one ended
    throttle.request();
    throttle.request();
    throttle.request();
    expect(task).toHaveBeenCalledTimes(1);
    time.tick(19);
    expect(task).toHaveBeenCalledTimes(1);
    time.tick(1);
    expect(task).toHaveBeenCalledTimes(2);
    time.tick(1000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('follows what the work costs: a slower run lengthens the wait, faster ones shorten it again', () => {
    time = installTestClock(0);
    let cost = 10;
    const task = vi.fn(() => time.spend(cost));
    const throttle = createAdaptiveThrottle(task);
    throttle.request(); // 10 ms
    time.tick(100);
    cost = 50;
    throttle.request(); // 50 ms: average 30, wait 60
    expect(task).toHaveBeenCalledTimes(2);
    throttle.request();
    time.tick(59);
    expect(task).toHaveBeenCalledTimes(2);
    time.tick(1);
    expect(task).toHaveBeenCalledTimes(3); // ran 50 ms: [10, 50, 50], average 36.7, wait 73.3
    cost = 0;
    throttle.request();
    time.tick(73);
    expect(task).toHaveBeenCalledTimes(3);
    time.tick(1);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('forgets a run time once 22 newer ones are recorded', () => {
    time = installTestClock(0);
    let cost = 220;
    const task = vi.fn(() => time.spend(cost));
    const throttle = createAdaptiveThrottle(task);
    throttle.request(); // 220 ms
    cost = 0;
    for (let i = 0; i < 21; i++) {
      time.tick(1000);
      throttle.request(); // 0 ms each
    }
    expect(task).toHaveBeenCalledTimes(22);
    // [220, 0 × 21]: the wait is 2 × 220 / 22 = 20 ms
    throttle.request();
    time.tick(19);
    expect(task).toHaveBeenCalledTimes(22);
    time.tick(1);
    expect(task).toHaveBeenCalledTimes(23);
    // [0 × 22]: the 220 ms run is forgotten, no wait
    throttle.request();
    expect(task).toHaveBeenCalledTimes(24);
  });

  it('cancel drops the waiting run', () => {
    time = installTestClock(0);
    const task = vi.fn(() => time.spend(5));
    const throttle = createAdaptiveThrottle(task);
    throttle.request();
    throttle.request();
    expect(time.dueIn()).toEqual([10]);
    throttle.cancel();
    time.tick(100);
    expect(task).toHaveBeenCalledTimes(1);
    expect(time.pending()).toBe(0);
  });
});
