// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeOnScreenMs } from '../../../src/runtime/dom/on-screen.js';
import { isBoxInView, isNearViewport } from '../../../src/runtime/dom/box-in-view.js';
import { installTestClock, type TestClock } from '../../support/test-clock.js';

let time: TestClock | undefined;
afterEach(() => {
  time?.uninstall();
  time = undefined;
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function block(rect: { top: number; height: number }, serverDrawn = true): HTMLElement {
  const host = document.createElement('ss-gallery');
  if (serverDrawn) host.setAttribute('data-ss-rendered', '');
  host.getBoundingClientRect = () => ({ top: rect.top, bottom: rect.top + rect.height, height: rect.height, width: 300, left: 0, right: 300, x: 0, y: rect.top, toJSON: () => ({}) });
  document.body.append(host);
  return host;
}

function paintedAt(ms: number | null): void {
  const paint = { name: 'first-contentful-paint', startTime: ms, entryType: 'paint', duration: 0 } as unknown as PerformancePaintTiming;
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(((type: string) => (type === 'paint' && ms !== null ? [paint] : [])) as typeof performance.getEntriesByType);
}

describe('time a block has been on screen (issue 15: the first paint is the final one)', () => {
  it('a box is in view when it overlaps the viewport and has a size', () => {
    expect(isBoxInView({ top: 100, bottom: 400, width: 300, height: 300 }, 900)).toBe(true);
    expect(isBoxInView({ top: 950, bottom: 1200, width: 300, height: 250 }, 900)).toBe(false);
    expect(isBoxInView({ top: -300, bottom: 0, width: 300, height: 300 }, 900)).toBe(false);
    expect(isBoxInView({ top: 0, bottom: 0, width: 0, height: 0 }, 900)).toBe(false);
  });

  it('a block is near the viewport within the lazy-load margin of 200 px above or below it (spec 01 §9); a hidden one never', () => {
    vi.stubGlobal('innerHeight', 900);
    try {
      expect(isNearViewport(block({ top: 0, height: 100 }))).toBe(true);
      expect(isNearViewport(block({ top: 1099, height: 100 }))).toBe(true);
      expect(isNearViewport(block({ top: 1100, height: 100 }))).toBe(false);
      expect(isNearViewport(block({ top: -299, height: 100 }))).toBe(true);
      expect(isNearViewport(block({ top: -300, height: 100 }))).toBe(false);
      // hidden (display: none): no box at all, so near nothing, whatever its position reads
      const hidden = block({ top: 0, height: 0 });
      hidden.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
      expect(isNearViewport(hidden)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a server-drawn block in the viewport has shown since the first contentful paint', () => {
    time = installTestClock();
    time.tick(4000);
    paintedAt(1300);
    expect(timeOnScreenMs(block({ top: 100, height: 300 }))).toBe(2700);
  });

  it('counts nothing for a block drawn by its code, one outside the viewport, or without a paint entry', () => {
    time = installTestClock();
    time.tick(4000);
    paintedAt(1300);
    expect(timeOnScreenMs(block({ top: 100, height: 300 }, false))).toBe(0);
    expect(timeOnScreenMs(block({ top: window.innerHeight + 50, height: 300 }))).toBe(0);
    paintedAt(null);
    expect(timeOnScreenMs(block({ top: 100, height: 300 }))).toBe(0);
    // a paint after now (another timeline) is not a negative time
    paintedAt(9000);
    expect(timeOnScreenMs(block({ top: 100, height: 300 }))).toBe(0);
  });

  it('counts nothing for a block below the first screen that was scrolled into view before its code ran', () => {
    time = installTestClock();
    time.tick(4000);
    paintedAt(1300);
    const scrolledBy = window.innerHeight * 2;
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrolledBy);
    // In view now, 100 px from the viewport's top, but 2 screens down the page.
    expect(timeOnScreenMs(block({ top: 100, height: 300 }))).toBe(0);
    // Scrolled a little: a block that was in the first screen still counts since the paint.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(50);
    expect(timeOnScreenMs(block({ top: 100, height: 300 }))).toBe(2700);
  });
});
