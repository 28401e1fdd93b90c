import { useLayoutEffect, useRef, useState } from 'react';
import { metaHeight } from '../../runtime/gallery/gallery-display.js';

export interface CaptionOverlayProps {
  caption: string;
  /** Block data meta-position. */
  position: string;
  /** The gallery's width: the caption is measured again when it changes. */
  width: number;
}

/**
 * The slideshow's visible caption overlay at the block data's meta-position (the figcaption stays
 * the accessible caption). Spec 03 §9: past 90 % of the slide's height it takes 40 % and scrolls.
 */
export function CaptionOverlay({ caption, position, width }: CaptionOverlayProps) {
  const ref = useRef<HTMLParagraphElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const stage = element?.parentElement;
    if (!element || !stage) return;
    setHeight(metaHeight(element.scrollHeight, stage.getBoundingClientRect().height));
  }, [caption, width]);
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
