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

/**
 * The authored open state of an item, kept when the accordion takes its `<details>` over
 * (`prepareAccordionItems` opens them all): the browser and the server read the same state.
 */
export const AUTHORED_OPEN_ATTRIBUTE = 'data-ss-authored-open';

/** Whether an item's `<details>` was written open (before the accordion took it over). */
export function isAuthoredOpen(details: Element): boolean {
  const authored = details.getAttribute(AUTHORED_OPEN_ATTRIBUTE);
  return authored === null ? details.hasAttribute('open') : authored === 'true';
}

/** The accordion's items: the host's `<details>` children. */
export function accordionItemElements(host: Element): Element[] {
  return Array.from(host.children).filter((child) => child.localName === 'details');
}

/**
 * The light DOM as the accordion shows it: each `<details>` goes into its item's panel slot
 * (`item-<index>`), stays open there and its `<summary>` is hidden (the header button replaces
 * it). Run by the block (a layout effect) and by the server renderer, so the server's picture is
 * the final one. Returns the summaries it hid, for the block to give back when it goes away.
 */
export function prepareAccordionItems(host: Element): Element[] {
  const hidden: Element[] = [];
  accordionItemElements(host).forEach((details, i) => {
    if (!details.hasAttribute(AUTHORED_OPEN_ATTRIBUTE)) details.setAttribute(AUTHORED_OPEN_ATTRIBUTE, String(details.hasAttribute('open')));
    details.setAttribute('slot', `item-${i}`);
    details.setAttribute('open', '');
    const summary = Array.from(details.children).find((child) => child.localName === 'summary');
    if (summary && !summary.hasAttribute('hidden')) {
      summary.setAttribute('hidden', '');
      hidden.push(summary);
    }
  });
  return hidden;
}
