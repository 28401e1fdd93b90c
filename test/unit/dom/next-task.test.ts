import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../src/runtime/dom/next-task.js';

/**
 * Issue 15: the loader breaks its start and a block's code into tasks (no long task on a phone).
 * What comes after `nextTask()` runs in a later task, never in the microtasks of the current one.
 */
describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without scheduler.yield(), resolves in a later task, not among the current microtasks', async () => {
    expect((globalThis as { scheduler?: unknown }).scheduler).toBeUndefined();
    let done = false;
    void nextTask().then(() => (done = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(true);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
