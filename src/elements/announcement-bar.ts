import { booleanAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { AnnouncementBar, type AnnouncementBarEvents } from '../react/announcement-bar/AnnouncementBar.js';
import announcementBarCss from '../styles/announcement-bar.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The announcement bar (spec 01 §1, §3): the element's own content — text and links, readable without
 * script — in a bar above the page, shown when the page context's `showAnnouncementBar` is true. Its
 * space is reserved before the block loads (no layout shift). With `dismissible`, a close button hides it
 * for the browser session; a bar with different text shows again. The loader marks a bar it already knows
 * will not show (dismissed this session, or an inline context without `showAnnouncementBar`) with
 * `data-ss-hidden`, so it reserves no space; on a page with a dismissible bar, give the loader tag
 * `blocking="render"` (`<script type="module" blocking="render" src=".../sitestack.js">`) so that mark
 * lands before the first paint and a dismissed bar causes no layout shift on the next page.
 *
 * ```html
 * <ss-announcement-bar dismissible>Free shipping this week. <a href="/shop">Shop now</a></ss-announcement-bar>
 * ```
 *
 * @tag ss-announcement-bar
 * @summary A site-wide message bar at the top of the page, optionally dismissible.
 *
 * @attr {boolean} dismissible - Show a close button. Default: off.
 * @attr {text} close-label - Accessible name of the close button. Default: Close announcement.
 * @attr {text} label - Accessible name of the bar region. Default: Announcement.
 *
 * @fires ss-announcement-bar-dismiss - The visitor closed the bar. detail: `{ text }`.
 *
 * @csspart base - The bar; `data-state` is `open`, `closing` (while it collapses) or `closed`.
 * @csspart content - The message.
 * @csspart close - The close button.
 *
 * @cssprop --ss-announcement-bar-background - Background. Default: #1a1a1a.
 * @cssprop --ss-announcement-bar-color - Text colour. Default: #fff.
 * @cssprop --ss-announcement-bar-padding - Padding. Default: 0.625rem 3rem.
 * @cssprop --ss-announcement-bar-min-height - Minimum height (also reserved before upgrade). Default: 2.75rem.
 * @cssprop --ss-announcement-bar-font-size - Text size. Default: 0.875rem.
 */
export class SsAnnouncementBar extends createBlockElement({
  tag: 'ss-announcement-bar',
  component: AnnouncementBar,
  attributes: {
    dismissible: booleanAttribute(),
    'close-label': stringAttribute(''),
    label: stringAttribute(''),
  },
  styles: [announcementBarCss],
  // It acts by itself (timers, consent, a fixed bar), seen or not: hydrate as soon as the code is there.
  hydrate: 'at-once',
}) {}

export type { AnnouncementBarEvents };
export default SsAnnouncementBar;

declare global {
  interface HTMLElementTagNameMap {
    'ss-announcement-bar': SsAnnouncementBar;
  }
}
