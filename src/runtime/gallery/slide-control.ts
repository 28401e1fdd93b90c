import type { GalleryDesign } from './gallery-block-data.js';
import { isSlidingDesign } from './gallery-design.js';

/**
 * What the control laid over a slide does (spec 03 §4; spec 02 §4 lightbox):
 * - 'none': no control at all, the slide's own video player takes input;
 * - 'lightbox': it opens the slide in the lightbox;
 * - 'strip': the slider's click (a non-active slide becomes current, the active one follows the option);
 * - 'stacked': the slideshow's click (next, previous, or by pointer half);
 * - 'plain': nothing of its own (a click-through URL still makes the slide a link).
 */
export type SlideControl = 'none' | 'lightbox' | 'strip' | 'stacked' | 'plain';

export interface SlideControlInput {
  design: GalleryDesign;
  /** The gallery opens slides in the lightbox. */
  lightbox: boolean;
  /** The slide is a video that plays where it is (it holds its own player). */
  playsInPlace: boolean;
  /** The slide is the current one. */
  current: boolean;
}

export function slideControl({ design, lightbox, playsInPlace, current }: SlideControlInput): SlideControl {
  if (!isSlidingDesign(design)) {
    // a grid-like design with a lightbox opens a video there too; without one it plays in place
    if (playsInPlace && !lightbox) return 'none';
    return lightbox ? 'lightbox' : 'plain';
  }
  const slider = design === 'slider';
  // spec 03 §4 strip: video slides are active only when current; until then the slide is a "show" control
  if (playsInPlace && (current || !slider)) return 'none';
  if (lightbox && (current || !slider)) return 'lightbox';
  if (slider) return 'strip';
  if (design === 'slideshow') return 'stacked';
  return 'plain';
}
