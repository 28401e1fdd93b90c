import { afterEach, describe, expect, it } from 'vitest';
import { timeoutSignal } from '../../../src/runtime/time/timeout-signal.js';
import { installTestClock, type TestClock } from '../../support/test-clock.js';

let time: TestClock | null = null;
afterEach(() => {
  time?.uninstall();
  time = null;
});

describe('timeoutSignal: AbortSignal.timeout on the runtime clock', () => {
  it('aborts when the clock reaches the time-out, with the TimeoutError reason fetch reports', () => {
    time = installTestClock();
    const { signal } = timeoutSignal(5000);
    time.tick(4999);
    expect(signal.aborted).toBe(false);
    time.tick(1);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(DOMException);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('never aborts once the work is done, and leaves no timer behind', () => {
    time = installTestClock();
    const bound = timeoutSignal(5000);
    expect(time.pending()).toBe(1);
    bound.done();
    expect(time.pending()).toBe(0);
    time.tick(10_000);
    expect(bound.signal.aborted).toBe(false);
  });
});
