import { booleanAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { MobileInfoBar, type MobileInfoBarEvents } from '../react/announcement-bar/MobileInfoBar.js';
import mobileInfoBarCss from '../styles/mobile-info-bar.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The mobile information bar (spec 01 §9): the element's links (call, email, directions) in a navigation
 * bar fixed to the bottom of the screen, shown only on a mobile device (client hint, user agent or a
 * coarse pointer) with a window at most 1024 px wide; it follows window resizes. The page context's
 * `websiteSettings.mobileInfoBarSettings` turns items off: `isContactPhoneNumberEnabled` (a `tel:` link),
 * `isContactEmailEnabled` (`mailto:`), `isLocationEnabled` (a maps or `geo:` link) and
 * `isBusinessHoursEnabled` (a link marked `data-item="hours"`); a link the settings turn off is hidden,
 * links of no known item always show, and a bar with nothing left stays hidden. Without settings every
 * link shows. The settings' `style` number appears as `data-style` on the `base` part.
 *
 * ```html
 * <ss-mobile-info-bar>
 *   <a href="tel:+15550100">Call</a> <a href="mailto:hello@example.com">Email</a>
 * </ss-mobile-info-bar>
 * ```
 *
 * @tag ss-mobile-info-bar
 * @summary Contact links fixed at the bottom of the screen on phones and tablets.
 *
 * @attr {text} label - Accessible name of the bar's navigation landmark. Default: Contact.
 * @attr {boolean} force-mobile - Treat the device as mobile (previews); the width rule still applies. Default: off.
 *
 * @fires ss-mobile-info-bar-action - The visitor followed one of the links. detail: `{ href, kind }` (kind: phone, email, location, hours or link).
 *
 * @csspart base - The bar (`data-state` open, closing (while it fades out) or closed; `data-style` the settings' style number).
 *
 * @cssprop --ss-mobile-info-bar-background - Background. Default: #fff.
 * @cssprop --ss-mobile-info-bar-color - Text colour. Default: #1a1a1a.
 * @cssprop --ss-mobile-info-bar-z-index - Stacking. Default: 9998.
 */
export class SsMobileInfoBar extends createBlockElement({
  tag: 'ss-mobile-info-bar',
  component: MobileInfoBar,
  attributes: {
    label: stringAttribute(''),
    'force-mobile': booleanAttribute(),
  },
  styles: [mobileInfoBarCss],
  // It acts by itself (timers, consent, a fixed bar), seen or not: hydrate as soon as the code is there.
  hydrate: 'at-once',
}) {}

export type { MobileInfoBarEvents };
export default SsMobileInfoBar;

declare global {
  interface HTMLElementTagNameMap {
    'ss-mobile-info-bar': SsMobileInfoBar;
  }
}
