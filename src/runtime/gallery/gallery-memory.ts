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
