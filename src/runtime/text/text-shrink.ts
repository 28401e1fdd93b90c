/**
 * Text shrink for headings (spec 02 §9 "Text shrink": minimum font 11, resize debounce 100 ms,
 * overflow tolerance 3 px): a heading marked `data-ss-text-shrink` that overflows its box gets a
 * smaller font size, one pixel at a time, never below 11 px.
 */
import { clock, type TimerHandle } from '../time/clock.js';

export const TEXT_SHRINK_MIN_FONT_PX = 11;
export const TEXT_SHRINK_DEBOUNCE_MS = 100;
export const TEXT_SHRINK_TOLERANCE_PX = 3;
export const TEXT_SHRINK_ATTRIBUTE = 'data-ss-text-shrink';

/** Overflow counts only beyond the 3 px tolerance. */
export function overflowsBeyondTolerance(contentWidth: number, boxWidth: number): boolean {
  return contentWidth - boxWidth > TEXT_SHRINK_TOLERANCE_PX;
}

/**
 * The font size that makes the text fit, found by `measure(fontPx) → content width`: the largest
 * size from `naturalPx` down to 11 px that does not overflow, or 11 px.
 */
export function fittingFontSize(naturalPx: number, boxWidth: number, measure: (fontPx: number) => number): number {
  let size = Math.floor(naturalPx);
  while (size > TEXT_SHRINK_MIN_FONT_PX && overflowsBeyondTolerance(measure(size), boxWidth)) size -= 1;
  return Math.max(TEXT_SHRINK_MIN_FONT_PX, Math.min(size, naturalPx));
}

/** Fits one element: resets to its natural size, then shrinks while it overflows. */
export function shrinkTextToFit(element: HTMLElement): number {
  element.style.removeProperty('font-size');
  const natural = parseFloat(getComputedStyle(element).fontSize) || 16;
  const size = fittingFontSize(natural, element.clientWidth, (px) => {
    element.style.fontSize = `${px}px`;
    return element.scrollWidth;
  });
  if (size >= natural) element.style.removeProperty('font-size');
  else element.style.fontSize = `${size}px`;
  return size;
}

/** Fits every marked element now and again 100 ms after the last resize. Returns a stop function. */
export function watchTextShrink(root: ParentNode = document, win: Window = window): () => void {
  const fitAll = () => root.querySelectorAll<HTMLElement>(`[${TEXT_SHRINK_ATTRIBUTE}]`).forEach(shrinkTextToFit);
  if (!root.querySelector(`[${TEXT_SHRINK_ATTRIBUTE}]`)) return () => undefined;
  fitAll();
  let timer: TimerHandle | undefined;
  const onResize = () => {
    clock.clearTimeout(timer);
    timer = clock.setTimeout(fitAll, TEXT_SHRINK_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize);
  return () => {
    clock.clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}
