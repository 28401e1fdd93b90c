import { booleanAttribute, integerAttribute } from '../runtime/attributes/element-attributes.js';
import { Accordion, type AccordionEvents } from '../react/accordion/Accordion.js';
import accordionCss from '../styles/accordion.css?inline';
import { createBlockElement } from './block-element.js';
import { prepareAccordionItems } from '../runtime/blocks/accordion-rules.js';

/**
 * Accordion block (spec 01 §4): items declared as `<details><summary>` children, readable
 * without script; upgraded to the WAI-ARIA accordion pattern.
 *
 * @tag ss-accordion
 * @summary Expandable sections; one open at a time unless `allow-multiple` is set.
 *
 * @attr {boolean} allow-multiple - Let several items be open at once. Default: off (opening one closes the others).
 * @attr {boolean} first-open - Open the first item when the block starts.
 * @attr {number} heading-level - Heading level (2-6) wrapping each header button. Default: 3.
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
}) {}

export type { AccordionEvents };
export default SsAccordion;

declare global {
  interface HTMLElementTagNameMap {
    'ss-accordion': SsAccordion;
  }
}
