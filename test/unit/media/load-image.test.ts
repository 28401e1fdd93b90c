// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createImageLoadQueue,
  IMAGE_LOAD_THROTTLE,
  IMAGE_LOADING_CLASS,
  imageLoadThrottleFor,
  INVALID_IMAGE_SOURCE_MESSAGE,
  LAZY_LOAD_MARGIN_PX,
  loadImage,
  loadImages,
  MOBILE_IMAGE_LOAD_THROTTLE,
  NO_IMAGES_MESSAGE,
  NO_PARENT_NODE_MESSAGE,
  NO_ROOT_NODE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  waitForHostSize,
  HOST_WAIT_TRIES,
  HOST_WAIT_INTERVAL_MS,
  whenNearViewport,
} from '../../../src/runtime/media/index.js';

afterEach(() => {
  document.body.innerHTML = '';
});

function imageIn(html = '<img data-src="https://images.sitestack.app/p.jpg" data-image-dimensions="1600x800">'): HTMLImageElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  box.getBoundingClientRect = () => ({ width: 400, height: 400 }) as DOMRect;
  return box.querySelector('img')!;
}

describe('loadImage (spec 01 §4, §8)', () => {
  it("rejects what it cannot load with the spec's messages", async () => {
    // spec 01 §8 image errors
    await expect(loadImage(document.createElement('div'))).rejects.toThrow(NOT_AN_IMAGE_MESSAGE);
    expect(NOT_AN_IMAGE_MESSAGE).toBe('Element is not a valid image element.');
    await expect(loadImage(document.createElement('img'))).rejects.toThrow(NO_PARENT_NODE_MESSAGE);
    expect(NO_PARENT_NODE_MESSAGE).toBe('Image element has no parentNode.');
    await expect(loadImage(imageIn('<img>'))).rejects.toThrow(INVALID_IMAGE_SOURCE_MESSAGE);
    await expect(loadImage(imageIn(), { mode: 'stretch' as never })).rejects.toThrow('Image loader mode must be fit, fill, none or null.');
    await expect(loadImages(null)).rejects.toThrow(NO_ROOT_NODE_MESSAGE);
    await expect(loadImages(document.createElement('div'))).rejects.toThrow(NO_IMAGES_MESSAGE);
  });

  it('sets the sized source, marks the image loading until it loads, and places it by mode', async () => {
    // spec 01 §4: a loading class is added while loading and removed on load or error
    const img = imageIn();
    const done = loadImage(img, { mode: 'fill', focalPoint: { x: 0.2, y: 0.4 } });
    // a cover crop of a 2:1 image in a 400 px square needs 800 px -> 1000w
    expect(img.getAttribute('src')).toBe('https://images.sitestack.app/p.jpg?format=1000w');
    expect(img.classList.contains(IMAGE_LOADING_CLASS)).toBe(true);
    expect(img.style.objectFit).toBe('cover');
    expect(img.style.objectPosition).toBe('20% 40%');
    // an image already loading is skipped unless concurrent loads are allowed (spec 01 §4)
    await expect(loadImage(img)).resolves.toBe('skipped');
    img.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('loaded');
    expect(img.classList.contains(IMAGE_LOADING_CLASS)).toBe(false);
  });

  it('removes the loading class on error too', async () => {
    const img = imageIn();
    const done = loadImage(img);
    img.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBe('error');
    expect(img.classList.contains(IMAGE_LOADING_CLASS)).toBe(false);
  });

  it('warns and centres a content-fit image with no alignment', async () => {
    // spec 01 §8: 'Missing alignment for content-fit image' (alignment defaults to centre)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const img = imageIn();
    void loadImage(img, { mode: 'fit' });
    expect(warn).toHaveBeenCalledWith('Sitestack: Missing alignment for content-fit image');
    expect(img.style.objectPosition).toBe('50% 50%');
    warn.mockRestore();
  });
});

