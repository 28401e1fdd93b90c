import type { AccordionEvents } from '../react/accordion/Accordion.js';
import type { MenuEvents } from '../react/menu/Menu.js';

/**
 * Every event a Sitestack element fires, with its `detail`. All bubble and are composed, so a
 * listener on `document` hears them.
 */
export interface SitestackEventMap extends AccordionEvents, MenuEvents {}

export type SitestackEvent<K extends keyof SitestackEventMap> = CustomEvent<SitestackEventMap[K]>;

declare global {
  interface HTMLElementEventMap {
    'ss-accordion-toggle': CustomEvent<AccordionEvents['ss-accordion-toggle']>;
    'ss-menu-select': CustomEvent<MenuEvents['ss-menu-select']>;
  }
  interface DocumentEventMap {
    'ss-accordion-toggle': CustomEvent<AccordionEvents['ss-accordion-toggle']>;
    'ss-menu-select': CustomEvent<MenuEvents['ss-menu-select']>;
  }
}
