import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { CookieBanner, type CookieBannerEvents } from '../react/cookie-banner/CookieBanner.js';
import cookieBannerCss from '../styles/cookie-banner.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Cookie banner (spec 01 §3-4, §9). Settings come from the page context's `cookieSettings`;
 * attributes override them. Its text is the element's own content, else `cookieBannerText`, else
 * the default text. Shown until the visitor chooses (consent cookie, 30 days); hidden with
 * `?sqsscreenshot=true`. The editor previews it with `ss-cookie-banner-preview` events on
 * `document` (detail `{ action: 'mount' | 'update' | 'unmount', settings }`); clicks do nothing
 * during a preview.
 *
 * @tag ss-cookie-banner
 * @summary Asks the visitor to accept (or decline) cookies; every tracker follows the choice.
 *
 * @attr {string} variant - `bar` or `popup`. Default: the context's cookieBannerVariant, else bar.
 * @attr {string} position - Bar: `top` or `bottom`; popup: `top-left`, `top-right`, `bottom-left`, `bottom-right`. Invalid for the variant: forced to a valid one.
 * @attr {string} theme - `light` or `dark` (default dark).
 * @attr {string} cta-variant - `text`, `button` or `icon` (default icon).
 * @attr {string} accept-type - `opt-in` (accept only, default) or `opt-in-and-out` (accept and decline).
 * @attr {string} cta-text - Accept button text. Default: Accept.
 * @attr {string} opt-out-text - Decline button text. Default: Decline.
 * @attr {string} label - Accessible name of the banner region. Default: Cookie consent.
 *
 * @fires ss-consent-change - The visitor accepted or declined. detail: `{ accepted }`.
 *
 * @csspart base - The banner (`data-state` open or closed, `data-variant`, `data-position`, `data-theme`).
 * @csspart text - The message.
 * @csspart actions - The button row.
 * @csspart accept - The accept button.
 * @csspart decline - The decline button (opt-in-and-out).
 *
 * @cssprop --ss-cookie-banner-background-dark - Dark theme background. Default: #1f1f1f.
 * @cssprop --ss-cookie-banner-color-dark - Dark theme text. Default: #fff.
 * @cssprop --ss-cookie-banner-background-light - Light theme background. Default: #fff.
 * @cssprop --ss-cookie-banner-link-color - Colour of links in the banner text, also in your own light-DOM text (through sitestack.css). Default: the banner's text colour.
 * @cssprop --ss-cookie-banner-color-light - Light theme text. Default: #1a1a1a.
 * @cssprop --ss-cookie-banner-popup-width - Popup width. Default: 360px.
 * @cssprop --ss-cookie-banner-z-index - Stacking. Default: 9999 (below dialogs at 30000).
 */
export class SsCookieBanner extends createBlockElement({
  tag: 'ss-cookie-banner',
  component: CookieBanner,
  attributes: {
    variant: stringAttribute(''),
    position: stringAttribute(''),
    theme: stringAttribute(''),
    'cta-variant': stringAttribute(''),
    'accept-type': stringAttribute(''),
    'cta-text': stringAttribute(''),
    'opt-out-text': stringAttribute(''),
    label: stringAttribute(''),
  },
  styles: [cookieBannerCss],
  // It acts by itself (timers, consent, a fixed bar), seen or not: hydrate as soon as the code is there.
  hydrate: 'at-once',
}) {}

export type { CookieBannerEvents };
export default SsCookieBanner;

declare global {
  interface HTMLElementTagNameMap {
    'ss-cookie-banner': SsCookieBanner;
  }
}
