/**
 * Menu block (spec 01 §4): the sections are the host's `<section>` children, one tab each. Each
 * section is assigned to its tab panel's slot by name; the server renderer does it when it draws
 * the block and the browser again when sections change, so the first paint shows the selected
 * panel's content (no empty panel until the code arrives).
 */

/** The host's menu sections, in order: its `<section>` children. */
export function menuSectionElements(host: Element): Element[] {
  return Array.from(host.children).filter((child) => child.localName === 'section');
}

/** The slot a section fills: the panel of the same index. */
export function menuSectionSlot(index: number): string {
  return `section-${index}`;
}

/** Assigns every section to its panel's slot (idempotent). */
export function prepareMenuSections(host: Element): void {
  menuSectionElements(host).forEach((section, i) => {
    const slot = menuSectionSlot(i);
    if (section.getAttribute('slot') !== slot) section.setAttribute('slot', slot);
  });
}
