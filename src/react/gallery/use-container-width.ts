import { useLayoutEffect, useState, type RefObject } from 'react';
import { GALLERY_RESIZE_DEBOUNCE_MS } from '../../runtime/gallery/gallery-constants.js';
import { clock, type TimerHandle } from '../../runtime/time/clock.js';

/**
 * The width in px of the element `ref` holds, when `measure` asks for it: measured after render
 * and again after it resizes (spec 03 §9: resize debounce 100 ms for gallery layouts). 0 until
 * measured, so the first render does not depend on layout (and a server render draws the same).
 * Measuring costs a layout and a second render, so only a block whose drawing depends on its
 * width asks.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, measure: boolean): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!measure || !element) return;
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
  }, [ref, measure]);
  return width;
}
