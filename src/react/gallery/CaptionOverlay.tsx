import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { metaHeight } from '../../runtime/gallery/gallery-display.js';

export interface CaptionOverlayProps {
  caption: string;
  /** Block data meta-position. */
  position: string;
}

/**
 * The slideshow's visible caption overlay at the block data's meta-position (the figcaption stays
 * the accessible caption). Spec 03 §9: past 90 % of the slide's height it takes 40 % and scrolls.
 *
 * The caption is measured when the browser has laid it out (a resize observer reports after
 * layout and before paint), not during the commit: reading its size there would force a layout in
 * the middle of hydration, which on a phone is the task answering the visitor's first tap. The
 * change is applied at once (flushSync), so a long caption never paints at its full height. The
 * observer also sees the slide or the caption change size (a narrower gallery, a rotated phone).
 */
export function CaptionOverlay({ caption, position }: CaptionOverlayProps) {
  const ref = useRef<HTMLParagraphElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const stage = element?.parentElement;
    if (!element || !stage) return;
    const measure = () => {
      const next = metaHeight(element.scrollHeight, stage.getBoundingClientRect().height);
      flushSync(() => setHeight(next));
    };
    if (typeof ResizeObserver !== 'function') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [caption]);
  return (
    <p
      part="caption"
      className="caption"
      data-position={position}
      data-overflow={height !== null ? '' : undefined}
      style={height !== null ? { height: `${height}px` } : undefined}
      aria-hidden="true"
      ref={ref}
    >
      {caption}
    </p>
  );
}
