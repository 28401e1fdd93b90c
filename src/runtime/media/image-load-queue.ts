/**
 * Image load throttle, spec 03 §9: at most 16 images load at once, 1 on mobile. Loads wait in
 * order; a load that is cancelled before it starts never runs.
 */

export const IMAGE_LOAD_THROTTLE = 16;
export const MOBILE_IMAGE_LOAD_THROTTLE = 1;

export interface ImageLoadQueue {
  /** Runs `load` when a slot is free; the slot is freed when its promise settles. Returns a cancel function. */
  enqueue(load: () => Promise<unknown>): () => void;
  readonly active: number;
  readonly waiting: number;
}

export function createImageLoadQueue(limit: number): ImageLoadQueue {
  const max = Math.max(1, Math.floor(limit) || 1);
  const waiting: Array<{ load: () => Promise<unknown>; cancelled: boolean }> = [];
  let active = 0;

  const pump = () => {
    while (active < max && waiting.length > 0) {
      const job = waiting.shift()!;
      if (job.cancelled) continue;
      active++;
      let started: Promise<unknown>;
      try {
        started = Promise.resolve(job.load());
      } catch (error) {
        started = Promise.reject(error);
      }
      started
        .catch(() => undefined)
        .finally(() => {
          active--;
          pump();
        });
    }
  };

  return {
    enqueue(load) {
      const job = { load, cancelled: false };
      waiting.push(job);
      pump();
      return () => {
        job.cancelled = true;
      };
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.filter((job) => !job.cancelled).length;
    },
  };
}

/** The throttle for a viewport: 1 on mobile, 16 otherwise. */
export function imageLoadThrottleFor(isMobile: boolean): number {
  return isMobile ? MOBILE_IMAGE_LOAD_THROTTLE : IMAGE_LOAD_THROTTLE;
}
