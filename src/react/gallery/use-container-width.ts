import { useLayoutEffect, useState } from 'react';
import { GALLERY_RESIZE_DEBOUNCE_MS } from '../../runtime/gallery/gallery-constants.js';
import { clock, type TimerHandle } from '../../runtime/time/clock.js';

/**
 * The element's width in px, measured after render and again after it resizes (spec 03 §9:
 * resize debounce 100 ms for gallery layouts). 0 until measured, so the first render does not
 * depend on layout (and a server render draws the same).
 */
export function useContainerWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return;
    let timer: TimerHandle | null = null;
    const observer = new ResizeObserver(() => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(() => setWidth(element.getBoundingClientRect().width), GALLERY_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      clock.clearTimeout(timer);
      observer.disconnect();
    };
  }, [element]);
  return width;
}
