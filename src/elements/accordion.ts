import { booleanAttribute, integerAttribute } from '../runtime/attributes/element-attributes.js';
import { Accordion, type AccordionEvents } from '../react/accordion/Accordion.js';
import accordionCss from '../styles/accordion.css?inline';
import { createBlockElement } from './block-element.js';
import { prepareAccordionItems } from '../runtime/blocks/accordion-rules.js';

/**
 * Expandable sections (spec 01 §4), the WAI-ARIA accordion pattern: each item is a heading holding a
 * button (`aria-expanded`, `aria-controls`) and a labelled region. A click, Enter or Space toggles;
 * Up/Down move between headers (wrapping), Home/End jump to the ends. Opening an item closes the
 * others unless `allow-multiple` is set. The open/close animation lasts 250 ms and clicks during it are
 * ignored; with reduced motion there is no animation.
 *
 * ```html
 * <ss-accordion allow-multiple>
 *   <details><summary>Title</summary> …content… </details>
 * </ss-accordion>
 * ```
 *
 * @tag ss-accordion
 * @summary Expandable sections; one open at a time unless `allow-multiple` is set.
 *
 * @attr {boolean} allow-multiple - Let several items be open at once. Default: off.
 * @attr {boolean} first-open - Open the first item at start. (Items with `<details open>` also start open; for no layout shift, mark the first item `open` too.) Default: off.
 * @attr {2-6} heading-level - Heading level (2-6) wrapping each header button. Default: 3.
 *
 * @fires ss-accordion-toggle - The visitor opened or closed an item. detail: `{ index, open, openIndexes }`.
 *
 * @csspart base - The wrapper of all items.
 * @csspart item - One item (header and panel); `data-state` is `open` or `closed`.
 * @csspart heading - The heading element around a header button.
 * @csspart header - The button that toggles an item.
 * @csspart title - The header text.
 * @csspart icon - The open/closed indicator.
 * @csspart panel - The region holding an item's content.
 *
 * @cssprop --ss-accordion-header-padding - Header padding. Default: 0.75rem 0.
 * @cssprop --ss-accordion-divider - Line between items. Default: 1px solid (text colour at 20%).
 * @cssprop --ss-accordion-icon-size - Size of the plus/minus icon. Default: 0.75rem.
 * @cssprop --ss-color-text - Text colour. Default: inherited.
 * @cssprop --ss-color-accent - Focus ring colour.
 */
export class SsAccordion extends createBlockElement({
  tag: 'ss-accordion',
  component: Accordion,
  attributes: {
    'allow-multiple': booleanAttribute(),
    'first-open': booleanAttribute(),
    'heading-level': integerAttribute(3, { min: 2, max: 6 }),
  },
  styles: [accordionCss],
  prepareHost: prepareAccordionItems,
  itemName: 'details',
}) {}

export type { AccordionEvents };
export default SsAccordion;

declare global {
  interface HTMLElementTagNameMap {
    'ss-accordion': SsAccordion;
  }
}
