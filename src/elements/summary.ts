import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Summary, type SummaryEvents } from '../react/summary/Summary.js';
import summaryCss from '../styles/summary.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Summary block (spec 01 §3 summary block json, §7 GetWidgetRendering): its items come from the
 * site API as HTML (through the Trusted Types policy); on event collections the call also sends
 * collectionId. The light-DOM content is shown until then and again if the call fails.
 *
 * @tag ss-summary
 * @summary A list of collection items (posts, products, events) rendered by the site API.
 *
 * @attr {string} block-id - The block id (`block-` prefix optional). Default: the element's id.
 * @attr {string} data-block-json - The block data; `imageAspectRatio` is "Auto" or a number (width / height). A child `<script type="application/json">` works too.
 * @attr {number} rows - How many items to reserve space for (1-12), before the block's code loads too (no layout shift). Default: the block data's pageSize or items, else 3.
 *
 * @fires ss-summary-item-click - The visitor clicked an item link (cancelable). detail: `{ href }`.
 *
 * @csspart base - The block; `data-state` is `loading`, `ready` or `error`, `data-aspect` is `auto` or `fixed`.
 * @csspart content - The rendered items.
 * @csspart error - The message shown when the items could not be loaded.
 *
 * @cssprop --ss-summary-gap - Space between items. Default: 1rem.
 * @cssprop --ss-summary-column-width - Minimum item width. Default: 14rem.
 * @cssprop --ss-summary-link-color - Item link colour. Default: the accent colour.
 * @cssprop --ss-summary-row-height - Height reserved per item before the items arrive. Default: 1.5rem.
 */
export class SsSummary extends createBlockElement({
  tag: 'ss-summary',
  component: Summary,
  attributes: {
    'block-id': stringAttribute(''),
    'data-block-json': stringAttribute(''),
    rows: integerAttribute(0, { min: 0, max: 12 }),
  },
  styles: [summaryCss],
}) {}

export type { SummaryEvents };
export default SsSummary;

declare global {
  interface HTMLElementTagNameMap {
    'ss-summary': SsSummary;
  }
}
