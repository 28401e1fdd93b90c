import { CHUNK_LOAD_TIMEOUT_MS } from '../catalog/platform-limits.js';

/**
 * Why a chunk failed, spec 03 §8: `timeout` when it did not arrive in time, `error` when the
 * request or the module failed, `missing` when it loaded but did not hold what was asked for.
 */
export type ChunkFailureType = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  declare readonly type: ChunkFailureType;
  declare readonly chunk: string;
  constructor(chunk: string, type: ChunkFailureType, cause?: unknown) {
    super(`Loading chunk ${chunk} failed. (${type})`, cause === undefined ? undefined : { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.type = type;
  }
}

export interface LoadChunkOptions<T> {
  timeoutMs?: number;
  /** Says whether the loaded module holds what the caller needs; false means `missing`. */
  isComplete?: (module: T) => boolean;
}

/** Loads one chunk through `importChunk`, with the spec's time-out and failure types. */
export function loadChunk<T>(name: string, importChunk: () => Promise<T>, options: LoadChunkOptions<T> = {}): Promise<T> {
  const { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, isComplete } = options;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(name, 'timeout')), timeoutMs);
    let pending: Promise<T>;
    try {
      pending = importChunk();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (module) => {
        clearTimeout(timer);
        if (isComplete && !isComplete(module)) reject(new ChunkLoadError(name, 'missing'));
        else resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(name, 'error', error));
      },
    );
  });
}
