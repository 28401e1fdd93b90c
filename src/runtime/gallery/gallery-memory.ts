/**
 * Moving a custom element in the DOM unmounts its React tree (r2wc), so a gallery's current
 * slide would reset to the first. The current index is kept here, per element, instead.
 */
const currentIndexes = new WeakMap<Element, number>();

export function rememberGalleryIndex(host: Element, index: number): void {
  currentIndexes.set(host, index);
}

/** The index the element last showed, or `otherwise` (0) when it has shown none yet. */
export function recallGalleryIndex(host: Element, otherwise = 0): number {
  return currentIndexes.get(host) ?? otherwise;
}

/**
 * A step the loader took on the server's drawing before the gallery's code arrived
 * (drawn-slideshow.ts): the slide it moved from, until the hydrated gallery takes it over.
 */
const earlySteps = new WeakMap<Element, number>();

export function rememberEarlyStep(host: Element, from: number): void {
  earlySteps.set(host, from);
}

/** The slide an early step moved from, or null when none is waiting. */
export function recallEarlyStep(host: Element): number | null {
  return earlySteps.get(host) ?? null;
}

/** The slide an early step moved from, once: the hydrated gallery finishes that move. */
export function takeEarlyStep(host: Element): number | null {
  const from = recallEarlyStep(host);
  earlySteps.delete(host);
  return from;
}
