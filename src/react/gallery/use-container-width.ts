import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { GALLERY_RESIZE_DEBOUNCE_MS } from '../../runtime/gallery/gallery-constants.js';
import { createAdaptiveThrottle } from '../../runtime/time/adaptive-throttle.js';
import { clock, type TimerHandle } from '../../runtime/time/clock.js';

/**
 * The width in px of the element `ref` holds, when `measure` asks for it: measured after render
 * and again after it resizes. 0 until measured, so the first render does not depend on layout
 * (and a server render draws the same). Measuring costs a layout and a second render, so only a
 * block whose drawing depends on its width asks.
 *
 * A resize is laid out 100 ms after the last resize event (spec 03 §9: resize debounce 100 ms for
 * gallery layouts), and no sooner than twice the average of the last 22 layouts' times after the
 * one before (spec 03 §9 throttling helper): how long a layout takes depends on the gallery and
 * the device, so the wait follows it. The new layout is drawn at once (flushSync), so the time
 * measured is the layout's own: the measuring, the render and its commit.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, measure: boolean): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!measure || !element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return;
    let timer: TimerHandle | null = null;
    const layout = createAdaptiveThrottle(() => flushSync(() => setWidth(element.getBoundingClientRect().width)));
    const observer = new ResizeObserver(() => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(layout.request, GALLERY_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      clock.clearTimeout(timer);
      layout.cancel();
      observer.disconnect();
    };
  }, [ref, measure]);
  return width;
}
