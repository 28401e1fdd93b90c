import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/runtime/catalog/platform-limits.js';
import { ChunkLoadError, loadChunk } from '../../../src/runtime/net/load-chunk.js';

describe('chunk loading (spec 03 §8-9)', () => {
  afterEach(() => vi.useRealTimers());

  it('times out after 120000 ms with type timeout', async () => {
    // spec 03 §9 chunk load timeout 120000 ms
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const pending = loadChunk('gallery', () => new Promise(() => {}));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.type).toBe('timeout');
    // spec 03 §8: 'Loading chunk ... failed' with type missing, timeout or error
    expect(error.message).toBe('Loading chunk gallery failed. (timeout)');
  });

  it('fails with type error when the import fails, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = (await loadChunk('form', () => Promise.reject(cause)).catch((e: unknown) => e)) as ChunkLoadError;
    expect(error.type).toBe('error');
    expect(error.message).toBe('Loading chunk form failed. (error)');
    expect(error.cause).toBe(cause);
  });

  it('fails with type missing when the chunk loads without what was asked for', async () => {
    const error = (await loadChunk('menu', () => Promise.resolve({}), {
      isComplete: (module: { default?: unknown }) => typeof module.default === 'function',
    }).catch((e: unknown) => e)) as ChunkLoadError;
    expect(error.type).toBe('missing');
    expect(error.message).toBe('Loading chunk menu failed. (missing)');
  });

  it('resolves with the module when it arrives in time', async () => {
    const module = { default: class {} };
    await expect(loadChunk('accordion', () => Promise.resolve(module))).resolves.toBe(module);
  });

  it('turns a synchronous throw into a failure of type error', async () => {
    const error = (await loadChunk('x', () => {
      throw new Error('boom');
    }).catch((e: unknown) => e)) as ChunkLoadError;
    expect(error.type).toBe('error');
  });
});
