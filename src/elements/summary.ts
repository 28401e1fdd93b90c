import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Summary, type SummaryEvents } from '../react/summary/Summary.js';
import summaryCss from '../styles/summary.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The summary block (spec 01 §3 summary block json, §7 GetWidgetRendering). The block data goes to
 * `POST /api/widget/GetWidgetRendering` as `widgetJSON = { type: "summary", id, value }` (the id
 * without its `block-` prefix; blocks on event collections, `"collectionType": "events"`, also send
 * `collectionId`). The reply's `html` replaces the block content, through the Trusted Types policy.
 * The light-DOM content stays visible until then, and again with "These items could not be loaded."
 * when the call fails. `imageAspectRatio` is `"Auto"` (images keep their shape) or a number
 * (width / height, images are cropped to it).
 *
 * ```html
 * <ss-summary id="block-yui_3_17" data-block-json='{"imageAspectRatio":1.5,"collectionId":"c1","items":[{"title":"Spring menu","url":"/blog/spring"}]}'>
 *   <a href="/blog">Read the blog</a>
 * </ss-summary>
 * ```
 *
 * @tag ss-summary
 * @summary A list of collection items (posts, products, events) rendered by the site API.
 *
 * @attr {text} block-id - The block id (`block-` prefix optional). Default: the element's `id`.
 * @attr {JSON text} data-block-json - The block data; `imageAspectRatio` is "Auto" or a number (width / height). A child `<script type="application/json">` works too. Default: `{}`.
 * @attr {1-12} rows - Items to keep space for until they arrive (no layout shift); set it so the space is kept before the block's code loads too. Default: block data `pageSize` or `items` count, else 3.
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
