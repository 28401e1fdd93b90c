import { useEffect } from 'react';
import { STRIP_SPEED_MS } from '../../runtime/gallery/gallery-constants.js';
import { scrollIntoViewTarget, scrollTweenDuration } from '../../runtime/gallery/thumbnail-scroll.js';
import { clock } from '../../runtime/time/clock.js';

/** Ease-out cubic: the tween slows as it arrives. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Scrolls the strip so the current thumbnail shows with 30 px to spare (spec 03 §9), as a short
 * tween (at most the strip speed, at least 50 ms), or at once when the visitor prefers reduced motion.
 * The strip is measured in the next animation frame, where the browser lays the page out anyway,
 * not in the effect: an effect of a tap's render runs in the tap's own task, and reading layout
 * there made the browser lay out the page before the changed slide could show.
 */
export function useThumbnailScroll(strip: HTMLElement | null, index: number, reducedMotion: boolean): void {
  useEffect(() => {
    if (!strip) return;
    let frame = requestAnimationFrame(() => {
      const thumb = strip.children[index] as HTMLElement | undefined;
      if (!thumb) return;
      const target = scrollIntoViewTarget({
        // the strip is the thumbnails' offset parent (position: relative), so this is in its content box
        itemStart: thumb.offsetLeft,
        itemSize: thumb.offsetWidth,
        scroll: strip.scrollLeft,
        viewSize: strip.clientWidth,
        contentSize: strip.scrollWidth,
      });
      if (target === null) return;
      if (reducedMotion) {
        strip.scrollLeft = target;
        return;
      }
      const from = strip.scrollLeft;
      const duration = scrollTweenDuration(Math.min(STRIP_SPEED_MS, Math.abs(target - from)));
      const start = clock.elapsed();
      const tick = () => {
        const t = Math.min(1, (clock.elapsed() - start) / duration);
        strip.scrollLeft = from + (target - from) * easeOut(t);
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      tick();
    });
    return () => cancelAnimationFrame(frame);
  }, [strip, index, reducedMotion]);
}
