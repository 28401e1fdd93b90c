import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Popup, type PopupEvents } from '../react/popup/Popup.js';
import popupCss from '../styles/popup.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The popup overlay (spec 01 §3, §9): the element's own content — a message, an `<ss-newsletter>`
 * form — in a modal dialog (native `<dialog>`: focus stays inside, the page behind is inert, Escape or
 * the close button closes it, focus returns). Whether it opens follows
 * `websiteSettings.popupOverlaySettings` from the page context: `style: "none"` disables it; after a
 * close it reappears `displayFrequency` days later (`-1`: never; missing or 0: on the next page); after a
 * signup (an `ss-form-submit-success` from a form inside it) it stays away when `showUntilSignup` is on;
 * a `version` newer than the stored one shows it again; on mobile only with `enableMobile`; never on
 * lock-screen or not-found pages or with `?sqsscreenshot=true`. The record (version, submitted, closed
 * date) is kept in local storage under `ss-popup-overlay`. View, close and submit are sent to the
 * overlay census (`POST /api/census/overlay`), subject to consent.
 *
 * ```html
 * <ss-popup overlay-id="spring" delay="3000">
 *   <h2>Join our list</h2>
 *   <p>Ten percent off your first order.</p>
 *   <ss-newsletter>…</ss-newsletter>
 * </ss-popup>
 * ```
 *
 * @tag ss-popup
 * @summary A modal popup (newsletter signup, announcement) shown by the site's popup rules.
 *
 * @attr {text} heading - The dialog title (its accessible name). Default: the first heading in the content.
 * @attr {0-600000} delay - Milliseconds after page load before it opens. Default: 0.
 * @attr {text} overlay-id - Id reported to the overlay census. Default: the element id, else `popup`.
 * @attr {text} close-label - Accessible name of the close button. Default: Close.
 *
 * @fires ss-popup-show - The popup opened. detail: `{ overlayId, version }`.
 * @fires ss-popup-close - The visitor closed it. detail: `{ overlayId, version, submitted }`.
 *
 * @csspart base - Wrapper; `data-state` is `open` or `closed`.
 * @csspart dialog - The `<dialog>` (also `popup`).
 * @csspart popup - The `<dialog>` (also `dialog`).
 * @csspart dialog-panel - The dialog's inner box.
 * @csspart dialog-title - The title.
 * @csspart dialog-message - The element's content inside the dialog.
 * @csspart dialog-close - The close button.
 *
 * @cssprop --ss-popup-width - Dialog width. Default: 480px.
 * @cssprop --ss-popup-background - Background. Default: #fff.
 * @cssprop --ss-popup-color - Text colour. Default: #1a1a1a.
 * @cssprop --ss-popup-padding - Space inside the dialog. Default: 2rem 1.5rem 1.5rem.
 * @cssprop --ss-popup-title-size - Title size. Default: 1.5rem.
 * @cssprop --ss-dialog-backdrop - Backdrop colour. Default: black at 45%.
 */
export class SsPopup extends createBlockElement({
  tag: 'ss-popup',
  component: Popup,
  attributes: {
    heading: stringAttribute(''),
    delay: integerAttribute(0, { min: 0, max: 600000 }),
    'overlay-id': stringAttribute(''),
    'close-label': stringAttribute(''),
  },
  styles: [popupCss],
  // It acts by itself (timers, consent, a fixed bar), seen or not: hydrate as soon as the code is there.
  hydrate: 'at-once',
}) {}

export type { PopupEvents };
export default SsPopup;

declare global {
  interface HTMLElementTagNameMap {
    'ss-popup': SsPopup;
  }
}
