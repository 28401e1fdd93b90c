import { describe, expect, it, vi } from 'vitest';
import { createRuntimeLifecycle } from '../../../src/runtime/lifecycle/runtime-lifecycle.js';

describe('page runtime lifecycle (spec 01 §4)', () => {
  it('starts not initialised and runs every initialiser at the ready mark', () => {
    const lifecycle = createRuntimeLifecycle();
    const calls: string[] = [];
    lifecycle.addInitialiser(() => calls.push('a'));
    lifecycle.addInitialiser(() => calls.push('b'));
    expect(lifecycle.state).toBe('not-initialised');
    lifecycle.initialise();
    expect(lifecycle.state).toBe('initialised');
    expect(calls).toEqual(['a', 'b']);
    lifecycle.initialise();
    expect(calls).toEqual(['a', 'b']);
  });

  it('destroy runs the destructors and resets to not initialised', () => {
    const lifecycle = createRuntimeLifecycle();
    const destructor = vi.fn();
    lifecycle.addDestructor(destructor);
    lifecycle.destroy();
    expect(destructor).not.toHaveBeenCalled();
    lifecycle.initialise();
    lifecycle.destroy();
    expect(destructor).toHaveBeenCalledOnce();
    expect(lifecycle.state).toBe('not-initialised');
  });

  it('remembers that it initialised at least once and tells re-initialisations apart', () => {
    const lifecycle = createRuntimeLifecycle();
    const seen: boolean[] = [];
    lifecycle.addInitialiser((again) => seen.push(again));
    expect(lifecycle.initialisedOnce).toBe(false);
    lifecycle.initialise();
    expect(lifecycle.initialisedOnce).toBe(true);
    lifecycle.destroy();
    expect(lifecycle.initialisedOnce).toBe(true);
    lifecycle.initialise();
    expect(seen).toEqual([false, true]);
  });

  it('keeps going when one initialiser throws, and reports it', () => {
    const lifecycle = createRuntimeLifecycle();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    lifecycle.addInitialiser(() => {
      throw new Error('broken block');
    });
    lifecycle.addInitialiser(after);
    lifecycle.initialise();
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('Sitestack: a runtime initialiser failed.', expect.any(Error));
    error.mockRestore();
  });

  it('runs an initialiser registered after the ready mark at once', () => {
    const lifecycle = createRuntimeLifecycle();
    lifecycle.initialise();
    const late = vi.fn();
    lifecycle.addInitialiser(late);
    expect(late).toHaveBeenCalledOnce();
  });
});
