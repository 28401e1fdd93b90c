import { RENDERED_HOST_ATTRIBUTE } from '../blocks/hydration-schedule.js';
import { clock } from '../time/clock.js';
import { isBoxInView } from './box-in-view.js';

/** Whether `element` overlaps its window's viewport now. */
export function isInView(element: Element): boolean {
  return isBoxInView(element.getBoundingClientRect(), element.ownerDocument.defaultView?.innerHeight ?? 0);
}

/** When the page first painted content, on the monotonic clock's timeline; null when the browser does not say. */
function firstContentfulPaintAt(): number | null {
  const entries = typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('paint') : [];
  return entries.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null;
}

/**
 * Whether `element` is in view now and lies in the page's first screen (the viewport at the top
 * of the page, where a page opens): a block further down that is in view now was scrolled to.
 */
function isInFirstScreen(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  const viewportHeight = view?.innerHeight ?? 0;
  const box = element.getBoundingClientRect();
  return isBoxInView(box, viewportHeight) && box.top + (view?.scrollY ?? 0) < viewportHeight;
}

/**
 * How long the visitor has already seen `host` when its code takes over, as far as the page can
 * tell: a block the server drew in the page's first screen that is in the viewport now has shown
 * since the page's first paint; any other block (drawn by its code, or further down, scrolled to
 * and hydrated on the way, even if in view by the time its code runs) from now, 0.
 */
export function timeOnScreenMs(host: Element): number {
  if (!host.hasAttribute(RENDERED_HOST_ATTRIBUTE) || !isInFirstScreen(host)) return 0;
  const paintedAt = firstContentfulPaintAt();
  return paintedAt === null ? 0 : Math.max(0, clock.elapsed() - paintedAt);
}
