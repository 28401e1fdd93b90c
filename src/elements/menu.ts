import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Menu, type MenuEvents } from '../react/menu/Menu.js';
import menuCss from '../styles/menu.css?inline';
import { createBlockElement } from './block-element.js';
import { prepareMenuSections } from '../runtime/blocks/menu-rules.js';

/**
 * Menu block (spec 01 §4): menu sections declared as `<section data-label="...">` children,
 * all readable without script; upgraded to the WAI-ARIA tabs pattern with one selected label.
 *
 * @tag ss-menu
 * @summary A restaurant-style menu with one tab per section.
 *
 * @attr {number} selected - Index of the selected section. Default: 0 (the first).
 * @attr {string} label - Accessible name of the tab list. Default: "Menu".
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
}) {}

export type { MenuEvents };
export default SsMenu;

declare global {
  interface HTMLElementTagNameMap {
    'ss-menu': SsMenu;
  }
}
