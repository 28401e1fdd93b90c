import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { CookieBanner, type CookieBannerEvents } from '../react/cookie-banner/CookieBanner.js';
import cookieBannerCss from '../styles/cookie-banner.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The cookie banner (spec 01 §3-4, §9). Its settings come from the page context's `cookieSettings`
 * (`cookieBannerVariant`, `cookieBannerPosition`, `cookieBannerTheme`, `cookieBannerCtaVariant`,
 * `cookieBannerAcceptType`, `cookieBannerText`, `cookieBannerCtaText`, `cookieBannerOptOutCtaText`);
 * attributes override them. Its text is the element's own content, else `cookieBannerText`, else the
 * default text ("By using this website, you agree to our use of cookies. …"; also used for empty text or
 * a lone empty paragraph). A position that does not fit the variant is forced to one that does (bar
 * `top-left` → `top`, popup `top` → `top-left`, anything else → the variant's default). The banner
 * shows until the visitor chooses (never when `cookieSettings.isCookieBannerEnabled` is `false`); Accept stores `ss_cookie_consent=true`, Decline `false`, for 30 days,
 * and it is hidden on `?sqsscreenshot=true`. It is a labelled region (not modal), its buttons are
 * reachable with Tab, and a page control focused under the fixed bar is scrolled clear of it (WCAG 2.2
 * focus not obscured). The editor previews it with `ss-cookie-banner-preview` events on `document`
 * (detail `{ action: 'mount' | 'update' | 'unmount', settings }`); clicks do nothing during a preview.
 *
 * ```html
 * <ss-cookie-banner accept-type="opt-in-and-out" cta-variant="button" theme="light">
 *   <p>We use cookies for statistics. <a href="/privacy">Privacy policy</a></p>
 * </ss-cookie-banner>
 * ```
 *
 * **Consent on every page.** With or without a banner, under a restrictive policy
 * (`cookieSettings.isRestrictiveCookiePolicyEnabled`) and no acceptance — or after a decline, or with
 * the browser's Global Privacy Control signal and no choice (unless
 * `cookieSettings.honorGlobalPrivacyControl` is false) — no analytics or visitor cookie is
 * written, no census, event or vitals beacon is sent, and the existing ones (`ss_cvisit`, `ss_cvt`,
 * `ss_cvr`, `ss_marketing_id`, `ss_analytics_*`) are cleared. Two more flags tighten this:
 * `cookieSettings.isRestrictiveCookiePolicyAbsolute` is the restrictive policy that cannot be weakened (it
 * applies even with `isRestrictiveCookiePolicyEnabled` off, and the Global Privacy Control signal always
 * counts), and `cookieSettings.isVisitorDataRestricted` (the editor's activity log turned off) means no
 * visitor data at all: nothing is written or sent and the old records are cleared, even after Accept.
 * Site scripts and tag managers use `await Sitestack.consent()`:
 *
 * | member | what it does |
 * | --- | --- |
 * | `choice` | `true` (accepted), `false` (declined) or `null` (not chosen). |
 * | `trackingAllowed` | Whether analytics may run now. |
 * | `accept()` / `decline()` | Record the choice (30-day cookie) and fire `ss-consent-change` on `document`. |
 * | `reset()` | Forget the choice; the banner asks again on the next page. |
 * | `onChange(fn)` | Calls `fn(accepted)` on every change; returns the unsubscribe function. |
 *
 * @tag ss-cookie-banner
 * @summary Asks the visitor to accept (or decline) cookies; every tracker follows the choice.
 *
 * @attr {`bar` | `popup`} variant - Full-width bar or corner popup. Default: context, else `bar`.
 * @attr {bar: `top` | `bottom`; popup: `top-left` | `top-right` | `bottom-left` | `bottom-right`} position - Bar: `top` or `bottom`; popup: `top-left`, `top-right`, `bottom-left`, `bottom-right`. Invalid for the variant: forced to a valid one. Default: `bottom` / `bottom-left`.
 * @attr {`light` | `dark`} theme - `light` or `dark` (default dark). Default: `dark`.
 * @attr {`text` | `button` | `icon`} cta-variant - How the buttons look (icon buttons carry the text as their label). Default: `icon`.
 * @attr {`opt-in` | `opt-in-and-out`} accept-type - `opt-in` (accept only, default) or `opt-in-and-out` (accept and decline). Default: `opt-in`.
 * @attr {text} cta-text - Accept button text. Default: Accept.
 * @attr {text} opt-out-text - Decline button text. Default: Decline.
 * @attr {text} label - Accessible name of the banner region. Default: Cookie consent.
 *
 * @fires ss-consent-change - The visitor accepted or declined (also fired by `Sitestack.consent`). detail: `{ accepted }`.
 *
 * @csspart base - The banner (`data-state` open, closing (while it fades out) or closed, `data-variant`, `data-position`, `data-theme`).
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
 * @cssprop --ss-cookie-banner-padding - Space inside the banner. Default: 1rem 1.25rem.
 * @cssprop --ss-cookie-banner-font-size - Banner text size. Default: 0.9375rem.
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
