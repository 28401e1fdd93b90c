import { describe, expect, it } from 'vitest';
import { runInTurns } from '../../../src/runtime/net/chunk-preload.js';

/**
 * Issue 15 "Hydration is scheduled": a block's code runs in turns, React, the shared runtime and
 * then the block each in a task of its own, so that none of them makes a long task on a phone
 * (a page counts as interactive only after its last long task) and input is handled in between.
 */
describe("running a block's chunks in turns", () => {
  it('imports each chunk in the order given, a new task after each, and then the block', async () => {
    const steps: string[] = [];
    const module = await runInTurns(
      ['https://cdn.test/chunks/shared.js', 'https://cdn.test/chunks/react.js'],
      () => {
        steps.push('block');
        return Promise.resolve({ default: 'gallery' });
      },
      (href) => {
        steps.push(`import ${href.split('/').pop()}`);
        return Promise.resolve({});
      },
      () => {
        steps.push('new task');
        return Promise.resolve();
      },
    );
    expect(steps).toEqual(['import shared.js', 'new task', 'import react.js', 'new task', 'block']);
    expect(module).toEqual({ default: 'gallery' });
  });

  it('does not start the next chunk before the task after the previous one has come', async () => {
    const steps: string[] = [];
    let nextTaskCame: () => void = () => undefined;
    const done = runInTurns(
      ['a.js', 'b.js'],
      () => Promise.resolve('block'),
      (href) => {
        steps.push(href);
        return Promise.resolve();
      },
      () => new Promise<void>((resolve) => (nextTaskCame = resolve)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['a.js']);
    nextTaskCame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['a.js', 'b.js']);
    nextTaskCame();
    await expect(done).resolves.toBe('block');
  });

  it('fails as the block would when a chunk it imports fails, without importing the block', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: https://cdn.test/chunks/react.js');
    let blockImported = false;
    const outcome = runInTurns(
      ['https://cdn.test/chunks/react.js'],
      () => {
        blockImported = true;
        return Promise.resolve({});
      },
      () => Promise.reject(failure),
      () => Promise.resolve(),
    );
    await expect(outcome).rejects.toBe(failure);
    expect(blockImported).toBe(false);
  });

  it('with no chunk to run first (an unbuilt bundle), imports the block at once', async () => {
    await expect(runInTurns([], () => Promise.resolve('block'))).resolves.toBe('block');
  });
});
