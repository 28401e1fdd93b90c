// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNER_CONSENT_KNOWN_ATTRIBUTE } from '../../../src/react/cookie-banner/consent-known.js';
import { CONSENT_KNOWN_ATTRIBUTE, awaitsConsentChoice, revealUndecidedCookieBanners } from '../../../src/runtime/consent/early-banner-reveal.js';
import { shouldShowCookieBanner } from '../../../src/runtime/consent/cookie-banner-settings.js';
import { readConsentChoice } from '../../../src/runtime/consent/consent-store.js';

/**
 * Issue 49: a page drawn once for everyone draws the cookie banner as a visitor without a choice
 * sees it, out of sight until the loader knows the visitor has chosen nothing (spec 01 §3-4, §9:
 * the banner shows unless the consent cookie holds a choice or the page is a screenshot render).
 */
describe('the loader\'s early look at the consent cookie', () => {
  it('decides as the banner rule does, for any cookie text and query', () => {
    const cookiePart = fc.oneof(
      fc.constantFrom('ss_cookie_consent=true', 'ss_cookie_consent=false', ' ss_cookie_consent=true ', 'ss_cookie_consent=maybe', 'ss_cookie_consent =true', 'ss_cookie_consent=', 'crumb=abc', 'other=true'),
      fc.string({ maxLength: 20 }),
    );
    const search = fc.oneof(fc.constantFrom('', '?sqsscreenshot=true', '?a=1&sqsscreenshot=true', '?sqsscreenshot=false', '?sqsscreenshot=%74rue', '?sqsscreenshot=TRUE'), fc.string({ maxLength: 20 }).map((text) => `?${text}`));
    fc.assert(
      fc.property(fc.array(cookiePart, { maxLength: 5 }), search, (parts, query) => {
        const cookie = parts.join(';');
        expect(awaitsConsentChoice(cookie, query)).toBe(shouldShowCookieBanner({ choice: readConsentChoice(cookie), search: query, forcedPreview: false, enabled: true }));
      }),
      { numRuns: 500 },
    );
  });

  it('marks drawn banners known at once for a visitor who has not chosen, and leaves them hidden for one who has', () => {
    document.body.innerHTML = '<ss-cookie-banner data-ss-rendered></ss-cookie-banner>';
    document.cookie = 'ss_cookie_consent=true';
    revealUndecidedCookieBanners();
    expect(document.querySelector('ss-cookie-banner')!.hasAttribute(CONSENT_KNOWN_ATTRIBUTE)).toBe(false);
    document.cookie = 'ss_cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    revealUndecidedCookieBanners();
    expect(document.querySelector('ss-cookie-banner')!.hasAttribute(CONSENT_KNOWN_ATTRIBUTE)).toBe(true);
  });

  it('names the attribute the banner sets itself once hydrated', () => {
    expect(BANNER_CONSENT_KNOWN_ATTRIBUTE).toBe(CONSENT_KNOWN_ATTRIBUTE);
  });
});