describe('lazy loading (spec 01 §4, §9)', () => {
  it('loads at once without IntersectionObserver', () => {
    // spec 01 §4: without observer support they load at once
    const onNear = vi.fn();
    whenNearViewport(document.createElement('img'), onNear, undefined);
    expect(onNear).toHaveBeenCalledOnce();
  });

  it('watches with a 200 px margin and fires once', () => {
    // spec 01 §9 lazy-load margin 200px
    expect(LAZY_LOAD_MARGIN_PX).toBe(200);
    let callback: IntersectionObserverCallback = () => undefined;
    let margin = '';
    const unobserved: Element[] = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, options: IntersectionObserverInit) {
        callback = cb;
        margin = options.rootMargin ?? '';
      }
      observe() {}
      unobserve(target: Element) {
        unobserved.push(target);
      }
    }
    const target = document.createElement('img');
    const onNear = vi.fn();
    whenNearViewport(target, onNear, FakeObserver as unknown as typeof IntersectionObserver);
    expect(margin).toBe('200px');
    callback([{ target, isIntersecting: false } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(onNear).not.toHaveBeenCalled();
    callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(onNear).toHaveBeenCalledOnce();
    expect(unobserved).toContain(target);
  });
});

describe('image load throttle (spec 03 §9)', () => {
  it('runs at most 16 loads at once, 1 on mobile', async () => {
    // spec 03 §9: image load throttle 16 concurrent, 1 on mobile
    expect(IMAGE_LOAD_THROTTLE).toBe(16);
    expect(MOBILE_IMAGE_LOAD_THROTTLE).toBe(1);
    expect(imageLoadThrottleFor(true)).toBe(1);
    const queue = createImageLoadQueue(imageLoadThrottleFor(false));
    const releases: Array<() => void> = [];
    let started = 0;
    for (let i = 0; i < 20; i++) {
      queue.enqueue(() => {
        started++;
        return new Promise<void>((resolve) => releases.push(resolve));
      });
    }
    expect(started).toBe(16);
    expect(queue.waiting).toBe(4);
    releases[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(17);
  });

  it('skips a load cancelled before it started', async () => {
    const queue = createImageLoadQueue(1);
    let release = () => undefined as void;
    const ran: string[] = [];
    queue.enqueue(() => new Promise<void>((resolve) => (release = resolve)));
    const cancel = queue.enqueue(async () => void ran.push('b'));
    queue.enqueue(async () => void ran.push('c'));
    cancel();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['c']);
  });
});

describe('waiting for the host (spec 02 §9)', () => {
  it('tries up to 100 times, 10 ms apart, for the box to get a size', async () => {
    // spec 02 §9: image loader wait for host up to 100 tries at 10 ms
    expect([HOST_WAIT_TRIES, HOST_WAIT_INTERVAL_MS]).toEqual([100, 10]);
    vi.useFakeTimers();
    try {
      let calls = 0;
      const never = waitForHostSize(() => (calls++, false));
      await vi.advanceTimersByTimeAsync(2000);
      await expect(never).resolves.toBe(false);
      expect(calls).toBe(100);
      let sized = false;
      const soon = waitForHostSize(() => sized);
      await vi.advanceTimersByTimeAsync(30);
      sized = true;
      await vi.advanceTimersByTimeAsync(10);
      await expect(soon).resolves.toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads once the box has a size, for that size', async () => {
    const box = document.createElement('div');
    box.innerHTML = '<img data-src="https://images.sitestack.app/p.jpg">';
    document.body.append(box);
    let width = 0;
    box.getBoundingClientRect = () => ({ width, height: 0 }) as DOMRect;
    const img = box.querySelector('img')!;
    const done = loadImage(img, { waitForHost: true });
    expect(img.getAttribute('src')).toBeNull();
    width = 700;
    await vi.waitFor(() => expect(img.getAttribute('src')).toBe('https://images.sitestack.app/p.jpg?format=750w'));
    img.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('loaded');
  });
});
