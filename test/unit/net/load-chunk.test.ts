import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from '../../../src/runtime/net/load-chunk.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazy chunk loading (spec 03 §8, §9)', () => {
  // spec 03 §9: chunk load timeout 120000 ms.
  it('times out after 120 s with type timeout', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const pending = loadChunk('gallery', () => new Promise(() => undefined));
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void caught.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await caught) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.type).toBe('timeout');
  });

  // spec 03 §8: 'Loading chunk ... failed' with type missing, timeout or error.
  it('reports error and missing with the spec message', async () => {
    const failed = (await loadChunk('menu', () => Promise.reject(new Error('404'))).catch((e: unknown) => e)) as ChunkLoadError;
    expect(failed.type).toBe('error');
    expect(failed.message).toBe('Loading chunk menu failed. (error)');
    const missing = (await loadChunk('menu', async () => ({}), { isComplete: () => false }).catch((e: unknown) => e)) as ChunkLoadError;
    expect(missing.type).toBe('missing');
    expect(await loadChunk('menu', async () => ({ ok: 1 }))).toEqual({ ok: 1 });
  });
});
