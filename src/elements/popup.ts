import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Popup, type PopupEvents } from '../react/popup/Popup.js';
import popupCss from '../styles/popup.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Popup overlay (spec 01 §3, §9): the element's content (a message, an `<ss-newsletter>` form)
 * in a modal dialog, shown by the rules of `websiteSettings.popupOverlaySettings`: style `none`
 * disables it; it reappears `displayFrequency` days after a close (-1: never); not again after a
 * signup with `showUntilSignup`; again for a newer `version`; not on mobile without
 * `enableMobile`; never on lock-screen or not-found pages or with `?sqsscreenshot=true`. The
 * record lives in local storage (`ss-popup-overlay`). View, close and submit go to the overlay census.
 *
 * @tag ss-popup
 * @summary A modal popup (newsletter signup, announcement) shown by the site's popup rules.
 *
 * @attr {string} heading - The dialog title. Default: the first heading in the content.
 * @attr {number} delay - Milliseconds after page load before it opens. Default: 0.
 * @attr {string} overlay-id - Id reported to the overlay census. Default: the element id, else "popup".
 * @attr {string} close-label - Accessible name of the close button. Default: Close.
 *
 * @fires ss-popup-show - The popup opened. detail: `{ overlayId, version }`.
 * @fires ss-popup-close - The visitor closed it. detail: `{ overlayId, version, submitted }`.
 *
 * @csspart base - Wrapper; `data-state` is `open` or `closed`.
 * @csspart dialog - The `<dialog>` (also `popup`).
 * @csspart dialog-panel - The dialog's inner box.
 * @csspart dialog-title - The title.
 * @csspart dialog-close - The close button.
 *
 * @cssprop --ss-popup-width - Dialog width. Default: 480px.
 * @cssprop --ss-popup-background - Background. Default: #fff.
 * @cssprop --ss-popup-color - Text colour. Default: #1a1a1a.
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
