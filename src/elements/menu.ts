import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Menu, type MenuEvents } from '../react/menu/Menu.js';
import menuCss from '../styles/menu.css?inline';
import { createBlockElement } from './block-element.js';
import { prepareMenuSections } from '../runtime/blocks/menu-rules.js';

/**
 * A menu block with one tab per section (spec 01 §4), the WAI-ARIA tabs pattern: one selected label;
 * click, Enter or Space selects; Left/Right move the selection with wrap-around, Home/End jump to the
 * ends; only the selected tab is in the tab order.
 *
 * ```html
 * <ss-menu label="Café menu">
 *   <section data-label="Breakfast"> …dishes… </section>
 *   <section data-label="Lunch"> …dishes… </section>
 * </ss-menu>
 * ```
 *
 * A section's label is its `data-label`, else the text of its first heading.
 *
 * @tag ss-menu
 * @summary A restaurant-style menu with one tab per section.
 *
 * @attr {whole number ≥ 0} selected - Index of the selected section (out of range selects the first). Default: 0.
 * @attr {text} label - Accessible name of the tab list. Default: `Menu`.
 *
 * @fires ss-menu-select - The visitor selected another section. detail: `{ index, label }`.
 *
 * @csspart base - The wrapper.
 * @csspart tablist - The row of tabs.
 * @csspart tab - One tab; the selected one also has the part `tab-selected`.
 * @csspart tab-selected - The selected tab.
 * @csspart panel - The panel showing a section.
 *
 * @cssprop --ss-menu-tablist-height - Height reserved for the tab row (also before upgrade). Default: 2.75rem.
 * @cssprop --ss-menu-tab-gap - Space between tabs. Default: 1.5rem.
 * @cssprop --ss-color-accent - Selected-tab underline and focus ring colour.
 * @cssprop --ss-color-text - Text colour. Default: inherited.
 */
export class SsMenu extends createBlockElement({
  tag: 'ss-menu',
  component: Menu,
  attributes: {
    selected: integerAttribute(0, { min: 0 }),
    label: stringAttribute(''),
  },
  styles: [menuCss],
  prepareHost: prepareMenuSections,
  itemName: 'section',
}) {}

export type { MenuEvents };
export default SsMenu;

declare global {
  interface HTMLElementTagNameMap {
    'ss-menu': SsMenu;
  }
}
