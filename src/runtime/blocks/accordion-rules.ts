/** Accordion animation length, spec 01 §9; clicks are ignored while it runs (spec 01 §4). */
export const ACCORDION_ANIMATION_MS = 250;

/**
 * Spec 01 §4 accordion item: a click toggles the item; when multiple-open is not allowed the
 * others close first. Returns the new open flags.
 */
export function toggleAccordionItem(open: readonly boolean[], index: number, allowMultiple: boolean): boolean[] {
  if (index < 0 || index >= open.length) return [...open];
  const opening = !open[index];
  return open.map((isOpen, i) => {
    if (i === index) return opening;
    return allowMultiple || !opening ? isOpen : false;
  });
}

/** The open flags an accordion starts with: the items marked open, and the first one if asked. */
export function initialAccordionState(markedOpen: readonly boolean[], firstOpen: boolean, allowMultiple: boolean): boolean[] {
  const open = markedOpen.map((isOpen, i) => isOpen || (firstOpen && i === 0));
  if (allowMultiple) return open;
  const first = open.indexOf(true);
  return open.map((_, i) => i === first);
}

/** Spec 01 §4: clicks during the 250 ms animation are ignored. */
export function isAccordionAnimating(lastToggleAt: number | null, now: number, durationMs: number): boolean {
  return lastToggleAt !== null && now - lastToggleAt < durationMs;
}

/** An accordion item whose `<summary>` is empty (looked up through siteText: `accordion.itemFallback`). */
export const ACCORDION_ITEM_FALLBACK_TITLE = 'Item {index}';
