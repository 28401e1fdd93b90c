import { booleanAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { AnnouncementBar, type AnnouncementBarEvents } from '../react/announcement-bar/AnnouncementBar.js';
import announcementBarCss from '../styles/announcement-bar.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Announcement bar (spec 01 §1, §3 `showAnnouncementBar`): the element's own content (text and
 * links, readable without script) in a bar above the page. It shows when the page context's
 * `showAnnouncementBar` is true; a dismissed bar stays away for the browser session until its text changes.
 * The loader marks a bar it knows will not show with `data-ss-hidden` so it reserves no space before upgrade.
 *
 * @tag ss-announcement-bar
 * @summary A site-wide message bar at the top of the page, optionally dismissible.
 *
 * @attr {boolean} dismissible - Show a close button.
 * @attr {string} close-label - Accessible name of the close button. Default: Close announcement.
 * @attr {string} label - Accessible name of the bar region. Default: Announcement.
 *
 * @fires ss-announcement-bar-dismiss - The visitor closed the bar. detail: `{ text }`.
 *
 * @csspart base - The bar; `data-state` is `open` or `closed`.
 * @csspart content - The message.
 * @csspart close - The close button.
 *
 * @cssprop --ss-announcement-bar-background - Background. Default: #1a1a1a.
 * @cssprop --ss-announcement-bar-color - Text colour. Default: #fff.
 * @cssprop --ss-announcement-bar-padding - Padding. Default: 0.625rem 3rem.
 * @cssprop --ss-announcement-bar-min-height - Minimum height (also reserved before upgrade). Default: 2.75rem.
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
