// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetMapsProvider, loadMapsProvider, MAPS_CALLBACK_NAME, MAPS_SCRIPT_TIMEOUT_MS } from '../../../src/runtime/maps/maps-provider.js';

// jsdom does not fetch scripts, so the provider script never calls back on its own here: the
// tests call the callback themselves, or let the clock run out.
afterEach(() => {
  forgetMapsProvider();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

let run = 0;
const settings = () => ({ scriptUrl: `https://maps.example/api/js?run=${++run}`, key: 'AIza', language: 'en', region: 'GB' });

describe('maps script load (spec 01 §4, §7, §8, §9)', () => {
  it('adds one script for every map and shares its promise', () => {
    // spec 01 §4 map: the maps script loads once and is shared
    const options = settings();
    const first = loadMapsProvider(options);
    expect(loadMapsProvider(options)).toBe(first);
    expect(loadMapsProvider(settings())).toBe(first);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);
    first.catch(() => undefined);
  });

  it('rejects the shared promise when the script has not loaded within 30 seconds', async () => {
    // spec 01 §8 map: a script load timeout rejects the shared promise; §9 map script timeout 30 s
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let outcome = 'pending';
    const shared = loadMapsProvider(settings());
    shared.then(
      () => (outcome = 'resolved'),
      (error: Error) => (outcome = error.message),
    );
    await vi.advanceTimersByTimeAsync(MAPS_SCRIPT_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatch(/did not load within 30 s/);
    // One console line for the page, however many maps waited.
    expect(errors).toHaveBeenCalledTimes(1);
    // A late callback from the timed-out script does nothing.
    expect(() => (window as unknown as Record<string, () => void>)[MAPS_CALLBACK_NAME]!()).not.toThrow();
  });

  it('resolves with the provider the script hands to the callback', async () => {
    const provider = { name: 'local', createMap: () => ({ update() {}, destroy() {} }) };
    const shared = loadMapsProvider(settings());
    (window as unknown as Record<string, (value: unknown) => void>)[MAPS_CALLBACK_NAME]!(provider);
    await expect(shared).resolves.toBe(provider);
  });
});
