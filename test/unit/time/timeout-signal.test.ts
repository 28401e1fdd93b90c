import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveUpAfter, timeoutSignal } from '../../../src/runtime/time/timeout-signal.js';
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

describe('giveUpAfter: a whole call given up on the runtime clock', () => {
  const never = () => new Promise<string>(() => undefined);

  it('settles with what the give-up returns at the time-out, not a millisecond before', async () => {
    time = installTestClock();
    let outcome: string | null = null;
    void giveUpAfter(never(), 2500, () => 'gave up').then((value) => (outcome = value));
    time.tick(2499);
    await Promise.resolve();
    expect(outcome).toBeNull();
    time.tick(1);
    await vi.waitFor(() => expect(outcome).toBe('gave up'));
  });

  it('rejects with what the give-up throws', async () => {
    time = installTestClock();
    const pending = giveUpAfter(never(), 100, () => {
      throw new Error('too slow');
    });
    time.tick(100);
    await expect(pending).rejects.toThrow('too slow');
  });

  it('answers with the work when it settles first, and leaves no timer behind', async () => {
    time = installTestClock();
    expect(await giveUpAfter(Promise.resolve('answer'), 2500, () => 'gave up')).toBe('answer');
    expect(time.pending()).toBe(0);
  });
});
