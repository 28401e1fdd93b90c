import type { AccordionEvents } from '../react/accordion/Accordion.js';
import type { MenuEvents } from '../react/menu/Menu.js';
import type { ChartEvents } from '../react/chart/Chart.js';

/**
 * Every event a Sitestack element fires, with its `detail`. All bubble and are composed, so a
 * listener on `document` hears them.
 */
export interface SitestackEventMap extends AccordionEvents, MenuEvents, ChartEvents {}

export type SitestackEvent<K extends keyof SitestackEventMap> = CustomEvent<SitestackEventMap[K]>;

declare global {
  interface HTMLElementEventMap {
    'ss-accordion-toggle': CustomEvent<AccordionEvents['ss-accordion-toggle']>;
    'ss-menu-select': CustomEvent<MenuEvents['ss-menu-select']>;
    'ss-chart-table-toggle': CustomEvent<ChartEvents['ss-chart-table-toggle']>;
  }
  interface DocumentEventMap {
    'ss-accordion-toggle': CustomEvent<AccordionEvents['ss-accordion-toggle']>;
    'ss-menu-select': CustomEvent<MenuEvents['ss-menu-select']>;
    'ss-chart-table-toggle': CustomEvent<ChartEvents['ss-chart-table-toggle']>;
  }
}
