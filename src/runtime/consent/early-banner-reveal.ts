/**
 * What the loader knows about a server-drawn cookie banner before any block code arrives (issue
 * 49). A page drawn once for every visitor cannot know a visitor's consent cookie, so the server
 * draws the banner as a visitor without a choice sees it, and the page rules keep it out of sight
 * (`display: none`) until the browser knows: this marks it known at once when the visitor has made
 * no choice (it shows long before its code arrives); for a visitor who has chosen it stays out of
 * sight, and the banner itself marks it once it has hydrated hidden. A returning visitor who
 * accepted never sees the banner appear. The show rule stays in cookie-banner-settings.ts
 * (shouldShowCookieBanner, spec 01 §3-4, §9); this is the same test of the same cookie and query,
 * kept literal and free of imports so the loader shares no module with the blocks (a shared module
 * would split the loader into two files); unit tests check it decides as the rule does.
 */

/** Set on a drawn `<ss-cookie-banner>` once the browser knows whether it shows; the page rules hide it until then. */
export const CONSENT_KNOWN_ATTRIBUTE = 'data-ss-consent-known';

/** Whether the visitor has made no consent choice (spec 01 §9 cookie `ss_cookie_consent`) on a page that is no screenshot render. */
export function awaitsConsentChoice(cookieText: string, search: string): boolean {
  if (new URLSearchParams(search).get('sqsscreenshot') === 'true') return false;
  return !cookieText.split(';').some((part) => /^\s*ss_cookie_consent=\s*(?:true|false)\s*$/.test(part));
}

/** Marks the page's drawn cookie banners known when the visitor has made no choice; runs synchronously, without React. */
export function revealUndecidedCookieBanners(doc: Document = document): void {
  let cookies = '';
  try {
    cookies = doc.cookie;
  } catch {
    // A sandboxed document without cookies: no choice was recorded.
  }
  if (awaitsConsentChoice(cookies, doc.location?.search ?? '')) for (const banner of doc.querySelectorAll('ss-cookie-banner')) banner.setAttribute(CONSENT_KNOWN_ATTRIBUTE, '');
}
