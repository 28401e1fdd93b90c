import { afterEach, describe, expect, it } from 'vitest';
import { clock, systemClock } from '../../../src/runtime/time/clock.js';
import { installTestClock, type TestClock } from '../../support/test-clock.js';

let test: TestClock | null = null;
afterEach(() => {
  test?.uninstall();
  test = null;
});

describe('clock (DESIGN.md: time comes in through one clock module)', () => {
  it('reads the real time when no test clock is installed', () => {
    const before = Date.now();
    expect(clock.now()).toBeGreaterThanOrEqual(before);
    expect(clock.now()).toBeLessThanOrEqual(Date.now());
  });

  it('a test clock moves only when told, firing timers in time order', () => {
    test = installTestClock(1_000_000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 100);
    const cancelled = clock.setTimeout(() => fired.push('never'), 150);
    clock.clearTimeout(cancelled);
    expect(clock.now()).toBe(1_000_000);
    test.tick(150);
    expect(fired).toEqual(['a@1000100']);
    test.tick(50);
    expect(fired).toEqual(['a@1000100', 'b@1000200']);
    expect(clock.elapsed()).toBe(200);
  });

  it('intervals repeat until cleared; timers set inside a callback fire in the same tick when due', () => {
    test = installTestClock(0);
    let beats = 0;
    const id = clock.setInterval(() => {
      beats++;
      if (beats === 3) clock.clearInterval(id);
    }, 10);
    let inner = 0;
    clock.setTimeout(() => clock.setTimeout(() => inner++, 5), 5);
    test.tick(100);
    expect(beats).toBe(3);
    expect(inner).toBe(1);
  });

  it('uninstalling puts the real clock back', () => {
    test = installTestClock(5);
    test.uninstall();
    test = null;
    expect(Math.abs(clock.now() - systemClock.now())).toBeLessThan(1000);
  });

  it('uninstalling first runs the one-shot timers already due (a removed block\'s deferred unmount is not dropped), not later ones', () => {
    test = installTestClock(5);
    const fired: string[] = [];
    test.setTimeout(() => fired.push('later'), 5000);
    test.setInterval(() => fired.push('interval'), 0);
    test.setTimeout(() => fired.push('unmount'), 0);
    test.uninstall();
    test = null;
    expect(fired).toEqual(['unmount']);
  });

  it('uninstalling runs each timer due once: one that sets itself again for 0 ms does not hold it up, and one cleared by an earlier one does not run', () => {
    test = installTestClock(5);
    const fired: string[] = [];
    const poll = () => {
      fired.push('poll');
      test!.setTimeout(poll, 0);
    };
    test.setTimeout(poll, 0);
    // (runs at uninstall, by which time `second` is set)
    test.setTimeout(() => {
      fired.push('first');
      test!.clearTimeout(second);
    }, 0);
    const second = test.setTimeout(() => fired.push('second'), 0);
    test.uninstall();
    test = null;
    expect(fired).toEqual(['poll', 'first']);
  });
});
